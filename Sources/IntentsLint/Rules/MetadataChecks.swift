import SwiftSyntax

/// What Apple's metadata step reads at build time: literal titles and display representations,
/// and enums backed by strings.
enum MetadataChecks {
  static func check(_ context: inout LintContext) {
    let index = context.index
    for type in index.all {
      var names: [String] = []
      if index.isEntity(type) || index.isTransientEntity(type) || index.isEnum(type) {
        names.append("typeDisplayRepresentation")
      }
      if index.isEnum(type) { names.append("caseDisplayRepresentations") }
      if index.isIntent(type) { names += ["title", "description"] }
      for (file, variable, binding) in type.variables
      where variable.isStatic && names.contains(binding.pattern.trimmedDescription) {
        guard let value = value(of: binding) else {
          context.report(
            LintRules.nonConstantMetadata, file: file, at: binding,
            "\(type.name).\(binding.pattern.trimmedDescription) is computed by statements, "
              + "not written as a literal.")
          continue
        }
        if let part = Constants.firstNonConstant(in: value) {
          context.report(
            LintRules.nonConstantMetadata, file: file, at: part,
            "\(type.name).\(binding.pattern.trimmedDescription) uses "
              + "\(part.trimmedDescription.prefix(60)), which is known only when the app runs.")
        }
      }
      if index.isEnum(type), let (file, declaration) = type.declaration {
        rawValue(of: type, file: file, declaration: declaration, &context)
      }
    }
  }

  /// The value a static property is given: its initializer, or the one expression its getter
  /// returns; `nil` when the getter has several statements.
  private static func value(of binding: PatternBindingSyntax) -> ExprSyntax? {
    if let initializer = binding.initializer { return initializer.value }
    guard let accessors = binding.accessorBlock else { return nil }
    let statements: CodeBlockItemListSyntax?
    switch accessors.accessors {
    case .getter(let body): statements = body
    case .accessors(let list):
      statements = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
    }
    guard let statements, statements.count == 1, let item = statements.first?.item else {
      return nil
    }
    return item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
  }

  private static func rawValue(
    of type: SourceIndex.TypeFacts, file: Int, declaration: some DeclGroupSyntax,
    _ context: inout LintContext
  ) {
    guard declaration.is(EnumDeclSyntax.self) else { return }
    let first = declaration.inheritanceClause?.inheritedTypes.first.flatMap {
      TypeNames.last(of: $0.type)
    }
    // An enum without raw values does not compile as an AppEnum: the compiler says so.
    guard let first, first != "String", rawValueTypes.contains(first) else { return }
    context.report(
      LintRules.appEnumRawValue, file: file, at: QueryChecks.nameToken(declaration),
      "\(type.name) is an AppEnum backed by \(first), not String.")
  }

  /// The types other than `String` an enum can be backed by.
  private static let rawValueTypes: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "Float16", "Character", "Decimal",
  ]
}

/// Which expressions are literals for Apple's metadata step.
enum Constants {
  /// The first part of the expression that is not a literal, a literal collection, an enum
  /// case or an initializer of literals; `nil` when the whole is constant.
  static func firstNonConstant(in expression: ExprSyntax) -> Syntax? {
    if let string = expression.as(StringLiteralExprSyntax.self) {
      for segment in string.segments {
        guard case .expressionSegment(let interpolation) = segment else { continue }
        // `\(placeholder: .int)` in a numeric format is part of the literal.
        if interpolation.expressions.first?.label?.text == "placeholder" { continue }
        return Syntax(interpolation)
      }
      return nil
    }
    if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
      || expression.is(BooleanLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self)
    {
      return nil
    }
    if let array = expression.as(ArrayExprSyntax.self) {
      return array.elements.lazy.compactMap { firstNonConstant(in: $0.expression) }.first
    }
    if let dictionary = expression.as(DictionaryExprSyntax.self) {
      guard case .elements(let elements) = dictionary.content else { return nil }
      for element in elements {
        if let found = firstNonConstant(in: element.key) ?? firstNonConstant(in: element.value) {
          return found
        }
      }
      return nil
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      // `.case` and `Type.case`; an instance's member is not.
      guard let base = member.base else { return nil }
      return isTypeName(base) ? nil : Syntax(expression)
    }
    if let call = expression.as(FunctionCallExprSyntax.self) {
      guard call.trailingClosure == nil, isTypeName(call.calledExpression) else {
        return Syntax(expression)
      }
      return call.arguments.lazy.compactMap { firstNonConstant(in: $0.expression) }.first
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first
    {
      return firstNonConstant(in: only.expression)
    }
    return Syntax(expression)
  }

  /// Whether the expression names a type (`Book`, `DisplayRepresentation.Image`, `.init`).
  private static func isTypeName(_ expression: ExprSyntax) -> Bool {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text.first?.isUppercase == true
    }
    if let member = expression.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      // `.init(…)`, `.case`, a static factory `.named(…)`: the type is the context's.
      guard let base = member.base else { return true }
      return (name == "init" || name.first?.isUppercase == true) && isTypeName(base)
    }
    if let generic = expression.as(GenericSpecializationExprSyntax.self) {
      return isTypeName(generic.expression)
    }
    return false
  }
}
