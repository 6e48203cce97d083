import SwiftSyntax

/// Deferred properties read where the system lists entities: in the entity's own query.
enum DeferredPropertyChecks {
  static func check(_ context: inout LintContext) {
    let index = context.index
    // The deferred properties of each entity, by the query that lists the entity.
    var deferredByQuery: [String: (entity: String, names: Set<String>)] = [:]
    for entity in index.all where index.isEntity(entity) {
      let names = Set(
        entity.variables.compactMap { _, variable, binding in
          variable.hasAttribute("DeferredProperty") ? binding.pattern.trimmedDescription : nil
        })
      guard !names.isEmpty, let query = index.defaultQuery(of: entity) else { continue }
      deferredByQuery[query.name] = (entity.name, names)
    }
    for query in index.all where index.isQuery(query) {
      guard let (entity, names) = deferredByQuery[query.name] else { continue }
      let bases = ReadBases(index: index, query: query, entity: entity)
      // Reads in the query's methods: `await landmark.crowdStatus`.
      for (file, function) in query.functions {
        guard let body = function.body else { continue }
        let finder = DeferredReadFinder(names: names, bases: bases)
        finder.walk(body)
        for (node, name) in finder.reads {
          context.report(
            LintRules.deferredPropertyInQuery, file: file, at: node,
            "\(query.name).\(function.name.text)(…) reads \(entity).\(name), a deferred "
              + "property: it is computed for every entity the query lists.")
        }
      }
      // Comparators and sort keys by it: `Property(\.$crowdStatus)`, `SortableBy(\.$crowdStatus)`.
      for (file, variable, _) in query.variables where variable.isStatic {
        let finder = DeferredReadFinder(names: names, bases: bases)
        finder.walk(variable)
        for (node, name) in finder.keyPaths {
          context.report(
            LintRules.deferredPropertyInQuery, file: file, at: node,
            "\(query.name) compares or sorts by \(entity).\(name), a deferred property: every "
              + "Find by it computes the value for each candidate entity.")
        }
      }
    }
  }
}

/// Finds reads of the named properties (`x.name`) on values that may be the entity, and key
/// paths to them (`\.$name`).
private final class DeferredReadFinder: SyntaxVisitor {
  let names: Set<String>
  let bases: ReadBases
  private(set) var reads: [(Syntax, String)] = []
  private(set) var keyPaths: [(Syntax, String)] = []

  init(names: Set<String>, bases: ReadBases) {
    self.names = names
    self.bases = bases
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.declName.baseName.text
    // A read is awaited: a deferred property has only an asynchronous getter. A member of the
    // same name read without `await` is something else (an enum case, a stored field), and so
    // is one called (`store.crowd(for: id)`: a method) or one of a value declared as another
    // type.
    if names.contains(name), let base = node.base, isAwaited(node), !isCalled(node),
      bases.kind(of: base) != .other
    {
      reads.append((Syntax(node), name))
    }
    return .visitChildren
  }

  override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
    // `\Other.$crowd` names another type's property.
    if let root = node.root, bases.kind(ofType: root) == .other { return .skipChildren }
    for component in node.components {
      guard let property = component.component.as(KeyPathPropertyComponentSyntax.self) else {
        continue
      }
      let text = property.declName.baseName.text
      let name = text.hasPrefix("$") ? String(text.dropFirst()) : text
      if names.contains(name) { keyPaths.append((Syntax(node), name)) }
    }
    return .skipChildren
  }

  /// Whether an `await` covers the expression.
  private func isAwaited(_ node: MemberAccessExprSyntax) -> Bool {
    var current = Syntax(node).parent
    while let parent = current {
      if parent.is(AwaitExprSyntax.self) { return true }
      if parent.is(CodeBlockItemSyntax.self) || parent.is(ClosureExprSyntax.self) { return false }
      current = parent.parent
    }
    return false
  }

  /// Whether the member is what a call calls: a method, not a property.
  private func isCalled(_ node: MemberAccessExprSyntax) -> Bool {
    node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
  }
}

/// What the value a member is read on is, as far as the query's syntax tells: the entity,
/// another type, or untold.
///
/// A base is taken as the entity when it is declared with the entity's type, made by its
/// initializer, or is an element of a list — a `for peak in …` variable, a closure's `$0` or
/// untyped parameter (`peaks.filter { … }`) — unless the list is declared as one of another
/// type. A base declared with another type (a parameter, a local, a property of the query,
/// `self`) is another type. Anything else (a function's result, a subscript, a static member)
/// is untold, and a read on it is reported.
struct ReadBases {
  enum Kind { case entity, other, untold }

  let index: SourceIndex
  let query: SourceIndex.TypeFacts
  /// The entity's qualified name.
  let entity: String

  /// Whether a type as written is the entity, through the sources' type aliases.
  func kind(ofType type: TypeSyntax) -> Kind {
    guard let name = TypeNames.element(of: type) else { return .untold }
    if let found = index.resolveThroughAliases(name, from: query.name) {
      return found.name == entity ? .entity : .other
    }
    let last = entity.split(separator: ".").last.map(String.init) ?? entity
    return index.aliasedName(name, from: query.name) == last ? .entity : .other
  }

  func kind(of base: ExprSyntax) -> Kind { kind(of: base, depth: 0) }

