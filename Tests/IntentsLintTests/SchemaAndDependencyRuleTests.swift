import Foundation
import IntentsLint
import Testing

/// Declarations adopting an assistant schema, checked with the schema macros' own table and
/// check: the linter reports what the build would.
@Suite struct SchemaRequirementRuleTests {
  private let good = """
    @AppEntity(schema: .photos.album)
    struct AlbumEntity {
      let id: UUID
      var name: String
      var displayRepresentation: DisplayRepresentation { "\\(name)" }
    }
    @AppIntent(schema: .photos.createAlbum)
    struct CreateAlbumIntent {
      var name: String
      func perform() async throws -> some IntentResult & ReturnsValue<AlbumEntity> {
        .result(value: AlbumEntity(id: UUID(), name: name))
      }
    }
    @AppEnum(schema: .photos.assetType)
    enum AssetType: String {
      case photo, video
    }
    """

  @Test func aDeclarationWithWhatItsSchemaNeedsIsNotReported() {
    #expect(lint(good) == [])
  }

  /// Each mistake with the macro's message for it (its `schema.…` diagnostic), after the type.
  @Test(arguments: [
    (
      """
      @AppIntent(schema: .mail.sendDraft)
      struct SendDraftIntent {
        var target: DraftEntity
      }
      """,
      "SendDraftIntent: schema .mail.sendDraft needs the parameter ‘sendLaterDate’: ‘Date?’. "
        + "Fix-it: Insert ‘var sendLaterDate: Date?’.", 1
    ),
    (
      """
      @AppEntity(schema: .photos.album)
      struct AlbumEntity {
        let id: UUID
        var name: Int
      }
      """,
      "AlbumEntity: schema .photos.album expects the property ‘name’ to be ‘String’, not ‘Int’. "
        + "Fix-it: Change the type to ‘String’.", 4
    ),
    (
      """
      @AppIntent(schema: .photos.createAlbum)
      struct CreateAlbumIntent {
        var name: String?
        func perform() async throws -> some IntentResult & ReturnsValue<AlbumEntity> { fatalError() }
      }
      """,
      "CreateAlbumIntent: schema .photos.createAlbum expects the parameter ‘name’ to be "
        + "non-optional (‘String’), not ‘String?’. Fix-it: Change the type to ‘String’.", 3
    ),
    (
      """
      @AppIntent(schema: .photos.createAlbum)
      struct CreateAlbumIntent {
        var name: String
        func perform() async throws -> some IntentResult { .result() }
      }
      """,
      "CreateAlbumIntent: schema .photos.createAlbum returns an entity adopting .photos.album: "
        + "‘perform()’ must return ‘some ReturnsValue<…>’ of it, not ‘some IntentResult’. "
        + "Fix-it: Return ‘some IntentResult & ReturnsValue<<#PhotoAlbumEntity#>>’.", 4
    ),
    (
      """
      @AssistantIntent(schema: .photos.deleteAssets)
      struct DeleteAssetsIntent {
        var entities: [AssetEntity]
      }
      """,
      "DeleteAssetsIntent: schema .photos.deleteAssets needs ‘DeleteAssetsIntent’ to conform to "
        + "‘DeleteIntent’, which @AssistantIntent(schema:) does not add: declare it. "
        + "Fix-it: Add ‘DeleteIntent’ to the inherited types.", 2
    ),
  ])
  func aDeclarationMissingWhatItsSchemaNeedsIsAnError(
    source: String, message: String, line: Int
  ) throws {
    let findings = lint(source)
    #expect(rules(findings) == ["schema-requirement-missing"])
    let finding = try #require(findings.first)
    #expect(finding.message == message)
    #expect(finding.severity == .error)
    #expect(finding.line == line)
  }

  @Test func everyMissingMemberIsReportedAndAQualifiedMacroNameCounts() {
    let source = """
      @AppIntents.AppEntity(schema: .mail.draft)
      struct DraftEntity {
        let id: UUID
        var to: [IntentPerson]
      }
      """
    let findings = lint(source)
    #expect(rules(findings) == Array(repeating: "schema-requirement-missing", count: 6))
    for member in ["cc", "bcc", "subject", "body", "attachments", "account"] {
      #expect(findings.contains { $0.message.contains("needs the property ‘\(member)’") })
    }
  }

