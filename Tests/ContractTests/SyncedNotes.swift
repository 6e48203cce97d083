import AppIntents
import Foundation
import IntentsRuntime
import Synchronization

/// Notes kept in a store that numbers its rows locally, each with the server's UUID; a rebuild
/// numbers them again, as a fresh copy of the store on another device would.
final class NoteStore: Sendable {
  struct Row: Sendable {
    var row: Int
    let uuid: UUID
    let title: String
    let ownership: EntityOwnership
  }

  private let rows: Mutex<[Row]>

  init() {
    rows = Mutex([
      Row(
        row: 1, uuid: UUID(uuidString: "00000000-0000-0000-0000-0000000000A1")!,
        title: "Packing list", ownership: []),
      Row(
        row: 2, uuid: UUID(uuidString: "00000000-0000-0000-0000-0000000000B2")!,
        title: "Club route plan", ownership: .shared),
    ])
  }

  /// Numbers the rows again, in reverse order.
  func rebuild() {
    rows.withLock { rows in
      rows.reverse()
      for index in rows.indices { rows[index].row = index + 1 }
    }
  }

  /// The rows with the identifiers: by stable part when the identifier has one, else by row.
  func rows(with ids: [NoteEntity.ID]) -> [Row] {
    rows.withLock { rows in
      ids.compactMap { id in
        rows.first { row in
          if let stable = id.stable { return row.uuid == stable }
          return row.row == id.local
        }
      }
    }
  }

  var all: [Row] { rows.withLock { $0 } }
}

/// A note whose identifier pairs the local row number with the server's UUID.
struct NoteEntity: SyncableEntity, OwnershipProvidingEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
  static let defaultQuery = NoteQuery()

  let id: SyncableEntityIdentifier<Int, UUID>
  let title: String
  let ownership: EntityOwnership

  init(_ row: NoteStore.Row) {
    id = SyncableEntityIdentifier(local: row.row, stable: row.uuid)
    title = row.title
    ownership = row.ownership
  }

  var displayRepresentation: DisplayRepresentation { "\(title)" }
}

struct NoteQuery: EntityQuery {
  @Dependency var notes: NoteStore

  func entities(for identifiers: [NoteEntity.ID]) async throws -> [NoteEntity] {
    notes.rows(with: identifiers).map(NoteEntity.init)
  }

  func suggestedEntities() async throws -> [NoteEntity] { notes.all.map(NoteEntity.init) }
}

/// A host serving the notes from its own store.
enum SyncedNotes {
  static let packingList = "00000000-0000-0000-0000-0000000000A1"
  static let routePlan = "00000000-0000-0000-0000-0000000000B2"

  static func make(store: NoteStore = NoteStore()) -> IntentsHost {
    let dependencies = AppDependencyManager()
    dependencies.add(dependency: store)
    return IntentsHost(name: "Notes", dependencies: dependencies) {
      NoteEntity.self
    }
  }
}

extension Contract {
  /// `SyncableEntity` identifiers and `OwnershipProvidingEntity` ownership, on every surface.
  static let syncedNoteCases: [ContractCase] = [
    .init(
      name: "a syncable entity is found by its stable identifier",
      operation: .resolve(type: "NoteEntity", ids: [SyncedNotes.routePlan]),
      expected: .resolved(ids: [SyncedNotes.routePlan], missing: []), app: .syncedNotes),
    .init(
      name: "a shared entity says so",
      operation: .resolve(type: "NoteEntity", ids: [SyncedNotes.routePlan]),
      expected: .member(["entities", "0", "ownership"], ["shared"]), app: .syncedNotes),
    .init(
      name: "a private entity has no ownership options",
      operation: .resolve(type: "NoteEntity", ids: [SyncedNotes.packingList]),
      expected: .member(["entities", "0", "ownership"], []), app: .syncedNotes),
    .init(
      name: "a syncable entity is found by its local identifier alone",
      operation: .resolve(type: "NoteEntity", ids: ["local:1"]),
      expected: .resolved(ids: [SyncedNotes.packingList], missing: []), app: .syncedNotes),
    .init(
      name: "an identifier that is not a stable one is malformed",
      operation: .resolve(type: "NoteEntity", ids: ["1"]),
      expected: .error("malformedIdentifier"), app: .syncedNotes),
  ]
}
