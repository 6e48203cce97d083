import AppIntentsTesting
import Foundation
import Synchronization
import Testing

// An app adopting schemas of two domains: photo albums (for everyone) and whiteboards (for the
// assistant only).

/// The albums of the schema tests, one library per host.
final class AlbumLibrary: Sendable {
  private let albums = Mutex<[SchemaAlbumEntity]>([])

  func create(named name: String) -> SchemaAlbumEntity {
    albums.withLock { albums in
      let album = SchemaAlbumEntity(id: albums.count + 1, name: name)
      albums.append(album)
      return album
    }
  }

  func albums(for identifiers: [Int]) -> [SchemaAlbumEntity] {
    albums.withLock { albums in identifiers.compactMap { id in albums.first { $0.id == id } } }
  }
}

@AppEntity(schema: .photos.album)
struct SchemaAlbumEntity {
  static let defaultQuery = SchemaAlbumQuery()
  let id: Int
  var name: String
  var albumType: SchemaAlbumType
  var displayRepresentation: DisplayRepresentation { "\(name)" }

  init(id: Int, name: String) {
    self.id = id
    self.name = name
    self.albumType = .custom
  }
}

struct SchemaAlbumQuery: EntityQuery {
  @Dependency var library: AlbumLibrary
  func entities(for identifiers: [Int]) async throws -> [SchemaAlbumEntity] {
    library.albums(for: identifiers)
  }
}

@AppEnum(schema: .photos.albumType)
enum SchemaAlbumType: String {
  case custom, shared
  static let caseDisplayRepresentations: [SchemaAlbumType: DisplayRepresentation] = [
    .custom: "Custom", .shared: "Shared",
  ]
}

@AppIntent(schema: .photos.createAlbum)
struct CreateSchemaAlbumIntent {
  var name: String
  @Dependency var library: AlbumLibrary

  func perform() async throws -> some ReturnsValue<SchemaAlbumEntity> {
    .result(value: library.create(named: name))
  }
}

@AppEntity(schema: .whiteboard.board)
struct SchemaBoardEntity {
  static let defaultQuery = SchemaBoardQuery()
  static let isAssistantOnly = true
  let id: String
  var title: String
  var creationDate: Date
  var lastModificationDate: Date
  var displayRepresentation: DisplayRepresentation { "\(title)" }

  init(id: String, title: String, creationDate: Date, lastModificationDate: Date) {
    self.id = id
    self.title = title
    self.creationDate = creationDate
    self.lastModificationDate = lastModificationDate
  }
}

struct SchemaBoardQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [SchemaBoardEntity] {
    identifiers.filter { $0 == "plans" }.map {
      SchemaBoardEntity(
        id: $0, title: "Plans", creationDate: .distantPast, lastModificationDate: .distantPast)
    }
  }
}

@AppIntent(schema: .whiteboard.openBoard)
struct OpenSchemaBoardIntent {
  static var isAssistantOnly: Bool { true }
  var target: SchemaBoardEntity
}

/// An intent that adopts no schema, beside the others.
struct RenameSchemaAlbumIntent: AppIntent {
  static let title: LocalizedStringResource = "Rename Album"
  @Parameter(title: "Album") var album: SchemaAlbumEntity
  func perform() async throws -> some IntentResult { .result() }
}

struct SchemaShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: CreateSchemaAlbumIntent(), phrases: ["Make an album in \(.applicationName)"],
      shortTitle: "New Album", systemImageName: "rectangle.stack")
    AppShortcut(
      intent: OpenSchemaBoardIntent(), phrases: ["Open a board in \(.applicationName)"],
      shortTitle: "Open Board", systemImageName: "square")
  }
}

@Suite struct AssistantSchemaTests {
  let system: IntentsTestSystem

  init() {
    let dependencies = AppDependencyManager()
    dependencies.add(dependency: AlbumLibrary())
    system = IntentsTestSystem(name: "Albums", dependencies: dependencies) {
      CreateSchemaAlbumIntent.self
      OpenSchemaBoardIntent.self
      RenameSchemaAlbumIntent.self
      SchemaAlbumType.self
      SchemaShortcuts.self
    }
  }

