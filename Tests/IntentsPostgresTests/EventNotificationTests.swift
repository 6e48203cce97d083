import Foundation
@testable import IntentsPostgres
import IntentsRuntime
import Logging
import PostgresNIO
import Synchronization
import Testing

/// Appending events notifies the schema's channel, and each storage's event streams are woken
/// by one listening connection of its own, which comes back after it drops. The safety poll is
/// made an hour long where a test shows that the notifications alone wake the streams. Each
/// test waits only for what the listener promises (it starts listening before the append it
/// waits to hear), never for a time.
@Suite struct EventNotificationTests {
  private static func drafts(_ count: Int) -> [LoggedEvent.Draft] {
    (0..<count).map { index in
      LoggedEvent.Draft(
        event: IntentRunEvent(.suggestionsChanged, intent: "notified\(index)"), origin: UUID())
    }
  }

  /// The listening connections of a storage on `schema`, as the server lists them.
  private static func listeners(on schema: String, asking storage: PostgresStorage) async throws
    -> Int
  {
    var count = 0
    for try await found in try await storage.client.query(
      """
      SELECT count(*)::bigint FROM pg_stat_activity
      WHERE query LIKE 'LISTEN %' AND position(\(schema) in query) > 0
      """
    ).decode(Int.self) { count = found }
    return count
  }

