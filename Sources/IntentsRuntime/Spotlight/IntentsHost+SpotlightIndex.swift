import AppIntents
import CoreSpotlight

extension IntentsHost {
  /// What the host's Spotlight index holds: its entries, how many stand for each entity type
  /// the host serves, and its client state.
  ///
  /// This is an OpenIntents addition.
  public func spotlightStatus() async throws -> SpotlightStatus {
    let statistics = try await spotlightIndex.store.statistics()
    return SpotlightStatus(
      itemCount: statistics.itemCount,
      entityTypes: entityTypes.map { identifier in
        let runtime = registry.entities[identifier]!
        return SpotlightStatus.EntityType(
          identifier: identifier, isIndexed: runtime.entityType is any IndexedEntity.Type,
          indexedCount: statistics.entityCounts[identifier] ?? 0, canRebuild: runtime.canListAll)
      }, clientState: statistics.clientState)
  }

  /// Builds the Spotlight index again from the app's data, as Spotlight asks an app when its
  /// index was lost.
  ///
  /// When the index has an ``CSSearchableIndex/indexDelegate``, the host clears the index and
  /// asks the delegate to index everything again (`reindexAllSearchableItems`), all in one
  /// batch. Otherwise it lists every entity of each `IndexedEntity` type it serves — from an
  /// enumerable query, or a property query's Find without filters — and indexes them with
  /// priority 0, replacing what the index held, in one batch. Types whose entities cannot be
  /// listed keep their entries (``SpotlightStatus/EntityType/canRebuild``).
  ///
  /// This is an OpenIntents addition.
  @discardableResult
  public func rebuildSpotlightIndex() async throws -> SpotlightStatus {
    let index = spotlightIndex
    if try await index.reindexAllSearchableItems() { return try await spotlightStatus() }
    var items: [(type: String, items: [CSSearchableItem])] = []
    for identifier in entityTypes {
      let runtime = registry.entities[identifier]!
      if let listed = try await scoped({ try await runtime.spotlightItems() }) {
        items.append((identifier, listed))
      }
    }
    index.beginBatch()
    for (type, listed) in items {
      try await index.deleteSearchableItems(withDomainIdentifiers: [type])
      try await index.indexSearchableItems(listed)
    }
    try await index.endBatchKeepingClientState()
    return try await spotlightStatus()
  }
}
