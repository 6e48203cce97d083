import CoreSpotlight
import Foundation
import IntentsSQLite
import Testing

/// The two stores behind a Spotlight index, for tests that run against both: in memory, and a
/// SQLite file on disk.
enum SpotlightBackend: String, CaseIterable, CustomTestStringConvertible, Sendable {
  case memory
  case sqlite

  var testDescription: String { rawValue }

  /// A fresh, empty store.
  func make() throws -> any CSSearchableIndexStore {
    switch self {
    case .memory: CSInMemorySearchableIndexBackend()
    case .sqlite: try SQLiteSpotlightIndex(path: temporarySpotlightPath())
    }
  }
}

/// A fresh index file path in the temporary directory.
func temporarySpotlightPath() -> String {
  FileManager.default.temporaryDirectory.appendingPathComponent(
    "openintents-spotlight-\(UUID().uuidString)/spotlight.sqlite"
  ).path
}
