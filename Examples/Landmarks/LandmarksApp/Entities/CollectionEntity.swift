public import AppIntents

/// A person's collection of landmarks.
public struct CollectionEntity: AppEntity {
  public static let typeDisplayRepresentation = TypeDisplayRepresentation(
    name: "Collection", numericFormat: "\(placeholder: .int) collections", synonyms: ["list"])
  public static let defaultQuery = CollectionEntityQuery()

  public let id: String
  @Property(title: "Name") public var name: String
  @Property(title: "Landmarks") public var landmarkCount: Int

  /// The landmarks in the collection, in the order they were added.
  public let landmarkIDs: [Int]

  public var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: "\(name)", subtitle: "\(landmarkCount) landmarks",
      image: .init(systemName: "book.closed"))
  }

  /// The entity of a stored collection.
  public init(_ collection: LandmarkCollection) {
    id = collection.id
    landmarkIDs = collection.landmarkIDs
    name = collection.name
    landmarkCount = collection.landmarkIDs.count
  }
}

/// Every collection: there are few, so the system derives search and Find from the list.
public struct CollectionEntityQuery: EnumerableEntityQuery {
  @Dependency var database: LandmarkDatabase

  public init() {}

  // intents-lint:disable enumerable-query-reads-store -- a person keeps a handful of collections
  public func allEntities() async throws -> [CollectionEntity] {
    try await database.collections().map(CollectionEntity.init)
  }

  /// The collections with the identifiers, in the order asked.
  public func entities(for identifiers: [String]) async throws -> [CollectionEntity] {
    let found = try await database.collections(ids: identifiers)
    return identifiers.compactMap { id in found.first { $0.id == id } }.map(CollectionEntity.init)
  }

  public func suggestedEntities() async throws -> [CollectionEntity] {
    try await allEntities()
  }
}
