import AppIntentsTesting
import Foundation
import IntentsFixtures
import IntentsSQLite
import Testing

/// Names with control characters are refused before they reach the store: SQLite would keep
/// text only up to a NUL, and the entry of the shorter name would be overwritten.
@Suite struct SavedNameTests {
  func makeHost() throws -> IntentsHost {
    FixtureDependencies.registered
    return IntentsHost(
      name: "Trails", store: try SQLiteReferenceStore(path: temporaryDatabasePath())
    ) {
      TrailEntity.self
      PlanHikeIntent.self
    }
  }

  @Test(arguments: ["a\u{0}zzz", "a\u{1B}[31mred", "a\r", "a\u{7F}", "a\u{9B}2J", "a\u{202E}cba"])
  func namesWithControlCharactersAreRefusedAndLoseNothing(name: String) async throws {
    let host = try makeHost()
    try await host.saveReference(named: "a", type: "TrailEntity", identifier: "1")
    try await host.saveRun(named: "a", intent: "PlanHikeIntent", parameters: ["days": .value(2)])

    let saving = await intentsError {
      try await host.saveReference(named: name, type: "TrailEntity", identifier: "5")
    }
    #expect(saving?.code == IntentsError.invalidValue)
    #expect(saving?.message.contains("control characters") == true)
    #expect(
      await intentsError {
        try await host.saveRun(named: name, intent: "PlanHikeIntent", parameters: [:])
      }?.code == IntentsError.invalidValue)
    #expect(
      await intentsError { _ = try await host.resolveReference(named: name) }?.code
        == IntentsError.invalidValue)
    #expect(
      await intentsError { try await host.removeReference(named: name) }?.code
        == IntentsError.invalidValue)
    #expect(
      await intentsError { try await host.removeRun(named: name) }?.code
        == IntentsError.invalidValue)

    #expect(try await host.references().map(\.name) == ["a"])
    #expect(try await host.resolveReference(named: "a").title == "Eiger Trail")
    #expect(try await host.savedRuns().map(\.name) == ["a"])
  }

  @Test func visibleUnicodeNamesAreKept() async throws {
    let host = try makeHost()
    for name in ["Zürich", "家", "👨‍👩‍👧 trip", "a b"] {
      try await host.saveReference(named: name, type: "TrailEntity", identifier: "1")
    }
    #expect(try await host.references().count == 4)
    #expect(try await host.resolveReference(named: "👨‍👩‍👧 trip").title == "Eiger Trail")
  }
}

/// The error an operation throws, or `nil`.
func intentsError(_ operation: () async throws -> Void) async -> IntentsError? {
  do {
    try await operation()
    return nil
  } catch {
    return error as? IntentsError
  }
}
