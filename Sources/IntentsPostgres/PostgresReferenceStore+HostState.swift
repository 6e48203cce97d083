public import Foundation
public import IntentsRuntime
import PostgresNIO

/// The host state in the database: every host on it shares the event log, donations, on-screen
/// contexts and spent single-use tokens. Each write is one transaction; appending events locks
/// the one row that numbers them, so numbers are consecutive whichever host appends, and
/// notifies the hosts listening on the schema's channel when it commits.
extension PostgresReferenceStore: HostStateStore, SingleUseTokenStore {
  /// How many events the log keeps.
  static let keptEvents = 1024

  // MARK: - Event log

  /// Appends events in one transaction, numbered after the newest in the database, and sends a
  /// notification on the schema's channel (`pg_notify`, so delivered when the transaction
  /// commits, never for events rolled back), its payload the number of the last event appended.
  /// The payload is for people watching with `psql`: a host that is woken reads the rows.
  @discardableResult
  public func appendEvents(_ drafts: [LoggedEvent.Draft]) async throws -> Int {
    let events = try drafts.map { try Self.json($0.event) }
    let origins = drafts.map(\.origin.uuidString)
    try Self.checkText(events.map { ("event", $0) })
    let channel = try await storage.eventChannel()
    return try await storage.perform("appending events") { client in
      try await client.withTransaction(logger: PostgresStorage.silent) { connection in
        var last = 0
        for try await value in try await connection.query(
          """
          UPDATE intents_event_counter SET last = last + \(drafts.count) WHERE id = 1
          RETURNING last
          """, logger: PostgresStorage.silent
        ).decode(Int.self) { last = value }
        guard !drafts.isEmpty else { return last }
        let first = last - drafts.count + 1
        try await connection.query(
          """
          INSERT INTO intents_event (sequence, origin, event)
          SELECT \(first) - 1 + ordinality, origin, event
          FROM unnest(\(origins)::text[], \(events)::text[]) WITH ORDINALITY AS e (origin, event, ordinality)
          """, logger: PostgresStorage.silent)
        try await connection.query(
          "DELETE FROM intents_event WHERE sequence <= \(last - Self.keptEvents)",
          logger: PostgresStorage.silent)
        try await connection.query(
          "SELECT pg_notify(\(channel), \(String(last)))", logger: PostgresStorage.silent)
        return last
      }
    }
  }

  /// The events after a number, oldest first.
  public func events(after sequence: Int, limit: Int) async throws -> (
    events: [LoggedEvent], lastSequence: Int
  ) {
    try await storage.perform("reading events") { client in
      var last = 0
      for try await value in try await client.query(
        "SELECT last FROM intents_event_counter WHERE id = 1"
      ).decode(Int.self) { last = value }
      var events: [LoggedEvent] = []
      for try await (number, origin, text) in try await client.query(
        """
        SELECT sequence, origin, event FROM intents_event WHERE sequence > \(sequence)
        ORDER BY sequence LIMIT \(max(0, limit))
        """
      ).decode((Int, String, String).self) {
        events.append(
          LoggedEvent(
            sequence: number, event: try Self.decode(IntentRunEvent.self, text),
            origin: UUID(uuidString: origin) ?? UUID()))
      }
      return (events, last)
    }
  }

  /// A wake-up soon after any host appends events to this schema.
  ///
  /// Every stream of the storage is fed by one connection of its own, outside the pool, that
  /// listens for the notifications appends send: opened with the first stream, closed when the
  /// last ends. A dropped connection is opened again (after 0.1 s, then up to 10 s apart, each
  /// failure logged as a warning through the storage's logger), and every stream is woken each
  /// time it starts listening, since events may have been appended meanwhile. A safety poll
  /// reads the newest event number every 5 s and wakes the streams when it changed: a
  /// notification can be lost without an error (a connection cut silently by the network, a
  /// pooler that does not pass `LISTEN` on), and the poll bounds how long a follower can miss
  /// events. A wake-up is a hint to read the log, never the events themselves.
  ///
  /// The stream ends when its reader stops reading, or when the storage shuts down.
  public func eventsAppended() -> AsyncStream<Void> {
    storage.eventListener.stream(for: storage)
  }

  // MARK: - Donations

  /// Keeps a donation (replacing one with its identifier), forgetting the oldest beyond the
  /// limit.
  public func addDonation(_ donation: StoredDonation) async throws {
    let body = try Self.json(donation)
    let id = donation.donation.id
    try Self.checkText([("donation", body), ("donation identifier", id)])
    try await storage.perform("keeping a donation") { client in
      try await client.withTransaction(logger: PostgresStorage.silent) { connection in
        // One statement: hosts recording the same donation at once (every host of a process
        // hears its donations) wait for each other here, where a delete then an insert let both
        // insert, and the second fail on the identifier. Replaced, it becomes the newest.
        try await connection.query(
          """
          INSERT INTO intents_donation (id, body) VALUES (\(id), \(body))
          ON CONFLICT (id) DO UPDATE SET body = excluded.body, position = DEFAULT
          """, logger: PostgresStorage.silent)
        try await connection.query(
          """
          DELETE FROM intents_donation WHERE position NOT IN
            (SELECT position FROM intents_donation ORDER BY position DESC
             LIMIT \(HostStateLimits.keptDonations))
          """, logger: PostgresStorage.silent)
      }
    }
  }

