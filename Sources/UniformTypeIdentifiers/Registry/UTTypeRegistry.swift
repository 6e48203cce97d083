import Synchronization

/// Where every declared type lives: the built-in table plus the types an app declares in code
/// with `UTType(exportedAs:)` or `UTType(importedAs:)`.
///
/// The built-in table never changes, so reading it takes no lock; the declarations made in code
/// sit behind a `Mutex` because any thread may declare a type at any time.
final class UTTypeRegistry: Sendable {
  /// The process-wide registry.
  static let shared = UTTypeRegistry()

  private let system = SystemTypeTable.shared
  private let declaredInCode = Mutex<[String: UTTypeDeclaration]>([:])

  /// The declaration of the type with the given lower-cased identifier, if any.
  func declaration(forKey key: String) -> UTTypeDeclaration? {
    if let declaration = system.declarations[key] { return declaration }
    return declaredInCode.withLock { $0[key] }
  }

  /// Declares a type in code and returns its declaration.
  ///
  /// Declaring a built-in type changes nothing. Declaring a type again adds the new parent to
  /// the ones already declared, so a type never loses a conformance it had.
  func declare(
    _ identifier: String, conformingTo parent: String, origin: UTTypeDeclaration.Origin
  ) -> UTTypeDeclaration {
    let key = UTType.key(for: identifier)
    if let declaration = system.declarations[key] { return declaration }
    return declaredInCode.withLock { declared in
      if var existing = declared[key] {
        if !existing.parents.contains(where: { UTType.key(for: $0) == UTType.key(for: parent) }) {
          existing.parents.append(parent)
          declared[key] = existing
        }
        return existing
      }
      let declaration = UTTypeDeclaration(
        identifier, conformsTo: [parent], description: nil, origin: origin)
      declared[key] = declaration
      return declaration
    }
  }

  /// The built-in declarations that carry a tag, in declaration order.
  func declarations(withTag tag: String, of tagClass: UTTagClass) -> [UTTypeDeclaration] {
    let keys = system.identifiersByTag[tagClass]?[UTType.normalizedTag(tag, of: tagClass)] ?? []
    return keys.compactMap { system.declarations[$0] }
  }
}
