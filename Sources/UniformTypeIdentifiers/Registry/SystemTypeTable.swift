/// The built-in declarations, indexed once for lookups by identifier and by tag.
struct SystemTypeTable: Sendable {
  /// The one table, built from ``systemDeclarations`` on first use.
  static let shared = SystemTypeTable(systemDeclarations)

  /// Declarations by lower-cased identifier.
  let declarations: [String: UTTypeDeclaration]
  /// Lower-cased identifiers in declaration order, by tag class and lower-cased tag.
  let identifiersByTag: [UTTagClass: [String: [String]]]

  init(_ list: [UTTypeDeclaration]) {
    var declarations: [String: UTTypeDeclaration] = [:]
    var identifiersByTag: [UTTagClass: [String: [String]]] = [:]
    for declaration in list {
      let key = UTType.key(for: declaration.identifier)
      precondition(
        declarations[key] == nil, "\(declaration.identifier) is declared twice in the table")
      declarations[key] = declaration
      for (tagClass, tags) in declaration.tags {
        for tag in tags {
          let normalized = UTType.normalizedTag(tag, of: tagClass)
          identifiersByTag[tagClass, default: [:]][normalized, default: []].append(key)
        }
      }
    }
    self.declarations = declarations
    self.identifiersByTag = identifiersByTag
  }
}
