import Foundation
import GRDB
import IntentsRuntime
import IntentsSQLite
import Testing

/// A reference store's file from before the host state: it opens, keeps its references and
/// gains the host state's tables; and what the host state keeps reads back exactly.
@Suite struct HostStateMigrationTests {
  @Test(arguments: [false, true])
  func aFileOfTheFirstVersionOpensAndKeepsTheHostState(marked: Bool) async throws {
    let path = temporaryDatabasePath()
    try Self.writeFirstVersion(at: path, marked: marked)
    let store = try SQLiteReferenceStore(path: path)
    #expect(try await store.reference(named: "home")?.identifier == "7")
    let origin = UUID()
    #expect(
      try await store.appendEvents([
        .init(event: IntentRunEvent(.suggestionsChanged, intent: "I"), origin: origin)
      ]) == 1)
    // Opened again, as the next process does: the upgraded file is this program's.
    let again = try SQLiteReferenceStore(path: path)
    #expect(try await again.events(after: 0, limit: 10).events.map(\.origin) == [origin])
    #expect(try await again.reference(named: "home")?.type == "TrailEntity")
  }

  @Test func datesReadBackExactly() async throws {
    let store = try SQLiteReferenceStore(path: temporaryDatabasePath())
    // A date with a fraction no decimal with few digits writes exactly.
    let date = Date(timeIntervalSinceReferenceDate: 786_000_000.123_456_7)
    let donation = StoredDonation(
      donation: IntentDonation(id: "d", intent: "I", parameters: [:], date: date),
      entities: [], predictions: [])
    try await store.addDonation(donation)
    #expect(try await store.donations() == [donation])
    let entry = OnScreenRecord(type: "T", identifier: "1", since: Date(), source: .client)
    try await store.show(entry, to: "c", policy: OnScreenPolicy())
    let now = entry.since.addingTimeInterval(1)
    #expect(try await store.onScreen(for: "c", policy: OnScreenPolicy(), now: now) == [entry])
  }

  /// Writes a reference store's file as the first version left it, with one saved reference.
  private static func writeFirstVersion(at path: String, marked: Bool) throws {
    try FileManager.default.createDirectory(
      at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
    let queue = try DatabaseQueue(path: path)
    try queue.write { db in
      if marked { try db.execute(sql: "PRAGMA application_id = \(0x4F49_7266)") }
      try db.execute(
        sql: """
          CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
          INSERT INTO grdb_migrations VALUES ('v1');
          CREATE TABLE reference (
            name TEXT NOT NULL PRIMARY KEY, type TEXT NOT NULL, identifier TEXT NOT NULL,
            createdAt DATETIME NOT NULL);
          CREATE TABLE savedRun (
            name TEXT NOT NULL PRIMARY KEY, intent TEXT NOT NULL, parameters TEXT NOT NULL,
            createdAt DATETIME NOT NULL);
          CREATE TABLE identifierMigration (
            type TEXT NOT NULL, oldIdentifier TEXT NOT NULL, newIdentifier TEXT NOT NULL,
            PRIMARY KEY (type, oldIdentifier));
          INSERT INTO reference VALUES ('home', 'TrailEntity', '7', '2026-01-01 00:00:00.000');
          """)
    }
  }
}
