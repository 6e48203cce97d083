import SwiftSyntax

/// The seeds' review questions about queries.
enum QueryChecks {
  static func check(_ context: inout LintContext) {
    let index = context.index
    parameterEntities(&context)
    let registrations = DependencyRegistrations(files: index.files)
    for query in index.all where index.isQuery(query) {
      let conformances = index.conformances(of: query.name)
      for (file, function) in query.functions
      where function.name.text == "suggestedEntities" && returnsOnlyEmptyList(function) {
        context.report(
          LintRules.emptySuggestedEntities, file: file, at: function.name,
          "\(query.name).suggestedEntities() returns no entities.")
      }
      for (file, variable, binding) in query.variables {
        guard let dependency = dependencyAttribute(of: variable) else { continue }
        let arguments = dependency.arguments.flatMap { $0.as(LabeledExprListSyntax.self) }
        // A dependency with a default has a value when nothing is registered.
        if arguments?.contains(where: { $0.label?.text == "default" }) == true { continue }
        let key = arguments?.first { $0.label?.text == "key" }?.expression
        let type = binding.typeAnnotation.flatMap { ValueTypes.name(of: $0.type) }
        let aliases = { index.aliasedName($0, from: query.name) }
        guard !registrations.registers(type: type, key: key, aliases: aliases) else { continue }
        let missing =
          if let key, let text = DependencyRegistrations.keyText(key) {
            "nothing with the key \(text)"
          } else if key != nil {
            "nothing with a key"
          } else if let type {
            "no \(type)"
          } else {
            "no dependency"
          }
        context.report(
          LintRules.dependencyInQuery, file: file, at: variable.bindings,
          "\(query.name) reads @Dependency \(variable.bindings.trimmedDescription), and the "
            + "sources register \(missing): it fails when Siri or Shortcuts runs the query.")
      }
      if conformances.contains("EnumerableEntityQuery") {
        for (file, function) in query.functions
        where function.name.text == "allEntities" && readsSomething(function) {
          context.report(
            LintRules.enumerableQueryReadsStore, file: file, at: function.name,
            "\(query.name).allEntities() awaits a store: every resolution lists every entity.")
        }
      }
      for (file, function) in query.functions where isStringMatching(function) {
        checkMatching(function, query: query.name, file: file, &context)
      }
    }
  }

  /// The queries of entities an intent's parameter takes, where a person is asked which one:
  /// they must match text, and offer suggestions.
  private static func parameterEntities(_ context: inout LintContext) {
    let index = context.index
    var needed: [String: (intent: String, parameter: String)] = [:]
    for parameter in index.parameters() {
      guard let name = parameter.type,
        let type = index.resolve(name, from: parameter.intent.name), index.isEntity(type),
        needed[type.name] == nil
      else { continue }
      needed[type.name] = (parameter.intent.name, parameter.name)
    }
    for entity in index.all {
      guard let use = needed[entity.name], let query = index.defaultQuery(of: entity),
        let (file, declaration) = query.declaration
      else { continue }
      let conformances = index.conformances(of: query.name)
      let matchesText =
        !conformances.isDisjoint(with: Vocabulary.textQueryProtocols)
        || query.functions.contains { isStringMatching($0.function) }
      if !matchesText {
        context.report(
          LintRules.plainEntityQuery, file: file, at: nameToken(declaration),
          "\(query.name) cannot match text, but \(use.intent).\(use.parameter) takes a "
            + "\(entity.name): Siri can only ask which one, again and again.")
      }
      let listsAll =
        !conformances.isDisjoint(with: ["EnumerableEntityQuery", "UniqueAppEntityQuery"])
      // Suggestions may come from an extension of one of the app's own protocols.
      let suggests = ([query.name] + conformances.sorted()).contains { name in
        let type = name == query.name ? query : index.resolve(name, from: query.name)
        return type?.functions.contains { $0.function.name.text == "suggestedEntities" } ?? false
      }
      if !listsAll, !suggests {
        context.report(
          LintRules.queryWithoutSuggestions, file: file, at: nameToken(declaration),
          "\(query.name) has no suggestedEntities(), but \(use.intent).\(use.parameter) takes a "
            + "\(entity.name): Shortcuts has no list to offer.")
      }
    }
  }

