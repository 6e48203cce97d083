import AppIntentsTesting
import Foundation
import GRDB
import Testing

@testable import IntentsSQLite

/// A fresh database file path in the temporary directory.
func temporaryDatabasePath(_ name: String = UUID().uuidString) -> String {
  FileManager.default.temporaryDirectory.appendingPathComponent(
    "openintents-\(name)/intents.sqlite"
  ).path
}

/// What only a SQLite file has: its path, crashes of the writing process, processes creating
/// it at once. The store's behaviour — reopening, several hosts on one database, concurrent
/// writers, Unicode names, restarts of a host — is tested once for every backend, SQLite and
/// PostgreSQL, by `ReferenceStoreBehaviourTests` in IntentsPostgresTests (whose SQLite runs
/// need no PostgreSQL server).
@Suite struct SQLiteReferenceStoreTests {
  @Test func keepsTheProtocolsGuaranteesOnDisk() async throws {
    let path = temporaryDatabasePath()
    try await ReferenceStoreChecks.run(on: try SQLiteReferenceStore(path: path))
    #expect(FileManager.default.fileExists(atPath: path))
  }

  @Test func aCrashInTheMiddleOfAWriteLosesNothingCommitted() async throws {
    let path = "/tmp/openintents-crash-\(getpid())/intents.sqlite"
    try? FileManager.default.removeItem(atPath: path)
    await #expect(processExitsWith: .signal(SIGKILL)) {
      let path = "/tmp/openintents-crash-\(getppid())/intents.sqlite"
      let store = try SQLiteReferenceStore(path: path)
      for index in 0..<50 {
        try await store.save(
          SavedReference(name: "kept-\(index)", type: "T", identifier: "\(index)"))
      }
      _ = try await store.write { db in
        for index in 0..<1000 {
          try db.execute(
            sql: "INSERT INTO reference (name, type, identifier, createdAt) VALUES (?, 'T', ?, 0)",
            arguments: ["lost-\(index)", "\(index)"])
          if index == 500 { kill(getpid(), SIGKILL) }
        }
      }
    }
    let store = try SQLiteReferenceStore(path: path)
    let names = try await store.references().map(\.name)
    #expect(names.count == 50)
    #expect(names.allSatisfy { $0.hasPrefix("kept-") })
    let pool = try DatabasePool(path: path)
    #expect(try await pool.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") } == "ok")
  }

  /// Processes that start together (a CLI command beside a running server) may all open a file
  /// that does not exist yet: each must get a working store.
  @Test func storesOpeningANewFileAtOnceAllWork() async throws {
    for _ in 0..<20 {
      let path = temporaryDatabasePath()
      let opened = await withTaskGroup(of: Bool.self) { group in
        for _ in 0..<6 {
          group.addTask { (try? SQLiteReferenceStore(path: path)) != nil }
        }
        return await group.reduce(into: 0) { $0 += $1 ? 1 : 0 }
      }
      #expect(opened == 6)
      let store = try SQLiteReferenceStore(path: path)
      try await store.save(SavedReference(name: "home", type: "TrailEntity", identifier: "4"))
      #expect(try await store.references().map(\.name) == ["home"])
    }
  }
}