  @Test func hostListsTheSchemasItsTypesAdopt() {
    // The entity types come in through the intents' parameters.
    #expect(
      system.adoptedSchemas.map { "\($0.schema.id) \($0.type)" } == [
        "photos.album SchemaAlbumEntity",
        "photos.albumType SchemaAlbumType",
        "photos.createAlbum CreateSchemaAlbumIntent",
        "whiteboard.board SchemaBoardEntity",
        "whiteboard.openBoard OpenSchemaBoardIntent",
      ])
    #expect(system.schema(of: RenameSchemaAlbumIntent.self) == nil)
    #expect(system.schema(of: OpenSchemaBoardIntent.self)?.isAssistantOnly == true)
  }

  @Test func intentDescriptionSaysWhatTheIntentMeans() throws {
    let description = try system.host.describe(intent: "CreateSchemaAlbumIntent")
    let schema = try #require(description.schema)
    #expect(schema.id == "photos.createAlbum")
    #expect(schema.kind == "intent")
    #expect(schema.domain == "photos")
    #expect(schema.name == "createAlbum")
    #expect(schema.identifier == "CreateMediaAlbumIntent")
    #expect(schema.meaning == "Creates an album and returns it.")
    #expect(schema.surface == "siri")
    #expect(!schema.isAssistantOnly)
    // The schema gives the intent its title.
    #expect(description.title == "Create Album")
    #expect(try system.host.describe(intent: "RenameSchemaAlbumIntent").schema == nil)
  }

  @Test func entityAndEnumDescriptionsNameTheirSchemas() async throws {
    let entity = try await system.host.describe(entityType: "SchemaAlbumEntity")
    #expect(entity.schema?.id == "photos.album")
    #expect(entity.schema?.kind == "entity")
    #expect(entity.schema?.meaning == "An album of photos and videos.")
    #expect(entity.name == "Photo Album")  // from the schema: the type declares none
    #expect(entity.properties.map(\.name) == ["name", "albumType"])

    let enumeration = try system.host.describe(enumType: "SchemaAlbumType")
    #expect(enumeration.schema?.id == "photos.albumType")
    #expect(enumeration.schema?.kind == "enum")
    #expect(enumeration.name == "Photo Album Type")
  }

  @Test func manifestCarriesEachTypesSchema() async throws {
    let json = try await system.host.manifest().json()
    #expect(json.contains("\"id\" : \"photos.createAlbum\""))
    #expect(json.contains("\"identifier\" : \"PhotoAlbumEntity\""))
    #expect(json.contains("\"meaning\" : \"Opens a board in the app.\""))
  }

  @Test func assistantOnlyTypesAreListedForAssistantsButNotForPeople() async {
    let assistant = await system.host.manifest(for: .assistant)
    #expect(assistant.intents.map(\.identifier).contains("OpenSchemaBoardIntent"))
    #expect(assistant.entities.map(\.identifier).contains("SchemaBoardEntity"))
    #expect(assistant.shortcuts.map(\.intent).contains("OpenSchemaBoardIntent"))

    let people = await system.host.manifest(for: .people)
    #expect(
      people.intents.map(\.identifier) == ["CreateSchemaAlbumIntent", "RenameSchemaAlbumIntent"])
    #expect(people.entities.map(\.identifier) == ["SchemaAlbumEntity"])
    #expect(people.enums.map(\.identifier) == ["SchemaAlbumType"])
    #expect(people.shortcuts.map(\.intent) == ["CreateSchemaAlbumIntent"])
  }

  @Test func schemaIntentRunsAndReturnsWhatItsSchemaReturns() async throws {
    let outcome = try await system.run(CreateSchemaAlbumIntent.self, ["name": .text("Alps")])
    let result = try #require(outcome.result)
    #expect(result.value?.description.contains("Alps") == true)
    let created = try await system.resolve(SchemaAlbumEntity.self, [1])
    #expect(created.first??.name == "Alps")
  }

  @Test func assistantOnlyIntentStillRunsByName() async throws {
    let outcome = try await system.host.run(
      intent: "OpenSchemaBoardIntent", parameters: ["target": .identifier("plans")])
    #expect(outcome.result?.intent == "OpenSchemaBoardIntent")
    #expect(outcome.result?.parameters["target"]?.description.contains("plans") == true)
  }
}
