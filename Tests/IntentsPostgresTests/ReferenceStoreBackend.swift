import Foundation
import IntentsPostgres
import IntentsRuntime
import IntentsSQLite
import PostgresNIO
import Testing

/// A backend of the reference store, as the shared tests see it: a fresh, empty place (a new
/// SQLite file, a new PostgreSQL schema) in which any number of stores can be opened — as one
/// host reopening after a restart, or as several hosts at once.
struct ReferenceStoreBackend: Sendable, CustomTestStringConvertible {
  let name: String
  let makePlace: @Sendable () async throws -> any StorePlace

  var testDescription: String { name }

  static let sqlite = ReferenceStoreBackend(name: "SQLite") { SQLitePlace() }
  static let postgres = ReferenceStoreBackend(name: "PostgreSQL") { try await PostgresPlace() }

  /// The backends these tests can reach: SQLite always, PostgreSQL when
  /// `OPENINTENTS_POSTGRES_URL` is set (`PostgresAvailabilityTests` says so when it is not).
  static let available: [ReferenceStoreBackend] =
    PostgresTestDatabase.url == nil ? [.sqlite] : [.sqlite, .postgres]

  /// Runs `body` in a fresh place, closed after.
  func withPlace<Result>(_ body: (any StorePlace) async throws -> Result) async throws -> Result {
    let place = try await makePlace()
    do {
      let result = try await body(place)
      await place.close()
      return result
    } catch {
      await place.close()
      throw error
    }
  }
}

/// Where stores of one backend share their data.
protocol StorePlace: Sendable {
  /// A new store on the place's data, as another host (or the same after a restart) opens it.
  func open() async throws -> any ReferenceStore
  /// Closes every store opened and removes the data.
  func close() async
}

struct SQLitePlace: StorePlace {
  let path = FileManager.default.temporaryDirectory.appendingPathComponent(
    "openintents-\(UUID().uuidString)/intents.sqlite"
  ).path

  func open() async throws -> any ReferenceStore { try SQLiteReferenceStore(path: path) }

  func close() async {
    try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
  }
}

actor PostgresPlace: StorePlace {
  let schema = PostgresTestDatabase.newSchema()
  private var storages: [PostgresStorage] = []

  init() async throws {
    guard PostgresTestDatabase.url != nil else { throw PostgresTestDatabase.SkipError() }
  }

  func open() async throws -> any ReferenceStore {
    let storage = try await PostgresStorage.start(
      configuration: try PostgresTestDatabase.configuration(schema: schema))
    storages.append(storage)
    return PostgresReferenceStore(storage)
  }

  func close() async {
    if let storage = storages.first {
      _ = try? await storage.client.query(
        .init(unsafeSQL: "DROP SCHEMA IF EXISTS \"\(schema)\" CASCADE"))
    }
    for storage in storages { await storage.shutdown() }
    storages = []
  }
}
