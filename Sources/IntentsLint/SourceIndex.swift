import SwiftParser
import SwiftSyntax

/// One file the linter reads: its syntax tree, and how to turn a position into a line and
/// column.
struct LintedFile {
  let path: String
  let tree: SourceFileSyntax
  let locations: SourceLocationConverter
  let suppressions: Suppressions

  init(path: String, source: String) {
    self.path = path
    tree = Parser.parse(source: source)
    locations = SourceLocationConverter(fileName: path, tree: tree)
    suppressions = Suppressions(source: source)
  }

  /// The line and column where a node's text starts (after its leading trivia).
  func position(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
    let location = node.startLocation(converter: locations)
    return (location.line, location.column)
  }
}

/// What the sources declare, across every file: each named type with every protocol it adopts
/// (in its declaration and in its extensions), and its members.
struct SourceIndex {
  /// A type the sources declare or extend.
  struct TypeFacts {
    enum Kind { case `struct`, `class`, `enum`, actor, `protocol`, extensionOnly }

    let name: String
    var kind: Kind
    /// The types named in its inheritance clauses, in order, declaration first.
    var inherited: [String] = []
    /// The declaration and the extensions, each with the file it is in.
    var parts: [(file: Int, declaration: any DeclGroupSyntax)] = []

    /// The declaration itself, when the sources have it (not only extensions).
    var declaration: (file: Int, declaration: any DeclGroupSyntax)? {
      kind == .extensionOnly ? nil : parts.first
    }

    /// Every member of the declaration and the extensions.
    /// Every member of the declaration and the extensions, those inside `#if` clauses
    /// included (every clause: the linter does not know which one builds).
    var members: [(file: Int, member: DeclSyntax)] {
      parts.flatMap { part in
        Self.flattened(part.declaration.memberBlock.members).map { (part.file, $0) }
      }
    }

    private static func flattened(_ members: MemberBlockItemListSyntax) -> [DeclSyntax] {
      members.flatMap { item -> [DeclSyntax] in
        guard let conditional = item.decl.as(IfConfigDeclSyntax.self) else { return [item.decl] }
        return conditional.clauses.flatMap { clause -> [DeclSyntax] in
          guard case .decls(let nested) = clause.elements else { return [] }
          return flattened(nested)
        }
      }
    }

    /// The variables among the members, each binding on its own.
    var variables: [(file: Int, variable: VariableDeclSyntax, binding: PatternBindingSyntax)] {
      members.flatMap { file, member in
        guard let variable = member.as(VariableDeclSyntax.self) else {
          return [(file: Int, variable: VariableDeclSyntax, binding: PatternBindingSyntax)]()
        }
        return variable.bindings.map { (file, variable, $0) }
      }
    }

    /// The functions among the members.
    var functions: [(file: Int, function: FunctionDeclSyntax)] {
      members.compactMap { file, member in
        member.as(FunctionDeclSyntax.self).map { (file, $0) }
      }
    }

    /// The attributes written on the declaration (`@AppIntent(schema: …)`).
    var attributes: [AttributeSyntax] {
      guard let declaration = declaration?.declaration else { return [] }
      return declaration.attributes.compactMap { $0.as(AttributeSyntax.self) }
    }
  }

  let files: [LintedFile]
  private(set) var types: [String: TypeFacts] = [:]
  /// The names in the order first met, so that findings come in source order.
  private(set) var order: [String] = []

  init(files: [LintedFile]) {
    self.files = files
    for (index, file) in files.enumerated() {
      let collector = DeclarationCollector(viewMode: .sourceAccurate)
      collector.walk(file.tree)
      for (name, kind, inherited, declaration) in collector.found {
        add(name: name, kind: kind, inherited: inherited, file: index, declaration: declaration)
      }
    }
  }

  private mutating func add(
    name: String, kind: TypeFacts.Kind, inherited: [String], file: Int,
    declaration: any DeclGroupSyntax
  ) {
    if types[name] == nil {
      types[name] = TypeFacts(name: name, kind: kind)
      order.append(name)
    }
    if kind != .extensionOnly, types[name]?.kind == .extensionOnly {
      types[name]?.kind = kind
      types[name]?.parts.insert((file, declaration), at: 0)
      types[name]?.inherited.insert(contentsOf: inherited, at: 0)
      return
    }
    types[name]?.parts.append((file, declaration))
    types[name]?.inherited.append(contentsOf: inherited)
  }

  /// The types in source order.
  var all: [TypeFacts] { order.compactMap { types[$0] } }

