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
    return entities.compactMap { entity in
      guard let indexed = entity as? any IndexedEntity, !indexed.hideInSpotlight else {
        return nil
      }
      return CSSearchableItem(appEntity: indexed)
    }
  }
}
