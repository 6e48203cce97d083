/// What a dynamic type stands for: a tag the system knows no declared type for.
///
/// A dynamic identifier carries its meaning inside it (`dyn.` followed by the tag class, the
/// tag and the required supertype, base-32 encoded), so the same tag always yields the same
/// type and `UTType("dyn.…")` rebuilds it in any process. The encoding is OpenIntents' own;
/// Apple's dynamic identifiers use a private scheme.
import Foundation
struct DynamicTypeIdentifier: Hashable, Sendable {
  /// The prefix Apple reserves for dynamic identifiers.
  static let prefix = "dyn."

  /// The class of ``tag``.
  let tagClass: UTTagClass
  /// The tag, normalized (filename extensions and MIME types are lower-cased).
  let tag: String
  /// The identifier of the type the dynamic type conforms to, if one was required.
  let supertypeIdentifier: String?

  /// The identifier that encodes this tag, such as `dyn.…`.
  var identifier: String {
    var fields = [tagClass.rawValue, tag]
    if let supertypeIdentifier { fields.append(supertypeIdentifier) }
    let payload = Array(fields.joined(separator: Self.separator).utf8)
    return Self.prefix + Base32.encode(payload)
  }

  init(tagClass: UTTagClass, tag: String, supertypeIdentifier: String?) {
    self.tagClass = tagClass
    self.tag = tag
    self.supertypeIdentifier = supertypeIdentifier
  }

  /// Decodes a dynamic identifier; `nil` when it isn't one this type wrote.
  init?(identifier: String) {
    let lowered = identifier.lowercased()
    guard lowered.hasPrefix(Self.prefix),
      let bytes = Base32.decode(String(lowered.dropFirst(Self.prefix.count))),
      let payload = String(validating: bytes, as: UTF8.self)
    else { return nil }
    let fields = payload.components(separatedBy: Self.separator)
    guard (2...3).contains(fields.count), !fields[0].isEmpty, !fields[1].isEmpty else {
      return nil
    }
    self.init(
      tagClass: UTTagClass(rawValue: fields[0]), tag: fields[1],
      supertypeIdentifier: fields.count == 3 ? fields[2] : nil)
  }

  /// Separates fields; a control character no tag or identifier contains.
  private static let separator = "\u{1F}"
}
