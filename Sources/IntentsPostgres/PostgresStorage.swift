import Foundation
import IntentsRuntime
public import Logging
public import PostgresNIO
public import ServiceLifecycle
import Synchronization

/// One PostgreSQL database, shared by every store of IntentsPostgres in a host — and by every
/// host that names the same database: a `PostgresClient` and its pool of connections, the
/// tables, migrated once, and errors that name the server.
///
/// A host that runs a Hummingbird application (or any `ServiceGroup`) makes the storage and
/// adds it to its services; the storage runs the client's pool while the group runs:
///
/// ```swift
/// let storage = PostgresStorage(configuration: try PostgresStoreConfiguration(url: databaseURL))
/// let host = IntentsHost(name: "Landmarks", store: PostgresReferenceStore(storage)) { … }
/// let services = ServiceGroup(
///   configuration: .init(services: [storage, app], logger: logger))
/// try await services.run()
/// ```
///
/// A program without a service group starts it instead, and shuts it down at the end:
///
/// ```swift
/// let storage = try await PostgresStorage.start(configuration: configuration)
/// defer { Task { await storage.shutdown() } }
/// ```
///
/// A host with a `PostgresClient` of its own passes it with ``init(client:configuration:logger:)``
/// and runs that client, not the storage.
///
/// The tables are created, or brought up to date, before the first operation (or by
/// ``prepare()``), in one transaction that holds a transaction-scoped advisory lock: hosts that
/// boot together migrate once, each waiting for the one that holds the lock. Tables only ever
/// gain columns and tables, so a host of an earlier version keeps working beside a later one.
///
/// Every operation fails — with `IntentsError.storeFailed`, naming the server, the role and what
/// went wrong — rather than wait: when no connection comes within a second, the storage opens
/// one of its own to learn why (the server is not there, the password is wrong, the database
/// does not exist) and fails with the server's answer; and nothing waits longer than the
/// configuration's `requestTimeout`.
public final class PostgresStorage: Service, Sendable {
  /// The client whose pool the stores use.
  public let client: PostgresClient
  /// Where the client connects, as given.
  public let configuration: PostgresStoreConfiguration
  let logger: Logger
  private let ownsClient: Bool
  /// The task running the pool for ``start(configuration:logger:)``, the migration, once
  /// begun, and the channel of the event notifications, once known: guarded by the mutex.
  private let state = Mutex(State())
  /// The connection that listens for appended events while event streams are open.
  let eventListener = PostgresEventListener()

  private struct State {
    var runner: Task<Void, Never>?
    var migration: Task<Void, any Error>?
    var eventChannel: String?
  }

  /// A storage with a client of its own, whose pool runs while ``run()`` does (add the storage
  /// to a `ServiceGroup`, or call ``start(configuration:logger:)`` instead).
  ///
  /// - Parameter logger: where the client logs its connections' troubles; nothing is logged
  ///   when it is `nil`.
  public init(configuration: PostgresStoreConfiguration, logger: Logger? = nil) {
    let logger = logger ?? Self.silent
    self.configuration = configuration
    self.logger = logger
    client = PostgresClient(
      configuration: configuration.clientConfiguration, backgroundLogger: logger)
    ownsClient = true
  }

  /// A storage on a client the caller made and runs (in its own `ServiceGroup`, or a task that
  /// calls `client.run()`). `configuration` says where that client connects: the storage uses
  /// it to name the server in errors and to find out why no connection comes.
  public init(
    client: PostgresClient, configuration: PostgresStoreConfiguration, logger: Logger? = nil
  ) {
    self.client = client
    self.configuration = configuration
    self.logger = logger ?? Self.silent
    ownsClient = false
  }

  /// Makes a storage, runs its pool in a task of its own until ``shutdown()``, and prepares
  /// the database (``prepare()``): when this returns, the server answered and the tables are
  /// current.
  ///
  /// - Throws: `IntentsError.storeFailed` naming the server and what failed.
  public static func start(
    configuration: PostgresStoreConfiguration, logger: Logger? = nil
  ) async throws -> PostgresStorage {
    let storage = PostgresStorage(configuration: configuration, logger: logger)
    let client = storage.client
    storage.state.withLock { $0.runner = Task { await client.run() } }
    do {
      try await storage.prepare()
    } catch {
      await storage.shutdown()
      throw error
    }
    return storage
  }

