import Foundation

extension LandmarkDatabase {
  // MARK: - Changes

  /// Adds a landmark, or replaces the one with its identifier. Replacing deletes the landmark
  /// first, and with it its place in collections, its ticket searches and its photos.
  ///
  /// Keep the Spotlight index fresh afterwards: `LandmarksSpotlight.update(landmarks:)`.
  public func save(_ landmark: Landmark) async throws {
    try await storage.save(landmark)
  }

  /// Deletes a landmark (and its place in collections); `false` when there was none.
  ///
  /// Keep the Spotlight index fresh afterwards: `LandmarksSpotlight.update(landmarks:)`.
  public func deleteLandmark(id: Int) async throws -> Bool {
    try await storage.deleteLandmark(id: id)
  }

  /// How many changes the landmarks and collections have seen: the Spotlight index is up to
  /// date when it was built at this version.
  public func contentVersion() async throws -> Int {
    try await storage.contentVersion()
  }

  /// The content version, every landmark and every collection, read together: for indexing
  /// when the app starts.
  func snapshot() async throws -> LandmarkSnapshot {
    try await storage.snapshot()
  }
}
