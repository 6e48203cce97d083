import Foundation

/// Everything the system knows about one declared type: its parents, tags and description.
struct UTTypeDeclaration: Sendable {
  /// Who declared the type.
  enum Origin: Sendable {
    /// Part of the built-in table, like Apple's system-declared types.
    case system
    /// Declared in code with `UTType(exportedAs:conformingTo:)`.
    case exported
    /// Declared in code with `UTType(importedAs:conformingTo:)`.
    case imported
  }

  /// The identifier as declared, such as `public.png`.
  let identifier: String
  /// The identifiers of the types this type directly conforms to.
  var parents: [String]
  /// Tags by class, in preference order (the first is the preferred tag).
  let tags: [UTTagClass: [String]]
  /// A human-readable description in English.
  let localizedDescription: String?
  /// A page that documents the format.
  let referenceURL: URL?
  /// The declared version of the type.
  let version: Int?
  /// Who declared the type.
  let origin: Origin

  init(
    _ identifier: String,
    conformsTo parents: [String],
    extensions: [String] = [],
    mimeTypes: [String] = [],
    description: String?,
    reference: String? = nil,
    version: Int? = nil,
    origin: Origin = .system
  ) {
    self.identifier = identifier
    self.parents = parents
    var tags: [UTTagClass: [String]] = [:]
    if !extensions.isEmpty { tags[.filenameExtension] = extensions }
    if !mimeTypes.isEmpty { tags[.mimeType] = mimeTypes }
    self.tags = tags
    self.localizedDescription = description
    self.referenceURL = reference.flatMap(URL.init(string:))
    self.version = version
    self.origin = origin
  }
}