  @Test func whatTheMacroCannotCheckIsLeftToTheCompiler() {
    for source in [
      // No schema, an unknown schema, a misspelt one: the macro reports it as the app builds.
      "@AppIntent struct A { var target: Int }",
      "@AppIntent(schema: .photos.opnAsset) struct A {}",
      "@AppIntent(schema: .fishing.catchFish) struct A {}",
      // An actor cannot adopt an intent schema: the macro says so.
      "@AppIntent(schema: .photos.openAsset) actor A {}",
      // A type of the app where an entity is expected is the compiler's to check.
      "@AppIntent(schema: .photos.openAsset) struct A { var target: SomeAsset }",
    ] {
      #expect(lint(source) == [], "\(source)")
    }
  }

  @Test func aCommentNamingTheRuleSilencesIt() {
    let source = """
      // intents-lint:disable schema-requirement-missing -- the draft is sent at once
      @AppIntent(schema: .mail.sendDraft)
      struct SendDraftIntent {
        var target: DraftEntity
      }
      """
    #expect(lint(source) == [])
    #expect(
      rules(lint(source.replacingOccurrences(of: "schema-requirement-missing", with: "all")))
        == [])
    #expect(
      rules(lint(source.replacingOccurrences(of: "schema-requirement-missing", with: "other")))
        == ["schema-requirement-missing"])
  }
}

/// An entity's query, in each way an entity can name it: every rule about the query of an
/// entity a parameter takes finds it.
@Suite struct DefaultQueryFormsTests {
  private func library(
    entityMembers: String, extra: String = "", query: String = DefaultQueryFormsTests.plainQuery
  )
    -> String
  {
    """
    struct BookEntity: AppEntity {
      static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
      let id: UUID
      @Property(title: "Title") var title: String
      var displayRepresentation: DisplayRepresentation { "\\(title)" }
      \(entityMembers)
    }
    \(query)
    struct ReadIntent: AppIntent {
      static let title: LocalizedStringResource = "Read"
      @Parameter(title: "Book") var book: BookEntity
      func perform() async throws -> some IntentResult { .result() }
    }
    \(extra)
    """
  }

  private static let plainQuery = """
    struct BookQuery: EntityQuery {
      func entities(for identifiers: [UUID]) async throws -> [BookEntity] { [] }
    }
    """

  private static let goodQuery = """
    struct BookQuery: EntityStringQuery {
      func entities(for identifiers: [UUID]) async throws -> [BookEntity] { [] }
      func entities(matching text: String) async throws -> [BookEntity] { [] }
      func suggestedEntities() async throws -> [BookEntity] { Shelf.recent }
    }
    """

  @Test(arguments: [
    ("static var defaultQuery = BookQuery()", ""),
    ("typealias DefaultQuery = BookQuery", ""),
    ("", "extension BookEntity { typealias DefaultQuery = BookQuery }"),
    ("typealias DefaultQuery = BookQuery\nstatic let defaultQuery = DefaultQuery()", ""),
    ("typealias DefaultQuery = BookQuery\nstatic var defaultQuery: DefaultQuery { .init() }", ""),
    ("static let defaultQuery = Lookup()", "typealias Lookup = BookQuery"),
  ])
  func theQueryIsFoundThroughEachForm(members: String, extra: String) {
    let expected = ["plain-entity-query", "query-without-suggestions"]
    #expect(rules(lint(library(entityMembers: members, extra: extra))) == expected)
    // The same entity with a query that matches text and suggests: nothing to report.
    #expect(
      lint(library(entityMembers: members, extra: extra, query: Self.goodQuery)) == [],
      "\(members)")
  }

  @Test func aQueryNestedInTheEntityAsDefaultQueryIsFound() throws {
    let nested = """
      struct DefaultQuery: EntityQuery {
        func entities(for identifiers: [UUID]) async throws -> [BookEntity] { [] }
      }
      """
    let findings = lint(library(entityMembers: nested, query: ""))
    #expect(rules(findings) == ["plain-entity-query", "query-without-suggestions"])
    #expect(try #require(findings.first).message.hasPrefix("BookEntity.DefaultQuery cannot"))
  }

  @Test func anEntityNamingNoQueryOfTheSourcesIsNotReported() {
    #expect(lint(library(entityMembers: "")) == [])
    #expect(lint(library(entityMembers: "typealias DefaultQuery = OtherModuleQuery")) == [])
  }
}