  /// Every donation, oldest first.
  public func donations() async throws -> [StoredDonation] {
    try await storage.perform("reading donations") { client in
      var donations: [StoredDonation] = []
      for try await body in try await client.query(
        "SELECT body FROM intents_donation ORDER BY position"
      ).decode(String.self) {
        donations.append(try Self.decode(StoredDonation.self, body))
      }
      return donations
    }
  }

  /// Removes donations by identifier.
  public func removeDonations(identifiers: Set<String>) async throws -> [String] {
    let ids = identifiers.sorted().filter { !$0.contains("\0") }
    guard !ids.isEmpty else { return [] }
    return try await storage.perform("removing donations") { client in
      var removed: [String] = []
      for try await id in try await client.query(
        "DELETE FROM intents_donation WHERE id = ANY(\(ids)::text[]) RETURNING id"
      ).decode(String.self) { removed.append(id) }
      return removed.sorted()
    }
  }

  // MARK: - On screen

  /// Puts an entry in front of a client's screen.
  public func show(_ entry: OnScreenRecord, to client: String, policy: OnScreenPolicy) async throws
  {
    try Self.checkText([("client", client), ("type", entry.type), ("identifier", entry.identifier)])
    try await storage.perform("showing an entity") { postgres in
      try await postgres.withTransaction(logger: PostgresStorage.silent) { connection in
        var kept: [OnScreenRecord] = []
        for try await text in try await connection.query(
          "SELECT entries FROM intents_on_screen WHERE client = \(client) FOR UPDATE",
          logger: PostgresStorage.silent
        ).decode(String.self) { kept = try Self.decode([OnScreenRecord].self, text) }
        let entries = try Self.json(OnScreenBounds.adding(entry, to: kept, policy: policy))
        let used = entry.since.timeIntervalSince1970
        try await connection.query(
          """
          INSERT INTO intents_on_screen (client, entries, used) VALUES (\(client), \(entries), \(used))
          ON CONFLICT (client) DO UPDATE SET entries = excluded.entries, used = excluded.used
          """, logger: PostgresStorage.silent)
        try await connection.query(
          """
          DELETE FROM intents_on_screen WHERE client NOT IN
            (SELECT client FROM intents_on_screen ORDER BY used DESC, client
             LIMIT \(policy.maximumClients))
          """, logger: PostgresStorage.silent)
      }
    }
  }

  /// A client's entries that have not expired, most recent first.
  public func onScreen(for client: String, policy: OnScreenPolicy, now: Date) async throws
    -> [OnScreenRecord]
  {
    guard !client.contains("\0") else { return [] }
    return try await storage.perform("reading what a client has on screen") { postgres in
      var entries: [OnScreenRecord] = []
      for try await text in try await postgres.query(
        "SELECT entries FROM intents_on_screen WHERE client = \(client)"
      ).decode(String.self) { entries = try Self.decode([OnScreenRecord].self, text) }
      return entries.filter { !OnScreenBounds.expired($0, policy: policy, now: now) }
    }
  }

  /// Takes everything off a client's screen.
  public func clearOnScreen(for client: String) async throws {
    guard !client.contains("\0") else { return }
    try await storage.perform("clearing what a client has on screen") { postgres in
      // Read to the end, so that the connection goes back to the pool at once.
      for try await _ in try await postgres.query(
        "DELETE FROM intents_on_screen WHERE client = \(client)")
      {}
    }
  }

  // MARK: - Single-use tokens

  /// Spends a token: `true` the first time, `false` when it was spent before or has expired.
  /// Each spending forgets the tokens that expired.
  public func consume(_ token: String, expiresAt: Date) async throws -> Bool {
    try Self.checkText([("token", token)])
    guard expiresAt > Date() else { return false }
    return try await storage.perform("spending a single-use token") { client in
      try await client.withTransaction(logger: PostgresStorage.silent) { connection in
        try await connection.query(
          "DELETE FROM intents_single_use_token WHERE expires_at <= now()",
          logger: PostgresStorage.silent)
        var inserted = false
        for try await _ in try await connection.query(
          """
          INSERT INTO intents_single_use_token (token, expires_at) VALUES (\(token), \(expiresAt))
          ON CONFLICT (token) DO NOTHING RETURNING token
          """, logger: PostgresStorage.silent
        ).decode(String.self) { inserted = true }
        return inserted
      }
    }
  }

  // MARK: - Coding

  static func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  static func decode<Value: Decodable>(_ type: Value.Type, _ text: String) throws -> Value {
    try JSONDecoder().decode(type, from: Data(text.utf8))
  }
}