  /// Runs the client's pool until the task is cancelled or the service group shuts down
  /// gracefully, then ends the event streams. For a storage made with a client of the
  /// caller's, run that client instead: a client runs once.
  public func run() async throws {
    precondition(
      ownsClient,
      "PostgresStorage.run(): this storage uses the caller's PostgresClient; run that client")
    await client.run()
    eventListener.stop()
  }

  /// Ends the event streams, closing the connection that listens for appended events, then
  /// stops the pool that ``start(configuration:logger:)`` runs and waits for it to close.
  /// Operations after it fail. A storage run by a service group, or on a client of the
  /// caller's, keeps its pool: the group, or the caller, stops it.
  public func shutdown() async {
    eventListener.stop()
    let runner = state.withLock { state in
      defer { state.runner = nil }
      return state.runner
    }
    runner?.cancel()
    await runner?.value
  }

  deinit {
    eventListener.stop()
    state.withLock { $0.runner?.cancel() }
  }

  /// Checks that the server answers and brings the tables up to date, once per storage; later
  /// calls return at once (or fail again, after a failure, trying anew).
  ///
  /// - Throws: `IntentsError.storeFailed` naming the server and what failed.
  public func prepare() async throws {
    let migration = state.withLock { state in
      if let migration = state.migration { return migration }
      let migration = Task { try await self.migrate() }
      state.migration = migration
      return migration
    }
    do {
      try await migration.value
    } catch {
      // A failed start is tried again by the next operation (the server may be back).
      state.withLock { state in
        if state.migration == migration { state.migration = nil }
      }
      throw error
    }
  }

  private func migrate() async throws {
    // Connecting once outside the pool names the trouble at once (a closed port, a wrong
    // password) instead of after the pool's retries.
    if let problem = await diagnose() { throw problem }
    try await bounded("migrating the tables") { [configuration, logger] client in
      try await PostgresMigrations.apply(on: client, schema: configuration.schema, logger: logger)
    }
    let channel = try await bounded("finding the schema of the tables") { client in
      // The schema the tables are in: the configured one, or the first of the role's
      // `search_path` that exists.
      for try await schema in try await client.query("SELECT current_schema()::text").decode(
        String?.self)
      {
        if let schema { return Self.eventChannel(schema: schema) }
      }
      throw IntentsError(
        IntentsError.storeFailed,
        "No schema of the search_path exists: set the schema (the `schema` URL parameter).")
    }
    state.withLock { $0.eventChannel = channel }
  }

  /// The channel on which appending events notifies, once the tables are current.
  func eventChannel() async throws -> String {
    try await prepare()
    return try state.withLock { state in
      guard let channel = state.eventChannel else {
        throw failure("has no known schema for the tables")
      }
      return channel
    }
  }

  /// The notification channel of the tables in `schema`: `intents_events:` and the schema's
  /// name, so that hosts on two schemas of one database do not wake each other. A name that
  /// would not fit in PostgreSQL's 63 bytes, or holds a `"` (which postgres-nio's `LISTEN` does
  /// not escape), is replaced by a 64-bit FNV-1a digest of its UTF-8 bytes, in hexadecimal.
  static func eventChannel(schema: String) -> String {
    let prefix = "intents_events:"
    if prefix.utf8.count + schema.utf8.count <= 63, !schema.contains("\"") {
      return prefix + schema
    }
    var digest: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in schema.utf8 {
      digest ^= UInt64(byte)
      digest = digest &* 0x0000_0100_0000_01b3
    }
    let hex = String(digest, radix: 16)
    return prefix + "#" + String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// The number of the newest event appended, by any host.
  func newestEventSequence() async throws -> Int {
    try await perform("reading the newest event number") { client in
      for try await last in try await client.query(
        "SELECT last FROM intents_event_counter WHERE id = 1"
      ).decode(Int.self) { return last }
      return 0
    }
  }

  /// Runs a store operation on the client once the tables are current, within the time limits,
  /// its errors made `IntentsError.storeFailed` naming the server.
  package func perform<Result: Sendable>(
    _ action: String, _ operation: @escaping @Sendable (PostgresClient) async throws -> Result
  ) async throws -> Result {
    try await prepare()
    return try await bounded(action, operation)
  }

  static let silent = Logger(label: "IntentsPostgres", factory: { _ in SwiftLogNoOpLogHandler() })
}