/// `@Dependency` in a query, matched with what the sources register: by type, or by key.
@Suite struct DependencyRegistrationTests {
  private func query(_ dependency: String = "@Dependency var database: Database") -> String {
    """
    struct BookQuery: EntityStringQuery {
      \(dependency)
      func entities(for identifiers: [UUID]) async throws -> [BookEntity] { [] }
      func entities(matching string: String) async throws -> [BookEntity] { [] }
      func suggestedEntities() async throws -> [BookEntity] { database.recent }
    }
    """
  }

  private func app(_ body: String) -> String {
    "struct App {\n  init(path: String, database: Database, cache: Cache) {\n\(body)\n  }\n}"
  }

  @Test(arguments: [
    "AppDependencyManager.shared.add(dependency: Database())",
    "AppDependencyManager.shared.add { Database() }",
    "AppDependencyManager.shared.add { try await Database(path: path) }",
    "AppDependencyManager.shared.add { () -> Database in\n let made = Database()\n return made\n}",
    "AppDependencyManager.shared.add(dependency: Database.init())",
    "AppDependencyManager.shared.add(dependency: Storage.Database())",
    "AppDependencyManager.shared.add(dependency: SQLiteDatabase() as Database)",
    "AppDependencyManager.shared.add(dependency: database)",
    "let made = try Database(path: path)\nAppDependencyManager.shared.add(dependency: made)",
    "let dependencies = AppDependencyManager()\ndependencies.add { Database() }",
    // The type cannot be told from syntax: the linter keeps silent rather than guess.
    "AppDependencyManager.shared.add(dependency: Database.shared)",
    "AppDependencyManager.shared.add(dependency: makeDatabase())",
    "manager.add(dependency: store)",
    "AppDependencyManager.shared.add { await Storage.open() }",
  ])
  func aRegistrationOfTheTypeOrOfAnUntoldTypeSilencesIt(registration: String) {
    #expect(lint(query(), app(registration)) == [], "\(registration)")
  }

  @Test(arguments: [
    "AppDependencyManager.shared.add(dependency: Cache())",
    "AppDependencyManager.shared.add { Cache() }",
    "AppDependencyManager.shared.add(dependency: cache)",
    "let made = Cache()\nAppDependencyManager.shared.add(dependency: made)",
    // The runtime looks a dependency up by the type it declares, not by a conforming one.
    "AppDependencyManager.shared.add(dependency: SQLiteDatabase())",
    "let dependencies = AppDependencyManager()\ndependencies.add { Cache() }",
  ])
  func aRegistrationOfAnotherTypeDoesNotSilenceIt(registration: String) throws {
    let findings = lint(query(), app(registration))
    #expect(rules(findings) == ["dependency-in-query"], "\(registration)")
    #expect(try #require(findings.first).message.contains("the sources register no Database"))
  }

  @Test func aDependencyWithAKeyIsMatchedByItsKey() throws {
    let keyed = query("@Dependency(key: \"db\") var database: Database")
    for registration in [
      "AppDependencyManager.shared.add(key: \"db\", dependency: Database())",
      "AppDependencyManager.shared.add(key: \"db\") { Database() }",
      // A key that is not a literal may be "db": not reported.
      "AppDependencyManager.shared.add(key: Keys.database, dependency: Database())",
    ] {
      #expect(lint(keyed, app(registration)) == [], "\(registration)")
    }
    for registration in [
      "AppDependencyManager.shared.add(key: \"archive\", dependency: Database())",
      "AppDependencyManager.shared.add(dependency: Database())",
    ] {
      let findings = lint(keyed, app(registration))
      #expect(rules(findings) == ["dependency-in-query"], "\(registration)")
      #expect(
        try #require(findings.first).message.contains("register nothing with the key \"db\""))
    }
  }

