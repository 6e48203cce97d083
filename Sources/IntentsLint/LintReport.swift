import Foundation

/// Findings written as a tool reads them.
public enum LintReport {
  /// The formats.
  public enum Format: String, CaseIterable, Sendable {
    /// `file:line:column: warning: message [rule-id]`, as the compiler writes diagnostics, so
    /// that editors and CI annotate the line.
    case text
    /// The findings as a JSON array.
    case json
    /// SARIF 2.1.0, for code-scanning services.
    case sarif
  }

  /// The findings in the format.
  public static func render(_ findings: [LintFinding], as format: Format) -> String {
    switch format {
    case .text: text(findings)
    case .json: json(findings)
    case .sarif: sarif(findings)
    }
  }

  static func text(_ findings: [LintFinding]) -> String {
    findings.map { finding in
      let severity = finding.severity == .remark ? "remark" : finding.severity.rawValue
      let place = "\(printable(finding.file)):\(finding.line):\(finding.column)"
      return "\(place): \(severity): \(printable(finding.message)) [\(finding.rule)]\n"
        + "\(place): note: \(finding.fix)\n"
    }.joined()
  }

  /// The message with control characters written as escapes, so that a name in the sources
  /// cannot move the terminal's cursor or forge another line.
  public static func printable(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.properties.generalCategory == .control || scalar == "\u{2028}"
        || scalar == "\u{2029}"
      {
        result += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  static func json(_ findings: [LintFinding]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: (try? encoder.encode(findings)) ?? Data("[]".utf8), as: UTF8.self)
      + "\n"
  }

  static func sarif(_ findings: [LintFinding]) -> String {
    let used = Set(findings.map(\.rule))
    let rules = LintRules.all.filter { used.contains($0.id) }
    let document = SARIF(
      version: "2.1.0",
      schema: "https://json.schemastore.org/sarif-2.1.0.json",
      runs: [
        .init(
          tool: .init(
            driver: .init(
              name: "intents-lint",
              rules: rules.map { rule in
                .init(
                  id: rule.id, shortDescription: .init(text: rule.rationale),
                  help: .init(text: rule.fix),
                  defaultConfiguration: .init(level: level(rule.severity)))
              })),
          results: findings.map { finding in
            .init(
              ruleId: finding.rule, level: level(finding.severity),
              message: .init(text: finding.message + " " + finding.fix),
              locations: [
                .init(
                  physicalLocation: .init(
                    artifactLocation: .init(uri: uri(finding.file)),
                    region: .init(startLine: finding.line, startColumn: finding.column)))
              ])
          })
      ])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: (try? encoder.encode(document)) ?? Data("{}".utf8), as: UTF8.self)
      + "\n"
  }

  /// A file's path as a relative or absolute URI reference: each byte outside the unreserved
  /// characters and `/` percent-encoded.
  static func uri(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      let character = Character(Unicode.Scalar(byte))
      if byte < 0x80, character.isLetter || character.isNumber || "-._~/".contains(character) {
        result.append(character)
      } else {
        result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return result
  }

  private static func level(_ severity: LintRule.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .remark: "note"
    }
  }
}

/// The part of SARIF 2.1.0 the report writes.
private struct SARIF: Encodable {
  struct Text: Encodable { let text: String }
  struct Configuration: Encodable { let level: String }
  struct Rule: Encodable {
    let id: String
    let shortDescription: Text
    let help: Text
    let defaultConfiguration: Configuration
  }
  struct Driver: Encodable {
    let name: String
    let rules: [Rule]
  }
  struct Tool: Encodable { let driver: Driver }
  struct Region: Encodable {
    let startLine: Int
    let startColumn: Int
  }
  struct Artifact: Encodable { let uri: String }
  struct PhysicalLocation: Encodable {
    let artifactLocation: Artifact
    let region: Region
  }
  struct Location: Encodable { let physicalLocation: PhysicalLocation }
  struct Result: Encodable {
    let ruleId: String
    let level: String
    let message: Text
    let locations: [Location]
  }
  struct Run: Encodable {
    let tool: Tool
    let results: [Result]
  }

  let version: String
  let schema: String
  let runs: [Run]

  enum CodingKeys: String, CodingKey {
    case version
    case schema = "$schema"
    case runs
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
