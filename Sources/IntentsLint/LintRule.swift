/// A check the linter makes: its id (what a finding and a suppression comment name), how serious
/// a finding is, why it matters in one line, and how to fix it.
public struct LintRule: Sendable, Hashable, Codable {
  /// How serious a finding is, in the compiler's words.
  public enum Severity: String, Sendable, Hashable, Codable, Comparable {
    /// Apple's build would stop, or the system cannot work with the app as written.
    case error
    /// The app builds, and the system will behave worse than the developer expects.
    case warning
    /// Worth a look, or a measurement with the doctor; often fine.
    case remark

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      lhs.rank < rhs.rank
    }

    private var rank: Int {
      switch self {
      case .error: 0
      case .warning: 1
      case .remark: 2
      }
    }
  }

  /// The rule's id, such as `plain-entity-query`.
  public let id: String
  public let severity: Severity
  /// Why the rule exists, in one line.
  public let rationale: String
  /// How to fix what it finds, in one line.
  public let fix: String

  public init(id: String, severity: Severity, rationale: String, fix: String) {
    self.id = id
    self.severity = severity
    self.rationale = rationale
    self.fix = fix
  }
}

/// Something a rule found, where it found it.
public struct LintFinding: Sendable, Hashable, Codable {
  /// The rule's id.
  public let rule: String
  public let severity: LintRule.Severity
  /// The file, as it was given to the linter.
  public let file: String
  /// The line and column, from 1.
  public let line: Int
  public let column: Int
  /// What is wrong here, naming the declarations involved.
  public let message: String
  /// How to fix it.
  public let fix: String

  public init(
    rule: LintRule, file: String, line: Int, column: Int, message: String
  ) {
    self.rule = rule.id
    severity = rule.severity
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    fix = rule.fix
  }
}
