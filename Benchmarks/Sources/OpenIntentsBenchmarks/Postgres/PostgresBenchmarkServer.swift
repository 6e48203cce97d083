import Foundation
import IntentsPostgres
import PostgresNIO

/// The PostgreSQL server the benchmarks use: the one `OPENINTENTS_POSTGRES_URL` names, in a
/// schema of their own for each run, dropped after.
enum PostgresBenchmarkServer {
  /// The server's URL, or `nil` after saying that `benchmark` is skipped.
  static func url(for benchmark: String) -> String? {
    guard let url = ProcessInfo.processInfo.environment["OPENINTENTS_POSTGRES_URL"], !url.isEmpty
    else {
      print(
        "\(benchmark): skipped: OPENINTENTS_POSTGRES_URL is not set "
          + "(eval \"$(Scripts/postgres start)\" starts a server and sets it)")
      return nil
    }
    return url
  }

  /// Storage on the server in a new schema; a request may take an hour (loading a million
  /// rows is one operation).
  static func start(_ url: String) async throws -> PostgresStorage {
    var configuration = try PostgresStoreConfiguration(url: url)
    configuration.schema = "bench_\(UUID().uuidString.prefix(8).lowercased())"
    configuration.requestTimeout = .seconds(3600)
    return try await PostgresStorage.start(configuration: configuration)
  }

  /// Drops the storage's schema and shuts it down.
  static func drop(_ storage: PostgresStorage) async {
    if let schema = storage.configuration.schema {
      _ = try? await storage.client.query(
        PostgresQuery(unsafeSQL: "DROP SCHEMA IF EXISTS \"\(schema)\" CASCADE"))
    }
    await storage.shutdown()
  }
}
