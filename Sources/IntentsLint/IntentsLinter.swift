import SwiftSyntax

/// Checks an app's App Intents sources for what makes Siri, Shortcuts and Spotlight fail with
/// it, and for what Apple's build refuses: the rules in ``LintRules``.
///
/// ```swift
/// let findings = IntentsLinter().lint([("Sources/App/Books.swift", source)])
/// ```
///
/// The linter reads syntax only: it sees the types the given files declare, not those of other
/// modules, so a rule that needs to know a type it cannot see stays silent.
public struct IntentsLinter: Sendable {
  /// The rules it applies.
  public let rules: [LintRule]

  /// A linter applying the rules; every rule by default.
  public init(rules: [LintRule] = LintRules.all) {
    self.rules = rules
  }

  /// The findings in the files — each given with the path to report and its text — in file
  /// order, then by position; those a comment silences are left out.
  public func lint(_ files: [(path: String, source: String)]) -> [LintFinding] {
    let index = SourceIndex(files: files.map { LintedFile(path: $0.path, source: $0.source) })
    var context = LintContext(index: index, rules: rules)
    for check in LintRules.checks { check(&context) }
    let order = Dictionary(
      files.enumerated().map { ($0.element.path, $0.offset) },
      uniquingKeysWith: { first, _ in first })
    return context.findings.sorted {
      (order[$0.file] ?? 0, $0.line, $0.column, $0.rule)
        < (order[$1.file] ?? 0, $1.line, $1.column, $1.rule)
    }
  }
}

/// What the checks read and where they report.
struct LintContext {
  let index: SourceIndex
  /// The rules applied, by id, as the linter was given them (a severity of their own).
  let rules: [String: LintRule]
  private(set) var findings: [LintFinding] = []
  private var reported: Set<String> = []

  init(index: SourceIndex, rules: [LintRule]) {
    self.index = index
    self.rules = Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// Reports a finding of the rule at the node, unless the rule is off or silenced there: on
  /// the node's line, or on the first line of the declaration it is in (where its attributes
  /// start), each with the line before.
  mutating func report(
    _ builtIn: LintRule, file: Int, at node: some SyntaxProtocol, _ message: String
  ) {
    guard let rule = rules[builtIn.id] else { return }
    let source = index.files[file]
    let (line, column) = source.position(of: node)
    var declaration = Syntax(node)
    while !declaration.is(DeclSyntax.self), let parent = declaration.parent {
      declaration = parent
    }
    let start = declaration.is(DeclSyntax.self) ? source.position(of: declaration).line : line
    guard !source.suppressions.silences(rule.id, line: line),
      !source.suppressions.silences(rule.id, line: start)
    else { return }
    let key = "\(rule.id)\u{0}\(file)\u{0}\(line)\u{0}\(column)\u{0}\(message)"
    guard reported.insert(key).inserted else { return }
    findings.append(
      LintFinding(rule: rule, file: source.path, line: line, column: column, message: message))
  }
}