  /// The runtime looks a dependency up by `key ?? type`: a keyed registration is found only by
  /// its key, an unkeyed one only by its type.
  @Test func aKeyedRegistrationDoesNotCountForAnUnkeyedDependencyOfItsType() throws {
    for registration in [
      "AppDependencyManager.shared.add(key: \"db\", dependency: Database())",
      "AppDependencyManager.shared.add(key: \"db\") { Database() }",
      "AppDependencyManager.shared.add(key: Keys.database, dependency: Database())",
    ] {
      let findings = lint(query(), app(registration))
      #expect(rules(findings) == ["dependency-in-query"], "\(registration)")
      #expect(try #require(findings.first).message.contains("the sources register no Database"))
    }
    // Both registrations: each declaration finds its own.
    let both = app(
      "AppDependencyManager.shared.add(key: \"db\", dependency: Database())\n"
        + "AppDependencyManager.shared.add(dependency: Database())")
    #expect(lint(query(), both) == [])
    #expect(lint(query("@Dependency(key: \"db\") var database: Database"), both) == [])
    // An unkeyed registration whose type is not told still does not answer a keyed one.
    let untold = app("AppDependencyManager.shared.add(dependency: makeDatabase())")
    #expect(
      rules(lint(query("@Dependency(key: \"db\") var database: Database"), untold))
        == ["dependency-in-query"])
  }

  @Test func aTypeAliasNamesTheSameType() {
    let aliased = "typealias Store = Storage.Database"
    for (dependency, registration) in [
      ("@Dependency var database: Store", "AppDependencyManager.shared.add { Database() }"),
      ("@Dependency var database: Database", "AppDependencyManager.shared.add { Store() }"),
    ] {
      #expect(lint(query(dependency), app(registration), aliased) == [], "\(dependency)")
      #expect(
        rules(lint(query(dependency), app(registration))) == ["dependency-in-query"],
        "\(dependency)")
    }
  }

  @Test func aDependencyWithADefaultOrNothingRegisteredAtAll() throws {
    #expect(lint(query("@Dependency(default: Database()) var database: Database")) == [])
    let findings = lint(query())
    #expect(rules(findings) == ["dependency-in-query"])
    let silenced = query().replacingOccurrences(
      of: "@Dependency var", with: "// intents-lint:disable dependency-in-query\n  @Dependency var")
    #expect(lint(silenced) == [])
  }
}

/// A deferred property read where the system lists entities.
@Suite struct DeferredPropertyRuleTests {
  static let entity = """
    struct PeakEntity: AppEntity {
      static let defaultQuery = PeakQuery()
      let id: Int
      @Property(title: "Height") var height: Int
      @DeferredProperty var crowd: Int {
        get async throws { try await Crowds.shared.count(at: id) }
      }
      var displayRepresentation: DisplayRepresentation { "Peak \\(id)" }
    }
    """

