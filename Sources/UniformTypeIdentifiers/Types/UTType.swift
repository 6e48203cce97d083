/// A type of data to load, send, or receive, named by a uniform type identifier.
///
/// Types form a conformance tree: `public.png` conforms to `public.image`, which conforms to
/// `public.data` and `public.content`, and every type conforms to `public.item`.
///
/// ```swift
/// UTType.png.conforms(to: .image)              // true
/// UTType(filenameExtension: "JPG") == .jpeg    // true
/// extension UTType {
///   static let note = UTType(exportedAs: "com.example.note", conformingTo: .json)
/// }
/// ```
///
/// Two values are equal when their identifiers are equal, ignoring case, as Apple's are.
public struct UTType: Hashable, Sendable {
  /// The type's identifier, such as `public.png`.
  public let identifier: String

  /// The lower-cased identifier that equality and lookups use.
  let key: String

  /// What the type stands for when the system generated it for an unknown tag.
  let dynamicIdentifier: DynamicTypeIdentifier?

  /// Creates a type from a known identifier without looking it up.
  init(knownIdentifier identifier: String) {
    self.identifier = identifier
    self.key = Self.key(for: identifier)
    self.dynamicIdentifier = nil
  }

  /// Creates the dynamic type for a tag no declared type carries.
  init(dynamic: DynamicTypeIdentifier) {
    let identifier = dynamic.identifier
    self.identifier = identifier
    self.key = Self.key(for: identifier)
    self.dynamicIdentifier = dynamic
  }

  /// Creates a type from an identifier the system knows.
  ///
  /// Returns `nil` unless the identifier names a built-in type, a type declared in code with
  /// ``init(exportedAs:conformingTo:)`` or ``init(importedAs:conformingTo:)``, or a dynamic
  /// type (`dyn.…`). Identifiers are matched ignoring case.
  public init?(_ identifier: String) {
    if let declaration = UTTypeRegistry.shared.declaration(forKey: Self.key(for: identifier)) {
      self.init(knownIdentifier: declaration.identifier)
    } else if let dynamic = DynamicTypeIdentifier(identifier: identifier) {
      self.init(dynamic: dynamic)
    } else {
      return nil
    }
  }

  /// Creates a type from an identifier, optionally keeping identifiers no one declared.
  ///
  /// With `allowUndeclared`, an unknown but well-formed identifier gives a type that keeps its
  /// identity and has no tags or conformances; it becomes a full type once declared. Returns
  /// `nil` when the identifier is not a valid uniform type identifier.
  public init?(identifier: String, allowUndeclared: Bool) {
    if let known = UTType(identifier) {
      self = known
    } else if allowUndeclared, Self.isValidIdentifier(identifier) {
      self.init(knownIdentifier: identifier)
    } else {
      return nil
    }
  }

  /// Declares a type your app owns, conforming to `parentType` (or to ``data`` when `nil`).
  ///
  /// The declaration is process-wide: afterwards ``init(_:)`` finds the identifier. Declaring a
  /// built-in identifier returns the built-in type; declaring a type twice adds the new parent.
  /// Apple reads such declarations from the app's `Info.plist`; here the code is the source.
  public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self.init(declaring: identifier, conformingTo: parentType, origin: .exported)
  }

  /// Declares a type your app uses but another app owns, conforming to `parentType` (or to
  /// ``data`` when `nil`).
  ///
  /// Like ``init(exportedAs:conformingTo:)``, the declaration makes the identifier known to
  /// ``init(_:)`` for the rest of the process.
  public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self.init(declaring: identifier, conformingTo: parentType, origin: .imported)
  }

  private init(
    declaring identifier: String, conformingTo parentType: UTType?,
    origin: UTTypeDeclaration.Origin
  ) {
    precondition(
      Self.isValidIdentifier(identifier) && !identifier.lowercased().hasPrefix("dyn."),
      """
      "\(identifier)" can't be declared as a type: use a reverse-DNS identifier of letters, \
      digits, "-" and "." such as "com.example.note" ("dyn." is reserved for dynamic types)
      """)
    let parent = (parentType ?? .data).identifier
    let declaration = UTTypeRegistry.shared.declare(
      identifier, conformingTo: parent, origin: origin)
    self.init(knownIdentifier: declaration.identifier)
  }

  /// Whether two types have the same identifier, ignoring case.
  public static func == (lhs: UTType, rhs: UTType) -> Bool {
    lhs.key == rhs.key
  }

  /// Hashes the lower-cased identifier.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
  }
}

extension UTType {
  /// The lookup key of an identifier: identifiers are case-insensitive.
  static func key(for identifier: String) -> String {
    identifier.lowercased()
  }

  /// Whether `identifier` is a well-formed uniform type identifier: dot-separated, non-empty
  /// components of letters, digits and hyphens.
  static func isValidIdentifier(_ identifier: String) -> Bool {
    let components = identifier.split(separator: ".", omittingEmptySubsequences: false)
    return !identifier.isEmpty
      && components.allSatisfy { component in
        !component.isEmpty
          && component.unicodeScalars.allSatisfy {
            $0 == "-" || $0.properties.isAlphabetic || $0.properties.numericType != nil
          }
      }
  }
}
