public import Foundation
import GRDB

/// A photo a person added to a landmark, as the app keeps it.
public struct LandmarkPhoto: Sendable, Hashable {
  /// The row number of the photo.
  public var id: Int
  /// The landmark it shows.
  public var landmarkID: Int
  /// The name of the file it came from.
  public var filename: String
  /// Its content type identifier, such as `public.jpeg`.
  public var contentType: String
  /// Its width in pixels.
  public var width: Int
  /// Its height in pixels.
  public var height: Int
  /// Its bytes.
  public var bytes: Data
  /// When it was added.
  public var addedAt: Date
}

extension LandmarkDatabase {
  // MARK: - Photos

  /// Keeps a photo of a landmark and returns it with how many photos the landmark now has.
  public func addPhoto(
    landmark: Int, filename: String, contentType: String, width: Int, height: Int, bytes: Data
  ) async throws -> (photo: LandmarkPhoto, count: Int) {
    try await pool.write { db in
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

  /// A landmark's photos, oldest first.
  public func photos(landmark: Int) async throws -> [LandmarkPhoto] {
    try await pool.read { db in
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
}
