public import Foundation
import GRDB
public import IntentsRuntime

/// The host state in the reference store's file: the processes that open one file share their
/// event log, donations and on-screen contexts. Each write is one transaction; events are
/// numbered inside it, so numbers are consecutive whichever process appends.
extension SQLiteReferenceStore: HostStateStore {
  /// How often a process looks for events other processes appended, while it follows the log.
  static let eventPollInterval: Duration = .milliseconds(100)
  /// How many events the log keeps: more than the protocol's minimum, for clients that poll
  /// slowly.
  static let keptEvents = 1024

  static func registerHostState(in migrator: inout DatabaseMigrator) {
    migrator.registerMigration("v2-host-state") { db in
      try db.create(table: "hostEvent") { table in
        table.primaryKey("sequence", .integer)
        table.column("origin", .text).notNull()
        table.column("event", .jsonText).notNull()
      }
      try db.create(table: "donation") { table in
        table.autoIncrementedPrimaryKey("position")
        table.column("id", .text).notNull().unique()
        table.column("body", .jsonText).notNull()
      }
      try db.create(table: "onScreen") { table in
        table.primaryKey("client", .text)
        table.column("entries", .jsonText).notNull()
        table.column("used", .double).notNull().indexed()
      }
    }
  }

  // MARK: - Event log

  /// Appends events in one transaction, numbered after the newest in the file.
  @discardableResult
  public func appendEvents(_ drafts: [LoggedEvent.Draft]) async throws -> Int {
    let rows = try drafts.map { ($0.origin.uuidString, try Self.json($0.event)) }
    return try await database.write { db in
      var sequence = try Int.fetchOne(db, sql: "SELECT max(sequence) FROM hostEvent") ?? 0
      for (origin, event) in rows {
        sequence += 1
        try db.execute(
          sql: "INSERT INTO hostEvent (sequence, origin, event) VALUES (?, ?, ?)",
          arguments: [sequence, origin, event])
      }
      try db.execute(
        sql: "DELETE FROM hostEvent WHERE sequence <= ?", arguments: [sequence - Self.keptEvents])
      return sequence
    }
  }

  /// The events after a number, oldest first.
  public func events(after sequence: Int, limit: Int) async throws -> (
    events: [LoggedEvent], lastSequence: Int
  ) {
    try await database.read { db in
      let last = try Int.fetchOne(db, sql: "SELECT max(sequence) FROM hostEvent") ?? 0
      let rows = try Row.fetchAll(
        db,
        sql: "SELECT sequence, origin, event FROM hostEvent WHERE sequence > ? ORDER BY sequence LIMIT ?",
        arguments: [sequence, max(0, limit)])
      let events = try rows.map { row in
        LoggedEvent(
          sequence: row["sequence"], event: try Self.decode(IntentRunEvent.self, row["event"]),
          origin: UUID(uuidString: row["origin"]) ?? UUID())
      }
      return (events, last)
    }
  }

  /// A wake-up whenever the newest event number in the file changes from what it is when the
  /// stream is made, looked for every 100 ms.
  public func eventsAppended() -> AsyncStream<Void> {
    let database = database
    // Where the log stands now, read at once, so that an append made before the watcher first
    // looks wakes it.
    let start = try? database.read { db in
      try Int.fetchOne(db, sql: "SELECT max(sequence) FROM hostEvent") ?? 0
    }
    return WakeUps.polling(every: Self.eventPollInterval, from: start) {
      try? await database.read { db in
        try Int.fetchOne(db, sql: "SELECT max(sequence) FROM hostEvent") ?? 0
      }
    }
  }

  // MARK: - Donations

  /// Keeps a donation (replacing one with its identifier), forgetting the oldest beyond the
  /// limit.
  public func addDonation(_ donation: StoredDonation) async throws {
    let body = try Self.json(donation)
    try await database.write { db in
      try db.execute(
        sql: "INSERT OR REPLACE INTO donation (id, body) VALUES (?, ?)",
        arguments: [donation.donation.id, body])
      try db.execute(
        sql: """
          DELETE FROM donation WHERE position NOT IN
            (SELECT position FROM donation ORDER BY position DESC LIMIT ?)
          """, arguments: [HostStateLimits.keptDonations])
    }
  }

  /// Every donation, oldest first.
  public func donations() async throws -> [StoredDonation] {
    try await database.read { db in
      try String.fetchAll(db, sql: "SELECT body FROM donation ORDER BY position").map {
        try Self.decode(StoredDonation.self, $0)
      }
    }
  }

  /// Removes donations by identifier.
  public func removeDonations(identifiers: Set<String>) async throws -> [String] {
    try await database.write { db in
      var removed: [String] = []
      for identifier in identifiers.sorted() {
        try db.execute(sql: "DELETE FROM donation WHERE id = ?", arguments: [identifier])
        if db.changesCount > 0 { removed.append(identifier) }
      }
      return removed
    }
  }

  // MARK: - On screen

  /// Puts an entry in front of a client's screen.
  public func show(_ entry: OnScreenRecord, to client: String, policy: OnScreenPolicy) async throws
  {
    try await database.write { db in
      let kept = try Self.entries(of: client, in: db)
      let entries = OnScreenBounds.adding(entry, to: kept, policy: policy)
      try db.execute(
        sql: "INSERT OR REPLACE INTO onScreen (client, entries, used) VALUES (?, ?, ?)",
        arguments: [client, try Self.json(entries), entry.since.timeIntervalSince1970])
      try db.execute(
        sql: """
          DELETE FROM onScreen WHERE client NOT IN
            (SELECT client FROM onScreen ORDER BY used DESC, client LIMIT ?)
          """, arguments: [policy.maximumClients])
    }
  }

  /// A client's entries that have not expired, most recent first.
  public func onScreen(for client: String, policy: OnScreenPolicy, now: Date) async throws
    -> [OnScreenRecord]
  {
    try await database.read { db in
      try Self.entries(of: client, in: db).filter {
        !OnScreenBounds.expired($0, policy: policy, now: now)
      }
    }
  }

  /// Takes everything off a client's screen.
  public func clearOnScreen(for client: String) async throws {
    try await database.write { db in
      try db.execute(sql: "DELETE FROM onScreen WHERE client = ?", arguments: [client])
    }
  }

  // MARK: - Coding

  private static func entries(of client: String, in db: Database) throws -> [OnScreenRecord] {
    guard
      let text = try String.fetchOne(
        db, sql: "SELECT entries FROM onScreen WHERE client = ?", arguments: [client])
    else { return [] }
    return try decode([OnScreenRecord].self, text)
  }

  private static func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    // Dates as Foundation's own numbers, which read back exactly.
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  private static func decode<Value: Decodable>(_ type: Value.Type, _ text: String) throws -> Value {
    let decoder = JSONDecoder()
    return try decoder.decode(type, from: Data(text.utf8))
  }
}
