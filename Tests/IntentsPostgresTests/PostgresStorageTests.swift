import Foundation
import IntentsFixtures
import IntentsRuntime
import Logging
import PostgresNIO
import Testing

@testable import IntentsPostgres

/// Says, in the test output, that the PostgreSQL tests were skipped and how to run them.
@Suite struct PostgresAvailabilityTests {
  @Test(.enabled(if: PostgresTestDatabase.url != nil, PostgresTestDatabase.skipped))
  func aPostgreSQLServerIsConfigured() throws {
    _ = try PostgresStoreConfiguration(url: try #require(PostgresTestDatabase.url))
  }
}

/// Connecting, failing clearly, and migrating once.
@Suite struct PostgresStorageTests {
  /// Nothing listens on the port: the start fails at once, naming the server, not after the
  /// pool's retries.
  @Test func aClosedPortFailsFastNamingTheServer() async throws {
    let port = closedLoopbackPort()
    let error = await #expect(throws: IntentsError.self) {
      _ = try await PostgresStorage.start(
        configuration: try PostgresStoreConfiguration(
          url: "postgres://ann:secret@127.0.0.1:\(port)/trails?sslmode=disable"))
    }
    #expect(error?.code == IntentsError.storeFailed)
    let message = error?.message ?? ""
    #expect(message.contains("127.0.0.1:\(port)"), "\(message)")
    #expect(message.contains("role ‘ann’"), "\(message)")
    #expect(message.contains("cannot be reached"), "\(message)")
    #expect(!message.contains("secret"))
  }

  /// A storage that is not started yet fails on its first operation the same way.
  @Test
  func anOperationOnAnUnreachableServerFailsWithinSeconds() async throws {
    var configuration = try PostgresStoreConfiguration(
      url: "postgres://ann@127.0.0.1:\(closedLoopbackPort())/trails?sslmode=disable")
    configuration.requestTimeout = .seconds(20)
    let storage = PostgresStorage(configuration: configuration)
    let store = PostgresReferenceStore(storage)
    try await withThrowingDiscardingTaskGroup { group in
      group.addTask { try await storage.run() }
      let error = await #expect(throws: IntentsError.self) { _ = try await store.references() }
      #expect(error?.message.contains("cannot be reached") == true, "\(error?.message ?? "")")
      group.cancelAll()
    }
  }

