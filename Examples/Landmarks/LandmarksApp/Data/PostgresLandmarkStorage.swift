import Foundation
import IntentsPostgres
import IntentsRuntime
import IntentsSQL
import Logging
import PostgresNIO

/// The app's data in PostgreSQL, through postgres-nio: the storage of a `LandmarkDatabase` on a
/// `PostgresStorage`, whose pool it shares with the host's references, runs, events and
/// Spotlight index.
///
/// The tables are those of the SQLite file, in PostgreSQL's types (see
/// `PostgresLandmarkStorage.migrations`); every operation runs through
/// `PostgresStorage.perform`, so it is bounded by the configuration's time limits and fails
/// with `IntentsError.storeFailed` naming the server, never the password.
final class PostgresLandmarkStorage: LandmarkStorage {
  let storage: PostgresStorage
  /// Whether opening it inserted the bundled landmarks: a new database.
  let isNew: Bool
  private let ownsStorage: Bool
  private let logger: Logger

  /// Migrates the app's tables (and IntentsPostgres's) on a storage that runs.
  init(storage: PostgresStorage, ownsStorage: Bool, logger: Logger) async throws {
    self.storage = storage
    self.ownsStorage = ownsStorage
    self.logger = logger
    isNew = try await storage.perform("migrating the Landmarks tables") { client in
      try await Self.migrate(client, logger: logger)
    }
  }

  /// Runs `body` in one transaction, bounded and with its errors named.
  private func transaction<Result: Sendable>(
    _ action: String,
    _ body: @escaping @Sendable (PostgresConnection, Logger) async throws -> Result
  ) async throws -> Result {
    let logger = logger
    return try await storage.perform(action) { client in
      try await client.withTransaction(logger: logger) { connection in
        try await body(connection, logger)
      }
    }
  }

  /// The landmarks a query selects; its text must select `landmarkColumns`.
  private func fetchLandmarks(_ action: String, _ query: PostgresQuery) async throws -> [Landmark] {
    try await storage.perform(action) { client in
      try await Self.landmarks(client.query(query))
    }
  }

  /// The `landmark` table's columns, in the order `landmark(_:)` reads them.
  static let landmarkColumns = """
    id, name, kind, continent, country, region, summary, year, height_meters, area_square_km, \
    latitude, longitude, is_featured, tags
    """

  static func landmarks(_ rows: PostgresRowSequence) async throws -> [Landmark] {
    var landmarks: [Landmark] = []
    for try await row in rows { landmarks.append(try landmark(row)) }
    return landmarks
  }

  static func landmark(_ row: PostgresRow) throws -> Landmark {
    let row = row.makeRandomAccess()
    return Landmark(
      id: try row["id"].decode(Int.self), name: try row["name"].decode(String.self),
      kind: try row["kind"].decode(String.self),
      continent: try row["continent"].decode(String.self),
      country: try row["country"].decode(String.self),
      region: try row["region"].decode(String?.self),
      summary: try row["summary"].decode(String.self), year: try row["year"].decode(Int?.self),
      heightMeters: try row["height_meters"].decode(Double?.self),
      areaSquareKm: try row["area_square_km"].decode(Double?.self),
      latitude: try row["latitude"].decode(Double.self),
      longitude: try row["longitude"].decode(Double.self),
      isFeatured: try row["is_featured"].decode(Bool.self),
      tags: try row["tags"].decode([String].self))
  }

  // MARK: - Landmarks

  func landmarks(ids: [Int]) async throws -> [Landmark] {
    try await fetchLandmarks(
      "reading landmarks",
      "SELECT \(unescaped: Self.landmarkColumns) FROM landmark WHERE id = ANY(\(ids))")
  }

  func landmarks(_ query: SQLPropertyQuery) async throws -> [Landmark] {
    try await fetchLandmarks(
      "finding landmarks",
      query.postgresQuery("SELECT \(Self.landmarkColumns) FROM landmark"))
  }

  func allLandmarks() async throws -> [Landmark] {
    try await fetchLandmarks(
      "reading landmarks",
      """
      SELECT \(unescaped: Self.landmarkColumns) FROM landmark
      ORDER BY name_folded COLLATE "C", id
      """
    )
  }

