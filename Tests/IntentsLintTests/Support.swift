import IntentsLint

/// Lints sources given as text, each in a file of its own (`File0.swift`, …).
func lint(_ sources: String..., rules: [LintRule] = LintRules.all) -> [LintFinding] {
  IntentsLinter(rules: rules).lint(
    sources.enumerated().map { (path: "File\($0.offset).swift", source: $0.element) })
}

/// The ids of the rules that found something, in finding order.
func rules(_ findings: [LintFinding]) -> [String] { findings.map(\.rule) }