  @Test(.enabled(if: PostgresTestDatabase.url != nil, PostgresTestDatabase.skipped))
  func aWrongPasswordFailsWithTheServersMessage() async throws {
    var configuration = try PostgresTestDatabase.configuration()
    configuration.password = "not-the-password"
    let error = await #expect(throws: IntentsError.self) {
      _ = try await PostgresStorage.start(configuration: configuration)
    }
    let message = error?.message ?? ""
    #expect(error?.code == IntentsError.storeFailed)
    #expect(message.contains("refused the login of role ‘\(configuration.username)’"), "\(message)")
    #expect(message.contains("password authentication failed"), "\(message)")
    #expect(message.contains("28P01"), "\(message)")
    #expect(!message.contains("not-the-password"))
  }

  @Test(.enabled(if: PostgresTestDatabase.url != nil, PostgresTestDatabase.skipped))
  func aMissingDatabaseIsNamed() async throws {
    var configuration = try PostgresTestDatabase.configuration()
    configuration.database = "no_such_database"
    let error = await #expect(throws: IntentsError.self) {
      _ = try await PostgresStorage.start(configuration: configuration)
    }
    #expect(
      error?.message.contains("has no database ‘no_such_database’") == true,
      "\(error?.message ?? "")")
  }

  /// The server goes away after the start (here a relay in front of it is cut): every request
  /// fails within seconds naming the server, none hangs; once it is back, the same storage
  /// works again without a restart.
  @Test(.enabled(if: PostgresTestDatabase.url != nil, PostgresTestDatabase.skipped))
  func aServerThatGoesAwayIsNamedOnEachRequestAndUsedAgainWhenBack() async throws {
    try await PostgresTestDatabase.withSchema { schema, start in
      _ = try await start()  // the schema, migrated
      var configuration = try PostgresTestDatabase.configuration(schema: schema)
      guard case .tcp(let host, let port) = configuration.endpoint else {
        Issue.record("OPENINTENTS_POSTGRES_URL names no TCP server")
        return
      }
      let relay = try TCPRelay(to: host, port: port)
      defer { relay.cut() }
      configuration.endpoint = .tcp(host: "127.0.0.1", port: relay.port)
      let storage = try await PostgresStorage.start(configuration: configuration)
      let store = PostgresReferenceStore(storage)
      try await store.save(SavedReference(name: "home", type: "T", identifier: "1"))

      relay.cut()
      var messages: [String] = []
      // Each pooled connection that was open may fail once with its own reset; after them,
      // every request says the server cannot be reached.
      for _ in 0..<(configuration.poolSize + 3) {
        do {
          _ = try await store.references()
          Issue.record("a request succeeded with the server gone")
        } catch let error as IntentsError {
          #expect(error.code == IntentsError.storeFailed)
          messages.append(error.message)
        }
      }
      let last = messages.last ?? ""
      #expect(last.contains("cannot be reached"), "\(messages)")
      #expect(last.contains("127.0.0.1:\(relay.port)"), "\(last)")
      #expect(!last.contains(configuration.password ?? "no password"), "\(last)")

      try relay.restore()
      var references: [SavedReference]?
      for _ in 0..<100 where references == nil {
        references = try? await store.references()
        if references == nil { try await Task.sleep(for: .milliseconds(100)) }
      }
      #expect(references?.map(\.name) == ["home"])
      await storage.shutdown()
    }
  }

  /// The server drops the host's connections and its password changes: the next operation
  /// fails with the server's reason, within seconds, instead of waiting for the pool.
  @Test(
    .enabled(if: PostgresTestDatabase.url != nil, PostgresTestDatabase.skipped),
    .timeLimit(.minutes(5)))
  func anOperationAfterTheConnectionDropsFailsWithTheReason() async throws {
    try await PostgresTestDatabase.withSchema { schema, start in
      let admin = try await start()
      let role = "r_" + schema
      try await admin.client.query(
        .init(unsafeSQL: "CREATE ROLE \(role) LOGIN PASSWORD 'first'"))
      try await admin.client.query(.init(unsafeSQL: "GRANT ALL ON SCHEMA \(schema) TO \(role)"))
      try await admin.client.query(
        .init(unsafeSQL: "GRANT ALL ON ALL TABLES IN SCHEMA \(schema) TO \(role)"))
      var configuration = try PostgresTestDatabase.configuration(schema: schema)
      configuration.username = role
      configuration.password = "first"
      let storage = try await PostgresStorage.start(configuration: configuration)
      let store = PostgresReferenceStore(storage)
      try await store.save(SavedReference(name: "home", type: "T", identifier: "1"))

      try await admin.client.query(.init(unsafeSQL: "ALTER ROLE \(role) PASSWORD 'second'"))
      // Until the pool has to open a connection, it answers on the ones it has; each is ended
      // on every round, as a connection that was logging in while the password changed may
      // appear only after a round's termination (seen on a loaded machine). An operation may
      // meet a dropped connection itself ("closed the connection", "connection reset"): it
      // fails once for it. Once the pool must log in again, it cannot, and says why.
      // A bound on rounds, not a speed check: each round's operation ends at the store's request
      // timeout at worst, and the test's time limit stops a pool that would never say why.
      var message = ""
      var failedOtherwise = 0
      for _ in 0..<200 {
        try await admin.client.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = \(role)")
        message = ""
        do {
          _ = try await store.references()
        } catch let error as IntentsError {
          message = error.message
        }
        if message.contains("refused the login") { break }
        if !message.isEmpty { failedOtherwise += 1 }
        try await Task.sleep(for: .milliseconds(20))
      }
      #expect(message.contains("refused the login of role ‘\(role)’"), "\(message)")
      // Each of the pool's dropped connections fails one operation at most.
      #expect(failedOtherwise <= configuration.poolSize + 2)
      await storage.shutdown()
      try await admin.client.query(.init(unsafeSQL: "DROP OWNED BY \(role)"))
      try await admin.client.query(.init(unsafeSQL: "DROP ROLE \(role)"))
    }
  }

  /// Hosts booting together on a new database: every one starts, the tables are made once, and
  /// each version is recorded once.
  @Test(.enabled(if: PostgresTestDatabase.url != nil, PostgresTestDatabase.skipped))
  func hostsStartingTogetherMigrateOnce() async throws {
    try await PostgresTestDatabase.withSchema { schema, start in
      let storages = try await withThrowingTaskGroup(of: PostgresStorage.self) { group in
        for _ in 0..<8 { group.addTask { try await start() } }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      #expect(storages.count == 8)
      var versions: [Int] = []
      for try await version in try await storages[0].client.query(
        "SELECT version FROM intents_schema_migration ORDER BY version"
      ).decode(Int.self) {
        versions.append(version)
      }
      // Each version once, in order: a second migration would have failed on its CREATE TABLE.
      #expect(versions == PostgresMigrations.all.map(\.version))
      for (index, storage) in storages.enumerated() {
        try await PostgresReferenceStore(storage).save(
          SavedReference(name: "h\(index)", type: "T", identifier: "\(index)"))
      }
      #expect(try await PostgresReferenceStore(storages[3]).references().count == 8)
    }
  }

  /// A host with a `PostgresClient` of its own runs it; the storage uses it.
  @Test(.enabled(if: PostgresTestDatabase.url != nil, PostgresTestDatabase.skipped))
  func aCallersOwnClientIsUsed() async throws {
    let configuration = try PostgresTestDatabase.configuration()
    let client = PostgresClient(configuration: configuration.clientConfiguration)
    try await withThrowingDiscardingTaskGroup { group in
      group.addTask { await client.run() }
      let storage = PostgresStorage(client: client, configuration: configuration)
      try await storage.prepare()
      let store = PostgresReferenceStore(storage)
      try await store.save(SavedReference(name: "own", type: "T", identifier: "1"))
      #expect(try await store.references().map(\.name) == ["own"])
      try await client.query(
        .init(unsafeSQL: "DROP SCHEMA \"\(configuration.schema ?? "")\" CASCADE"))
      group.cancelAll()
    }
  }

  /// The storage as a service (what a ServiceGroup runs): operations work while it runs.
  @Test(.enabled(if: PostgresTestDatabase.url != nil, PostgresTestDatabase.skipped))
  func theStorageRunsAsAService() async throws {
    let configuration = try PostgresTestDatabase.configuration()
    let storage = PostgresStorage(configuration: configuration)
    try await withThrowingDiscardingTaskGroup { group in
      group.addTask { try await storage.run() }
      let store = PostgresReferenceStore(storage)
      try await store.save(SavedRun(name: "trip", intent: "I", parameters: [:]))
      #expect(try await store.runs().map(\.name) == ["trip"])
      try await storage.client.query(
        .init(unsafeSQL: "DROP SCHEMA \"\(configuration.schema ?? "")\" CASCADE"))
      group.cancelAll()
    }
  }

  /// The throwaway server's Unix socket, in the form libpq writes (`?host=/directory`).
  @Test(
    .enabled(
      if: PostgresTestDatabase.socketURL != nil, "OPENINTENTS_POSTGRES_SOCKET_URL is not set"))
  func aUnixSocketURLConnects() async throws {
    var configuration = try PostgresStoreConfiguration(
      url: try #require(PostgresTestDatabase.socketURL))
    configuration.schema = PostgresTestDatabase.newSchema()
    configuration.requestTimeout = .seconds(600)  // as every test's: behaviour, not time
    let storage = try await PostgresStorage.start(configuration: configuration)
    let store = PostgresReferenceStore(storage)
    try await store.save(SavedReference(name: "socket", type: "T", identifier: "1"))
    #expect(try await store.reference(named: "socket")?.identifier == "1")
    try await storage.client.query(
      .init(unsafeSQL: "DROP SCHEMA \"\(configuration.schema ?? "")\" CASCADE"))
    await storage.shutdown()
  }

  /// PostgreSQL's text cannot hold NUL: it is refused before reaching the server, with a
  /// message saying so; reading such a name finds nothing.
  @Test(.enabled(if: PostgresTestDatabase.url != nil, PostgresTestDatabase.skipped))
  func aNulCharacterIsRefusedClearly() async throws {
    try await PostgresTestDatabase.withSchema { _, start in
      let store = PostgresReferenceStore(try await start())
      let error = await #expect(throws: IntentsError.self) {
        try await store.save(SavedReference(name: "a\0b", type: "T", identifier: "1"))
      }
      #expect(error?.code == IntentsError.invalidValue)
      #expect(error?.message.contains("NUL") == true)
      await #expect(throws: IntentsError.self) {
        try await store.addIdentifierMigrations(["1": "\0"], type: "T")
      }
      #expect(try await store.reference(named: "a\0b") == nil)
      #expect(try await store.references().isEmpty)
    }
  }
}
