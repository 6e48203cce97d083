import Foundation
import IntentsLint
import Testing

/// Forms real apps write that a first version of the rules misread, each checked both ways.
@Suite struct ReviewedFormsTests {
  private let bad = """
    struct NoteEntity: AppEntity {
      var id = UUID()
      @Property(title: "Text") var text: String
    }
    """

  @Test func suppressionsWorkWithCRLFAfterAStringAndAboveAttributes() {
    let crlf = bad.replacingOccurrences(
      of: "  var id", with: "  // intents-lint:disable unstable-entity-id\n  var id"
    ).replacingOccurrences(of: "\n", with: "\r\n")
    #expect(lint(crlf).isEmpty)
    #expect(lint(bad.replacingOccurrences(of: "\n", with: "\r\n")).map(\.line) == [2])
    let afterString = bad.replacingOccurrences(
      of: "var id = UUID()",
      with: "var id = UUID()  ; let u = \"https://x\"  // intents-lint:disable unstable-entity-id")
    #expect(lint(afterString).isEmpty)
    // Above the declaration's attributes, for a finding at its name.
    let entity = """
      // intents-lint:disable entity-without-properties -- a marker entity
      @available(iOS 16, *)
      @MainActor
      struct ShelfEntity: AppEntity {
        let id: String
        var name: String
      }
      """
    #expect(lint(entity).isEmpty)
    #expect(
      rules(lint(entity.replacingOccurrences(of: "// intents", with: "// not intents"))) == [
        "entity-without-properties"
      ])
  }

  @Test func appShortcutsInConditionalClausesCountOnce() {
    func provider(_ perClause: Int) -> String {
      let shortcut =
        #"AppShortcut(intent: ReadIntent(), phrases: ["Read in \(.applicationName)"], shortTitle: "Read", systemImageName: "book")"#
      let clause = Array(repeating: shortcut, count: perClause).joined(separator: "\n")
      return """
        struct Shortcuts: AppShortcutsProvider {
          static var appShortcuts: [AppShortcut] {
            #if os(iOS)
            \(clause)
            #else
            \(clause)
            #endif
          }
        }
        """
    }
    #expect(lint(provider(6)).isEmpty)
    #expect(rules(lint(provider(11))) == ["too-many-app-shortcuts"])
  }

  @Test func phraseParametersOfEntityKindsAndOtherModulesProtocolsAreAccepted() {
    let source = """
      struct SettingsEntity: UniqueAppEntity {
        static let defaultQuery = SettingsQuery()
        let id = "settings"
        @Property(title: "Name") var name: String
      }
      struct SettingsQuery: UniqueAppEntityQuery {}
      struct Mood: Identifiable, Codable, SomeKitEntity { let id: String }
      struct Note: Codable { let text: String }
      struct OpenIntent: AppIntent {
        static let title: LocalizedStringResource = "Open"
        @Parameter(title: "Settings") var settings: SettingsEntity
        @Parameter(title: "Mood") var mood: Mood
        @Parameter(title: "Note") var note: Note
        func perform() async throws -> some IntentResult { .result() }
      }
      struct Shortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
          AppShortcut(
            intent: OpenIntent(),
            phrases: [
              "Open \\(\\.$settings) in \\(.applicationName)", "Feel \\(\\.$mood) in \\(.applicationName)",
              "Note \\(\\.$note) in \\(.applicationName)",
            ], shortTitle: "Open", systemImageName: "gear")
        }
      }
      """
    let findings = lint(source)
    #expect(rules(findings) == ["phrase-parameter-type"])
    #expect(findings.first?.message.contains("OpenIntent.note, of type Note") == true)
  }

  private func query(suggestions: String, extra: String = "") -> String {
    """
    struct BookEntity: AppEntity {
      static let defaultQuery = BookQuery()
      let id: String
      @Property(title: "Title") var title: String
    }
    struct BookQuery: EntityStringQuery {
      \(extra)
      func entities(for identifiers: [String]) async throws -> [BookEntity] { [] }
      func entities(matching text: String) async throws -> [BookEntity] {
        if text == "" { return [] }
        return Shelf.books.filter { $0.title.localizedStandardContains(text) }
      }
      \(suggestions)
    }
    struct ReadIntent: AppIntent {
      static let title: LocalizedStringResource = "Read"
      @Parameter(title: "Book") var book: BookEntity
      func perform() async throws -> some IntentResult { .result() }
    }
    """
  }

  @Test func emptyListsInEveryCommonSpellingAndAppDependencyAreFound() {
    for empty in ["[BookEntity]()", "return [] as [BookEntity]", "Array()", "return []"] {
      let source = query(
        suggestions: "func suggestedEntities() async throws -> [BookEntity] { \(empty) }")
      #expect(rules(lint(source)) == ["empty-suggested-entities"], "\(empty)")
    }
    let dependency = query(
      suggestions: "func suggestedEntities() async throws -> [BookEntity] { store.recent }",
      extra: "@AppDependency var store: Store")
    #expect(rules(lint(dependency)) == ["dependency-in-query"])
  }

  @Test func suggestionsFromAnExtensionOfTheAppsOwnProtocolCount() {
    let source =
      query(suggestions: "").replacingOccurrences(
        of: "struct BookQuery: EntityStringQuery {", with: "struct BookQuery: ShelfQuery {")
        + """

        protocol ShelfQuery: EntityStringQuery {}
        extension ShelfQuery {
          func suggestedEntities() async throws -> [BookEntity] { Shelf.recent }
        }
        """
    #expect(lint(source).isEmpty)
    #expect(rules(lint(query(suggestions: ""))) == ["query-without-suggestions"])
  }

  @Test func aRuleGivenWithAnotherSeverityKeepsIt() {
    let relaxed = LintRule(
      id: "unstable-entity-id", severity: .remark, rationale: "Drafts only.", fix: "None.")
    #expect(lint(bad, rules: [relaxed]).map(\.severity) == [.remark])
  }

  @Test func pathsAreEscapedInTextAndEncodedInSARIF() {
    let findings = IntentsLinter().lint([("odd\u{1B}[31m name/N\u{0A}ote.swift", bad)])
    let text = LintReport.render(findings, as: .text)
    #expect(
      !text.contains("\u{1B}") && text.hasPrefix("odd\\u{1b}[31m name/N\\u{a}ote.swift:2:7: "))
    let sarif = LintReport.render(findings, as: .sarif)
    #expect(sarif.contains(#""uri" : "odd%1B%5B31m%20name/N%0Aote.swift""#))
  }
}
