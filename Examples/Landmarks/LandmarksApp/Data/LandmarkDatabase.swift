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

  /// The file's path.
  public var path: String { pool.path }

  /// Opens the database at a path, creating and filling it on first use.
  public init(path: String) throws {
    var configuration = Configuration()
    configuration.busyMode = .timeout(5)
    configuration.prepareDatabase { db in
      try db.execute(sql: "PRAGMA foreign_keys = ON")
    }
    pool = try SQLiteFile.open(path: path, configuration: configuration, migrator: Self.migrator)
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

  /// The landmarks a SQL query selects from the `landmark` table.
  public func landmarks(_ query: SQLQuery) async throws -> [Landmark] {
    try await pool.read { db in
      try Landmark.fetchAll(db, sql: query.sql(from: "landmark"), arguments: query.arguments)
    }
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
