import Foundation
import IntentsLint
import Testing

/// Silencing rules, and the three report formats.
@Suite struct ReportingTests {
  private let bad = """
    struct NoteEntity: AppEntity {
      static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
      var id = UUID()
      @Property(title: "Text") var text: String
    }
    """

  @Test func aCommentSilencesARuleOnItsLineTheNextOrTheFile() {
    #expect(rules(lint(bad)) == ["unstable-entity-id"])
    let sameLine = bad.replacingOccurrences(
      of: "var id = UUID()", with: "var id = UUID()  // intents-lint:disable unstable-entity-id")
    #expect(lint(sameLine) == [])
    let lineBefore = bad.replacingOccurrences(
      of: "  var id = UUID()",
      with:
        "  // intents-lint:disable unstable-entity-id -- a draft, never saved\n  var id = UUID()")
    #expect(lint(lineBefore) == [])
    let otherRule = bad.replacingOccurrences(
      of: "var id = UUID()", with: "var id = UUID()  // intents-lint:disable plain-entity-query")
    #expect(rules(lint(otherRule)) == ["unstable-entity-id"])
    #expect(lint("// intents-lint:disable-file all\n" + bad) == [])
    #expect(
      lint("// intents-lint:disable-file dependency-in-query, unstable-entity-id\n" + bad) == [])
    // Only the rules given are applied.
    #expect(lint(bad, rules: [LintRules.plainEntityQuery]) == [])
  }

  @Test func textIsTheCompilersDiagnosticFormatWithTheFixAsANote() {
    let text = LintReport.render(lint(bad), as: .text)
    #expect(
      text == """
        File0.swift:3:7: error: NoteEntity.id has the default value UUID(): each NoteEntity made \
        gets its own. [unstable-entity-id]
        File0.swift:3:7: note: \(LintRules.unstableEntityIdentifier.fix)

        """)
  }

  @Test func controlCharactersInNamesAreEscaped() {
    let source = """
      struct Shortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
          AppShortcut(intent: ReadIntent(), phrases: ["Read a\u{1B}[2Jb"], shortTitle: "R", systemImageName: "r")
        }
      }
      """
    let text = LintReport.render(lint(source), as: .text)
    #expect(text.contains(#"The phrase "Read a\u{1b}[2Jb""#))
    #expect(!text.contains("\u{1B}"))
  }

  @Test func jsonListsTheFindings() throws {
    let findings = lint(bad)
    let json = LintReport.render(findings, as: .json)
    let decoded = try JSONDecoder().decode([LintFinding].self, from: Data(json.utf8))
    #expect(decoded == findings)
    #expect(LintReport.render([], as: .json) == "[\n\n]\n")
  }

  @Test func sarifNamesEachRuleAndLocatesEachResult() throws {
    let sarif = LintReport.render(lint(bad), as: .sarif)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
    #expect(document["version"] as? String == "2.1.0")
    let run = try #require((document["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "intents-lint")
    let ruleIDs = (driver["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
    #expect(ruleIDs == ["unstable-entity-id"])
    let result = try #require((run["results"] as? [[String: Any]])?.first)
    #expect(result["ruleId"] as? String == "unstable-entity-id")
    #expect(result["level"] as? String == "error")
    let location = try #require(
      ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
    #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "File0.swift")
    let region = try #require(location["region"] as? [String: Any])
    #expect(region["startLine"] as? Int == 3 && region["startColumn"] as? Int == 7)
  }

  @Test func everyRuleHasAnIdARationaleAndAFix() {
    let ids = LintRules.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    for rule in LintRules.all {
      #expect(rule.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(rule.id)")
      #expect(!rule.rationale.isEmpty && !rule.fix.isEmpty, "\(rule.id)")
      #expect(LintRules.rule(id: rule.id) == rule)
    }
  }

  @Test func sourcesThatDoNotParseAreReadAsFarAsTheyGo() {
    // Broken syntax must not crash the linter; what parses is still checked.
    let broken = bad + "\nstruct Half: AppEntity { var id = UUID( \n"
    #expect(rules(lint(broken)).first == "unstable-entity-id")
    #expect(lint("", "\u{0}\u{FFFF}", String(repeating: "{", count: 10_000)) == [])
  }
}

/// What the documentation shows is what the linter does.
@Suite struct LintDocumentationTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test func theArticleHasASectionForEveryRuleWithItsSeverity() throws {
    let article = try String(
      contentsOf: Self.root.appendingPathComponent(
        "Sources/IntentsLint/Documentation.docc/CheckingYourIntents.md"), encoding: .utf8)
    for rule in LintRules.all {
      #expect(
        article.contains("### \(rule.id)\n\n*\(rule.severity.rawValue).*"),
        "the article has no section ‘### \(rule.id)’ saying *\(rule.severity.rawValue).*")
    }
  }

  @Test func theReadmesBrokenSampleGivesTheFindingItShows() throws {
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let sample = """
      struct BookEntity: AppEntity {
        var id = UUID()
        @Property(title: "Title") var title: String
        // …
      }
      """
    #expect(readme.contains("```swift\n\(sample)\n```"))
    let text = LintReport.render(
      IntentsLinter().lint([("Sources/Books/BookEntity.swift", sample)]), as: .text)
    #expect(readme.contains("$ swift run intents-lint Sources/Books\n\(text)```"))
  }
}
