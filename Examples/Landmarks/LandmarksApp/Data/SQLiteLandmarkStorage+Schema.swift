import AppIntents
import Foundation
import GRDB

extension SQLiteLandmarkStorage {
  /// The schema, created step by step; a step runs once per file.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1: landmarks and collections") { db in
      try db.execute(
        sql: """
          CREATE TABLE landmark (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL, name_folded TEXT NOT NULL,
            kind TEXT NOT NULL, kind_folded TEXT NOT NULL,
            continent TEXT NOT NULL, continent_folded TEXT NOT NULL,
            country TEXT NOT NULL, country_folded TEXT NOT NULL,
            region TEXT, region_folded TEXT,
            summary TEXT NOT NULL, summary_folded TEXT NOT NULL,
            year INTEGER, height_meters REAL, area_square_km REAL,
            latitude REAL NOT NULL, longitude REAL NOT NULL,
            is_featured INTEGER NOT NULL DEFAULT 0,
            tags TEXT NOT NULL DEFAULT '[]', tags_folded TEXT NOT NULL DEFAULT '[]'
          );
          CREATE INDEX landmark_by_continent ON landmark(continent_folded, height_meters);
          CREATE INDEX landmark_by_name ON landmark(name_folded);
          CREATE INDEX landmark_by_country ON landmark(country_folded);
          CREATE INDEX landmark_by_height ON landmark(height_meters);
          CREATE TABLE collection (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL UNIQUE COLLATE NOCASE,
            created_at DATETIME NOT NULL
          );
          CREATE TABLE collection_landmark (
            collection_id TEXT NOT NULL REFERENCES collection(id) ON DELETE CASCADE,
            landmark_id INTEGER NOT NULL REFERENCES landmark(id) ON DELETE CASCADE,
            added_at DATETIME NOT NULL,
            PRIMARY KEY (collection_id, landmark_id)
          );
          CREATE TABLE ticket_search (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            landmark_id INTEGER NOT NULL REFERENCES landmark(id) ON DELETE CASCADE,
            quantity INTEGER NOT NULL,
            searched_at DATETIME NOT NULL
          );
          """)
    }
    migrator.registerMigration("v1: bundled landmarks") { db in
      for landmark in try LandmarkDatabase.bundledLandmarks() { try insert(landmark, db) }
      let now = Date()
      for (id, name) in [("favorites", "Favorites"), ("bucket-list", "Bucket List")] {
        try db.execute(
          sql: "INSERT INTO collection (id, name, created_at) VALUES (?, ?, ?)",
          arguments: [id, name, now])
      }
      try db.execute(
        sql: """
          INSERT INTO collection_landmark (collection_id, landmark_id, added_at)
          SELECT 'favorites', id, ? FROM landmark WHERE is_featured ORDER BY name_folded LIMIT 5
          """, arguments: [now])
    }
    migrator.registerMigration("v2: content version") { db in
      // Counts the changes to what the Spotlight index shows (landmarks and collections), so
      // that the index knows whether it is up to date (see LandmarksSpotlight).
      try db.execute(
        sql: """
          CREATE TABLE meta (key TEXT PRIMARY KEY, value INTEGER NOT NULL);
          INSERT INTO meta (key, value) VALUES ('content_version', 1);
          """)
    }
    migrator.registerMigration("v3: landmark photos") { db in
      // The photos people add to landmarks (AddLandmarkPhotoIntent), kept in the database.
      try db.execute(
        sql: """
          CREATE TABLE landmark_photo (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            landmark_id INTEGER NOT NULL REFERENCES landmark(id) ON DELETE CASCADE,
            filename TEXT NOT NULL,
            content_type TEXT NOT NULL,
            width INTEGER NOT NULL, height INTEGER NOT NULL,
            bytes BLOB NOT NULL,
            added_at DATETIME NOT NULL
          );
          CREATE INDEX landmark_photo_by_landmark ON landmark_photo(landmark_id);
          """)
    }
    return migrator
  }

  /// Records a change to the landmarks or collections, in the transaction that makes it.
  static func bumpContentVersion(_ db: Database) throws {
    try db.execute(sql: "UPDATE meta SET value = value + 1 WHERE key = 'content_version'")
  }

  /// Inserts or replaces a landmark, with the folded twins of its text columns.
  static func insert(_ landmark: Landmark, _ db: Database) throws {
    func folded(_ text: String) -> String { FoldedString(text).folded }
    let encoder = JSONEncoder()
    let tags = String(decoding: try encoder.encode(landmark.tags), as: UTF8.self)
    let foldedTags = String(decoding: try encoder.encode(landmark.tags.map(folded)), as: UTF8.self)
    try db.execute(
      sql: """
        INSERT OR REPLACE INTO landmark (
          id, name, name_folded, kind, kind_folded, continent, continent_folded,
          country, country_folded, region, region_folded, summary, summary_folded,
          year, height_meters, area_square_km, latitude, longitude, is_featured, tags, tags_folded)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        landmark.id, landmark.name, folded(landmark.name), landmark.kind, folded(landmark.kind),
        landmark.continent, folded(landmark.continent), landmark.country,
        folded(landmark.country), landmark.region, landmark.region.map(folded), landmark.summary,
        folded(landmark.summary), landmark.year, landmark.heightMeters, landmark.areaSquareKm,
        landmark.latitude, landmark.longitude, landmark.isFeatured, tags, foldedTags,
      ])
  }
}
