import ChildProcesses
import Foundation
import IntentsLint
import Testing

/// The manifest read from sources: what an app declares, as the runtime's `manifest` shows it.
@Suite struct SourceManifestTests {
  /// The manifest of sources given as text, each in a file of its own.
  private func manifest(_ sources: String...) -> SourceManifest {
    SourceManifest(sources.enumerated().map { ("File\($0.offset).swift", $0.element) })
  }

  private let books = """
    struct BookEntity: AppEntity, URLRepresentableEntity {
      static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: "Book", numericFormat: "\\(placeholder: .int) books (100%)", synonyms: ["novel"])
      static let defaultQuery = BookQuery()
      static var urlRepresentation: URLRepresentation { "https://books.example/\\(.id)" }
      let id: UUID
      @Property(title: "Title") var title: String
      @Property var pageCount: Int?
      @Property(title: "Read") var isRead: Bool
      @DeferredProperty(title: "Summary") var summary: String { get async { "" } }
      var displayRepresentation: DisplayRepresentation { "\\(title)" }
    }

    struct BookQuery: EntityStringQuery, EntityPropertyQuery {
      static let properties = QueryProperties {
        Property(\\BookEntity.$title) {
          HasPrefixComparator { $0 }
          EqualToComparator { $0 }
        }
        Property(\\BookEntity.$isRead) { EqualToComparator { $0 } }
      }
      static let sortingOptions = SortingOptions {
        SortableBy(\\BookEntity.$title)
        SortableBy(\\BookEntity.$isRead)
      }
      static var findIntentDescription: IntentDescription? {
        IntentDescription("Finds books.", resultValueName: "Books")
      }
      func entities(for identifiers: [UUID]) async throws -> [BookEntity] { [] }
      func entities(matching string: String) async throws -> [BookEntity] { [] }
    }
    """

