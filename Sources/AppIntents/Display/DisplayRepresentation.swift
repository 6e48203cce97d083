/// How an entity, enum case or other value appears to people: a title, with an optional
/// subtitle, image and synonyms.
///
/// Titles and subtitles are localizable resources, so interpolated values stay arguments:
///
/// ```swift
/// var displayRepresentation: DisplayRepresentation {
///   DisplayRepresentation(
///     title: "\(name)", subtitle: "\(country)", image: .init(systemName: "mountain.2"))
/// }
/// ```
///
/// A representation is a mutable value; a string literal (or interpolation) makes a title-only
/// one.
public struct DisplayRepresentation: ExpressibleByStringInterpolation, Equatable, Hashable,
  Sendable, Codable
{
  /// The main text.
  public var title: LocalizedStringResource
  /// Secondary text shown under the title.
  public var subtitle: LocalizedStringResource?
  /// An image shown beside the text.
  public var image: Image?
  /// Other names people may use for this value, matched by search and voice.
  public var synonyms: [LocalizedStringResource]
  /// The closure that loads the image when it is needed, from
  /// ``init(title:subtitle:synonyms:image:)``; not part of the encoded form.
  package var imageLoader: ImageLoader?

  private enum CodingKeys: String, CodingKey {
    case title, subtitle, image, synonyms
  }

  /// Creates a representation with a title and, optionally, a subtitle and an image.
  public init(
    title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil
  ) {
    self.init(title: title, subtitle: subtitle, image: image, synonyms: [])
  }

  /// Creates a representation with a title, subtitle, image and synonyms.
  public init(
    title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil,
    synonyms: [LocalizedStringResource] = []
  ) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
    self.synonyms = synonyms
  }

  /// Creates a representation whose image is loaded only when it is shown (iOS 27), so that a
  /// list of many values does not fetch every picture.
  ///
  /// ```swift
  /// DisplayRepresentation(title: "\(name)", subtitle: "\(country)") {
  ///   try await .init(data: thumbnails.load(id))
  /// }
  /// ```
  ///
  /// The OpenIntents surfaces show text — titles and subtitles in the terminal, HTTP and MCP —
  /// and no pictures, so the system never calls the closure and ``image`` stays `nil`; the
  /// closure is kept with the representation for app code that shows it.
  public init(
    title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
    synonyms: [LocalizedStringResource] = [],
    image: @escaping @Sendable () async throws -> Image?
  ) {
    self.init(title: title, subtitle: subtitle, image: nil, synonyms: synonyms)
    imageLoader = ImageLoader(load: image)
  }

  /// The image: the one given, else what the loader of
  /// ``init(title:subtitle:synonyms:image:)`` loads, else `nil`.
  package func loadImage() async throws -> Image? {
    if let image { return image }
    return try await imageLoader?.load()
  }

  /// Creates a title-only representation from a string literal.
  public init(stringLiteral value: String) {
    self.init(title: LocalizedStringResource(stringLiteral: value))
  }

  /// Creates a title-only representation from an interpolation, as Apple's sample code writes
  /// `var displayRepresentation: DisplayRepresentation { "\(title)" }`.
  public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
    self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
  }
}

extension DisplayRepresentation {
  /// A closure that loads a representation's image. Closures cannot be compared: any two
  /// loaders are equal, so two representations that load their images on demand are equal when
  /// the rest of them is (a computed `displayRepresentation` equals itself read again).
  package struct ImageLoader: Hashable, Sendable {
    private final class Box: Sendable {
      let load: @Sendable () async throws -> Image?
      init(_ load: @escaping @Sendable () async throws -> Image?) { self.load = load }
    }
    private let box: Box

    init(load: @escaping @Sendable () async throws -> Image?) { box = Box(load) }

    /// Runs the loader.
    func load() async throws -> Image? { try await box.load() }

    package static func == (lhs: ImageLoader, rhs: ImageLoader) -> Bool { true }
    package func hash(into hasher: inout Hasher) {}
  }
}
