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
      // Reads in the query's methods: `await landmark.crowdStatus`.
      for (file, function) in query.functions {
        guard let body = function.body else { continue }
        let finder = DeferredReadFinder(names: names, viewMode: .sourceAccurate)
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
        let finder = DeferredReadFinder(names: names, viewMode: .sourceAccurate)
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

/// Finds reads of the named properties (`x.name`) and key paths to them (`\.$name`).
private final class DeferredReadFinder: SyntaxVisitor {
  let names: Set<String>
  private(set) var reads: [(Syntax, String)] = []
  private(set) var keyPaths: [(Syntax, String)] = []

  init(names: Set<String>, viewMode: SyntaxTreeViewMode) {
    self.names = names
    super.init(viewMode: viewMode)
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.declName.baseName.text
    // A read is awaited: a deferred property has only an asynchronous getter. A member of the
    // same name read without `await` is something else (an enum case, a stored field).
    if names.contains(name), node.base != nil, isAwaited(node) {
      reads.append((Syntax(node), name))
    }
    return .visitChildren
  }

  override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
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
}