  @Test func anEntityHasItsDisplayPropertiesAndDeclaredFind() throws {
    let entity = try #require(manifest(books).entities.first)
    #expect(entity.identifier == "BookEntity")
    #expect(entity.name == "Book")
    #expect(entity.numericFormat == "%lld books (100%%)")
    #expect(entity.synonyms == ["novel"])
    #expect(entity.identifierForm == "uuid")
    #expect(entity.urlTemplate == "https://books.example/{id}")
    #expect(entity.findDescription == "Finds books.")
    let capabilities = try #require(entity.capabilities)
    #expect(capabilities.textSearch == "string")
    #expect(capabilities.find == "declared")
    #expect(!capabilities.enumerable && !capabilities.unique && !capabilities.indexed)
    #expect(entity.properties.map(\.name) == ["title", "pageCount", "isRead", "summary"])
    #expect(entity.properties.map(\.title) == ["Title", "Page Count", "Read", "Summary"])
    // Comparators come in the runtime's order, whatever the order written.
    #expect(
      entity.properties.map(\.comparators) == [["equalTo", "hasPrefix"], [], ["equalTo"], []])
    // A Bool cannot be ordered, even when declared sortable.
    #expect(entity.properties.map(\.sortable) == [true, false, false, false])
    #expect(entity.properties.map(\.deferred) == [false, false, false, true])
    let pages = try #require(entity.properties[1].value)
    #expect(pages.kind == .named("integer"))
    #expect(pages.isOptional)
    #expect(pages.swiftType == "Int?")
  }

  @Test func nestedTypesAndExtensionsAcrossFilesAreOneType() throws {
    let library = """
      enum Library {
        struct Shelf: AppEntity {
          static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
          static let defaultQuery = ShelfQuery()
          let id: String
          @Property(title: "Labels") var labels: [String]
          @Property(title: "Height") var height: Double
          var displayRepresentation: DisplayRepresentation { "Shelf" }
        }
        struct ShelfQuery: EnumerableEntityQuery {
          func allEntities() async throws -> [Shelf] { [] }
          func entities(for identifiers: [String]) async throws -> [Shelf] { [] }
        }
      }
      """
    let indexed = "extension Library.Shelf: IndexedEntity {}"
    let entity = try #require(manifest(library, indexed).entities.first)
    // `String(describing:)` names a nested type by its last component, as the runtime does.
    #expect(entity.identifier == "Shelf")
    #expect(entity.capabilities?.indexed == true)
    #expect(entity.capabilities?.textSearch == "derived")
    #expect(entity.capabilities?.find == "derived")
    #expect(entity.properties.first?.comparators == ["contains"])
    #expect(entity.properties.first?.value?.swiftType == "Array<String>")
    #expect(entity.properties.last?.comparators?.count == 7)
    #expect(entity.properties.last?.sortable == true)
  }

  @Test func aTypealiasDefaultQueryIsFollowedToItsQuery() throws {
    let source = """
      struct Author: AppEntity {
        typealias DefaultQuery = AuthorQuery
        static var defaultQuery: DefaultQuery { .init() }
        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Author")
        let id: Int
        var displayRepresentation: DisplayRepresentation { "Author" }
      }
      struct AuthorQuery: EntityStringQuery {
        func entities(for identifiers: [Int]) async throws -> [Author] { [] }
        func entities(matching string: String) async throws -> [Author] { [] }
      }
      """
    let entity = try #require(manifest(source).entities.first)
    #expect(entity.capabilities?.textSearch == "string")
    #expect(entity.capabilities?.find == "none")
    #expect(entity.identifierForm == "integer")
  }

  @Test func membersInsideIfClausesAreRead() throws {
    let source = """
      struct Note: AppEntity {
        static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Note")
        static let defaultQuery = NoteQuery()
        let id: String
        #if DEBUG
        @Property(title: "Debug Info") var debugInfo: String
        #endif
        var displayRepresentation: DisplayRepresentation { "Note" }
      }
      """
    let entity = try #require(manifest(source).entities.first)
    #expect(entity.properties.map(\.title) == ["Debug Info"])
  }

  private let intents = """
    enum Genre: String, AppEnum {
      case fiction
      case poetry = "verse"
      static let typeDisplayRepresentation: TypeDisplayRepresentation = "Genre"
      static let caseDisplayRepresentations: [Genre: DisplayRepresentation] = [
        .fiction: DisplayRepresentation(title: "Fiction", synonyms: ["novels"]),
        .poetry: "Poetry",
      ]
    }

    struct ShelveBookIntent: AppIntent, OpenIntent {
      static let title: LocalizedStringResource = "Shelve Book"
      static var description: IntentDescription? { "Puts a book on a shelf." }
      static var parameterSummary: some ParameterSummary {
        Summary("Shelve \\(\\.$target) as \\(\\.$genre) \\(\\.$copies) times") { \\.$note }
      }
      static var allowedExecutionTargets: IntentExecutionTargets { [.main] }
      @Parameter(title: "Book") var target: BookEntity
      @Parameter(title: "Genre", default: .poetry) var genre: Genre
      @Parameter(title: "Copies", default: 2, inclusiveRange: (1, 5)) var copies: Int
      @Parameter(description: "Anything to add.") var note: String?
      func perform() async throws -> some IntentResult { .result() }
    }

    struct BooksShortcuts: AppShortcutsProvider {
      static var appShortcuts: [AppShortcut] {
        AppShortcut(
          intent: ShelveBookIntent(),
          phrases: ["Shelve \\(\\.$target) in \\(.applicationName)", "Put away a \\"book\\""],
          shortTitle: "Shelve", systemImageName: "books.vertical")
      }
    }
    """

  @Test func anIntentHasItsParametersSummaryAndKinds() throws {
    let intent = try #require(manifest(intents, books).intents.first)
    #expect(intent.identifier == "ShelveBookIntent")
    #expect(intent.title == "Shelve Book")
    #expect(intent.description == "Puts a book on a shelf.")
    #expect(intent.parameters.map(\.name) == ["target", "genre", "copies", "note"])
    #expect(intent.parameters.map(\.title) == ["Book", "Genre", "Copies", "Note"])
    #expect(intent.parameters.map(\.isRequired) == [true, false, false, false])
    #expect(
      intent.parameters.map(\.value?.kind) == [
        .entity("BookEntity"), .enumeration("Genre"), .named("integer"), .named("string"),
      ])
    #expect(intent.parameters[3].value?.isOptional == true)
    #expect(intent.parameters[3].description == "Anything to add.")
    // An enum's default is its raw value; a summary shows its title.
    #expect(intent.parameters[1].defaultValue == .string("verse"))
    #expect(intent.parameters[2].defaultValue == .integer(2))
    #expect(intent.parameters[2].range == [.integer(1), .integer(5)])
    #expect(intent.summary == "Shelve ‹Book› as Poetry 2 times")
    #expect(intent.summaryParameters == ["note"])
    // `OpenIntent` opens the app unless the intent says otherwise.
    #expect(intent.opensApp == true)
    #expect(intent.isDiscoverable == true)
    #expect(intent.kinds == ["open"])
    #expect(intent.executionTargets == ["main"])
  }

  @Test func enumCasesHaveRawValuesTitlesAndSynonyms() throws {
    let genre = try #require(manifest(intents).enums.first)
    #expect(genre.identifier == "Genre")
    #expect(genre.name == "Genre")
    #expect(genre.cases.map(\.rawValue) == ["fiction", "verse"])
    #expect(genre.cases.map(\.title) == ["Fiction", "Poetry"])
    #expect(genre.cases.map(\.synonyms) == [["novels"], []])
    let numbered = manifest(
      """
      enum Size: Int, AppEnum {
        case small, medium = 5, large
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
        static let caseDisplayRepresentations: [Size: DisplayRepresentation] = [:]
      }
      """
    ).enums.first
    #expect(numbered?.cases.map(\.rawValue) == ["0", "5", "6"])
    #expect(numbered?.cases.map(\.title) == ["0", "5", "6"])
  }

  @Test func shortcutPhrasesBecomeTemplates() throws {
    let shortcut = try #require(manifest(intents, books).shortcuts.first)
    #expect(shortcut.intent == "ShelveBookIntent")
    #expect(
      shortcut.phrases == ["Shelve ${parameter} in ${applicationName}", "Put away a \"book\""])
    #expect(shortcut.shortTitle == "Shelve")
    #expect(shortcut.systemImageName == "books.vertical")
  }

  @Test func anAdoptedAssistantSchemaIsNamed() throws {
    let source = """
      @AppIntent(schema: .photos.openAsset)
      struct OpenPhotoIntent: AppIntent {
        static let isAssistantOnly = true
        @Parameter var target: String
      }
      """
    let schema = try #require(manifest(source).intents.first?.schema)
    #expect(schema.id == "photos.openAsset")
    #expect(schema.kind == "intent")
    #expect(schema.domain == "photos")
    #expect(schema.name == "openAsset")
    #expect(schema.isAssistantOnly)
  }

  @Test func whatSourceCannotTellIsLeftOutAndNoted() throws {
    let source = """
      struct CountIntent: AppIntent {
        static var title: LocalizedStringResource { LocalizedStringResource(stringLiteral: name) }
        @Parameter(title: "Amount", default: Defaults.amount) var amount: Int
        @Parameter(title: "Unit") var unit: Thing
      }
      struct Thing: OtherModuleProtocol {}
      struct Remote: AppEntity {
        static let defaultQuery = RemoteQuery()
        let id: Int
      }
      struct Shortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
          AppShortcut(intent: CountIntent(), phrases: Phrases.all, shortTitle: "Count")
        }
      }
      """
    let read = manifest(source)
    let intent = try #require(read.intents.first)
    #expect(intent.title == nil)
    #expect(intent.parameters.first?.defaultValue == nil)
    #expect(intent.parameters.first?.isRequired == false)
    // A type of the app's that adopts another module's protocol may be an entity.
    #expect(intent.parameters.last?.value == nil)
    #expect(read.entities.first?.capabilities == nil)
    #expect(read.shortcuts.isEmpty)
    for subject in [
      "CountIntent: its title", "CountIntent.amount: its default", "CountIntent.unit",
      "Remote: its defaultQuery", "the phrases of CountIntent",
    ] {
      #expect(read.notes.contains { $0.contains(subject) }, "\(subject) in \(read.notes)")
    }
    // Left out means absent from the JSON, as the runtime leaves out what it does not have.
    #expect(try !read.json().contains("\"title\" : null"))
  }

  @Test func membersFromTheSourcesSupertypesAreRead() throws {
    let source = """
      protocol ForegroundIntent: AppIntent {}
      extension ForegroundIntent {
        static var openAppWhenRun: Bool { true }
        static var allowedExecutionTargets: [ExecutionTarget] { [.main] }
      }
      struct OpenShelfIntent: ForegroundIntent {
        static let title: LocalizedStringResource = "Open Shelf"
      }
      class HiddenIntent: AppIntent {
        static let title: LocalizedStringResource = "Hidden"
        class var isDiscoverable: Bool { false }
      }
      final class SecretIntent: HiddenIntent {}
      """
    let read = manifest(source)
    #expect(read.intents.map(\.identifier) == ["HiddenIntent", "OpenShelfIntent", "SecretIntent"])
    let open = try #require(read.intents.first { $0.identifier == "OpenShelfIntent" })
    #expect(open.opensApp == true)
    #expect(open.executionTargets == ["main"])
    #expect(open.isDiscoverable == true)
    // A subclass has its superclass's members.
    let secret = try #require(read.intents.first { $0.identifier == "SecretIntent" })
    #expect(secret.isDiscoverable == false)
    #expect(secret.opensApp == false)
    #expect(secret.title == "Hidden")
    #expect(read.notes == [])
  }

  @Test func whatAnotherModulesSupertypeMayGiveIsNoted() throws {
    let source = """
      struct ShowIntent: AppIntent, StoreKitIntent {
        static let title: LocalizedStringResource = "Show"
      }
      @AppIntent(schema: .photos.openAsset)
      struct OpenPhotoIntent: AppIntent {
        static let title: LocalizedStringResource = "Open Photo"
        static var isAssistantOnly: Bool { Settings.assistantOnly }
        @Parameter var target: String
      }
      protocol Hidden: AppIntent {}
      extension Hidden where Self: Sendable { static var isDiscoverable: Bool { false } }
      struct HiddenIntent: Hidden, Sendable {
        static let title: LocalizedStringResource = "Hidden"
      }
      struct Note: AppEntity, CloudIndexed {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
        static let defaultQuery = NoteQuery()
        let id: Int
        var displayRepresentation: DisplayRepresentation { "Note" }
      }
      struct NoteQuery: EntityQuery, CloudQuery {
        func entities(for identifiers: [Int]) async throws -> [Note] { [] }
      }
      """
    let read = manifest(source)
    let show = try #require(read.intents.first { $0.identifier == "ShowIntent" })
    // Another module's protocol may open the app, hide it or move it: left out, not guessed.
    #expect(show.opensApp == nil)
    #expect(show.isDiscoverable == nil)
    #expect(show.executionTargets == nil)
    let photo = try #require(read.intents.first { $0.identifier == "OpenPhotoIntent" })
    #expect(photo.schema?.isAssistantOnly == false)
    // A member of a constrained extension may not apply.
    let hidden = try #require(read.intents.first { $0.identifier == "HiddenIntent" })
    #expect(hidden.isDiscoverable == nil)
    #expect(hidden.opensApp == false)
    #expect(read.entities.first?.capabilities?.indexed == false)
    for subject in [
      "ShowIntent: adopts ‘StoreKitIntent’, which the sources do not declare: its "
        + "openAppWhenRun, isDiscoverable, allowedExecutionTargets may come from there; left out.",
      "OpenPhotoIntent: its isAssistantOnly is computed; written false.",
      "HiddenIntent: its isDiscoverable is computed; left out.",
      "Note: adopts ‘CloudIndexed’, which the sources do not declare: its unique, indexed, "
        + "syncable may come from there",
      "Note’s query NoteQuery: adopts ‘CloudQuery’",
    ] {
      #expect(read.notes.contains { $0.hasPrefix(subject) }, "\(subject) in \(read.notes)")
    }
    #expect(read.notes.count == 5, "\(read.notes)")
  }

  @Test(arguments: [
    "struct A: AppEntity { @Property(title: ) var x: ",
    "@AppIntent(schema: ) struct B: AppIntent { static let title = \"\\(",
    "#Preview { AppShortcut(intent: , phrases: [\"\\(.applicationName)\"]) }",
    "enum C: AppEnum { case static let caseDisplayRepresentations = [.: ] }",
    "struct D: AppIntent { @Parameter(default: ) var x: [Int: }",
  ])
  func malformedSourceYieldsLessWithoutCrashing(_ source: String) throws {
    let read = manifest(source)
    #expect(try !read.json().isEmpty)
  }

  @Test func theJSONHasTheRuntimesKeysSortedAndReadsBack() throws {
    let read = manifest(books, intents)
    let json = try read.json()
    #expect(json.contains("\"formatVersion\" : 1"))
    let entities = try #require(json.range(of: "\"entities\""))
    let enums = try #require(json.range(of: "\"enums\""))
    #expect(entities.lowerBound < enums.lowerBound)
    #expect(json.contains("\"kind\" : {\n              \"entity\" : \"BookEntity\""))
    var decoded = try JSONDecoder().decode(SourceManifest.self, from: Data(json.utf8))
    decoded.notes = read.notes
    #expect(decoded == read)
  }

  @Test func theToolPrintsTheManifestInsteadOfFindings() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("intents-lint-manifest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data((books + "\n" + intents).utf8).write(to: folder.appendingPathComponent("App.swift"))
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("intents-lint").path
    let process = ChildProcess(
      binary, arguments: ["--manifest", "--app-name", "Books", folder.path])
    let outcome = try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try process.run() }) }.start()
    }
    #expect(outcome.status == 0, "\(outcome.errorText)")
    let printed = try JSONDecoder().decode(SourceManifest.self, from: Data(outcome.outputText.utf8))
    #expect(printed.app == "Books")
    #expect(printed.intents.map(\.identifier) == ["ShelveBookIntent"])
    #expect(printed.entities.map(\.identifier) == ["BookEntity"])
  }
}
