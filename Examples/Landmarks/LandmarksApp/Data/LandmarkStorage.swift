import Foundation
import IntentsSQL

/// Where `LandmarkDatabase` keeps the app's data: a SQLite file (`SQLiteLandmarkStorage`) or a
/// PostgreSQL database (`PostgresLandmarkStorage`), with the same tables and the same answers.
///
/// A storage must give every method the same meaning on both: the same rows, in the same order
/// (text in byte order, as SQLite's `BINARY` collation sorts it; collection names ignoring the
/// case of ASCII letters, as `NOCASE`), and each change — with its bump of the content version —
/// in one transaction.
protocol LandmarkStorage: Sendable {
  // MARK: Landmarks

  /// The landmarks with these identifiers, in no particular order.
  func landmarks(ids: [Int]) async throws -> [Landmark]
  /// Every landmark, by folded name, then identifier.
  func allLandmarks() async throws -> [Landmark]
  /// The featured landmarks, by folded name, then identifier.
  func featuredLandmarks() async throws -> [Landmark]
  /// How many landmarks there are.
  func landmarkCount() async throws -> Int
  /// The landmarks a pushed-down Find selects from the `landmark` table, written in the
  /// storage's dialect: the one method every Find of landmarks goes through.
  func landmarks(_ query: SQLPropertyQuery) async throws -> [Landmark]

  // MARK: Collections and tickets

  /// The collections with these identifiers, or all of them, by name ignoring ASCII case, then
  /// identifier; each with its landmarks in the order they were added.
  func collections(ids: [String]?) async throws -> [LandmarkCollection]
  /// Adds a landmark to a collection and bumps the content version; `false`, changing nothing,
  /// when it was already there.
  func add(landmark: Int, toCollection collection: String) async throws -> Bool
  /// Records a search for tickets, numbered after the last one.
  func recordTicketSearch(landmark: Int, quantity: Int) async throws -> TicketSearch
  /// The ticket searches of a landmark, most recent first.
  func ticketSearches(landmark: Int) async throws -> [TicketSearch]

  // MARK: Photos

  /// Keeps a photo and counts the landmark's photos, in one transaction.
  func addPhoto(
    landmark: Int, filename: String, contentType: String, width: Int, height: Int, bytes: Data
  ) async throws -> (photo: LandmarkPhoto, count: Int)
  /// A landmark's photos, oldest first.
  func photos(landmark: Int) async throws -> [LandmarkPhoto]

  // MARK: Changes

  /// Adds or replaces a landmark and bumps the content version.
  func save(_ landmark: Landmark) async throws
  /// Deletes a landmark (its collections' entries, ticket searches and photos go with it) and
  /// bumps the content version; `false`, changing nothing, when there was none.
  func deleteLandmark(id: Int) async throws -> Bool
  /// The content version.
  func contentVersion() async throws -> Int
  /// The content version, every landmark by identifier and every collection, read in one
  /// transaction.
  func snapshot() async throws -> LandmarkSnapshot

  /// Lets go of the storage's connections; operations after it fail.
  func close() async
}

/// What the Spotlight index is built from: the data at one content version.
struct LandmarkSnapshot: Sendable {
  var version: Int
  var landmarks: [Landmark]
  var collections: [LandmarkCollection]
}
