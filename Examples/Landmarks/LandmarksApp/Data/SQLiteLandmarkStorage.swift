import AppIntents
import Foundation
import GRDB
import IntentsRuntime
import IntentsSQL
import IntentsSQLite

/// The app's data in a SQLite file, through GRDB: the storage of a `LandmarkDatabase` opened
/// with a path.
///
/// Text columns have a folded twin (lower-cased, without diacritics) so that comparisons ignore
/// case and accents in SQL, as `QueryComparator` does in memory; `tags` and `tags_folded` are
/// JSON arrays.
final class SQLiteLandmarkStorage: LandmarkStorage {
  let pool: DatabasePool
  /// Whether the file was created, or found empty, by this opening: a new database.
  let isNew: Bool

  /// Opens the file (see `LandmarkDatabase.init(path:creatingDirectory:)`).
  init(path: String, creatingDirectory: Bool) throws {
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
      path: path, format: LandmarkDatabase.format, configuration: configuration,
      migrator: Self.migrator, creatingDirectory: creatingDirectory)
  }

  /// Reads the file; an error of the file or of SQLite is `IntentsError.storeFailed`, as the
  /// PostgreSQL storage gives it, so that a request fails the same way on both.
  private func read<Value: Sendable>(
    _ body: @escaping @Sendable (Database) throws -> Value
  ) async throws -> Value {
    do { return try await pool.read(body) } catch { throw failure(error) }
  }

  /// Writes in one transaction; errors as ``read(_:)`` gives them.
  private func write<Value: Sendable>(
    _ body: @escaping @Sendable (Database) throws -> Value
  ) async throws -> Value {
    do { return try await pool.write(body) } catch { throw failure(error) }
  }

  private func failure(_ error: any Error) -> any Error {
    if error is IntentsError { return error }
    return IntentsError(
      IntentsError.storeFailed,
      "The Landmarks database ‘\(pool.path)’ failed: \(error)")
  }

  // MARK: - Landmarks

  func landmarks(ids: [Int]) async throws -> [Landmark] {
    try await read { db in
      try Landmark.fetchAll(
        db, sql: "SELECT * FROM landmark WHERE id IN (SELECT value FROM json_each(?))",
        arguments: [String(decoding: try JSONEncoder().encode(ids), as: UTF8.self)])
    }
  }

  func landmarks(_ query: SQLPropertyQuery) async throws -> [Landmark] {
    let query = SQLQuery(query)
    return try await read { db in try query.applied(to: Landmark.all()).fetchAll(db) }
  }

  func allLandmarks() async throws -> [Landmark] {
    try await read { db in
      try Landmark.fetchAll(db, sql: "SELECT * FROM landmark ORDER BY name_folded, id")
    }
  }

  func featuredLandmarks() async throws -> [Landmark] {
    try await read { db in
      try Landmark.fetchAll(
        db, sql: "SELECT * FROM landmark WHERE is_featured ORDER BY name_folded, id")
    }
  }

  func landmarkCount() async throws -> Int {
    try await read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM landmark") ?? 0 }
  }

  // MARK: - Collections

  func collections(ids: [String]?) async throws -> [LandmarkCollection] {
    try await read { db in try Self.collections(db, ids: ids) }
  }

  /// The collections with these identifiers, or all of them, by name; each with its landmarks
  /// in the order they were added. The members are fetched as ordered rows and grouped here:
  /// SQLite does not promise that an aggregate such as `json_group_array` keeps the order of
  /// a subquery.
  static func collections(_ db: Database, ids: [String]?) throws -> [LandmarkCollection] {
    let filter = ids == nil ? "1" : "id IN (SELECT value FROM json_each(?))"
    let memberFilter =
      ids == nil ? "1" : "collection_id IN (SELECT value FROM json_each(?))"
    let arguments: StatementArguments =
      try ids.map { [String(decoding: try JSONEncoder().encode($0), as: UTF8.self)] } ?? []
    let members = try Row.fetchAll(
      db,
      sql: """
        SELECT collection_id, landmark_id FROM collection_landmark WHERE \(memberFilter)
        ORDER BY added_at, rowid
        """, arguments: arguments)
    var landmarkIDs: [String: [Int]] = [:]
    for row in members { landmarkIDs[row["collection_id"], default: []].append(row["landmark_id"]) }
    return try Row.fetchAll(
      db, sql: "SELECT id, name FROM collection WHERE \(filter) ORDER BY name COLLATE NOCASE, id",
      arguments: arguments
    ).map { row in
      let id: String = row["id"]
      return LandmarkCollection(id: id, name: row["name"], landmarkIDs: landmarkIDs[id] ?? [])
    }
  }

  func add(landmark: Int, toCollection collection: String) async throws -> Bool {
    try await write { db in
      try db.execute(
        sql: """
          INSERT OR IGNORE INTO collection_landmark (collection_id, landmark_id, added_at)
          VALUES (?, ?, ?)
          """, arguments: [collection, landmark, Date()])
      guard db.changesCount > 0 else { return false }
      try Self.bumpContentVersion(db)
      return true
    }
  }

  // MARK: - Tickets

  func recordTicketSearch(landmark: Int, quantity: Int) async throws -> TicketSearch {
    try await write { db in
      let now = Date()
      try db.execute(
        sql: "INSERT INTO ticket_search (landmark_id, quantity, searched_at) VALUES (?, ?, ?)",
        arguments: [landmark, quantity, now])
      return TicketSearch(
        id: Int(db.lastInsertedRowID), landmarkID: landmark, quantity: quantity, searchedAt: now)
    }
  }

  func ticketSearches(landmark: Int) async throws -> [TicketSearch] {
    try await read { db in
      try Row.fetchAll(
        db,
        sql: "SELECT * FROM ticket_search WHERE landmark_id = ? ORDER BY id DESC",
        arguments: [landmark]
      ).map {
        TicketSearch(
          id: $0["id"], landmarkID: $0["landmark_id"], quantity: $0["quantity"],
          searchedAt: $0["searched_at"])
      }
    }
  }

  // MARK: - Photos

  func addPhoto(
    landmark: Int, filename: String, contentType: String, width: Int, height: Int, bytes: Data
  ) async throws -> (photo: LandmarkPhoto, count: Int) {
    try await write { db in
      let now = Date()
      try db.execute(
        sql: """
          INSERT INTO landmark_photo
            (landmark_id, filename, content_type, width, height, bytes, added_at)
          VALUES (?, ?, ?, ?, ?, ?, ?)
          """,
        arguments: [landmark, filename, contentType, width, height, bytes, now])
      let photo = LandmarkPhoto(
        id: Int(db.lastInsertedRowID), landmarkID: landmark, filename: filename,
        contentType: contentType, width: width, height: height, bytes: bytes, addedAt: now)
      let count =
        try Int.fetchOne(
          db, sql: "SELECT count(*) FROM landmark_photo WHERE landmark_id = ?",
          arguments: [landmark]) ?? 0
      return (photo: photo, count: count)
    }
  }

  func photos(landmark: Int) async throws -> [LandmarkPhoto] {
    try await read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT id, landmark_id, filename, content_type, width, height, bytes, added_at
          FROM landmark_photo WHERE landmark_id = ? ORDER BY id
          """, arguments: [landmark]
      ).map { row in
        LandmarkPhoto(
          id: row["id"], landmarkID: row["landmark_id"], filename: row["filename"],
          contentType: row["content_type"], width: row["width"], height: row["height"],
          bytes: row["bytes"], addedAt: row["added_at"])
      }
    }
  }

  // MARK: - Changes

  func save(_ landmark: Landmark) async throws {
    try await write { db in
      try Self.insert(landmark, db)
      try Self.bumpContentVersion(db)
    }
  }

  func deleteLandmark(id: Int) async throws -> Bool {
    try await write { db in
      try db.execute(sql: "DELETE FROM landmark WHERE id = ?", arguments: [id])
      guard db.changesCount > 0 else { return false }
      try Self.bumpContentVersion(db)
      return true
    }
  }

  func contentVersion() async throws -> Int {
    try await read { db in try Self.contentVersion(db) }
  }

  static func contentVersion(_ db: Database) throws -> Int {
    try Int.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'content_version'") ?? 0
  }

  func snapshot() async throws -> LandmarkSnapshot {
    try await read { db in
      LandmarkSnapshot(
        version: try Self.contentVersion(db),
        landmarks: try Landmark.fetchAll(db, sql: "SELECT * FROM landmark ORDER BY id"),
        collections: try Self.collections(db, ids: nil))
    }
  }

  func close() async {
    try? pool.close()
  }
}
