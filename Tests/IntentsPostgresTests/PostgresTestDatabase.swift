import Foundation
import IntentsFixtures
import IntentsPostgres
import Logging
import PostgresNIO
import Testing

/// The PostgreSQL server the tests use: the one `OPENINTENTS_POSTGRES_URL` names
/// (`eval "$(Scripts/postgres start)"` starts a throwaway one and sets it; `Scripts/test` does
/// both). Each test works in a schema of its own, made fresh and dropped after, so tests run in
/// parallel on one database without seeing each other's rows.
enum PostgresTestDatabase {
  /// The server's URL, or `nil`: the tests that need it are skipped.
  static let url: String? = ProcessInfo.processInfo.environment["OPENINTENTS_POSTGRES_URL"]
    .flatMap { $0.isEmpty ? nil : $0 }

  /// The same server on its Unix socket, when `Scripts/postgres` started it.
  static let socketURL: String? = ProcessInfo.processInfo.environment[
    "OPENINTENTS_POSTGRES_SOCKET_URL"
  ].flatMap { $0.isEmpty ? nil : $0 }

  /// Why the PostgreSQL tests were skipped, shown beside each of them in the test output.
  static let skipped = Comment(
    rawValue: "OPENINTENTS_POSTGRES_URL is not set, so the PostgreSQL tests are skipped: run "
      + "`eval \"$(Scripts/postgres start)\"` first (or use Scripts/test)")

  /// The configuration of the test server, in a new schema of its own.
  static func configuration(schema: String = newSchema()) throws -> PostgresStoreConfiguration {
    guard let url else { throw SkipError() }
    var configuration = try PostgresStoreConfiguration(url: url)
    configuration.schema = schema
    configuration.poolSize = 4
    // The whole suite runs in one process on two cores, where a test may wait its turn for
    // long: the tests check behaviour, not time (the timeout tests set their own limit).
    configuration.requestTimeout = .seconds(600)
    return configuration
  }

  /// A schema name no other test uses.
  static func newSchema() -> String {
    "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
  }

  /// Runs `body` with storages started on a schema of its own, which is dropped after.
  static func withSchema<Result>(
    _ body: (_ schema: String, _ start: @escaping @Sendable () async throws -> PostgresStorage)
      async throws -> Result
  ) async throws -> Result {
    let schema = newSchema()
    let started = Started()
    do {
      let result = try await body(schema) {
        let storage = try await PostgresStorage.start(
          configuration: try configuration(schema: schema))
        await started.add(storage)
        return storage
      }
      await dropAndShutDown(schema: schema, started)
      return result
    } catch {
      await dropAndShutDown(schema: schema, started)
      throw error
    }
  }

  private static func dropAndShutDown(schema: String, _ started: Started) async {
    for storage in await started.storages {
      _ = try? await storage.client.query(
        PostgresQuery(unsafeSQL: "DROP SCHEMA IF EXISTS \"\(schema)\" CASCADE"))
      break
    }
    for storage in await started.storages { await storage.shutdown() }
  }

  private actor Started {
    var storages: [PostgresStorage] = []
    func add(_ storage: PostgresStorage) { storages.append(storage) }
  }

  struct SkipError: Error, CustomStringConvertible {
    var description: String { "OPENINTENTS_POSTGRES_URL is not set" }
  }

}
