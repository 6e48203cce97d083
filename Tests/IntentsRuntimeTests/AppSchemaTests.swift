import AppIntentsTesting
import Foundation
import Synchronization
import Testing

// An app adopting schemas of domains iOS 27 adds: notes (an intent and its entities, with the
// members of Apple's examples) and clock (an enum), described and run through the host as the
// older domains are.

/// The notes of the app schema tests, one shelf per host.
final class NoteShelf: Sendable {
  private let notes = Mutex<[SchemaNoteEntity]>([])

  func create(name: AttributedString, isPinned: Bool, folder: SchemaFolderEntity?)
    -> SchemaNoteEntity
  {
    notes.withLock { notes in
      let note = SchemaNoteEntity(
        id: notes.count + 1, name: name, isPinned: isPinned, folder: folder)
      notes.append(note)
      return note
    }
  }

  func notes(for identifiers: [Int]) -> [SchemaNoteEntity] {
    notes.withLock { notes in identifiers.compactMap { id in notes.first { $0.id == id } } }
  }
}

// The note entity declares the members of Apple's 27.0 example of `.notes.note`, whose folder
// adopts `.notes.folder`, whose account adopts `.notes.account`.

@AppEntity(schema: .notes.note)
struct SchemaNoteEntity {
  static let defaultQuery = SchemaNoteQuery()
  let id: Int
  var name: AttributedString
  var content: AttributedString?
  var attachments: [IntentFile]
  var isPinned: Bool
  var creationDate: Date?
  var modificationDate: Date?
  var folder: SchemaFolderEntity?
  var displayRepresentation: DisplayRepresentation { "\(String(name.characters))" }

  init(id: Int, name: AttributedString, isPinned: Bool, folder: SchemaFolderEntity?) {
    self.id = id
    self.name = name
    self.content = nil
    self.attachments = []
    self.isPinned = isPinned
    self.creationDate = nil
    self.modificationDate = nil
    self.folder = folder
  }
}

struct SchemaNoteQuery: EntityQuery {
  @Dependency var shelf: NoteShelf
  func entities(for identifiers: [Int]) async throws -> [SchemaNoteEntity] {
    shelf.notes(for: identifiers)
  }
}

@AppEntity(schema: .notes.folder)
struct SchemaFolderEntity {
  static let defaultQuery = SchemaFolderQuery()
  let id: String
  var name: String
  var parentFolder: SchemaFolderEntity?
  var account: SchemaAccountEntity?
  var displayRepresentation: DisplayRepresentation { "\(name)" }

  init(id: String, name: String) {
    self.id = id
    self.name = name
    self.parentFolder = nil
    self.account = nil
  }
}

struct SchemaFolderQuery: EntityQuery {
  static let folders = [SchemaFolderEntity(id: "recipes", name: "Recipes")]
  func entities(for identifiers: [String]) async throws -> [SchemaFolderEntity] {
    Self.folders.filter { identifiers.contains($0.id) }
  }
}

@AppEntity(schema: .notes.account)
struct SchemaAccountEntity {
  static let defaultQuery = SchemaAccountQuery()
  let id: String
  var name: String
  var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct SchemaAccountQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [SchemaAccountEntity] { [] }
}

@AppIntent(schema: .notes.createNote)
struct CreateSchemaNoteIntent {
  var name: AttributedString
  var content: AttributedString?
  var attachments: [IntentFile]
  var isPinned: Bool
  var folder: SchemaFolderEntity?
  @Dependency var shelf: NoteShelf

  func perform() async throws -> some ReturnsValue<SchemaNoteEntity> {
    .result(value: shelf.create(name: name, isPinned: isPinned, folder: folder))
  }
}

@AppEnum(schema: .clock.timerState)
enum SchemaTimerState: String {
  case running, paused
  static let caseDisplayRepresentations: [SchemaTimerState: DisplayRepresentation] = [
    .running: "Running", .paused: "Paused",
  ]
}

@Suite struct AppSchemaTests {
  let system: IntentsTestSystem

  init() {
    let dependencies = AppDependencyManager()
    dependencies.add(dependency: NoteShelf())
    system = IntentsTestSystem(name: "Notes", dependencies: dependencies) {
      CreateSchemaNoteIntent.self
      SchemaNoteEntity.self
      SchemaFolderEntity.self
      SchemaAccountEntity.self
      SchemaTimerState.self
    }
  }

  @Test func hostListsTheNewDomainsSchemas() {
    #expect(
      system.adoptedSchemas.map { "\($0.schema.id) \($0.type)" } == [
        "clock.timerState SchemaTimerState",
        "notes.account SchemaAccountEntity",
        "notes.createNote CreateSchemaNoteIntent",
        "notes.folder SchemaFolderEntity",
        "notes.note SchemaNoteEntity",
      ])
  }

  @Test func intentDescriptionNamesTheNewDomainsSchema() throws {
    let description = try system.host.describe(intent: "CreateSchemaNoteIntent")
    let schema = try #require(description.schema)
    #expect(schema.id == "notes.createNote")
    #expect(schema.kind == "intent")
    #expect(schema.domain == "notes")
    #expect(schema.name == "createNote")
    #expect(schema.identifier == "CreateNoteIntent")
    #expect(schema.meaning == "Creates a note.")
    #expect(schema.surface == "siri")
    // The schema gives the intent its title.
    #expect(description.title == "Create Note")
  }

  @Test func entityAndEnumDescriptionsNameTheirSchemas() async throws {
    let entity = try await system.host.describe(entityType: "SchemaNoteEntity")
    #expect(entity.schema?.id == "notes.note")
    #expect(entity.schema?.identifier == "NoteEntity")
    #expect(entity.name == "Note")  // from the schema: the type declares none

    let enumeration = try system.host.describe(enumType: "SchemaTimerState")
    #expect(enumeration.schema?.id == "clock.timerState")
    #expect(enumeration.schema?.meaning == "Whether a timer is running, paused or finished.")
    #expect(enumeration.name == "Timer State")
  }

  @Test func manifestCarriesTheNewDomainsSchemas() async throws {
    let json = try await system.host.manifest().json()
    #expect(json.contains("\"id\" : \"notes.createNote\""))
    #expect(json.contains("\"identifier\" : \"CreateNoteIntent\""))
    #expect(json.contains("\"meaning\" : \"A note.\""))
  }

  @Test func newDomainIntentRunsAndReturnsItsEntity() async throws {
    let outcome = try await system.run(
      CreateSchemaNoteIntent.self,
      [
        "name": .text("Groceries"), "isPinned": .text("true"), "attachments": .list([]),
        "folder": .identifier("recipes"),
      ])
    let result = try #require(outcome.result)
    #expect(result.value?.description.contains("Groceries") == true)
  }

  @Test func schemaMembersOfTheNewDomainAreTheEntitysProperties() async throws {
    // The members Apple's example of `.notes.note` declares are what the host describes.
    let entity = try await system.host.describe(entityType: "SchemaNoteEntity")
    let names = Set(entity.properties.map(\.name))
    #expect(
      names.isSuperset(of: [
        "name", "content", "attachments", "isPinned", "creationDate", "modificationDate",
        "folder",
      ]), "\(names.sorted())")
  }
}
