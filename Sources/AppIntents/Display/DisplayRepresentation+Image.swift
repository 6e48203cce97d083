extension DisplayRepresentation {
  /// An image in a display representation: a system symbol, a named asset, raw data, or a file
  /// or web URL.
  public struct Image: Equatable, Hashable, Sendable, Codable {
    /// Where the image comes from.
    public enum Source: Equatable, Hashable, Sendable, Codable {
      /// A system symbol name, such as `"star.fill"`.
      case systemName(String)
      /// An image asset in the app's bundle.
      case named(String)
      /// Encoded image data (PNG, JPEG…).
      case data(Data)
      /// An image at a URL, with an optional size in points.
      case url(URL, width: Double?, height: Double?)
    }

    /// Where the image comes from. This is an OpenIntents addition for reading an image back.
    public var source: Source
    /// Whether the image is a template tinted by the system; `nil` lets the system decide.
    public var isTemplate: Bool?
    /// How a bitmap image is framed.
    public var displayStyle: DisplayStyle

    /// An image from a system symbol.
    public init(systemName name: String, isTemplate: Bool? = nil) {
      self.init(.systemName(name), isTemplate, .default)
    }

    /// An image asset from the app's bundle.
    public init(named name: String, isTemplate: Bool? = nil) {
      self.init(.named(name), isTemplate, .default)
    }

    /// An image asset from the app's bundle, with a display style.
    public init(named name: String, isTemplate: Bool? = nil, displayStyle: DisplayStyle) {
      self.init(.named(name), isTemplate, displayStyle)
    }

    /// An image from encoded data.
    public init(data: Data, isTemplate: Bool? = nil) {
      self.init(.data(data), isTemplate, .default)
    }

    /// An image from encoded data, with a display style.
    public init(data: Data, isTemplate: Bool? = nil, displayStyle: DisplayStyle) {
      self.init(.data(data), isTemplate, displayStyle)
    }

    /// An image at a URL.
    public init(url: URL, isTemplate: Bool? = nil) {
      self.init(.url(url, width: nil, height: nil), isTemplate, .default)
    }

    /// An image at a URL, with a display style.
    public init(url: URL, isTemplate: Bool? = nil, displayStyle: DisplayStyle) {
      self.init(.url(url, width: nil, height: nil), isTemplate, displayStyle)
    }

    /// An image at a URL, drawn at the given size in points.
    public init(url: URL, width: Double, height: Double, isTemplate: Bool? = nil) {
      self.init(.url(url, width: width, height: height), isTemplate, .default)
    }

    /// An image at a URL, drawn at the given size in points, with a display style.
    public init(
      url: URL, width: Double, height: Double, isTemplate: Bool? = nil, displayStyle: DisplayStyle
    ) {
      self.init(.url(url, width: width, height: height), isTemplate, displayStyle)
    }

    private init(_ source: Source, _ isTemplate: Bool?, _ displayStyle: DisplayStyle) {
      self.source = source
      self.isTemplate = isTemplate
      self.displayStyle = displayStyle
    }
  }
}

extension DisplayRepresentation.Image {
  /// How a bitmap image is framed: as is, or cropped to a circle (for people and avatars).
  public struct DisplayStyle: Equatable, Hashable, Sendable, Codable {
    let name: String

    /// The image as supplied.
    public static var `default`: DisplayStyle { DisplayStyle(name: "default") }
    /// The image cropped to a circle.
    public static var circular: DisplayStyle { DisplayStyle(name: "circular") }
  }
}
