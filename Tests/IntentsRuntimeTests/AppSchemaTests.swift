import AppIntentsTesting
import Foundation
import Synchronization
import Testing

// An app adopting schemas of domains iOS 27 adds: notes (an intent and its entity) and clock
// (an enum), described and run through the host as the older domains are.

/// The notes of the app schema tests, one shelf per host.
final class NoteShelf: Sendable {
  private let notes = Mutex<[SchemaNoteEntity]>([])

  func create(title: String) -> SchemaNoteEntity {
    notes.withLock { notes in
      let note = SchemaNoteEntity(id: notes.count + 1, title: title)
      notes.append(note)
      return note
    }
  }

  func notes(for identifiers: [Int]) -> [SchemaNoteEntity] {
    notes.withLock { notes in identifiers.compactMap { id in notes.first { $0.id == id } } }
  }
}

@AppEntity(schema: .notes.note)
struct SchemaNoteEntity {
  static let defaultQuery = SchemaNoteQuery()
  let id: Int
  var title: String
  var displayRepresentation: DisplayRepresentation { "\(title)" }

  init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}

struct SchemaNoteQuery: EntityQuery {
  @Dependency var shelf: NoteShelf
  func entities(for identifiers: [Int]) async throws -> [SchemaNoteEntity] {
    shelf.notes(for: identifiers)
  }
}

@AppIntent(schema: .notes.createNote)
struct CreateSchemaNoteIntent {
  var name: AttributedString
  @Dependency var shelf: NoteShelf

  func perform() async throws -> some ReturnsValue<SchemaNoteEntity> {
    .result(value: shelf.create(title: String(name.characters)))
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
      SchemaTimerState.self
    }
  }

  @Test func hostListsTheNewDomainsSchemas() {
    #expect(
      system.adoptedSchemas.map { "\($0.schema.id) \($0.type)" } == [
        "clock.timerState SchemaTimerState",
        "notes.createNote CreateSchemaNoteIntent",
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
    let outcome = try await system.run(CreateSchemaNoteIntent.self, ["name": .text("Groceries")])
    let result = try #require(outcome.result)
    #expect(result.value?.description.contains("Groceries") == true)
  }
}
