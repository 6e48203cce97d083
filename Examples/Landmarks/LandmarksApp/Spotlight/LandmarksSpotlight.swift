public import AppIntents
import CoreSpotlight
import Foundation
import IntentsPostgres
import IntentsSQLite

/// The Spotlight index of the app's landmarks and collections, kept in step with the database.
///
/// The index lives beside a database file, named after it (`landmarks.sqlite-spotlight`; see
/// `LandmarksApp.spotlightPath(database:)`), or, for a database on PostgreSQL, in that
/// database (`PostgresSpotlightIndex`), where every host shares it. Its client state records the
/// database's content version it was built from: when the app starts, an index built from an
/// older version (or none) is built again (``synchronize()``); after a change, the changed
/// entities are indexed again in a batch that expects the previous version
/// (``update(landmarks:collections:)``), and when another process changed the data in between,
/// the whole index is built again. Featured landmarks are indexed with priority 10, others
/// with 1, as seed 002 weighs favourites.
///
/// It is the index's delegate, so that `IntentsHost.rebuildSpotlightIndex()` rebuilds it from
/// the database.
public final class LandmarksSpotlight: CSSearchableIndexDelegate, Sendable {
  /// The index the host searches.
  public let index: CSSearchableIndex
  let store: any CSSearchableIndexStore
  let database: LandmarkDatabase

  /// The priority of featured landmarks; others have 1.
  public static let featuredPriority = 10
  /// The form of the index's entries; a new form makes every index build again.
  static let format = "landmarks-index-v1"

  /// Opens (creating if needed) the index beside the database file, or in the PostgreSQL
  /// database.
  public convenience init(database: LandmarkDatabase) throws {
    try self.init(database: database, store: Self.store(for: database))
  }

  /// The index of a database on a store of its own choosing (a test's, or an app's).
  public init(database: LandmarkDatabase, store: any CSSearchableIndexStore) {
    self.store = store
    index = CSSearchableIndex(name: "landmarks", backend: store)
    self.database = database
    index.indexDelegate = self
  }

  /// The store a database's index lives in: a file beside it, or its PostgreSQL database.
  public static func store(for database: LandmarkDatabase) throws -> any CSSearchableIndexStore {
    if let postgres = database.postgres { return PostgresSpotlightIndex(postgres) }
    return try SQLiteSpotlightIndex(path: LandmarksApp.spotlightPath(database: database.path))
  }

  /// The client state of an index built from a content version.
  static func clientState(_ version: Int) -> Data {
    Data("\(format):\(version)".utf8)
  }

  /// Builds the index again if it was not built from the database's current content: for
  /// start-up, before the host serves. Hosts starting together on one PostgreSQL database may
  /// each build it; their batches apply one after the other, each whole.
  public func synchronize() async throws { try await build(evenIfCurrent: false) }

  /// Builds the whole index from one snapshot of the database, in one batch that expects the
  /// index as it was read before the snapshot: a host whose snapshot is older than what
  /// another host indexed meanwhile finds the state changed, and reads again, rather than
  /// putting older content over newer.
  private func build(evenIfCurrent: Bool) async throws {
    for attempt in 1...Self.buildAttempts {
      let stored = try await store.lastClientState()
      let snapshot = try await database.snapshot()
      let state = Self.clientState(snapshot.version)
      if stored == state, !evenIfCurrent || attempt > 1 { return }
      let items =
        snapshot.landmarks.map { Self.item(LandmarkEntity($0)) }
        + snapshot.collections.map { CSSearchableItem(appEntity: CollectionEntity($0)) }
      do {
        try await store.apply(
          CSIndexBatch(
            operations: [.deleteAll, .index(items)], newClientState: state,
            expectation: .clientState(stored)))
        return
      } catch CSIndexError.mismatchedClientState where attempt < Self.buildAttempts {
        continue
      }
    }
  }