  @Test func aQueryThatAwaitsADeferredPropertyIsFound() {
    let findings = lint(
      Self.entity,
      """
      struct PeakQuery: EntityQuery {
        func entities(for identifiers: [Int]) async throws -> [PeakEntity] {
          identifiers.map { PeakEntity(id: $0) }
        }
        func suggestedEntities() async throws -> [PeakEntity] {
          var quiet: [PeakEntity] = []
          for peak in Peaks.all where try await peak.crowd < 10 { quiet.append(peak) }
          return quiet
        }
      }
      """)
    #expect(findings.map(\.rule) == ["deferred-property-in-query"])
    #expect(findings.first?.line == 7)
    #expect(
      findings.first?.message
        == "PeakQuery.suggestedEntities(…) reads PeakEntity.crowd, a deferred property: it is "
        + "computed for every entity the query lists.")
  }

  @Test func aFindThatSortsByADeferredPropertyIsFound() {
    let findings = lint(
      Self.entity,
      """
      struct PeakQuery: EntityPropertyQuery {
        static let properties = QueryProperties {
          Property(\\PeakEntity.$height) { EqualToComparator { $0 } }
        }
        static let sortingOptions = SortingOptions { SortableBy(\\PeakEntity.$crowd) }
        func entities(for identifiers: [Int]) async throws -> [PeakEntity] { [] }
        func suggestedEntities() async throws -> [PeakEntity] { [] }
      }
      """)
    #expect(findings.map(\.rule).filter { $0 == "deferred-property-in-query" }.count == 1)
    #expect(findings.first { $0.rule == "deferred-property-in-query" }?.line == 5)
  }

  @Test func storedValuesAndOtherMembersOfTheSameNameAreNotFound() {
    let findings = lint(
      Self.entity,
      """
      struct PeakQuery: EntityQuery {
        func entities(for identifiers: [Int]) async throws -> [PeakEntity] {
          identifiers.map { PeakEntity(id: $0) }
        }
        func suggestedEntities() async throws -> [PeakEntity] {
          // A crowd level of the app's own, read without await: not the deferred property.
          Peaks.all.filter { $0.height > 4000 && Settings.crowd.isLow }
        }
      }
      """)
    #expect(!findings.contains { $0.rule == "deferred-property-in-query" })
  }

  @Test func aReadCanBeSilencedWithAComment() {
    let findings = lint(
      Self.entity,
      """
      struct PeakQuery: EntityQuery {
        func entities(for identifiers: [Int]) async throws -> [PeakEntity] { [] }
        func suggestedEntities() async throws -> [PeakEntity] {
          // intents-lint:disable deferred-property-in-query -- three peaks, measured
          let first = try await Peaks.all[0].crowd
          return first > 0 ? Peaks.all : []
        }
      }
      """)
    #expect(!findings.contains { $0.rule == "deferred-property-in-query" })
  }
}

/// A deferred property read on values that are the entity, and not on others.
@Suite struct DeferredPropertyBaseTests {
  @Test func readsOnValuesKnownToBeTheEntityAreFound() {
    let findings = lint(
      DeferredPropertyRuleTests.entity,
      """
      typealias Peak = PeakEntity
      struct PeakQuery: EntityQuery {
        func entities(for identifiers: [Int]) async throws -> [PeakEntity] { [] }
        func suggestedEntities() async throws -> [PeakEntity] {
          let peaks: [PeakEntity] = Peaks.all
          var quiet: [PeakEntity] = []
          for peak in peaks where try await peak.crowd < 10 { quiet.append(peak) }
          let first: Peak = peaks[0]
          _ = try await first.crowd
          _ = try await peaks.asyncFilter { try await $0.crowd < 10 }
          _ = try await peaks.asyncFilter { peak in try await peak.crowd < 10 }
          return quiet
        }
        func crowd(of peak: PeakEntity?) async throws -> Int { try await peak?.crowd ?? 0 }
      }
      """)
    #expect(rules(findings) == Array(repeating: "deferred-property-in-query", count: 5))
    #expect(findings.map(\.line) == [7, 9, 10, 11, 14])
  }

  @Test func methodsAndMembersOfOtherTypesAreNotFound() {
    let findings = lint(
      DeferredPropertyRuleTests.entity,
      """
      struct PeakQuery: EntityQuery {
        static let byCrowd = \\Forecast.crowd
        let store: CrowdStore
        func entities(for identifiers: [Int]) async throws -> [PeakEntity] { [] }
        func suggestedEntities() async throws -> [PeakEntity] {
          // A method of the same name, called.
          let counts = try await store.crowd(for: 1)
          // Properties of values declared as other types.
          let forecast: Forecast = try await Forecasts.today()
          let level = try await forecast.crowd
          let stored = try await store.crowd
          let mine = try await self.crowd
          let made = try await Forecast(day: 1).crowd
          return Peaks.all.filter { _ in counts + level + stored + mine + made > 0 }
        }
        func busiest(in regions: [Region]) async throws -> Int {
          var total = 0
          for region in regions { total += try await region.crowd }
          let each = try await regions.asyncMap { try await $0.crowd }
          return total + each.count
        }
      }
      """)
    #expect(!findings.contains { $0.rule == "deferred-property-in-query" }, "\(findings)")
  }
}
