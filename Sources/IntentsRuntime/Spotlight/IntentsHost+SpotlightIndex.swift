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
          indexedCount: statistics.entityCounts[identifier] ?? 0,
          canRebuild: runtime.canListAll || runtime.reindexesThroughQuery)
      }, clientState: statistics.clientState)
  }

  /// Builds the Spotlight index again from the app's data, as Spotlight asks an app when its
  /// index was lost.
  ///
  /// When the index has an ``CSSearchableIndex/indexDelegate``, the host clears the index and
  /// asks the delegate to index everything again (`reindexAllSearchableItems`), all in one
  /// batch. Otherwise, for each `IndexedEntity` type it serves, it clears the type's entries
  /// and asks its `IndexedEntityQuery` to index every entity again
  /// (`reindexAllEntities(indexDescription:)`), or lists every entity — from an enumerable
  /// query, or a property query's Find without filters — and indexes them with priority 0.
  /// It all happens in one batch: when a query throws, nothing is applied and the index stays
  /// as it was. Types whose entities cannot be listed keep their entries
  /// (``SpotlightStatus/EntityType/canRebuild``).
  ///
  /// This is an OpenIntents addition.
  @discardableResult
  public func rebuildSpotlightIndex() async throws -> SpotlightStatus {
    let index = spotlightIndex
    if try await index.reindexAllSearchableItems() { return try await spotlightStatus() }
    var listed: [(type: String, items: [CSSearchableItem])] = []
    var reindexing: [any EntityTypeRuntime] = []
    for identifier in entityTypes {
      let runtime = registry.entities[identifier]!
      guard runtime.entityType is any IndexedEntity.Type else { continue }
      if runtime.reindexesThroughQuery {
        reindexing.append(runtime)
      } else if let items = try await scoped({ try await runtime.spotlightItems() }) {
        listed.append((identifier, items))
      }
    }
    try await inOneBatch(index) {
      for (type, items) in listed {
        try await index.deleteSearchableItems(withDomainIdentifiers: [type])
        try await index.indexSearchableItems(items)
      }
      for runtime in reindexing {
        try await index.deleteSearchableItems(withDomainIdentifiers: [runtime.identifier])
        try await self.scoped { try await runtime.reindexAll(in: index) }
      }
    }
    return try await spotlightStatus()
  }

  /// Indexes the entities with these identifiers again, as Spotlight asks an app when some of
  /// its entries are out of date: their entries are removed, then the type's
  /// `IndexedEntityQuery` indexes them (`reindexEntities(for:indexDescription:)`) — or, when
  /// its query is not one, the entities `entities(for:)` finds now are indexed (an identifier
  /// it no longer finds stays removed). All in one batch: when the query throws, the index
  /// stays as it was.
  ///
  /// Throws ``IntentsError/unknownType`` for a type the host does not serve,
  /// ``IntentsError/invalidRequest`` for one that is not an `IndexedEntity`,
  /// ``IntentsError/malformedIdentifier`` and ``IntentsError/requestTooLarge`` as a resolve
  /// does.
  ///
  /// This is an OpenIntents addition.
  @discardableResult
  public func reindexSpotlightEntities(
    type: String, identifiers: [String]
  ) async throws -> SpotlightStatus {
    try Limits.check(identifiers: identifiers)
    let runtime = try registry.entity(type)
    guard runtime.entityType is any IndexedEntity.Type else {
      throw IntentsError(
        IntentsError.invalidRequest,
        "‘\(type)’ is not an IndexedEntity: Spotlight does not index it.")
    }
    // Nothing named, nothing to index again: the query is not asked.
    guard !identifiers.isEmpty else { return try await spotlightStatus() }
    let index = spotlightIndex
    try await inOneBatch(index) {
      try await self.scoped { try await runtime.reindex(identifiers, in: index) }
    }
    return try await spotlightStatus()
  }

  /// Runs `work` in one batch of `index`: applied when it returns, discarded when it throws.
  /// Rebuilds and refreshes of one index take turns, so no two share its batch; other writes
  /// to the index meanwhile join the batch (and are discarded with it).
  private func inOneBatch(
    _ index: CSSearchableIndex, _ work: () async throws -> Void
  ) async throws {
    try await index.reindexTurns.run {
      index.beginBatch()
      do {
        try await work()
      } catch {
        index.discardBatch()
        throw error
      }
      try await index.endBatchKeepingClientState()
    }
  }
}