  /// How many times a build reads the database again after another host changed the index.
  static let buildAttempts = 5

  /// Indexes changed landmarks and collections again — removing the ones that no longer
  /// exist — in one batch that expects the index to be one change behind the database; builds
  /// the whole index again when it is not (another process changed the data too).
  public func update(landmarks: [Int] = [], collections: [String] = []) async throws {
    let version = try await database.contentVersion()
    let stored = try await index.fetchLastClientState()
    guard stored == Self.clientState(version - 1) else {
      try await rebuild()
      return
    }
    let current = try await database.landmarks(ids: landmarks).map(LandmarkEntity.init)
    let currentCollections = try await database.collections(ids: collections).map(
      CollectionEntity.init)
    index.beginBatch()
    let gone = Set(landmarks).subtracting(current.map(\.id))
    try await index.deleteAppEntities(identifiedBy: Array(gone), ofType: LandmarkEntity.self)
    let goneCollections = Set(collections).subtracting(currentCollections.map(\.id))
    try await index.deleteAppEntities(
      identifiedBy: Array(goneCollections), ofType: CollectionEntity.self)
    try await index.indexAppEntities(current, priority: Self.priority)
    try await index.indexAppEntities(currentCollections)
    do {
      try await index.endBatch(
        withExpectedClientState: stored, newClientState: Self.clientState(version))
    } catch CSIndexError.mismatchedClientState {
      try await rebuild()
    }
  }

  /// Builds the whole index again from one snapshot of the database, in one batch (see
  /// `build(evenIfCurrent:)`).
  public func rebuild() async throws { try await build(evenIfCurrent: true) }

  static func priority(_ landmark: LandmarkEntity) -> Int {
    landmark.isFeatured ? featuredPriority : 1
  }

  static func item(_ landmark: LandmarkEntity) -> CSSearchableItem {
    let item = CSSearchableItem(appEntity: landmark)
    item.associateAppEntity(landmark, priority: priority(landmark))
    return item
  }

  // MARK: - CSSearchableIndexDelegate

  /// Builds the whole index again, then acknowledges.
  public func searchableIndex(
    _ searchableIndex: CSSearchableIndex,
    reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler:
      @escaping @Sendable () -> Void
  ) {
    Task {
      try? await indexEverything(into: searchableIndex)
      acknowledgementHandler()
    }
  }

  /// Indexes the landmarks and collections with these item identifiers again, then
  /// acknowledges.
  public func searchableIndex(
    _ searchableIndex: CSSearchableIndex,
    reindexSearchableItemsWithIdentifiers identifiers: [String],
    acknowledgementHandler: @escaping @Sendable () -> Void
  ) {
    Task {
      var landmarks: [Int] = []
      var collections: [String] = []
      for identifier in identifiers {
        let parts = identifier.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { continue }
        if parts[0] == LandmarkEntity.persistentIdentifier, let id = Int(parts[1]) {
          landmarks.append(id)
        } else if parts[0] == CollectionEntity.persistentIdentifier {
          collections.append(parts[1])
        }
      }
      let found = (try? await database.landmarks(ids: landmarks)) ?? []
      let foundCollections = (try? await database.collections(ids: collections)) ?? []
      try? await searchableIndex.indexAppEntities(
        found.map(LandmarkEntity.init), priority: Self.priority)
      try? await searchableIndex.indexAppEntities(foundCollections.map(CollectionEntity.init))
      acknowledgementHandler()
    }
  }

  /// Every landmark and collection, into the batch the system opened, with the current
  /// content version as the client state.
  private func indexEverything(into index: CSSearchableIndex) async throws {
    let version = try await database.contentVersion()
    try await index.indexAppEntities(
      try await database.allLandmarks().map(LandmarkEntity.init), priority: Self.priority)
    try await index.indexAppEntities(try await database.collections().map(CollectionEntity.init))
    try await index.endBatch(withClientState: Self.clientState(version))
  }
}
