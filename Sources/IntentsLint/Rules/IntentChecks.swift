import SwiftSyntax

/// Intents: runs the system makes, and assistant schemas adopted once.
enum IntentChecks {
  static func check(_ context: inout LintContext) {
    let index = context.index
    var schemas: [String: String] = [:]
    for intent in index.all where index.isIntent(intent) {
      for (file, member) in intent.members {
        let finder = PerformCallFinder()
        finder.walk(member)
        for call in finder.found {
          context.report(
            LintRules.manualPerformCall, file: file, at: call,
            "\(intent.name) calls \(call.trimmedDescription.prefix(60)) itself: the system's "
              + "resolution, confirmation and donation are skipped.")
        }
      }
      guard let (file, declaration) = intent.declaration,
        let schema = schema(of: declaration)
      else { continue }
      if let first = schemas[schema.text] {
        context.report(
          LintRules.duplicateAssistantSchema, file: file, at: schema.node,
          "\(intent.name) adopts \(schema.text), which \(first) adopts already.")
      } else {
        schemas[schema.text] = intent.name
      }
    }
  }

  /// The schema an intent's `@AppIntent(schema: …)` names, as written without spaces.
  private static func schema(
    of declaration: some DeclGroupSyntax
  ) -> (
    text: String, node: Syntax
  )? {
    for attribute in declaration.attributes {
      guard let attribute = attribute.as(AttributeSyntax.self),
        TypeNames.last(of: attribute.attributeName).map(Vocabulary.intentMacros.contains)
          == true,
        case .argumentList(let arguments) = attribute.arguments,
        let schema = arguments.first(where: { $0.label?.text == "schema" })
      else { continue }
      let text = schema.expression.trimmedDescription.filter { !$0.isWhitespace }
      return (text, Syntax(schema.expression))
    }
    return nil
  }
}

/// Calls of `perform()` on another value (not `super`), without arguments.
private final class PerformCallFinder: SyntaxVisitor {
  var found: [FunctionCallExprSyntax] = []

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "perform", node.arguments.isEmpty,
      node.trailingClosure == nil, let base = member.base,
      !base.is(SuperExprSyntax.self)
    {
      found.append(node)
    }
    return .visitChildren
  }
}
