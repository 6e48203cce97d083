import AppIntents
import Foundation
import GRDB
public import IntentsPostgres
public import IntentsSQL
public import IntentsSQLite
public import Logging

/// The app's data: landmarks, collections, ticket searches and photos — in a SQLite file, or in
/// a PostgreSQL database that several hosts share.
///
/// Both keep the same tables and give the same answers; the intents depend on this type alone
/// (`@Dependency var database: LandmarkDatabase`), whichever holds the data. A new database is
/// filled with the landmarks of the bundled `landmarks.json`, once. Finds are pushed down to
/// either as SQL (``landmarks(_:)``). Text columns have a folded twin (lower-cased, without
/// diacritics) so that comparisons ignore case and accents in SQL, as `QueryComparator` does in
/// memory.
///
/// - A file: ``init(path:creatingDirectory:)``, through GRDB.
/// - PostgreSQL: ``connect(url:logger:)``, or ``init(postgres:logger:)`` on a `PostgresStorage` the
///   host runs, through postgres-nio. The app's tables are migrated under an advisory lock of
///   their own, so hosts that start together on a new database insert the landmarks once.
public final class LandmarkDatabase: Sendable {
  let storage: any LandmarkStorage
  /// Whether this opening created the data (a new or empty file, or a PostgreSQL database
  /// without the app's tables).
  let isNew: Bool

  /// The file's path; for a database on PostgreSQL, its URL without the password
  /// (`postgres://role@host:port/database`), which names no file.
  public let path: String

  /// The PostgreSQL storage the data lives in, shared with the host's references, runs and
  /// Spotlight index; `nil` for a file.
  public let postgres: PostgresStorage?

  /// What marks the app's database files: `PRAGMA application_id` 0x4F49_6C6D ("OIlm").
  public static let format = SQLiteFileFormat(
    name: "Landmarks database", applicationID: 0x4F49_6C6D)

  /// Opens the database at a path, creating and filling it on first use.
  ///
  /// The path must name a Landmarks database, an empty file, or a new file in a directory
  /// that exists — created first only with `creatingDirectory`, for the app's own data
  /// directory. Anything else (a missing directory, a directory, a device, another program's
  /// file) is refused with `IntentsError.storeFailed` and left as it is (see `SQLiteFile`).
  /// A database made by an earlier version of the app, before files were marked, is opened
  /// and marked.
  public init(path: String, creatingDirectory: Bool = false) throws {
    let file = try SQLiteLandmarkStorage(path: path, creatingDirectory: creatingDirectory)
    storage = file
    isNew = file.isNew
    self.path = file.pool.path
    postgres = nil
  }

  /// The app's data on a PostgreSQL storage that the caller runs (in its `ServiceGroup`, or
  /// started with `PostgresStorage.start`): creates or updates the app's tables, and fills a
  /// new database with the bundled landmarks. The caller shuts the storage down.
  ///
  /// - Throws: `IntentsError.storeFailed` naming the server when it cannot be reached, refuses
  ///   the login or fails to migrate.
  public convenience init(postgres storage: PostgresStorage, logger: Logger? = nil) async throws {
    try await self.init(postgres: storage, owning: false, logger: logger)
  }

  private init(postgres storage: PostgresStorage, owning: Bool, logger: Logger?) async throws {
    let database = try await PostgresLandmarkStorage(
      storage: storage, ownsStorage: owning, logger: logger ?? Self.silent)
    self.storage = database
    isNew = database.isNew
    path = Self.redacted(storage.configuration)
    postgres = storage
  }

  /// Connects to the PostgreSQL database a `postgres://` or `postgresql://` URL names (see
  /// `PostgresStoreConfiguration` for its parameters: TLS, pool size, schema, time limits),
  /// runs its pool until ``close()``, and prepares the tables.
  ///
  /// - Throws: `IntentsError.invalidValue` naming the part of the URL that is wrong;
  ///   `IntentsError.storeFailed` naming the server when it cannot be reached within the
  ///   connect timeout, refuses the login or fails to migrate. No message holds the password.
  public static func connect(url: String, logger: Logger? = nil) async throws -> LandmarkDatabase {
    let configuration = try PostgresStoreConfiguration(url: url)
    let storage = try await PostgresStorage.start(configuration: configuration, logger: logger)
    do {
      return try await LandmarkDatabase(postgres: storage, owning: true, logger: logger)
    } catch {
      await storage.shutdown()
      throw error
    }
  }

  /// Whether a `--database` value is a PostgreSQL URL rather than a file's path.
  public static func isPostgresURL(_ location: String) -> Bool {
    let lowered = location.lowercased()
    return lowered.hasPrefix("postgres://") || lowered.hasPrefix("postgresql://")
  }

  /// Lets go of the data: closes the file, or — for a database opened with
  /// ``connect(url:logger:)`` — stops its pool. Operations after it fail. A storage given to
  /// ``init(postgres:logger:)`` is left running: its owner stops it.
  public func close() async { await storage.close() }

  /// Where a PostgreSQL database is, for people: no password.
  static func redacted(_ configuration: PostgresStoreConfiguration) -> String {
    let schema = configuration.schema.map { " (schema ‘\($0)’)" } ?? ""
    return "postgres://\(configuration.username)@\(configuration.serverDescription)/"
      + "\(configuration.database)\(schema)"
  }

  static let silent = Logger(label: "Landmarks", factory: { _ in SwiftLogNoOpLogHandler() })

  /// The landmarks shipped with the app.
  static func bundledLandmarks() throws -> [Landmark] {
    guard let url = Bundle.module.url(forResource: "landmarks", withExtension: "json") else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "landmarks.json"])
    }
    return try JSONDecoder().decode([Landmark].self, from: Data(contentsOf: url))
  }

  // MARK: - Landmarks

  /// The landmarks with these identifiers, in no particular order.
  public func landmarks(ids: [Int]) async throws -> [Landmark] {
    try await storage.landmarks(ids: ids)
  }

  /// The landmarks a pushed-down Find selects from the `landmark` table: its condition,
  /// ordering and limit written as SQLite's SQL (through GRDB) or PostgreSQL's (every value
  /// bound), with the same answers.
  public func landmarks(_ query: SQLPropertyQuery) async throws -> [Landmark] {
    try await storage.landmarks(query)
  }

  /// Every landmark, by name.
  public func allLandmarks() async throws -> [Landmark] {
    try await storage.allLandmarks()
  }

  /// The featured landmarks, by name.
  public func featuredLandmarks() async throws -> [Landmark] {
    try await storage.featuredLandmarks()
  }

  /// How many landmarks there are.
  public func landmarkCount() async throws -> Int {
    try await storage.landmarkCount()
  }
}
