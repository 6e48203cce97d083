public import CoreSpotlight

/// A query that indexes its entities in Spotlight again when the system asks (iOS 27): after
/// the index was lost or rebuilt, or when some of its entries are out of date.
///
/// ```swift
/// struct LandmarkQuery: IndexedEntityQuery {
///   func entities(for identifiers: [LandmarkEntity.ID]) async throws -> [LandmarkEntity] { … }
///
///   func reindexAllEntities(indexDescription: CSSearchableIndexDescription) async throws {
///     try await CSSearchableIndex.default().indexAppEntities(store.allLandmarks())
///   }
///
///   func reindexEntities(
///     for identifiers: [LandmarkEntity.ID], indexDescription: CSSearchableIndexDescription
///   ) async throws {
///     try await CSSearchableIndex.default().indexAppEntities(store.landmarks(identifiers))
///   }
/// }
/// ```
///
/// On Linux the host asks: `IntentsHost.rebuildSpotlightIndex()` (`index rebuild` on the
/// command line) clears the type's entries and calls ``reindexAllEntities(indexDescription:)``,
/// and `IntentsHost.reindexSpotlightEntities(type:identifiers:)` (`index refresh`) clears the
/// entries of those identifiers and calls ``reindexEntities(for:indexDescription:)``. What the
/// query indexes meanwhile joins one batch, applied when it returns and discarded when it
/// throws, so a failed reindex leaves the index as it was.
public protocol IndexedEntityQuery: EntityQuery where Entity: IndexedEntity {
  /// Indexes the entities with these identifiers again; an identifier without an entity needs
  /// nothing (its entry is already removed).
  func reindexEntities(
    for identifiers: [Entity.ID], indexDescription: CSSearchableIndexDescription
  ) async throws

  /// Indexes every entity of the type again; the type's entries were removed before the call.
  func reindexAllEntities(indexDescription: CSSearchableIndexDescription) async throws
}
