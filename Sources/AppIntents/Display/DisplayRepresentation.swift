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
