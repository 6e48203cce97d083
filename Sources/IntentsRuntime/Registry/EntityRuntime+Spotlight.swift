import AppIntents
import CoreSpotlight

extension EntityRuntime {
  /// Whether every entity can be listed without the app's help: from an enumerable query, or a
  /// property query's Find without filters.
  var canListAll: Bool {
    query is any EnumerableEntityQuery || propertyQuery != nil
  }

  /// The Spotlight items of every entity that isn't hidden from Spotlight, when the type is
  /// an `IndexedEntity` whose entities can be listed; `nil` otherwise.
  func spotlightItems() async throws -> [CSSearchableItem]? {
    guard Entity.self is any IndexedEntity.Type, canListAll else { return nil }
    try await dependencies.load(for: identifier)
    let entities: [Entity]
    if query is any EnumerableEntityQuery {
      entities = try await allEntities()
    } else if let propertyQuery {
      entities = try await Invocation.query(
        identifier, "entities(matching:mode:sortedBy:limit:)", "[] (every entity)",
        count: { $0.count }
      ) {
        try await propertyQuery.run([], .and, [], nil).list
      }
    } else {
      return nil
    }
    var items: [CSSearchableItem] = []
    for entity in entities {
      guard let indexed = entity as? any IndexedEntity, !indexed.hideInSpotlight else { continue }
      items.append(await CSSearchableItem.indexing(indexed))
    }
    return items
  }
}

extension EntityRuntime {
  /// Whether the type's query indexes its entities again itself (an `IndexedEntityQuery`).
  var reindexesThroughQuery: Bool { query is any IndexedEntityQuery }

  /// Asks the `IndexedEntityQuery` to index every entity again into `index`.
  func reindexAll(in index: CSSearchableIndex) async throws {
    guard let indexed = query as? any IndexedEntityQuery else { return }
    try await dependencies.load(for: identifier)
    let description = index.indexDescription
    try await Invocation.query(
      identifier, "reindexAllEntities(indexDescription:)", description.description,
      count: { (_: Void) in nil }
    ) {
      try await CSSearchableIndex.$reindexing.withValue(index) {
        try await indexed.reindexAllEntities(indexDescription: description)
      }
    }
  }

  /// Removes the entries of these identifiers from `index` and indexes their entities again:
  /// through the `IndexedEntityQuery` when the query is one, else as `entities(for:)` finds
  /// them now (an identifier it no longer finds stays removed).
  func reindex(_ identifiers: [String], in index: CSSearchableIndex) async throws {
    let (_, unique, _) = try IdentifierResolution.parse(
      identifiers, as: Entity.ID.self, entityType: identifier)
    try await index.deleteSearchableItems(
      withIdentifiers: unique.map { identifier + "/" + $0.entityIdentifierString })
    if let indexed = query as? any IndexedEntityQuery {
      try await dependencies.load(for: identifier)
      let description = index.indexDescription
      try await Invocation.query(
        identifier, "reindexEntities(for:indexDescription:)",
        Invocation.describe(unique.map(\.entityIdentifierString)), count: { (_: Void) in nil }
      ) {
        try await CSSearchableIndex.$reindexing.withValue(index) {
          try await Self.reindex(indexed, unique, description)
        }
      }
      return
    }
    var items: [CSSearchableItem] = []
    for resolved in try await resolve(unique.map(\.entityIdentifierString)) {
      guard case .found(let value) = resolved, let entity = value.entity as? any IndexedEntity,
        !entity.hideInSpotlight
      else { continue }
      items.append(await CSSearchableItem.indexing(entity))
    }
    try await index.indexSearchableItems(items)
  }

  private static func reindex<Query: IndexedEntityQuery>(
    _ query: Query, _ identifiers: [Entity.ID], _ description: CSSearchableIndexDescription
  ) async throws {
    let typed = identifiers.compactMap { $0 as? Query.Entity.ID }
    try await query.reindexEntities(for: typed, indexDescription: description)
  }
}
