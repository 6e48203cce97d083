// Minimal app models the seed code assumes. They hold small in-memory datasets so that the seed
// queries can be run and their results checked.

import AppIntents

// MARK: - Landmarks (seed 000, 002)

struct Landmark: Sendable, Hashable {
  var id: Int
  var name: String
  var description: String
  var continent: String
  var state: String
  var isFeatured: Bool
  var imageName: String { name.lowercased().replacingOccurrences(of: " ", with: "-") }
}

final class ModelData: Sendable {
  let landmarks: [Landmark]
  let favoriteIDs: [Int]

  init(landmarks: [Landmark] = ModelData.sample, favoriteIDs: [Int] = [1, 3]) {
    self.landmarks = landmarks
    self.favoriteIDs = favoriteIDs
  }

  func landmarks(for identifiers: [Int]) -> [Landmark] {
    identifiers.compactMap { id in landmarks.first { $0.id == id } }
  }

  var favoriteLandmarks: [Landmark] { landmarks(for: favoriteIDs) }

  static let sample: [Landmark] = [
    Landmark(
      id: 1, name: "Matterhorn", description: "A pyramidal peak in the Pennine Alps.",
      continent: "Europe", state: "Valais", isFeatured: true),
    Landmark(
      id: 2, name: "Grand Canyon", description: "A steep-sided canyon carved by the Colorado River.",
      continent: "North America", state: "Arizona", isFeatured: false),
    Landmark(
      id: 3, name: "Uluru", description: "A large sandstone monolith in the desert.",
      continent: "Oceania", state: "Northern Territory", isFeatured: true),
    Landmark(
      id: 4, name: "Zion Narrows", description: "A gorge of the Virgin River with walls a thousand feet tall.",
      continent: "North America", state: "Utah", isFeatured: false),
  ]
}

struct CollectionEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Collection"
  static let defaultQuery = CollectionQuery()
  let id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }

  struct CollectionQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [CollectionEntity] {
      identifiers.map(CollectionEntity.init(id:))
    }
  }
}

struct NetworkService: Sendable {
  func fetchCrowdStatus(for id: Int) async -> String { id.isMultiple(of: 2) ? "busy" : "quiet" }
}

let networkService = NetworkService()

// MARK: - Colors (seed 000)

struct ColorEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Color"
  static let defaultQuery = Seed000EnumerableQuery.ColorEntityQuery()
  let id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }
  static let allColors = ["red", "green", "blue"].map(ColorEntity.init(id:))
}

// MARK: - Books (seed 001)

struct Book: Sendable, Hashable {
  var id: UUID
  var title: String
  var author: String
  var summary: String
  var dateAdded: Date
}

final class Database: Sendable {
  static let shared = Database()
  let records: [Book]

  init(records: [Book] = Database.sample) { self.records = records }

  static let sample: [Book] = [
    Book(
      id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, title: "Middlemarch",
      author: "George Eliot", summary: "A study of provincial life.",
      dateAdded: Date(timeIntervalSince1970: 1_600_000_000)),
    Book(
      id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!, title: "Les Misérables",
      author: "Victor Hugo", summary: "An ex-convict's redemption in post-revolutionary France.",
      dateAdded: Date(timeIntervalSince1970: 1_700_000_000)),
    Book(
      id: UUID(uuidString: "00000000-0000-0000-0000-000000000003")!, title: "The Waves",
      author: "Virginia Woolf", summary: "Six voices from childhood to old age.",
      dateAdded: Date(timeIntervalSince1970: 1_650_000_000)),
  ]
}

// MARK: - Trails (seed 002)

struct Trail: Sendable, Hashable {
  var id: Int
  var name: String
  var difficulty: String
  var length: Double
  var searchableAttributes: CSSearchableItemAttributeSet {
    let attributes = CSSearchableItemAttributeSet()
    attributes.title = name
    return attributes
  }
}

struct TrailCollection: Sendable {
  var members: [Trail.ID]
}

extension Trail: Identifiable {}

final class TrailDataManager: Sendable {
  let allTrails: [Trail]
  let favoritesCollection: TrailCollection

  init(allTrails: [Trail] = TrailDataManager.sample, favorites: [Int] = [2]) {
    self.allTrails = allTrails
    self.favoritesCollection = TrailCollection(members: favorites)
  }

  func trails(with identifiers: [Trail.ID]) -> [Trail] {
    identifiers.compactMap { id in allTrails.first { $0.id == id } }
  }

  static let sample: [Trail] = [
    Trail(id: 1, name: "Angels Landing", difficulty: "hard", length: 8.7),
    Trail(id: 2, name: "Emerald Pools", difficulty: "easy", length: 4.8),
    Trail(id: 3, name: "Observation Point", difficulty: "Hard", length: 12.9),
    Trail(id: 4, name: "Canyon Overlook", difficulty: "easy", length: 1.6),
    Trail(id: 5, name: "The Narrows", difficulty: "moderate", length: 15.0),
  ]
}

extension TrailDataManager {
  /// The seed calls `trailManager.trails { … }` with a trailing closure.
  func trails(_ predicate: (Trail) -> Bool) -> [Trail] { allTrails.filter(predicate) }
}
