import IntentsLint
import Testing

/// The seeds' anti-patterns and their good forms: the bad ones are found, the good ones are
/// not.
@Suite struct SeedReviewQuestionTests {
  /// A book entity taken by an intent's parameter, with the query form given.
  private func library(query: String, id: String = "let id: UUID") -> String {
    """
    struct BookEntity: AppEntity {
      static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
      static let defaultQuery = BookQuery()
      \(id)
      @Property(title: "Title") var title: String
      var displayRepresentation: DisplayRepresentation { "\\(title)" }
    }

    \(query)

    struct OpenBookIntent: OpenIntent {
      static let title: LocalizedStringResource = "Open Book"
      @Parameter(title: "Book") var target: BookEntity
      func perform() async throws -> some IntentResult { .result() }
    }
    """
  }

  private let goodQuery = """
    struct BookQuery: EntityStringQuery {
      func entities(for identifiers: [UUID]) async throws -> [BookEntity] {
        Database.shared.books(for: identifiers)
      }
      func entities(matching string: String) async throws -> [BookEntity] {
        Database.shared.books.filter { $0.title.localizedStandardContains(string) }
      }
      func suggestedEntities() async throws -> [BookEntity] {
        Array(Database.shared.recentBooks.prefix(10))
      }
    }
    """

  @Test func theSeedsGoodCodeIsClean() {
    #expect(lint(library(query: goodQuery)) == [])
  }

  @Test func aPlainEntityQueryForAnEntityAParameterTakesIsFound() throws {
    let findings = lint(
      library(
        query: """
          struct BookQuery: EntityQuery {
            func entities(for identifiers: [UUID]) async throws -> [BookEntity] { [] }
            func suggestedEntities() async throws -> [BookEntity] { Database.shared.recent }
          }
          """))
    #expect(rules(findings) == ["plain-entity-query"])
    let finding = try #require(findings.first)
    #expect(finding.severity == .warning)
    #expect(finding.line == 9 && finding.column == 8)
    #expect(finding.message.contains("BookQuery cannot match text"))
    #expect(finding.message.contains("OpenBookIntent.target takes a BookEntity"))
    #expect(finding.fix.contains("EntityStringQuery"))
  }

  @Test func aQueryThatMatchesTextInAnExtensionOrEnumeratesIsNotPlain() {
    let inExtension = """
      struct BookQuery: EntityQuery {
        func entities(for identifiers: [UUID]) async throws -> [BookEntity] { [] }
        func suggestedEntities() async throws -> [BookEntity] { Database.shared.recent }
      }
      extension BookQuery: EntityStringQuery {
        func entities(matching string: String) async throws -> [BookEntity] {
          Database.shared.books.filter { $0.title.localizedStandardContains(string) }
        }
      }
      """
    #expect(lint(library(query: inExtension)) == [])
    let enumerable = """
      struct BookQuery: EnumerableEntityQuery {
        func entities(for identifiers: [UUID]) async throws -> [BookEntity] { [] }
        func allEntities() -> [BookEntity] { Shelf.books }
      }
      """
    #expect(lint(library(query: enumerable)) == [])
    // A protocol of the app's that refines EntityStringQuery counts too.
    let refined = """
      protocol LibraryQuery: EntityStringQuery {}
      struct BookQuery: LibraryQuery {
        func entities(for identifiers: [UUID]) async throws -> [BookEntity] { [] }
        func entities(matching string: String) async throws -> [BookEntity] { [] }
        func suggestedEntities() async throws -> [BookEntity] { Database.shared.recent }
      }
      """
    #expect(rules(lint(library(query: refined))) == [])
  }

  @Test func emptyOrMissingSuggestionsAreFound() {
    for body in ["[]", "return []", "return [ ]"] {
      let query = """
        struct BookQuery: EntityStringQuery {
          func entities(for identifiers: [UUID]) async throws -> [BookEntity] { [] }
          func entities(matching string: String) async throws -> [BookEntity] { [] }
          func suggestedEntities() async throws -> [BookEntity] { \(body) }
        }
        """
      #expect(rules(lint(library(query: query))) == ["empty-suggested-entities"], "\(body)")
    }
    let missing = """
      struct BookQuery: EntityStringQuery {
        func entities(for identifiers: [UUID]) async throws -> [BookEntity] { [] }
        func entities(matching string: String) async throws -> [BookEntity] { [] }
      }
      """
    #expect(rules(lint(library(query: missing))) == ["query-without-suggestions"])
  }

