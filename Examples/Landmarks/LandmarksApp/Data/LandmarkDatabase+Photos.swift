public import Foundation

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
    try await storage.addPhoto(
      landmark: landmark, filename: filename, contentType: contentType, width: width,
      height: height, bytes: bytes)
  }

  /// A landmark's photos, oldest first.
  public func photos(landmark: Int) async throws -> [LandmarkPhoto] {
    try await storage.photos(landmark: landmark)
  }
}