  func featuredLandmarks() async throws -> [Landmark] {
    try await fetchLandmarks(
      "reading the featured landmarks",
      """
      SELECT \(unescaped: Self.landmarkColumns) FROM landmark WHERE is_featured
      ORDER BY name_folded COLLATE "C", id
      """)
  }

  func landmarkCount() async throws -> Int {
    try await storage.perform("counting landmarks") { client in
      for try await count in try await client.query("SELECT count(*) FROM landmark").decode(
        Int.self)
      {
        return count
      }
      return 0
    }
  }

  // MARK: - Collections

  func collections(ids: [String]?) async throws -> [LandmarkCollection] {
    try await transaction("reading collections") { connection, logger in
      try await Self.collections(connection, logger, ids: ids)
    }
  }

  /// The collections with these identifiers, or all of them, by name ignoring ASCII case (as
  /// SQLite's `NOCASE`), then identifier; each with its landmarks in the order they were added.
  static func collections(
    _ connection: PostgresConnection, _ logger: Logger, ids: [String]?
  ) async throws -> [LandmarkCollection] {
    let members: PostgresQuery
    let collections: PostgresQuery
    let order = "ORDER BY \(asciiLowercased("name")) COLLATE \"C\", id"
    if let ids {
      members = """
        SELECT collection_id, landmark_id FROM collection_landmark
        WHERE collection_id = ANY(\(ids)) ORDER BY added_at, position
        """
      collections = "SELECT id, name FROM collection WHERE id = ANY(\(ids)) \(unescaped: order)"
    } else {
      members =
        "SELECT collection_id, landmark_id FROM collection_landmark ORDER BY added_at, position"
      collections = "SELECT id, name FROM collection \(unescaped: order)"
    }
    var landmarkIDs: [String: [Int]] = [:]
    for try await (collection, landmark) in try await connection.query(members, logger: logger)
      .decode((String, Int).self)
    {
      landmarkIDs[collection, default: []].append(landmark)
    }
    var found: [LandmarkCollection] = []
    for try await (id, name) in try await connection.query(collections, logger: logger).decode(
      (String, String).self)
    {
      found.append(LandmarkCollection(id: id, name: name, landmarkIDs: landmarkIDs[id] ?? []))
    }
    return found
  }

  func add(landmark: Int, toCollection collection: String) async throws -> Bool {
    try await transaction("adding to a collection") { connection, logger in
      let now = Date()
      var added = false
      for try await _ in try await connection.query(
        """
        INSERT INTO collection_landmark (collection_id, landmark_id, added_at)
        VALUES (\(collection), \(landmark), \(now)) ON CONFLICT DO NOTHING RETURNING 1
        """, logger: logger)
      {
        added = true
      }
      guard added else { return false }
      try await Self.bumpContentVersion(connection, logger)
      return true
    }
  }

  // MARK: - Tickets

  func recordTicketSearch(landmark: Int, quantity: Int) async throws -> TicketSearch {
    try await storage.perform("recording a ticket search") { client in
      let now = Date()
      for try await id in try await client.query(
        """
        INSERT INTO ticket_search (landmark_id, quantity, searched_at)
        VALUES (\(landmark), \(quantity), \(now)) RETURNING id
        """
      ).decode(Int.self) {
        return TicketSearch(id: id, landmarkID: landmark, quantity: quantity, searchedAt: now)
      }
      throw IntentsError(IntentsError.storeFailed, "The ticket search was not recorded.")
    }
  }

  func ticketSearches(landmark: Int) async throws -> [TicketSearch] {
    try await storage.perform("reading ticket searches") { client in
      var searches: [TicketSearch] = []
      for try await (id, landmarkID, quantity, searchedAt) in try await client.query(
        """
        SELECT id, landmark_id, quantity, searched_at FROM ticket_search
        WHERE landmark_id = \(landmark) ORDER BY id DESC
        """
      ).decode((Int, Int, Int, Date).self) {
        searches.append(
          TicketSearch(
            id: id, landmarkID: landmarkID, quantity: quantity, searchedAt: searchedAt))
      }
      return searches
    }
  }