  @Test func theChannelIsTheSchemasNameAndFitsPostgreSQLsLimit() {
    #expect(PostgresStorage.eventChannel(schema: "public") == "intents_events:public")
    #expect(PostgresStorage.eventChannel(schema: "Trails Ü") == "intents_events:Trails Ü")
    let long = String(repeating: "s", count: 49)
    let longer = String(repeating: "s", count: 50)
    let quoted = "a\"b"
    for schema in [long, longer, quoted] {
      let channel = PostgresStorage.eventChannel(schema: schema)
      #expect(channel.utf8.count <= 63, "\(channel)")
      #expect(!channel.contains("\""), "\(channel)")
      #expect(channel.hasPrefix("intents_events:#"), "\(channel)")
    }
    #expect(PostgresStorage.eventChannel(schema: long) != PostgresStorage.eventChannel(schema: longer))
    #expect(
      PostgresStorage.eventChannel(schema: String(repeating: "s", count: 48))
        == "intents_events:" + String(repeating: "s", count: 48))
  }

  @Test func listeningAgainWaitsLongerAfterEachFailureInARowUpToTenSeconds() {
    let pauses = [1, 2, 3, 7, 8, 9, 1_000].map(PostgresEventListener.pause(afterFailures:))
    #expect(
      pauses == [
        .milliseconds(100), .milliseconds(200), .milliseconds(400), .milliseconds(6_400),
        .seconds(10), .seconds(10), .seconds(10),
      ])
  }

  /// An append notifies its own schema's channel once it commits, with the number of its last
  /// event; an append to another schema of the database does not.
  @Test(.enabled(if: PostgresTestDatabase.url != nil, PostgresTestDatabase.skipped))
  func anAppendNotifiesItsSchemasChannelOnly() async throws {
    try await PostgresTestDatabase.withSchema { schema, start in
      try await PostgresTestDatabase.withSchema { otherSchema, startOther in
        let storage = try await start()
        let other = try await startOther()
        let channel = try await storage.eventChannel()
        #expect(channel == "intents_events:\(schema)")
        #expect(try await other.eventChannel() == "intents_events:\(otherSchema)")
        let connection = try await PostgresConnection.connect(
          configuration: try storage.configuration.connectionConfiguration(), id: 7,
          logger: PostgresStorage.silent)
        try await connection.listen(on: channel) { notifications in
          var heard = notifications.makeAsyncIterator()
          // Notifications arrive in the order the appends commit: had the other schema's
          // append (payload 5) reached this channel, it would be heard first.
          try await PostgresReferenceStore(other).appendEvents(Self.drafts(5))
          try await PostgresReferenceStore(storage).appendEvents(Self.drafts(2))
          #expect(try await heard.next()?.payload == "2")
          try await PostgresReferenceStore(storage).appendEvents(Self.drafts(1))
          #expect(try await heard.next()?.payload == "3")
        }
        try await connection.close()
      }
    }
  }

  /// A host's stream wakes when another host appends, with no poll to wake it; two streams of
  /// one storage share one listening connection, which closes when both end.
  @Test(.enabled(if: PostgresTestDatabase.url != nil, PostgresTestDatabase.skipped))
  func aStreamWakesWhenAnotherHostAppendsThroughOneSharedConnection() async throws {
    try await PostgresTestDatabase.withSchema { schema, start in
      let listening = try await start()
      listening.eventListener.safetyPollInterval = .seconds(3600)
      let appending = PostgresReferenceStore(try await start())
      let store = PostgresReferenceStore(listening)

      // Two readers, each saying which of them woke.
      let (woke, wakes) = AsyncStream.makeStream(of: Int.self)
      let readers = (0..<2).map { reader in
        let stream = store.eventsAppended()
        return Task { for await _ in stream { wakes.yield(reader) } }
      }
      var heard = woke.makeAsyncIterator()
      func bothWake() async {
        var readersWoken: Set<Int> = []
        while readersWoken.count < 2, let reader = await heard.next() { readersWoken.insert(reader) }
      }
      // Each stream is woken once when the connection starts listening.
      await bothWake()
      #expect(try await Self.listeners(on: schema, asking: listening) == 1)

      try await appending.appendEvents(Self.drafts(1))
      await bothWake()
      let read = try await store.events(after: 0, limit: 10)
      #expect(read.events.map(\.event.intent) == ["notified0"])

      // Readers that stop end their streams; the last one gone, the connection closes.
      for reader in readers { reader.cancel() }
      while try await Self.listeners(on: schema, asking: listening) > 0 {
        try await Task.sleep(for: .milliseconds(50))
      }
    }
  }

  /// The listening connection ended by the server comes back: the stream is woken when it
  /// listens again, and by the appends after; the storage's logger says so.
  @Test(.enabled(if: PostgresTestDatabase.url != nil, PostgresTestDatabase.skipped))
  func theListeningConnectionReconnectsAfterItDrops() async throws {
    try await PostgresTestDatabase.withSchema { schema, start in
      // Started first, it drops the schema after the test.
      let appending = try await start()
      let log = LogRecorder()
      let listening = try await PostgresStorage.start(
        configuration: try PostgresTestDatabase.configuration(schema: schema),
        logger: Logger(label: "test") { _ in log })
      defer { Task { await listening.shutdown() } }
      listening.eventListener.safetyPollInterval = .seconds(3600)
      var wakeUps = PostgresReferenceStore(listening).eventsAppended().makeAsyncIterator()
      #expect(await wakeUps.next() != nil)

      var ended = 0
      for try await terminated in try await appending.client.query(
        """
        SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE query LIKE 'LISTEN %' AND position(\(schema) in query) > 0
        """
      ).decode(Bool.self) where terminated { ended += 1 }
      #expect(ended == 1)

      // Listening again wakes the stream: events may have been appended meanwhile.
      #expect(await wakeUps.next() != nil)
      try await PostgresReferenceStore(appending).appendEvents(Self.drafts(1))
      #expect(await wakeUps.next() != nil)

      let logged = log.lines.all
      #expect(
        logged.contains {
          $0.level == .warning && $0.text.contains("listening for appended events failed")
            && $0.text.hasSuffix("Trying again in 0.1 s.")
        }, "\(logged)")
      #expect(
        logged.contains {
          $0.level == .info && $0.text.contains("listening for appended events again")
        }, "\(logged)")
    }
  }

  /// With no notification at all, as when one is lost with its connection, the safety poll
  /// wakes the stream once the newest event number changes.
  @Test(.enabled(if: PostgresTestDatabase.url != nil, PostgresTestDatabase.skipped))
  func theSafetyPollWakesAStreamThatHearsNoNotification()
    async throws
  {
    try await PostgresTestDatabase.withSchema { _, start in
      let storage = try await start()
      storage.eventListener.safetyPollInterval = .milliseconds(200)
      var wakeUps = PostgresReferenceStore(storage).eventsAppended().makeAsyncIterator()
      // Listening started; the poll has read where the log stands, and nothing changed it.
      #expect(await wakeUps.next() != nil)
      // An event counted without a notification: only the poll can see it.
      for try await _ in try await storage.client.query(
        "UPDATE intents_event_counter SET last = last + 1 WHERE id = 1")
      {}
      #expect(await wakeUps.next() != nil)
      #expect(try await storage.newestEventSequence() == 1)
    }
  }

  /// Streams end when their storage shuts down, and a stream asked for afterwards is ended.
  @Test(.enabled(if: PostgresTestDatabase.url != nil, PostgresTestDatabase.skipped))
  func streamsEndWhenTheStorageShutsDown() async throws {
    try await PostgresTestDatabase.withSchema { _, start in
      // The first storage started drops the schema after the test: it stays up.
      _ = try await start()
      let storage = try await start()
      let stream = PostgresReferenceStore(storage).eventsAppended()
      await storage.shutdown()
      for await _ in stream {}
      for await _ in PostgresReferenceStore(storage).eventsAppended() {}
    }
  }

  /// A storage run as a service ends its streams when the service stops.
  @Test(.enabled(if: PostgresTestDatabase.url != nil, PostgresTestDatabase.skipped))
  func streamsEndWhenTheServiceStops() async throws {
    try await PostgresTestDatabase.withSchema { schema, start in
      _ = try await start()
      let storage = PostgresStorage(
        configuration: try PostgresTestDatabase.configuration(schema: schema))
      let service = Task { try await storage.run() }
      try await storage.prepare()
      var wakeUps = PostgresReferenceStore(storage).eventsAppended().makeAsyncIterator()
      #expect(await wakeUps.next() != nil)
      service.cancel()
      while await wakeUps.next() != nil {}
    }
  }
}

/// What a storage logs, kept for a test to read.
private struct LogRecorder: LogHandler {
  /// The lines logged, in order; guarded by the mutex.
  final class Lines: Sendable {
    private let lines = Mutex<[(level: Logger.Level, text: String)]>([])
    func add(_ level: Logger.Level, _ text: String) { lines.withLock { $0.append((level, text)) } }
    var all: [(level: Logger.Level, text: String)] { lines.withLock { $0 } }
  }

  let lines = Lines()
  var metadata: Logger.Metadata = [:]
  var logLevel: Logger.Level = .info

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(event: LogEvent) { lines.add(event.level, "\(event.message)") }
}
