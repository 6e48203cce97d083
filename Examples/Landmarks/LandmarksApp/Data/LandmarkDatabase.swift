import AppIntents
import Foundation
import GRDB
public import IntentsSQLite

/// The app's data: landmarks, collections and ticket searches in a SQLite file, through GRDB.
///
/// The file is created on first use, with the landmarks of the bundled `landmarks.json`. Text
/// columns have a folded twin (lower-cased, without diacritics) so that comparisons ignore case
/// and accents in SQL, as `QueryComparator` does in memory.
public final class LandmarkDatabase: Sendable {
  let pool: DatabasePool
  /// Whether the file was created, or found empty, by this opening: a new database.
  let isNew: Bool

  /// The file's path.
  public var path: String { pool.path }

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
    var size = 0
    let file = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    if let attributes = try? FileManager.default.attributesOfItem(atPath: file) {
      size = (attributes[.size] as? Int) ?? 0
    }
    isNew = size == 0
    var configuration = Configuration()
    configuration.busyMode = .timeout(5)
    configuration.prepareDatabase { db in
      try db.execute(sql: "PRAGMA foreign_keys = ON")
    }
    pool = try SQLiteFile.open(
      path: path, format: Self.format, configuration: configuration, migrator: Self.migrator,
      creatingDirectory: creatingDirectory)
  }

  // MARK: - Landmarks

  /// The landmarks with these identifiers, in no particular order.
  public func landmarks(ids: [Int]) async throws -> [Landmark] {
    try await pool.read { db in
      try Landmark.fetchAll(
        db, sql: "SELECT * FROM landmark WHERE id IN (SELECT value FROM json_each(?))",
        arguments: [String(decoding: try JSONEncoder().encode(ids), as: UTF8.self)])
    }
  }

  /// The landmarks a pushed-down query selects from the `landmark` table.
  public func landmarks(_ query: SQLQuery) async throws -> [Landmark] {
    try await pool.read { db in try query.applied(to: Landmark.all()).fetchAll(db) }
  }

  /// Every landmark, by name.
  public func allLandmarks() async throws -> [Landmark] {
    try await pool.read { db in
      try Landmark.fetchAll(db, sql: "SELECT * FROM landmark ORDER BY name_folded, id")
    }
  }

  /// The featured landmarks, by name.
  public func featuredLandmarks() async throws -> [Landmark] {
    try await pool.read { db in
      try Landmark.fetchAll(
        db, sql: "SELECT * FROM landmark WHERE is_featured ORDER BY name_folded, id")
    }
  }

  /// How many landmarks there are.
  public func landmarkCount() async throws -> Int {
    try await pool.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM landmark") ?? 0 }
  }
}
