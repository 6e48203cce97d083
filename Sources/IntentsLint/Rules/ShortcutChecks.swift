import SwiftSyntax

/// App Shortcuts: how many, and phrases Siri can match.
enum ShortcutChecks {
  /// Parameter types Siri cannot match in a phrase.
  static let plainTypes: Set<String> = [
    "String", "Int", "Double", "Float", "Bool", "Date", "URL", "Decimal", "DateComponents",
    "Measurement", "IntentFile", "IntentPerson", "CLPlacemark", "PlaceDescriptor",
    "AttributedString", "IntentCurrencyAmount", "Duration",
  ]

  static func check(_ context: inout LintContext) {
    let index = context.index
    for provider in index.all
    where provider.kind != .protocol
      && index.adopts(provider.name, anyOf: Vocabulary.shortcutsProviderProtocols)
    {
      var shortcuts: [(file: Int, call: FunctionCallExprSyntax)] = []
      var counted = 0
      for (file, member) in provider.members {
        let finder = ShortcutFinder()
        finder.walk(member)
        shortcuts += finder.found.map { (file, $0) }
        counted += finder.count
      }
      if counted > Vocabulary.maximumAppShortcuts,
        let (file, declaration) = provider.declaration
      {
        context.report(
          LintRules.tooManyAppShortcuts, file: file, at: QueryChecks.nameToken(declaration),
          "\(provider.name) declares \(counted) App Shortcuts; at most "
            + "\(Vocabulary.maximumAppShortcuts) are allowed.")
      }
      for (file, shortcut) in shortcuts { phrases(of: shortcut, file: file, &context) }
    }
  }

  private static func phrases(
    of shortcut: FunctionCallExprSyntax, file: Int, _ context: inout LintContext
  ) {
    let index = context.index
    let intentName = shortcut.arguments.first { $0.label?.text == "intent" }
      .flatMap { $0.expression.as(FunctionCallExprSyntax.self) }
      .flatMap(ExpressionNames.callee)
    let intent = intentName.flatMap { index.resolve($0, from: nil) }
    guard let phrases = shortcut.arguments.first(where: { $0.label?.text == "phrases" }) else {
      return
    }
    guard let list = phrases.expression.as(ArrayExprSyntax.self) else {
      context.report(
        LintRules.nonConstantMetadata, file: file, at: phrases.expression,
        "The phrases of \(intentName ?? "an App Shortcut") are computed, not a list of literals.")
      return
    }
    for element in list.elements {
      guard let phrase = element.expression.as(StringLiteralExprSyntax.self) else {
        context.report(
          LintRules.nonConstantMetadata, file: file, at: element.expression,
          "A phrase of \(intentName ?? "an App Shortcut") is computed, not a literal.")
        continue
      }
      var namesApp = false
      for segment in phrase.segments {
        guard case .expressionSegment(let interpolation) = segment,
          let expression = interpolation.expressions.first?.expression
        else { continue }
        if expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
          == "applicationName"
        {
          namesApp = true
        } else if let parameter = parameterName(expression) {
          checkParameter(parameter, of: intent, at: interpolation, file: file, &context)
        } else {
          context.report(
            LintRules.nonConstantMetadata, file: file, at: interpolation,
            "A phrase of \(intentName ?? "an App Shortcut") interpolates "
              + "\(interpolation.trimmedDescription.prefix(40)): only \\(.applicationName) and "
              + "a parameter (\\(\\.$name)) can be.")
        }
      }
      if !namesApp {
        context.report(
          LintRules.phraseWithoutApplicationName, file: file, at: phrase,
          "The phrase \(phrase.trimmedDescription.prefix(60)) of "
            + "\(intentName ?? "an App Shortcut") does not contain \\(.applicationName).")
      }
    }
  }

  /// `name` for the key path `\.$name`.
  private static func parameterName(_ expression: ExprSyntax) -> String? {
    guard let keyPath = expression.as(KeyPathExprSyntax.self), keyPath.components.count == 1,
      case .property(let property) = keyPath.components.first?.component
    else { return nil }
    let name = property.declName.baseName.text
    return name.hasPrefix("$") ? String(name.dropFirst()) : name
  }

  private static func checkParameter(
    _ name: String, of intent: SourceIndex.TypeFacts?, at node: some SyntaxProtocol, file: Int,
    _ context: inout LintContext
  ) {
    let index = context.index
    guard let intent,
      let parameter = index.parameters().first(where: {
        $0.intent.name == intent.name && $0.name == name
      }),
      let typeName = parameter.type
    else { return }
    let type = index.resolve(typeName, from: intent.name)
    if let type {
      // A type adopting another module's protocol may be an entity of that module's making.
      guard !index.isEntity(type), !index.isEnum(type), !index.isTransientEntity(type),
        !index.adoptsUnknownProtocol(type)
      else { return }
    } else {
      guard plainTypes.contains(typeName) else { return }
    }
    context.report(
      LintRules.phraseParameterType, file: file, at: node,
      "The phrase names \(intent.name).\(name), of type \(typeName): Siri can match only an "
        + "AppEntity or an AppEnum in a phrase.")
  }
}

/// The `AppShortcut(…)` calls in a provider, and how many one build declares: of the clauses
/// of an `#if`, one builds, so the largest counts.
private final class ShortcutFinder: SyntaxVisitor {
  var found: [FunctionCallExprSyntax] = []
  var count = 0

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if ExpressionNames.callee(node) == "AppShortcut" {
      found.append(node)
      count += 1
    }
    return .visitChildren
  }

  override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
    var largest = 0
    for clause in node.clauses {
      let inner = ShortcutFinder()
      if let elements = clause.elements { inner.walk(elements) }
      found += inner.found
      largest = max(largest, inner.count)
    }
    count += largest
    return .skipChildren
  }
}
