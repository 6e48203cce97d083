public import Foundation

extension UTType {
  /// The declaration behind this type, when it has one.
  var declaration: UTTypeDeclaration? {
    dynamicIdentifier == nil ? UTTypeRegistry.shared.declaration(forKey: key) : nil
  }

  /// The preferred filename extension for the type, such as `png`, if it has one.
  public var preferredFilenameExtension: String? {
    tags[.filenameExtension]?.first
  }

  /// The preferred MIME type for the type, such as `image/png`, if it has one.
  public var preferredMIMEType: String? {
    tags[.mimeType]?.first
  }

  /// A description of the type for people, such as "PNG image"; `nil` for dynamic types and
  /// types declared in code.
  public var localizedDescription: String? {
    declaration?.localizedDescription
  }

  /// The type's tags by class, preferred tag first; a dynamic type carries the tag it was made
  /// for.
  public var tags: [UTTagClass: [String]] {
    if let dynamicIdentifier {
      return [dynamicIdentifier.tagClass: [dynamicIdentifier.tag]]
    }
    return declaration?.tags ?? [:]
  }

  /// Whether the system generated the type for a tag no declared type carries.
  ///
  /// A type is either dynamic or declared, never both.
  public var isDynamic: Bool {
    dynamicIdentifier != nil
  }

  /// Whether the type is declared: built in, or declared in code with
  /// ``init(exportedAs:conformingTo:)`` or ``init(importedAs:conformingTo:)``.
  public var isDeclared: Bool {
    declaration != nil
  }

  /// Whether the type is in the public domain: its identifier starts with `public.`.
  ///
  /// Public types aren't dynamic.
  public var isPublic: Bool {
    !isDynamic && key.hasPrefix("public.")
  }

  /// The type's version, if it declares one; most types don't.
  public var version: Int? {
    declaration?.version
  }

  /// A page that documents the type's format, if one is known.
  public var referenceURL: URL? {
    declaration?.referenceURL
  }
}
