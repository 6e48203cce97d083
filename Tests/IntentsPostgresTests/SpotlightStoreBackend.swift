import CoreSpotlight
import Foundation
import IntentsPostgres
import IntentsSQLite
import Testing

/// The stores behind a Spotlight index, for the tests every store must pass: in memory, a
/// SQLite file, and PostgreSQL (a schema of its own, dropped after).
enum SpotlightStoreBackend: String, CaseIterable, CustomTestStringConvertible, Sendable {
  case memory
  case sqlite
  case postgres

  var testDescription: String { rawValue }

  /// The backends these tests can reach: PostgreSQL when `OPENINTENTS_POSTGRES_URL` is set.
  static let available: [SpotlightStoreBackend] =
    PostgresTestDatabase.url == nil ? [.memory, .sqlite] : allCases

  /// Runs `body` with a fresh, empty store, removed after.
  func withStore(_ body: (any CSSearchableIndexStore) async throws -> Void) async throws {
    switch self {
    case .memory:
      try await body(CSInMemorySearchableIndexBackend())
    case .sqlite:
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "openintents-spotlight-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: directory) }
      try await body(
        SQLiteSpotlightIndex(path: directory.appendingPathComponent("spotlight.sqlite").path))
    case .postgres:
      try await PostgresTestDatabase.withSchema { _, start in
        try await body(PostgresSpotlightIndex(try await start()))
      }
    }
  }
}