  private func kind(of base: ExprSyntax, depth: Int) -> Kind {
    guard depth < 8 else { return .untold }
    if let wrapped = base.as(OptionalChainingExprSyntax.self) {
      return kind(of: wrapped.expression, depth: depth + 1)
    }
    if let wrapped = base.as(ForceUnwrapExprSyntax.self) {
      return kind(of: wrapped.expression, depth: depth + 1)
    }
    if let wrapped = base.as(TryExprSyntax.self) {
      return kind(of: wrapped.expression, depth: depth + 1)
    }
    if let wrapped = base.as(AwaitExprSyntax.self) {
      return kind(of: wrapped.expression, depth: depth + 1)
    }
    if let tuple = base.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.label == nil
    {
      return kind(of: only.expression, depth: depth + 1)
    }
    if let call = base.as(FunctionCallExprSyntax.self) {
      return ValueTypes.type(of: ExprSyntax(call)).map(kind(ofName:)) ?? .untold
    }
    // `self.store`: a property of the query.
    if let member = base.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return property(member.declName.baseName.text)
    }
    guard let reference = base.as(DeclReferenceExprSyntax.self) else { return .untold }
    if reference.baseName.tokenKind == .keyword(.self) { return .other }
    return declaration(of: reference.baseName.text, at: Syntax(reference), depth: depth)
  }

  private func kind(ofName name: String) -> Kind {
    kind(ofType: TypeSyntax(IdentifierTypeSyntax(name: .identifier(name))))
  }

  /// The kind of a property of the query, by its declared type.
  private func property(_ name: String) -> Kind {
    for (_, variable, binding) in query.variables
    where !variable.isStatic && binding.pattern.trimmedDescription == name {
      if let annotation = binding.typeAnnotation { return kind(ofType: annotation.type) }
      return binding.initializer.flatMap { ValueTypes.type(of: $0.value) }.map(kind(ofName:))
        ?? .untold
    }
    return .untold
  }

  /// The kind of a name, by its innermost declaration: a local before the use, a parameter of
  /// the enclosing function or closure, a `for` variable, else a property of the query.
  private func declaration(of name: String, at use: Syntax, depth: Int) -> Kind {
    // `$0`: an element of whatever the closure is given.
    if name.hasPrefix("$") {
      var node = use.parent
      while let current = node, !current.is(ClosureExprSyntax.self) { node = current.parent }
      return node?.as(ClosureExprSyntax.self).map { element(of: $0, depth: depth) } ?? .untold
    }
    var node = use
    while let parent = node.parent {
      if let block = parent.as(CodeBlockItemListSyntax.self) {
        for item in block.prefix(while: { $0.id != node.id }).reversed() {
          guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
          for binding in variable.bindings
          where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            if let annotation = binding.typeAnnotation { return kind(ofType: annotation.type) }
            return binding.initializer.map { kind(of: $0.value, depth: depth + 1) } ?? .untold
          }
        }
      }
      if let loop = parent.as(ForStmtSyntax.self), node.id != loop.sequence.id,
        loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
      {
        if let annotation = loop.typeAnnotation { return kind(ofType: annotation.type) }
        return list(loop.sequence, depth: depth)
      }
      if let parameters = Self.parameters(of: parent),
        let parameter = parameters.first(where: { ($0.secondName ?? $0.firstName).text == name })
      {
        return kind(ofType: parameter.type)
      }
      if let closure = parent.as(ClosureExprSyntax.self) {
        switch closure.signature?.parameterClause {
        case .parameterClause(let clause):
          if let parameter = clause.parameters.first(where: {
            ($0.secondName ?? $0.firstName).text == name
          }) {
            return parameter.type.map { kind(ofType: $0) } ?? element(of: closure, depth: depth)
          }
        case .simpleInput(let names):
          if names.contains(where: { $0.name.text == name }) {
            return element(of: closure, depth: depth)
          }
        case nil: break
        }
      }
      if parent.is(MemberBlockSyntax.self) { break }
      node = parent
    }
    return property(name)
  }

  /// The kind of an element a closure is given: of the list whose method takes it
  /// (`peaks.filter { … }`), taken as the entity unless the list is declared otherwise.
  private func element(of closure: ClosureExprSyntax, depth: Int) -> Kind {
    var call = closure.parent
    // An argument: the closure is in a labeled list inside the call.
    while let current = call, !current.is(FunctionCallExprSyntax.self),
      current.is(LabeledExprSyntax.self) || current.is(LabeledExprListSyntax.self)
        || current.is(ClosureExprSyntax.self)
    {
      call = current.parent
    }
    let callee = call?.as(FunctionCallExprSyntax.self)?.calledExpression
    guard let list = callee?.as(MemberAccessExprSyntax.self)?.base else { return .entity }
    return self.list(list, depth: depth)
  }

  /// The kind of the elements of a list: the entity unless its declaration says otherwise.
  private func list(_ sequence: ExprSyntax, depth: Int) -> Kind {
    kind(of: sequence, depth: depth + 1) == .other ? .other : .entity
  }

  private static func parameters(of node: Syntax) -> FunctionParameterListSyntax? {
    if let function = node.as(FunctionDeclSyntax.self) {
      return function.signature.parameterClause.parameters
    }
    if let initializer = node.as(InitializerDeclSyntax.self) {
      return initializer.signature.parameterClause.parameters
    }
    return nil
  }
}
