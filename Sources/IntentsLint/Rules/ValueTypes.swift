import SwiftSyntax

/// The types of values as syntax tells them, without a type checker: `nil` when it cannot.
enum ValueTypes {
  /// The last name of the type of the value, when syntax tells it: `BookStore` for
  /// `BookStore()`, `try await BookStore(path:)`, `store as any BookStoring`, `{ BookStore() }`
  /// (a closure's result), or a name declared with its type or value in an enclosing scope;
  /// `nil` for a function's result (`BookStore.open()`), a static member or a property.
  static func type(of expression: ExprSyntax, depth: Int = 0) -> String? {
    guard depth < 8 else { return nil }
    if let wrapped = expression.as(TryExprSyntax.self) {
      return type(of: wrapped.expression, depth: depth + 1)
    }
    if let wrapped = expression.as(AwaitExprSyntax.self) {
      return type(of: wrapped.expression, depth: depth + 1)
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.label == nil
    {
      return type(of: only.expression, depth: depth + 1)
    }
    if let cast = expression.as(AsExprSyntax.self) {
      return cast.questionOrExclamationMark == nil ? name(of: cast.type) : nil
    }
    // The parser leaves `a as B` unfolded: a sequence of the value, `as` and the type.
    if let sequence = expression.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      guard elements.count == 3, let cast = elements[1].as(UnresolvedAsExprSyntax.self),
        cast.questionOrExclamationMark == nil, let type = elements[2].as(TypeExprSyntax.self)
      else { return nil }
      return name(of: type.type)
    }
    if let call = expression.as(FunctionCallExprSyntax.self) { return constructed(by: call) }
    if let closure = expression.as(ClosureExprSyntax.self) {
      return result(of: closure, depth: depth)
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return declaredType(of: reference.baseName.text, at: Syntax(reference), depth: depth)
    }
    return nil
  }

  /// The type an initializer call makes: `BookStore(…)`, `BookStore.init(…)`,
  /// `Library.BookStore(…)`, `Cache<Book>(…)`; `nil` for a function's call.
  private static func constructed(by call: FunctionCallExprSyntax) -> String? {
    var callee = call.calledExpression
    if let generic = callee.as(GenericSpecializationExprSyntax.self) {
      callee = generic.expression
    }
    let name: String?
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = callee.as(MemberAccessExprSyntax.self) {
      if member.declName.baseName.text == "init" {
        name = member.base.flatMap { base in
          base.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? base.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        }
      } else {
        name = member.declName.baseName.text
      }
    } else {
      name = nil
    }
    // A type's name starts with a capital; a function's does not.
    guard let name, name.first?.isUppercase == true else { return nil }
    return name
  }

  /// The type a closure returns: as its signature declares it, or of its one expression or its
  /// last `return`.
  private static func result(of closure: ClosureExprSyntax, depth: Int) -> String? {
    if let declared = closure.signature?.returnClause?.type { return name(of: declared) }
    guard let last = closure.statements.last?.item else { return nil }
    if let returned = last.as(ReturnStmtSyntax.self)?.expression {
      return type(of: returned, depth: depth + 1)
    }
    guard closure.statements.count == 1, let expression = last.as(ExprSyntax.self) else {
      return nil
    }
    return type(of: expression, depth: depth + 1)
  }

  /// The type of a name as the innermost enclosing declaration of it tells: a local `let` or
  /// `var` before the use (with a type, or a value whose type is told), or a parameter of the
  /// enclosing function, initializer or closure. `nil` when the nearest declaration does not
  /// tell, or the name is declared elsewhere (a property).
  private static func declaredType(of name: String, at use: Syntax, depth: Int) -> String? {
    var node = use
    while let parent = node.parent {
      if let block = parent.as(CodeBlockItemListSyntax.self) {
        // The declarations before the statement holding the use, the nearest first.
        let before = block.prefix { $0.id != node.id }
        for item in before.reversed() {
          guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
          for binding in variable.bindings {
            guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            else { continue }
            if let annotation = binding.typeAnnotation { return Self.name(of: annotation.type) }
            return binding.initializer.flatMap { type(of: $0.value, depth: depth + 1) }
          }
        }
      }
      if let parameters = parameters(of: parent) {
        for parameter in parameters
        where (parameter.secondName ?? parameter.firstName).text == name {
          return Self.name(of: parameter.type)
        }
      }
      if let closure = parent.as(ClosureExprSyntax.self) {
        switch closure.signature?.parameterClause {
        case .parameterClause(let clause):
          if let parameter = clause.parameters.first(where: {
            ($0.secondName ?? $0.firstName).text == name
          }) {
            return parameter.type.flatMap(Self.name(of:))
          }
        case .simpleInput(let names):
          if names.contains(where: { $0.name.text == name }) { return nil }
        case nil: break
        }
      }
      // A type's members are properties: their types are not looked up.
      if parent.is(MemberBlockSyntax.self) { return nil }
      node = parent
    }
    return nil
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

  /// The last name of a type as written, through `any` and `some`: `BookStoring` for
  /// `any Library.BookStoring`; `nil` for a composition, tuple or function type.
  static func name(of type: TypeSyntax) -> String? {
    if let existential = type.as(SomeOrAnyTypeSyntax.self) {
      return name(of: existential.constraint)
    }
    return TypeNames.last(of: type)
  }
}
