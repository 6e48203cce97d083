import SwiftSyntax

/// Entities: stable identifiers, and properties the system can see.
enum EntityChecks {
  /// Calls whose value differs each time an entity is made: without arguments (`UUID()`, not
  /// `UUID(uuidString: key)`), and with any.
  static let unstableEmptyCalls: Set<String> = ["UUID", "Date"]
  static let unstableCalls: Set<String> = ["ObjectIdentifier", "random"]
  /// Members whose value differs each time, or from one launch to the next (`hashValue`), or
  /// with the entity's position in a list.
  static let unstableMembers: Set<String> = ["hashValue", "indices", "enumerated", "now"]
  /// Members that are positions when read from a closure's argument (`$0.offset`).
  static let positionMembers: Set<String> = ["offset"]

  /// Members an entity declares for the system rather than as its values.
  static let systemMembers: Set<String> = [
    "id", "displayRepresentation", "attributeSet", "description", "debugDescription",
    "hashValue", "transferRepresentation",
  ]

  static func check(_ context: inout LintContext) {
    let index = context.index
    constructions(&context)
    for entity in index.all where index.isEntity(entity) {
      identifier(of: entity, &context)
      // An entity whose macro (`@AppEntity(schema:)`) makes its properties, or that holds
      // nothing but its identifier, has nothing to expose.
      let exposed = entity.variables.contains { _, variable, _ in
        Vocabulary.propertyAttributes.contains { variable.hasAttribute($0) }
      }
      let hidden = entity.variables.compactMap { _, variable, binding -> String? in
        let name = binding.pattern.trimmedDescription
        guard !variable.isStatic, !Self.systemMembers.contains(name) else {
          return nil
        }
        return name
      }
      if !exposed, !hidden.isEmpty, !index.hasAttribute(entity, Vocabulary.entityMacros),
        let (file, declaration) = entity.declaration
      {
        context.report(
          LintRules.entityWithoutProperties, file: file, at: QueryChecks.nameToken(declaration),
          "\(entity.name) has \(hidden.prefix(3).joined(separator: ", "))"
            + (hidden.count > 3 ? "…" : "")
            + " but no @Property: Shortcuts can show and filter nothing of it.")
      }
    }
  }

  private static func identifier(of entity: SourceIndex.TypeFacts, _ context: inout LintContext) {
    for (file, variable, binding) in entity.variables
    where !variable.isStatic && binding.pattern.trimmedDescription == "id" {
      if let initializer = binding.initializer, let unstable = unstablePart(of: initializer) {
        context.report(
          LintRules.unstableEntityIdentifier, file: file, at: binding,
          "\(entity.name).id has the default value \(unstable): each \(entity.name) made gets its "
            + "own.")
      } else if let accessors = binding.accessorBlock, let unstable = unstablePart(of: accessors) {
        context.report(
          LintRules.unstableEntityIdentifier, file: file, at: binding,
          "\(entity.name).id is computed from \(unstable), which differs each time.")
      }
    }
    for (file, member) in entity.members {
      guard let initializer = member.as(InitializerDeclSyntax.self), let body = initializer.body
      else { continue }
      let finder = AssignmentFinder(target: "id")
      finder.walk(body)
      for value in finder.values {
        guard let unstable = unstablePart(of: value) else { continue }
        context.report(
          LintRules.unstableEntityIdentifier, file: file, at: value,
          "\(entity.name).init sets id from \(unstable), which differs each time.")
      }
    }
  }

  /// Entities made with an identifier that differs each time:
  /// `BookEntity(id: UUID(), …)`, `books.enumerated().map { BookEntity(id: $0.offset, …) }`.
  private static func constructions(_ context: inout LintContext) {
    let index = context.index
    let entities = Set(
      index.all.filter(index.isEntity).map {
        $0.name.split(separator: ".").last.map(String.init) ?? $0.name
      })
    guard !entities.isEmpty else { return }
    for (file, source) in index.files.enumerated() {
      let finder = ConstructionFinder(entities: entities)
      finder.walk(source.tree)
      for (entity, value) in finder.found {
        // A new entity made with `UUID()` is a new record (a create intent), not a lost one:
        // only positions and hashes are reported here.
        guard let unstable = unstablePart(of: value),
          unstable != "UUID()", unstable != "Date()", unstable != "UUID(…)"
        else { continue }
        context.report(
          LintRules.unstableEntityIdentifier, file: file, at: value,
          "A \(entity) is made with the id \(unstable), which differs each time.")
      }
    }
  }

  /// The first call or member in the node whose value differs each time: `UUID()`.
  static func unstablePart(of node: some SyntaxProtocol) -> String? {
    for token in node.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind else { continue }
      let next = token.nextToken(viewMode: .sourceAccurate)
      if next?.tokenKind == .leftParen {
        let empty = next?.nextToken(viewMode: .sourceAccurate)?.tokenKind == .rightParen
        if unstableCalls.contains(name) || (empty && unstableEmptyCalls.contains(name)) {
          return empty ? "\(name)()" : "\(name)(…)"
        }
      }
      let previous = token.previousToken(viewMode: .sourceAccurate)
      if name == "hashValue" { return "hashValue" }
      if unstableMembers.contains(name), previous?.tokenKind == .period { return ".\(name)" }
      if positionMembers.contains(name), previous?.tokenKind == .period,
        case .dollarIdentifier = previous?.previousToken(viewMode: .sourceAccurate)?.tokenKind
      {
        return ".\(name)"
      }
    }
    return nil
  }
}

/// The values assigned to a property: `id = …` and `self.id = …`.
private final class AssignmentFinder: SyntaxVisitor {
  let target: String
  var values: [ExprSyntax] = []

  init(target: String) {
    self.target = target
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
      let name = elements[0].trimmedDescription
      if name == target || name == "self.\(target)" { values.append(elements[2]) }
    }
    return .visitChildren
  }
}

/// Calls of an entity's initializer with an `id:` argument.
private final class ConstructionFinder: SyntaxVisitor {
  let entities: Set<String>
  var found: [(entity: String, value: ExprSyntax)] = []

  init(entities: Set<String>) {
    self.entities = entities
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let name = ExpressionNames.callee(node), entities.contains(name),
      let id = node.arguments.first(where: { $0.label?.text == "id" })
    {
      found.append((name, id.expression))
    }
    return .visitChildren
  }
}