  // MARK: - Photos

  func addPhoto(
    landmark: Int, filename: String, contentType: String, width: Int, height: Int, bytes: Data
  ) async throws -> (photo: LandmarkPhoto, count: Int) {
    try await transaction("adding a photo") { connection, logger in
      let now = Date()
      var id: Int?
      for try await inserted in try await connection.query(
        """
        INSERT INTO landmark_photo
          (landmark_id, filename, content_type, width, height, bytes, added_at)
        VALUES (\(landmark), \(filename), \(contentType), \(width), \(height), \(bytes), \(now))
        RETURNING id
        """, logger: logger
      ).decode(Int.self) {
        id = inserted
      }
      var count = 0
      for try await counted in try await connection.query(
        "SELECT count(*) FROM landmark_photo WHERE landmark_id = \(landmark)", logger: logger
      ).decode(Int.self) {
        count = counted
      }
      let photo = LandmarkPhoto(
        id: id ?? 0, landmarkID: landmark, filename: filename, contentType: contentType,
        width: width, height: height, bytes: bytes, addedAt: now)
      return (photo: photo, count: count)
    }
  }

  func photos(landmark: Int) async throws -> [LandmarkPhoto] {
    try await storage.perform("reading photos") { client in
      var photos: [LandmarkPhoto] = []
      for try await row in try await client.query(
        """
        SELECT id, landmark_id, filename, content_type, width, height, bytes, added_at
        FROM landmark_photo WHERE landmark_id = \(landmark) ORDER BY id
        """)
      {
        let row = row.makeRandomAccess()
        photos.append(
          LandmarkPhoto(
            id: try row["id"].decode(Int.self), landmarkID: try row["landmark_id"].decode(Int.self),
            filename: try row["filename"].decode(String.self),
            contentType: try row["content_type"].decode(String.self),
            width: try row["width"].decode(Int.self), height: try row["height"].decode(Int.self),
            bytes: try row["bytes"].decode(Data.self),
            addedAt: try row["added_at"].decode(Date.self)))
      }
      return photos
    }
  }

  // MARK: - Changes

  func save(_ landmark: Landmark) async throws {
    try await transaction("saving a landmark") { connection, logger in
      try await Self.insert(landmark, connection, logger)
      try await Self.bumpContentVersion(connection, logger)
    }
  }

  func deleteLandmark(id: Int) async throws -> Bool {
    try await transaction("deleting a landmark") { connection, logger in
      var deleted = false
      for try await _ in try await connection.query(
        "DELETE FROM landmark WHERE id = \(id) RETURNING 1", logger: logger)
      {
        deleted = true
      }
      guard deleted else { return false }
      try await Self.bumpContentVersion(connection, logger)
      return true
    }
  }

  func contentVersion() async throws -> Int {
    try await storage.perform("reading the content version") { client in
      try await Self.contentVersion(
        client.query("SELECT value FROM meta WHERE key = 'content_version'"))
    }
  }

  static func contentVersion(_ rows: PostgresRowSequence) async throws -> Int {
    for try await value in rows.decode(Int.self) { return value }
    return 0
  }

  func snapshot() async throws -> LandmarkSnapshot {
    try await transaction("reading the landmarks and collections") { connection, logger in
      // One snapshot of the database for the three reads, as SQLite's read transaction.
      try await connection.query(
        "SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY", logger: logger)
      let version = try await Self.contentVersion(
        connection.query("SELECT value FROM meta WHERE key = 'content_version'", logger: logger))
      let landmarks = try await Self.landmarks(
        connection.query(
          "SELECT \(unescaped: Self.landmarkColumns) FROM landmark ORDER BY id", logger: logger))
      let collections = try await Self.collections(connection, logger, ids: nil)
      return LandmarkSnapshot(version: version, landmarks: landmarks, collections: collections)
    }
  }

  func close() async {
    if ownsStorage { await storage.shutdown() }
  }
}
