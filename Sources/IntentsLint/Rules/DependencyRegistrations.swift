import SwiftSyntax

/// What the sources register with a dependency manager — `AppDependencyManager.shared.add { … }`,
/// `dependencies.add(dependency: …)`, `….add(key: "archive", dependency: …)` — so that a
/// `@Dependency` can be matched with its registration as the runtime matches them: by its key
/// when it names one, else by its type. A registration with a key counts only for that key (the
/// runtime files it under the key, not its type); one without a key, only for its type.
///
/// A registration registers the type of its value, which the sources tell when the value is
/// made there (`add(dependency: BookStore())`, `add { try BookStore(path: path) }`), cast
/// (`add(dependency: store as any BookStoring)`), or a parameter or local variable declared with
/// its type or made so (`let store = BookStore()`, `func start(store: BookStore)`). The type of
/// any other value — a function's result, a static member (`BookStore.shared`), a property —
/// cannot be told from syntax: such a registration counts as one of every type, so that a
/// dependency whose registration may be there is not reported.
struct DependencyRegistrations {
  /// The last names of the types registered without a key (`BookStore`).
  private(set) var types: Set<String> = []
  /// The keys registered, each as ``keyText(_:)`` writes it.
  private(set) var keys: Set<String> = []
  /// Whether a registration without a key has a value of a type the sources do not tell.
  private(set) var hasUntoldType = false
  /// Whether a registration has a key that is not a literal (`Keys.archive`): it may be any.
  private(set) var hasUntoldKey = false
  /// Whether anything is registered with a key, and without one.
  private(set) var hasKey = false
  private(set) var hasUnkeyed = false

  init(files: [LintedFile]) {
    for file in files {
      let finder = RegistrationFinder(viewMode: .sourceAccurate)
      finder.walk(file.tree)
      for call in finder.found { add(call) }
    }
  }

  private mutating func add(_ call: FunctionCallExprSyntax) {
    let key = call.arguments.first { $0.label?.text == "key" }?.expression
    let value: ExprSyntax? =
      call.arguments.first { $0.label?.text == "dependency" }?.expression
      ?? call.trailingClosure.map(ExprSyntax.init)
    if let key, !key.is(NilLiteralExprSyntax.self) {
      // Filed under the key alone: an unkeyed `@Dependency` of its type does not find it.
      hasKey = true
      if let text = Self.keyText(key) { keys.insert(text) } else { hasUntoldKey = true }
    } else {
      hasUnkeyed = true
      if let type = value.flatMap({ ValueTypes.type(of: $0) }) {
        types.insert(type)
      } else {
        hasUntoldType = true
      }
    }
  }

  /// Whether a dependency of the type (a last name), or with the key, is registered as far as
  /// the sources tell; `nil` type or key: not known from the declaration. `aliases` gives the
  /// last name of the type a name stands for through the sources' type aliases
  /// (`typealias Store = BookStore`), so that either name matches the other.
  func registers(
    type: String?, key: ExprSyntax?, aliases: (String) -> String = { $0 }
  ) -> Bool {
    if let key, !key.is(NilLiteralExprSyntax.self) {
      guard let text = Self.keyText(key) else { return hasKey }
      return keys.contains(text) || hasUntoldKey
    }
    guard let type else { return hasUnkeyed }
    if types.contains(type) || hasUntoldType { return true }
    let resolved = aliases(type)
    return types.contains { aliases($0) == resolved }
  }

  /// A key that is a literal, as its value: `"archive"` for `"archive"` and `#"archive"#`;
  /// `nil` for any other expression.
  static func keyText(_ key: ExprSyntax) -> String? {
    if let string = key.as(StringLiteralExprSyntax.self) {
      var text = ""
      for segment in string.segments {
        guard case .stringSegment(let piece) = segment else { return nil }
        text += piece.content.text
      }
      return "\"" + text + "\""
    }
    if let integer = key.as(IntegerLiteralExprSyntax.self) { return integer.literal.text }
    return nil
  }
}

/// The registrations in a file: calls of `add` with a `dependency:` or `key:` argument, or on
/// `AppDependencyManager.shared` or on a manager the sources make (`let dependencies =
/// AppDependencyManager()`).
private final class RegistrationFinder: SyntaxVisitor {
  var found: [FunctionCallExprSyntax] = []

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "add"
    else { return .visitChildren }
    let labels = node.arguments.compactMap(\.label?.text)
    let base = member.base
    if labels.contains("dependency") || labels.contains("key")
      || base?.trimmedDescription.hasSuffix("AppDependencyManager.shared") == true
      || base.flatMap({ ValueTypes.type(of: $0) }) == "AppDependencyManager"
    {
      found.append(node)
    }
    return .visitChildren
  }
}
