import Foundation
import IntentsCLI
import IntentsFixtures
import IntentsPostgres
import LandmarksApp
import PostgresNIO
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The app's data on PostgreSQL: several hosts on one database, the same answers as the SQLite
/// file, and clear errors when the server cannot be used.
@Suite struct PostgresLandmarksTests {
  static let enabled = LandmarksBackend.postgresURL != nil

  /// A PostgreSQL URL on a schema of its own; the schema is dropped when `body` ends.
  static func withSchema<Result>(_ body: (String) async throws -> Result) async throws -> Result {
    let schema = LandmarksBackend.newSchema()
    let url = try LandmarksBackend.schemaURL(schema)
    defer {
      Task {
        let storage = try await PostgresStorage.start(
          configuration: try PostgresStoreConfiguration(url: url))
        _ = try? await storage.client.query(
          .init(unsafeSQL: "DROP SCHEMA IF EXISTS \"\(schema)\" CASCADE"))
        await storage.shutdown()
      }
    }
    return try await body(url)
  }

  @Test(.enabled(if: enabled, "OPENINTENTS_POSTGRES_URL is not set"))
  func hostsStartingTogetherInsertTheBundledLandmarksOnce() async throws {
    try await Self.withSchema { url in
      let databases = try await withThrowingTaskGroup(of: LandmarkDatabase.self) { group in
        for _ in 0..<3 { group.addTask { try await LandmarkDatabase.connect(url: url) } }
        return try await group.reduce(into: [LandmarkDatabase]()) { $0.append($1) }
      }
      let bundled = try await LandmarksBackend.bundledCount()
      for database in databases {
        #expect(try await database.landmarkCount() == bundled)
        #expect(try await database.contentVersion() == 1)
        #expect(try await database.collections().map(\.name) == ["Bucket List", "Favorites"])
      }
      let client = try #require(databases.first?.postgres).client
      var versions: [Int] = []
      for try await version in try await client.query(
        "SELECT version FROM landmarks_schema_migration ORDER BY version"
      ).decode(Int.self) {
        versions.append(version)
      }
      #expect(versions == [1, 2, 3, 4])
      for database in databases { await database.close() }
    }
  }

  @Test(.enabled(if: enabled, "OPENINTENTS_POSTGRES_URL is not set"))
  func aCollectionChangedThroughOneHostIsSeenThroughTheOther() async throws {
    try await Self.withSchema { url in
      let first = try await LandmarkDatabase.connect(url: url)
      let second = try await LandmarkDatabase.connect(url: url)
      #expect(try await first.add(landmark: 113, toCollection: "bucket-list"))
      #expect(try await !second.add(landmark: 113, toCollection: "bucket-list"))
      #expect(try await second.add(landmark: 64, toCollection: "bucket-list"))
      #expect(try await first.collections(ids: ["bucket-list"]).map(\.landmarkIDs) == [[113, 64]])
      #expect(try await first.contentVersion() == 3)
      let photo = try await second.addPhoto(
        landmark: 113, filename: "summit.png", contentType: "public.png", width: 2, height: 1,
        bytes: Data([0, 1, 2, 255]))
      #expect(photo.count == 1)
      #expect(try await first.photos(landmark: 113).map(\.bytes) == [Data([0, 1, 2, 255])])
      await first.close()
      await second.close()
    }
  }

