import Foundation
import GRDB

extension LandmarkDatabase {
  // MARK: - Changes

  /// Adds a landmark, or replaces the one with its identifier.
  ///
  /// Keep the Spotlight index fresh afterwards: `LandmarksSpotlight.update(landmarks:)`.
  public func save(_ landmark: Landmark) async throws {
    try await pool.write { db in
      try Self.insert(landmark, db)
      try Self.bumpContentVersion(db)
    }
  }

  /// Deletes a landmark (and its place in collections); `false` when there was none.
  ///
  /// Keep the Spotlight index fresh afterwards: `LandmarksSpotlight.update(landmarks:)`.
  public func deleteLandmark(id: Int) async throws -> Bool {
    try await pool.write { db in
      try db.execute(sql: "DELETE FROM landmark WHERE id = ?", arguments: [id])
      guard db.changesCount > 0 else { return false }
      try Self.bumpContentVersion(db)
      return true
    }
  }

  /// How many changes the landmarks and collections have seen: the Spotlight index is up to
  /// date when it was built at this version.
  public func contentVersion() async throws -> Int {
    try await pool.read { db in try Self.contentVersion(db) }
  }

  static func contentVersion(_ db: Database) throws -> Int {
    try Int.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'content_version'") ?? 0
  }

  /// The content version, every landmark and every collection, read together — synchronously,
  /// for indexing when the app starts.
  func snapshot() throws -> (version: Int, landmarks: [Landmark], collections: [LandmarkCollection])
  {
    try pool.read { db in
      (
        try Self.contentVersion(db),
        try Landmark.fetchAll(db, sql: "SELECT * FROM landmark ORDER BY id"),
        try Self.collections(db, ids: nil)
      )
    }
  }
}