  /// The `@Dependency` (or `@AppDependency`) attribute of a property.
  private static func dependencyAttribute(of variable: VariableDeclSyntax) -> AttributeSyntax? {
    variable.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first {
      ["Dependency", "AppDependency"].contains(TypeNames.last(of: $0.attributeName))
    }
  }

  static func nameToken(_ declaration: some DeclGroupSyntax) -> Syntax {
    if let named = declaration.asProtocol((any NamedDeclSyntax).self) { return Syntax(named.name) }
    return Syntax(declaration)
  }

  /// Whether the function's body is an empty list and nothing else: `[]`, `return []`,
  /// `[BookEntity]()`, `[] as [BookEntity]`, `Array()`.
  private static func returnsOnlyEmptyList(_ function: FunctionDeclSyntax) -> Bool {
    guard let statements = function.body?.statements, statements.count == 1,
      let item = statements.first?.item
    else { return false }
    let value: ExprSyntax? =
      item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
    return value.map(isEmptyList) ?? false
  }

  private static func isEmptyList(_ expression: ExprSyntax) -> Bool {
    if let array = expression.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
    if let cast = expression.as(AsExprSyntax.self) { return isEmptyList(cast.expression) }
    if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      let first = sequence.elements.first,
      sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true
    {
      return isEmptyList(first)
    }
    guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      call.trailingClosure == nil
    else { return false }
    // `[BookEntity]()` and `Array()`.
    let callee = call.calledExpression
    let name =
      callee.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? callee.as(GenericSpecializationExprSyntax.self)?.expression.as(
        DeclReferenceExprSyntax.self)?.baseName.text
    return callee.is(ArrayExprSyntax.self) || name == "Array"
  }

  /// Whether the function awaits something: a store, a network, a file.
  private static func readsSomething(_ function: FunctionDeclSyntax) -> Bool {
    guard let body = function.body else { return false }
    return body.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.await) }
  }

  /// Whether the function is `entities(matching string: String)`.
  static func isStringMatching(_ function: FunctionDeclSyntax) -> Bool {
    guard function.name.text == "entities",
      let first = function.signature.parameterClause.parameters.first,
      first.firstName.text == "matching", function.signature.parameterClause.parameters.count == 1
    else { return false }
    return TypeNames.last(of: first.type) == "String"
  }

  /// Reports exact comparisons with the text being matched.
  private static func checkMatching(
    _ function: FunctionDeclSyntax, query: String, file: Int, _ context: inout LintContext
  ) {
    guard let parameter = function.signature.parameterClause.parameters.first,
      let body = function.body
    else { return }
    let name = (parameter.secondName ?? parameter.firstName).text
    let visitor = ExactComparisonFinder(text: name)
    visitor.walk(body)
    for call in visitor.found {
      context.report(
        LintRules.localeInsensitiveMatching, file: file, at: call,
        "\(query).entities(matching:) compares ‘\(name)’ with "
          + "\(call.trimmedDescription.prefix(60)), which is case- and accent-sensitive.")
    }
  }
}

/// Finds `x.contains(text)`, `x.hasPrefix(text)`, `x.hasSuffix(text)` and `x == text` where
/// `text` is the matched string, untouched (not lowercased or folded).
private final class ExactComparisonFinder: SyntaxVisitor {
  let text: String
  var found: [Syntax] = []

  init(text: String) {
    self.text = text
    super.init(viewMode: .sourceAccurate)
  }

  private func isText(_ expression: ExprSyntax) -> Bool {
    expression.as(DeclReferenceExprSyntax.self)?.baseName.text == text
  }

  /// A literal (`""`, `"?"`) compared with the text is a test of the text, not a match.
  private func isLiteral(_ expression: ExprSyntax) -> Bool {
    expression.is(StringLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      ["contains", "hasPrefix", "hasSuffix", "starts"].contains(member.declName.baseName.text),
      node.arguments.count == 1, let argument = node.arguments.first,
      isText(argument.expression)
    {
      found.append(Syntax(node))
    }
    return .visitChildren
  }

  /// `a == b` is a sequence of three elements: the parser leaves operators unfolded.
  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    for (position, element) in elements.enumerated()
    where element.as(BinaryOperatorExprSyntax.self)?.operator.text == "=="
      && position > 0 && position + 1 < elements.count
      && (isText(elements[position - 1]) || isText(elements[position + 1]))
      && !isLiteral(elements[position - 1]) && !isLiteral(elements[position + 1])
    {
      found.append(Syntax(node))
    }
    return .visitChildren
  }
}
