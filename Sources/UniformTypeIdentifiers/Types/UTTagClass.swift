/// A class of tags that maps a type to another type system, such as filename extensions.
///
/// A tag is one value of a tag class: `txt` is a tag of class ``filenameExtension`` and names
/// ``UTType/plainText``.
public struct UTTagClass: RawRepresentable, Hashable, Sendable, Codable {
  /// The tag class identifier, such as `public.filename-extension`.
  public let rawValue: String

  /// Creates a tag class from its identifier.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The tag class of filename extensions, such as `png`; its identifier is
  /// `public.filename-extension`.
  public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")

  /// The tag class of MIME types, such as `image/png`; its identifier is `public.mime-type`.
  public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}