  /// Text sorts the same on both: by byte, whatever PostgreSQL's locale.
  @Test(.enabled(if: enabled, "OPENINTENTS_POSTGRES_URL is not set"))
  func bothBackendsGiveTheSameRowsInTheSameOrder() async throws {
    let file = try await TemporaryLandmarks(.sqlite)
    let postgres = try await TemporaryLandmarks(.postgres)
    for landmarks in [file, postgres] {
      var tower = try #require(try await landmarks.database.landmarks(ids: [1]).first)
      tower.id = 9001
      tower.name = "Zürich Tower"
      tower.region = nil
      tower.tags = ["ÉCOLE", "b"]
      try await landmarks.database.save(tower)
      tower.id = 9002
      tower.name = "zebra Tower"
      tower.isFeatured = true
      try await landmarks.database.save(tower)
      _ = try await landmarks.database.recordTicketSearch(landmark: 9001, quantity: 2)
      _ = try await landmarks.database.recordTicketSearch(landmark: 9001, quantity: 4)
    }
    #expect(
      try await file.database.allLandmarks() == postgres.database.allLandmarks())
    #expect(
      try await file.database.featuredLandmarks() == postgres.database.featuredLandmarks())
    #expect(
      try await file.database.landmarks(ids: [9001, 9002, 3]).sorted { $0.id < $1.id }
        == postgres.database.landmarks(ids: [9002, 3, 9001]).sorted { $0.id < $1.id })
    #expect(try await file.database.collections() == postgres.database.collections())
    #expect(
      try await file.database.ticketSearches(landmark: 9001).map(\.quantity)
        == postgres.database.ticketSearches(landmark: 9001).map(\.quantity))
    #expect(try await file.database.contentVersion() == postgres.database.contentVersion())
    #expect(try await file.database.landmarkCount() == postgres.database.landmarkCount())
    // Replacing a landmark drops what referred to it, on both.
    try await file.database.save(try #require(try await file.database.landmarks(ids: [9001]).first))
    try await postgres.database.save(
      try #require(try await postgres.database.landmarks(ids: [9001]).first))
    #expect(try await postgres.database.ticketSearches(landmark: 9001).isEmpty)
    #expect(try await file.database.ticketSearches(landmark: 9001).isEmpty)
    #expect(try await postgres.database.deleteLandmark(id: 9002))
    #expect(try await !postgres.database.deleteLandmark(id: 9002))
  }

  /// Nothing listens on the port: the command fails at once with the server named, status 74,
  /// and the password nowhere.
  @Test func anUnreachableServerIsAOneLineErrorWithoutThePassword() async throws {
    let port = closedLoopbackPort()
    let url = "postgres://landmarks:s3cret-word@127.0.0.1:\(port)/landmarks?connect_timeout=3"
    for arguments in [["types", "--database", url], ["types", "--json", "--database", url]] {
      let result = await DatabaseFileTests.landmarks(arguments)
      #expect(result.status == 74, "\(result.error)")
      #expect(result.error.contains("PostgreSQL at 127.0.0.1:\(port)"), "\(result.error)")
      #expect(result.error.contains("cannot be reached"), "\(result.error)")
      #expect(!result.error.contains("s3cret"), "\(result.error)")
      #expect(!result.output.contains("s3cret"))
      #expect(result.error.split(separator: "\n").count == 1, "\(result.error)")
    }
    let variable = await DatabaseFileTests.landmarks(
      ["types"], environment: [LandmarksApp.databaseVariable: url])
    #expect(variable.status == 74)
    #expect(!variable.error.contains("s3cret"))
  }

  @Test func aMalformedURLNamesThePartThatIsWrong() async throws {
    let result = await DatabaseFileTests.landmarks(
      ["types", "--database", "postgres://landmarks:s3cret@127.0.0.1:99999/landmarks"])
    #expect(result.status != 0)
    #expect(result.error.contains("port"), "\(result.error)")
    #expect(!result.error.contains("s3cret"), "\(result.error)")
  }

  @Test(.enabled(if: enabled, "OPENINTENTS_POSTGRES_URL is not set"))
  func aWrongPasswordIsRefusedNamingTheRole() async throws {
    let url = try #require(LandmarksBackend.postgresURL)
    guard let at = url.range(of: "@"),
      let colon = url[..<at.lowerBound].range(
        of: ":", options: .backwards), url[..<colon.lowerBound].contains("//")
    else { return }  // a URL without a password: nothing to get wrong
    let wrong = url.replacingCharacters(in: colon.upperBound..<at.lowerBound, with: "not-it-42")
    let result = await DatabaseFileTests.landmarks(["types", "--database", wrong])
    #expect(result.status == 74, "\(result.error)")
    #expect(result.error.contains("refused the login of role"), "\(result.error)")
    #expect(!result.error.contains("not-it-42"), "\(result.error)")
  }

}

extension LandmarksBackend {
  /// How many landmarks the app ships with, read from a new file.
  static func bundledCount() async throws -> Int {
    let landmarks = try await TemporaryLandmarks(.sqlite)
    return try await landmarks.database.landmarkCount()
  }
}
