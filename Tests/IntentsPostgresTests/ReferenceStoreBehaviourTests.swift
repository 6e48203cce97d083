import AppIntentsTesting
import Foundation
import IntentsFixtures
import IntentsRuntime
import Testing

/// The reference store's behaviour, the same on every backend: each test runs once on SQLite
/// and once on PostgreSQL (when `OPENINTENTS_POSTGRES_URL` is set; otherwise
/// `PostgresAvailabilityTests` reports the PostgreSQL runs skipped).
@Suite struct ReferenceStoreBehaviourTests {
  @Test(arguments: ReferenceStoreBackend.available)
  func keepsTheProtocolsGuarantees(_ backend: ReferenceStoreBackend) async throws {
    try await backend.withPlace { place in
      try await ReferenceStoreChecks.run(on: try await place.open())
    }
  }

  @Test(arguments: ReferenceStoreBackend.available)
  func whatWasSavedSurvivesReopening(_ backend: ReferenceStoreBackend) async throws {
    try await backend.withPlace { place in
      do {
        let store = try await place.open()
        try await store.save(SavedReference(name: "home", type: "TrailEntity", identifier: "4"))
        try await store.save(
          SavedRun(
            name: "weekend", intent: "PlanHikeIntent", parameters: ["days": .input(.value(2))]))
        try await store.addIdentifierMigrations(["4": "40"], type: "TrailEntity")
      }
      let reopened = try await place.open()
      #expect(try await reopened.reference(named: "home")?.identifier == "4")
      #expect(try await reopened.run(named: "weekend")?.parameters["days"] == .input(.value(2)))
      #expect(try await reopened.currentIdentifier("4", type: "TrailEntity") == "40")
    }
  }

  @Test(arguments: ReferenceStoreBackend.available)
  func referencesAndRunsResolveAfterARestart(_ backend: ReferenceStoreBackend) async throws {
    FixtureDependencies.registered
    try await backend.withPlace { place in
      do {
        let host = IntentsHost(name: "Trails", store: try await place.open()) {
          TrailEntity.self
          PlanHikeIntent.self
        }
        try await host.saveReference(named: "ridge", type: "TrailEntity", identifier: "5")
        try await host.saveRun(
          named: "trip", intent: "PlanHikeIntent",
          parameters: ["trail": .text("eiger"), "days": .value(3)])
      }
      let host = IntentsHost(name: "Trails", store: try await place.open()) {
        TrailEntity.self
        PlanHikeIntent.self
      }
      #expect(try await host.resolveReference(named: "ridge").title == "Säntis Ridge")
      let outcome = try await host.runSaved(named: "trip")
      #expect(outcome.result?.dialog == "3 day(s) on Eiger Trail at a moderate pace")
      try await host.migrateIdentifiers(type: "TrailEntity", ["5": "55"])
      await #expect(throws: IntentsError.self) { try await host.resolveReference(named: "ridge") }
    }
  }

  /// Two hosts on one database: what one saves, the other reads at once, and writes of both
  /// replace each other by name.
  @Test(arguments: ReferenceStoreBackend.available)
  func aReferenceSavedThroughOneHostIsReadThroughAnother(_ backend: ReferenceStoreBackend)
    async throws
  {
    try await backend.withPlace { place in
      let first = try await place.open()
      let second = try await place.open()
      try await first.save(SavedReference(name: "summit", type: "TrailEntity", identifier: "1"))
      #expect(try await second.reference(named: "summit")?.identifier == "1")
      try await second.save(SavedReference(name: "summit", type: "TrailEntity", identifier: "2"))
      #expect(try await first.reference(named: "summit")?.identifier == "2")
      try await first.addIdentifierMigrations(["2": "20"], type: "TrailEntity")
      #expect(try await second.currentIdentifier("2", type: "TrailEntity") == "20")
      #expect(try await second.removeReference(named: "summit"))
      #expect(try await first.references().isEmpty)
    }
  }

  /// Two hosts writing at once — references, runs and migrations, 200 each — lose nothing.
  @Test(arguments: ReferenceStoreBackend.available)
  func concurrentWritersOnTwoHostsLoseNothing(_ backend: ReferenceStoreBackend) async throws {
    try await backend.withPlace { place in
      let hosts = [try await place.open(), try await place.open()]
      try await withThrowingTaskGroup(of: Void.self) { group in
        for (number, store) in hosts.enumerated() {
          for index in 0..<100 {
            group.addTask {
              try await store.save(
                SavedReference(
                  name: "host\(number)-\(index)", type: "T", identifier: "\(index)"))
              try await store.save(
                SavedRun(name: "run\(number)-\(index)", intent: "I", parameters: [:]))
              try await store.addIdentifierMigrations(
                ["h\(number)-\(index)": "moved-\(index)"], type: "T")
            }
          }
        }
        try await group.waitForAll()
      }
      for store in hosts {
        #expect(try await store.references().count == 200)
        #expect(try await store.runs().count == 200)
        #expect(try await store.currentIdentifier("h1-99", type: "T") == "moved-99")
        #expect(try await store.currentIdentifier("h0-0", type: "T") == "moved-0")
      }
    }
  }

  /// Names in any script, accented or not, and emoji, come back as they were, sorted as
  /// Swift's `<` sorts them (by Unicode scalar), not by a locale's rules.
  @Test(arguments: ReferenceStoreBackend.available)
  func unicodeNamesKeepTheirTextAndSortAsSwiftSorts(_ backend: ReferenceStoreBackend)
    async throws
  {
    let names = [
      "zebra", "Zürich", "éclair", "eclair", "Éclair", "ß", "ss", "日本", "🏔️ summit", "a b",
      "A", "a", "İstanbul", "ﬁ", "fi", "Ωmega", "ωmega", "\u{10FFFF}", "~",
    ]
    try await backend.withPlace { place in
      let store = try await place.open()
      for (index, name) in names.enumerated() {
        try await store.save(SavedReference(name: name, type: "T", identifier: "\(index)"))
        try await store.save(SavedRun(name: name, intent: "I", parameters: [:]))
      }
      #expect(try await store.references().map(\.name) == names.sorted())
      #expect(try await store.runs().map(\.name) == names.sorted())
      for (index, name) in names.enumerated() {
        #expect(try await store.reference(named: name)?.identifier == "\(index)")
      }
      #expect(try await store.reference(named: "Eclair") == nil)
    }
  }
}

/// Text with a NUL: refused alike by every backend, nothing saved.
@Suite struct NULTextTests {
  @Test(arguments: ReferenceStoreBackend.available)
  func aNameHoldingANULIsRefusedAndNothingIsSaved(_ backend: ReferenceStoreBackend) async throws {
    try await backend.withPlace { place in
      let store = try await place.open()
      let error = await #expect(throws: IntentsError.self) {
        try await store.save(SavedReference(name: "a\0b", type: "T", identifier: "1"))
      }
      #expect(error?.code == IntentsError.invalidValue)
      #expect(error?.message.contains("NUL") == true)
      await #expect(throws: IntentsError.self) {
        try await store.save(SavedRun(name: "r\0", intent: "I", parameters: [:]))
      }
      await #expect(throws: IntentsError.self) {
        try await store.addIdentifierMigrations(["1": "\0"], type: "T")
      }
      #expect(try await store.references().isEmpty)
      #expect(try await store.runs().isEmpty)
    }
  }
}
