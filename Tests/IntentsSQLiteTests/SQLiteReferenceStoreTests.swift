import AppIntentsTesting
import Foundation
import GRDB
import IntentsFixtures
import Testing

@testable import IntentsSQLite

/// A fresh database file path in the temporary directory.
func temporaryDatabasePath(_ name: String = UUID().uuidString) -> String {
  FileManager.default.temporaryDirectory.appendingPathComponent(
    "openintents-\(name)/intents.sqlite"
  ).path
}

@Suite struct SQLiteReferenceStoreTests {
  @Test func keepsTheProtocolsGuaranteesOnDisk() async throws {
    let path = temporaryDatabasePath()
    try await ReferenceStoreChecks.run(on: try SQLiteReferenceStore(path: path))
    #expect(FileManager.default.fileExists(atPath: path))
  }

  @Test func whatWasSavedSurvivesReopeningTheFile() async throws {
    let path = temporaryDatabasePath()
    do {
      let store = try SQLiteReferenceStore(path: path)
      try await store.save(SavedReference(name: "home", type: "TrailEntity", identifier: "4"))
      try await store.save(
        SavedRun(name: "weekend", intent: "PlanHikeIntent", parameters: ["days": .input(.value(2))])
      )
      try await store.addIdentifierMigrations(["4": "40"], type: "TrailEntity")
    }
    let reopened = try SQLiteReferenceStore(path: path)
    #expect(try await reopened.reference(named: "home")?.identifier == "4")
    #expect(try await reopened.run(named: "weekend")?.parameters["days"] == .input(.value(2)))
    #expect(try await reopened.currentIdentifier("4", type: "TrailEntity") == "40")
  }

  @Test func referencesAndRunsResolveAfterARestart() async throws {
    FixtureDependencies.registered
    let path = temporaryDatabasePath()
    do {
      let host = IntentsHost(name: "Trails", store: try SQLiteReferenceStore(path: path)) {
        TrailEntity.self
        PlanHikeIntent.self
      }
      try await host.saveReference(named: "ridge", type: "TrailEntity", identifier: "5")
      try await host.saveRun(
        named: "trip", intent: "PlanHikeIntent",
        parameters: ["trail": .text("eiger"), "days": .value(3)])
    }
    let host = IntentsHost(name: "Trails", store: try SQLiteReferenceStore(path: path)) {
      TrailEntity.self
      PlanHikeIntent.self
    }
    #expect(try await host.resolveReference(named: "ridge").title == "Säntis Ridge")
    let outcome = try await host.runSaved(named: "trip")
    #expect(outcome.result?.dialog == "3 day(s) on Eiger Trail at a moderate pace")
    try await host.migrateIdentifiers(type: "TrailEntity", ["5": "55"])
    await #expect(throws: IntentsError.self) { try await host.resolveReference(named: "ridge") }
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
