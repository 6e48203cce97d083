import Foundation
import GRDB
import LandmarksApp
import Testing

extension LandmarksTests {
  /// The app's SQLite data, read back as the app reads it.
  @Suite struct Records {
    @Test(arguments: LandmarksBackend.available) func aLandmarkRowReadsBackWithEveryField(
      _ backend: LandmarksBackend
    ) async throws {
      let landmarks = try await TemporaryLandmarks(backend)
      let matterhorn = try #require(try await landmarks.database.landmarks(ids: [113]).first)
      #expect(matterhorn.name == "Matterhorn")
      #expect(matterhorn.heightMeters == 4478)
      #expect(matterhorn.areaSquareKm == nil)
      #expect(matterhorn.isFeatured)
      #expect(matterhorn.tags == ["alps", "pyramid", "climbing"])
    }

    @Test func malformedTagsAreAnErrorNotAnEmptyList() async throws {
      let landmarks = try await TemporaryLandmarks()
      let queue = try DatabaseQueue(path: landmarks.path)
      try await queue.write { db in
        try db.execute(sql: "UPDATE landmark SET tags = 'alps, pyramid' WHERE id = 113")
      }
      await #expect(throws: (any Error).self) {
        try await landmarks.database.landmarks(ids: [113])
      }
      #expect(try await landmarks.database.landmarks(ids: [112]).first?.tags.isEmpty == false)
    }

    @Test(arguments: LandmarksBackend.available)
    func aCollectionListsItsLandmarksInTheOrderTheyWereAdded(
      _ backend: LandmarksBackend
    ) async throws {
      let landmarks = try await TemporaryLandmarks(backend)
      let before = try #require(
        try await landmarks.database.collections(ids: ["bucket-list"]).first)
      #expect(before.landmarkIDs.isEmpty)
      for id in [200, 3, 150, 42] {
        #expect(try await landmarks.database.add(landmark: id, toCollection: "bucket-list"))
      }
      #expect(try await !landmarks.database.add(landmark: 3, toCollection: "bucket-list"))
      let after = try await landmarks.database.collections()
      #expect(after.map(\.name) == ["Bucket List", "Favorites"])
      #expect(after.first?.landmarkIDs == [200, 3, 150, 42])
      #expect(after.last?.landmarkIDs.count == 5)
      let one = try await landmarks.database.collections(ids: ["bucket-list"])
      #expect(one.map(\.landmarkIDs) == [[200, 3, 150, 42]])
    }
  }
}
