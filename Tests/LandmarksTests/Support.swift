import AppIntentsTesting
import Foundation
import IntentsCLI
import IntentsPostgres
import IntentsWire
import LandmarksApp
import PostgresNIO
import Testing

/// Where a test keeps the app's data: a SQLite file, or a PostgreSQL schema of its own.
enum LandmarksBackend: String, Sendable, CustomTestStringConvertible {
  case sqlite = "SQLite"
  case postgres = "PostgreSQL"

  var testDescription: String { rawValue }

  /// The PostgreSQL server's URL (`eval "$(Scripts/postgres start)"` sets it), or `nil`.
  static let postgresURL: String? = ProcessInfo.processInfo.environment[
    "OPENINTENTS_POSTGRES_URL"
  ].flatMap { $0.isEmpty ? nil : $0 }

  /// The backends these tests can reach: SQLite always, PostgreSQL when
  /// `OPENINTENTS_POSTGRES_URL` is set.
  static let available: [LandmarksBackend] = postgresURL == nil ? [.sqlite] : [.sqlite, .postgres]

  /// The test server's URL with a schema no other test uses, a small pool, and room to wait on
  /// two busy cores.
  static func schemaURL(_ schema: String) throws -> String {
    guard let url = postgresURL else { throw SkippedError() }
    let separator = url.contains("?") ? "&" : "?"
    return url + separator + "schema=\(schema)&pool_size=4&request_timeout=600"
  }

  /// A schema name no other test uses.
  static func newSchema() -> String {
    "landmarks_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
  }

  struct SkippedError: Error, CustomStringConvertible {
    var description: String { "OPENINTENTS_POSTGRES_URL is not set" }
  }
}

/// A Landmarks database — a file in a fresh temporary directory, or a fresh PostgreSQL schema —
/// removed when the test ends.
final class TemporaryLandmarks: Sendable {
  let backend: LandmarksBackend
  let directory: URL
  /// What `--database` names: the file's path, or the schema's URL.
  let location: String
  let database: LandmarkDatabase
  let host: IntentsHost

  init(_ backend: LandmarksBackend = .sqlite) async throws {
    self.backend = backend
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("landmarks-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    switch backend {
    case .sqlite: location = directory.appendingPathComponent("landmarks.sqlite").path
    case .postgres: location = try LandmarksBackend.schemaURL(LandmarksBackend.newSchema())
    }
    database = try await LandmarksApp.openDatabase(named: location)
    host = try await LandmarksApp.makeHost(database: database)
  }

  /// The file's path (SQLite).
  var path: String { database.path }

  var system: IntentsTestSystem { IntentsTestSystem(host: host) }

  /// The same data opened again, as another process (or the app after a restart) opens it;
  /// closed with this one.
  func reopen() async throws -> LandmarkDatabase {
    let database = try await LandmarksApp.openDatabase(named: location)
    await opened.add(database)
    return database
  }

  /// The databases opened besides ``database``: closed when they are done with, so that a
  /// PostgreSQL test leaves no pool behind.
  let opened = OpenedDatabases()

  /// Runs the command line in-process on this database.
  func command(
    _ arguments: [String], answers: [String] = [], interactive: Bool? = nil
  ) async
    -> (status: Int32, output: String, error: String)
  {
    let console = RecordingConsole(answers: answers, interactive: interactive)
    let location = location
    let commandDatabases = OpenedDatabases()
    let status = await IntentsCommandLine.run(
      arguments + ["--database", location], name: "Landmarks", console: console.console
    ) { options in
      let database = try await LandmarksApp.openDatabase(named: options.database ?? location)
      await commandDatabases.add(database)
      return try await LandmarksApp.makeHost(database: database)
    }
    // The command has ended, as its process would: its connections go.
    await commandDatabases.closeAll()
    return (status, console.output, console.error)
  }

  deinit {
    try? FileManager.default.removeItem(at: directory)
    guard let postgres = database.postgres else { return }
    let database = database
    let opened = opened
    let schema = postgres.configuration.schema
    Task {
      await opened.closeAll()
      if let schema {
        _ = try? await postgres.client.query(
          .init(unsafeSQL: "DROP SCHEMA IF EXISTS \"\(schema)\" CASCADE"))
      }
      await database.close()
    }
  }
}

extension TemporaryLandmarks {
  /// One SQLite database for the whole test process, opened on first use and kept for the
  /// process's life: the app that Apple-style tests (`IntentDefinitions(bundleIdentifier:)`)
  /// reach, as a UI-test bundle in Xcode reaches the one installed app. Being static, it is never
  /// released, so its temporary directory stays until the system clears it.
  static let shared = Task { try await TemporaryLandmarks() }
}

/// The code of the runtime error an operation throws, or `nil`.
func errorCode(_ operation: () async throws -> Void) async -> IntentsError.Code? {
  do {
    try await operation()
    return nil
  } catch let error as IntentsError {
    return error.code
  } catch {
    Issue.record("unexpected error \(error)")
    return nil
  }
}

/// Databases a test opened, to close together.
actor OpenedDatabases {
  private var databases: [LandmarkDatabase] = []
  func add(_ database: LandmarkDatabase) { databases.append(database) }
  func closeAll() async {
    for database in databases { await database.close() }
    databases = []
  }
}
