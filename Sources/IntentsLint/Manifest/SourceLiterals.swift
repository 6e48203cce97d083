import Foundation
import SwiftParser
import SwiftSyntax

/// What literal expressions in the sources say: text, lists, numbers, key paths, and the
/// values of static members.
enum SourceLiterals {
  /// The text of a literal: `"Landmark"`, `LocalizedStringResource("Landmark")`,
  /// `String(localized: "Landmark")`; `nil` for text built when the app runs.
  static func text(_ expression: ExprSyntax?) -> String? {
    guard let expression else { return nil }
    if let literal = expression.as(StringLiteralExprSyntax.self) {
      return literal.representedLiteralValue
    }
    if let call = expression.as(FunctionCallExprSyntax.self),
      ["LocalizedStringResource", "String", "LocalizedStringKey"].contains(
        ExpressionNames.callee(call) ?? ""),
      let first = call.arguments.first,
      first.label == nil || ["localized", "stringLiteral"].contains(first.label?.text ?? "")
    {
      return text(first.expression)
    }
    if let parenthesized = expression.as(TupleExprSyntax.self),
      parenthesized.elements.count == 1
    {
      return text(parenthesized.elements.first?.expression)
    }
    return nil
  }

  /// The texts of a list literal of texts; `nil` when one is not a literal.
  static func texts(_ expression: ExprSyntax?) -> [String]? {
    guard let list = expression?.as(ArrayExprSyntax.self) else { return nil }
    var found: [String] = []
    for element in list.elements {
      guard let value = text(element.expression) else { return nil }
      found.append(value)
    }
    return found
  }

  /// The key a localized string has, as the runtime makes it: the text with `%` doubled, and a
  /// format specifier for each `\(placeholder: …)`; `nil` for any other interpolation.
  static func localizationKey(_ expression: ExprSyntax?) -> String? {
    guard let literal = expression?.as(StringLiteralExprSyntax.self) else {
      return text(expression).map(escapingPercents)
    }
    var key = ""
    for segment in literal.segments {
      switch segment {
      case .stringSegment(let text): key += escapingPercents(unescaped(text.content.text))
      case .expressionSegment(let interpolation):
        guard interpolation.expressions.count == 1,
          let argument = interpolation.expressions.first, argument.label?.text == "placeholder",
          let member = argument.expression.as(MemberAccessExprSyntax.self),
          let specifier = placeholderSpecifiers[member.declName.baseName.text]
        else { return nil }
        key += specifier
      }
    }
    return key
  }

  private static let placeholderSpecifiers = [
    "int": "%lld", "uint": "%llu", "float": "%f", "double": "%lf", "object": "%@",
  ]

  private static func escapingPercents(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%%")
  }

  /// The text of a string literal's segment, its escapes resolved.
  static func unescaped(_ raw: String) -> String {
    guard raw.contains("\\") else { return raw }
    let parsed = Parser.parse(source: "_ = \"\(raw)\"")
    let literal = parsed.statements.first?.item.as(SequenceExprSyntax.self)?.elements.last?
      .as(StringLiteralExprSyntax.self)
    return literal?.representedLiteralValue ?? raw
  }

  /// The value of a literal as JSON: a number, a truth value or text.
  static func json(_ expression: ExprSyntax?) -> SourceManifest.JSON? {
    guard let expression else { return nil }
    if let integer = expression.as(IntegerLiteralExprSyntax.self)?.representedLiteralValue {
      return .integer(integer)
    }
    if let number = expression.as(FloatLiteralExprSyntax.self)?.representedLiteralValue {
      return .number(number)
    }
    if let boolean = expression.as(BooleanLiteralExprSyntax.self) {
      return .bool(boolean.literal.tokenKind == .keyword(.true))
    }
    if let negated = expression.as(PrefixOperatorExprSyntax.self),
      negated.operator.text == "-"
    {
      switch json(negated.expression) {
      case .integer(let value): return .integer(-value)
      case .number(let value): return .number(-value)
      default: return nil
      }
    }
    return text(expression).map(SourceManifest.JSON.string)
  }

  /// The property a key path names: `name` for `\.$name`, `\Book.$name` and `\.name`.
  static func keyPathName(_ expression: ExprSyntax?) -> String? {
    guard let keyPath = expression?.as(KeyPathExprSyntax.self),
      case .property(let property) = keyPath.components.last?.component
    else { return nil }
    let name = property.declName.baseName.text
    return name.hasPrefix("$") ? String(name.dropFirst()) : name
  }

  /// The argument of a call with this label.
  static func argument(_ call: FunctionCallExprSyntax, _ label: String) -> ExprSyntax? {
    call.arguments.first { $0.label?.text == label }?.expression
  }

  /// The call an expression is, looking through `try`, `await` and parentheses.
  static func call(_ expression: ExprSyntax?) -> FunctionCallExprSyntax? {
    guard let expression else { return nil }
    if let call = expression.as(FunctionCallExprSyntax.self) { return call }
    if let tried = expression.as(TryExprSyntax.self) { return call(tried.expression) }
    if let awaited = expression.as(AwaitExprSyntax.self) { return call(awaited.expression) }
    return nil
  }

  /// The one expression a getter returns: `{ "Title" }` or `{ return "Title" }`.
  static func returned(by accessors: AccessorBlockSyntax?) -> ExprSyntax? {
    guard let accessors else { return nil }
    switch accessors.accessors {
    case .getter(let statements): return single(statements)
    case .accessors(let list):
      guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
        let body = getter.body
      else { return nil }
      return single(body.statements)
    }
  }

  /// The expression a body of one statement gives.
  static func single(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
    guard statements.count == 1, let item = statements.first?.item else { return nil }
    if let expression = item.as(ExprSyntax.self) { return expression }
    return item.as(ReturnStmtSyntax.self)?.expression
  }
}

extension SourceIndex.TypeFacts {
  /// The value of a static member, in the declaration or an extension: the initializer of
  /// `static let name = …`, or what `static var name: T { … }` returns. The first flag says
  /// whether the member is declared at all.
  func staticValue(_ name: String) -> (declared: Bool, value: ExprSyntax?) {
    for (_, variable, binding) in variables
    where variable.isStatic && binding.pattern.trimmedDescription == name {
      return (
        true, binding.initializer?.value ?? SourceLiterals.returned(by: binding.accessorBlock)
      )
    }
    return (false, nil)
  }

  /// The typealias members, by name.
  func typeAlias(_ name: String) -> TypeSyntax? {
    for (_, member) in members {
      if let alias = member.as(TypeAliasDeclSyntax.self), alias.name.text == name {
        return alias.initializer.value
      }
    }
    return nil
  }

  /// The text of a static member: `static let title: LocalizedStringResource = "Open"`.
  func staticText(_ name: String) -> String? { SourceLiterals.text(staticValue(name).value) }

  /// The truth value of a static member, when a literal.
  func staticBool(_ name: String) -> Bool? {
    if case .bool(let value) = SourceLiterals.json(staticValue(name).value) { return value }
    return nil
  }
}