  /// Every protocol a type adopts: those it names, those the sources' protocols it names
  /// refine, and those of the sources' classes it inherits from, transitively.
  func conformances(of name: String) -> Set<String> {
    var found: Set<String> = []
    var pending = types[name]?.inherited ?? []
    while let next = pending.popLast() {
      guard found.insert(next).inserted else { continue }
      if let type = resolve(next, from: name), type.kind == .protocol || type.kind == .class {
        pending += type.inherited
      }
    }
    return found
  }

  /// The type a name used inside `scope` (a qualified type name) refers to: the innermost
  /// nested type of that name, else a type of that qualified name.
  func resolve(_ name: String, from scope: String?) -> TypeFacts? {
    var prefix = scope
    while let outer = prefix {
      if let found = types["\(outer).\(name)"] { return found }
      prefix = outer.lastIndex(of: ".").map { String(outer[..<$0]) }
    }
    return types[name]
  }

  /// Whether the type adopts one of the protocols.
  func adopts(_ name: String, anyOf protocols: Set<String>) -> Bool {
    !conformances(of: name).isDisjoint(with: protocols)
  }
}

/// Collects the named type declarations and extensions of a file, nested ones included, each
/// by its qualified name (`Library.BookQuery`).
private final class DeclarationCollector: SyntaxVisitor {
  var found:
    [(
      name: String, kind: SourceIndex.TypeFacts.Kind, inherited: [String],
      declaration: any DeclGroupSyntax
    )] = []
  /// The qualified names of the declarations the walk is inside.
  private var scope: [String] = []

  private func enter(
    _ name: String, _ kind: SourceIndex.TypeFacts.Kind, _ node: some DeclGroupSyntax
  ) -> SyntaxVisitorContinueKind {
    let qualified = kind == .extensionOnly ? name : (scope.last.map { "\($0).\(name)" } ?? name)
    found.append((qualified, kind, Self.inherited(node.inheritanceClause), node))
    scope.append(qualified)
    return .visitChildren
  }

  static func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
    clause?.inheritedTypes.flatMap { TypeNames.components(of: $0.type) } ?? []
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, .struct, node)
  }
  override func visitPost(_ node: StructDeclSyntax) { scope.removeLast() }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, .class, node)
  }
  override func visitPost(_ node: ClassDeclSyntax) { scope.removeLast() }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, .enum, node)
  }
  override func visitPost(_ node: EnumDeclSyntax) { scope.removeLast() }

  override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, .actor, node)
  }
  override func visitPost(_ node: ActorDeclSyntax) { scope.removeLast() }

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(node.name.text, .protocol, node)
  }
  override func visitPost(_ node: ProtocolDeclSyntax) { scope.removeLast() }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(TypeNames.qualified(node.extendedType), .extensionOnly, node)
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }
}

/// Names of types as the sources write them.
enum TypeNames {
  /// A type's name as written, without generic arguments: `Library.BookQuery`.
  static func qualified(_ type: TypeSyntax) -> String {
    if let member = type.as(MemberTypeSyntax.self) {
      return qualified(member.baseType) + "." + member.name.text
    }
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    return type.trimmedDescription
  }

  /// The last component of a type's name: `AppEntity` for `AppIntents.AppEntity`, `Book` for
  /// `Book?` and `[Book]`, `nil` for a function or tuple type.
  static func last(of type: TypeSyntax) -> String? {
    if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
    if let attributed = type.as(AttributedTypeSyntax.self) { return last(of: attributed.baseType) }
    return nil
  }

  /// The protocols a type names: each part of a composition `A & B`.
  static func components(of type: TypeSyntax) -> [String] {
    if let composition = type.as(CompositionTypeSyntax.self) {
      return composition.elements.compactMap { last(of: $0.type) }
    }
    // `~Copyable` suppresses a protocol rather than adopting one.
    if type.is(SuppressedTypeSyntax.self) { return [] }
    return last(of: type).map { [$0] } ?? []
  }

  /// The element type a parameter holds: `Book` for `Book`, `Book?`, `[Book]` and `[Book]?`.
  static func element(of type: TypeSyntax) -> String? {
    if let optional = type.as(OptionalTypeSyntax.self) { return element(of: optional.wrappedType) }
    if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return element(of: optional.wrappedType)
    }
    if let array = type.as(ArrayTypeSyntax.self) { return element(of: array.element) }
    if let identifier = type.as(IdentifierTypeSyntax.self),
      ["Array", "Optional", "Set"].contains(identifier.name.text),
      let argument = identifier.genericArgumentClause?.arguments.first,
      case .type(let wrapped) = argument.argument
    {
      return element(of: wrapped)
    }
    return last(of: type)
  }
}