  @Test func identifiersMadeWithTheEntityAreFound() {
    for id in [
      "var id = UUID()", "let id: UUID = UUID()", "var id = Date().description",
      "var id: Int { title.hashValue }", "var id: String { UUID().uuidString }",
      "var id: Int { hashValue }",
    ] {
      let findings = lint(library(query: goodQuery, id: id))
      #expect(rules(findings) == ["unstable-entity-id"], "\(id)")
      #expect(findings.first?.severity == .error)
    }
    let setInInit = """
      let id: UUID
      init(title: String) {
        self.id = UUID()
        self.title = title
      }
      """
    let findings = lint(library(query: goodQuery, id: setInInit))
    #expect(rules(findings) == ["unstable-entity-id"])
    #expect(findings.first?.message.contains("init sets id from UUID()") == true)
    // Identifiers from the record are stable, whatever initializer reads them.
    for stable in [
      "let id: UUID", "var id: String { record.key }", "let id = \"settings\"",
      "var id: String { commit.hash }", "var id: Int { record.offset }",
      "let id: UUID\ninit(record: Record) { self.id = UUID(uuidString: record.key)! }",
    ] {
      #expect(lint(library(query: goodQuery, id: stable)) == [], "\(stable)")
    }
  }

  @Test func aDependencyInAQueryIsFound() throws {
    let query = """
      struct BookQuery: EntityStringQuery {
        @Dependency var database: Database
        func entities(for identifiers: [UUID]) async throws -> [BookEntity] { [] }
        func entities(matching string: String) async throws -> [BookEntity] { [] }
        func suggestedEntities() async throws -> [BookEntity] { database.recent }
      }
      """
    let findings = lint(library(query: query))
    #expect(rules(findings) == ["dependency-in-query"])
    #expect(try #require(findings.first).fix.contains("AppDependencyManager.shared.add"))
    // Registered as the app starts, it is there when a query runs.
    for registration in [
      "AppDependencyManager.shared.add { Database() }",
      "manager.add(dependency: database)",
    ] {
      let app = "struct App { init() { \(registration) } }"
      #expect(lint(library(query: query), app) == [], "\(registration)")
    }
    // The runtime files a registration with a key under the key, not its type: an unkeyed
    // `@Dependency var database: Database` does not find it.
    let keyed = """
      struct App { init() { AppDependencyManager.shared.add(key: "db") { Database() } } }
      """
    #expect(rules(lint(library(query: query), keyed)) == ["dependency-in-query"])
  }

  @Test func anEnumerableQueryThatAwaitsAStoreIsARemark() {
    let query = """
      struct BookQuery: EnumerableEntityQuery {
        func entities(for identifiers: [UUID]) async throws -> [BookEntity] { [] }
        func allEntities() async throws -> [BookEntity] { try await Database.shared.allBooks() }
      }
      """
    let findings = lint(library(query: query))
    #expect(rules(findings) == ["enumerable-query-reads-store"])
    #expect(findings.first?.severity == .remark)
  }

  @Test func exactMatchingOfTheSpokenTextIsFound() {
    for comparison in [
      "$0.title.contains(string)", "$0.title == string", "string == $0.title",
      "$0.title.hasPrefix(string)",
    ] {
      let query = """
        struct BookQuery: EntityStringQuery {
          func entities(for identifiers: [UUID]) async throws -> [BookEntity] { [] }
          func entities(matching string: String) async throws -> [BookEntity] {
            Database.shared.books.filter { \(comparison) }
          }
          func suggestedEntities() async throws -> [BookEntity] { Database.shared.recent }
        }
        """
      #expect(
        rules(lint(library(query: query))) == ["locale-insensitive-matching"], "\(comparison)")
    }
    let folded = """
      struct BookQuery: EntityStringQuery {
        func entities(for identifiers: [UUID]) async throws -> [BookEntity] { [] }
        func entities(matching text: String) async throws -> [BookEntity] {
          Database.shared.books.filter { $0.title.lowercased().contains(text.lowercased()) }
        }
        func suggestedEntities() async throws -> [BookEntity] { Database.shared.recent }
      }
      """
    #expect(lint(library(query: folded)) == [])
  }
}

extension SeedReviewQuestionTests {
  @Test func membersInsideConditionalCompilationAreSeen() {
    let findings = lint(
      """
      struct NoteEntity: AppEntity {
        #if os(iOS)
        var id = UUID()
        #else
        #if DEBUG
        @Dependency var store: Store
        #endif
        let id: String
        #endif
        @Property(title: "Text") var text: String
      }
      """)
    #expect(rules(findings) == ["unstable-entity-id"])
    #expect(findings.first?.line == 3)
  }
}

extension SeedReviewQuestionTests {
  @Test func entitiesMadeWithAnIdentifierThatDiffersEachTimeAreFound() {
    let entity = """
      struct BookEntity: AppEntity {
        let id: String
        @Property(title: "Title") var title: String
      }
      """
    let findings = lint(
      entity,
      """
      func shelf(_ titles: [String]) -> [BookEntity] {
        titles.enumerated().map { BookEntity(id: "\\($0.offset)", title: $0.element) }
      }
      func draft() -> BookEntity { BookEntity(id: UUID().uuidString, title: "Draft") }
      func stored(_ record: Record) -> BookEntity { BookEntity(id: record.key, title: record.title) }
      """)
    // A new entity made with UUID() is a new record (a create intent): not reported.
    #expect(rules(findings) == ["unstable-entity-id"])
    #expect(findings.map(\.line) == [2])
    #expect(
      findings.first?.message
        == "A BookEntity is made with the id .offset, which differs each time.")
  }
}
