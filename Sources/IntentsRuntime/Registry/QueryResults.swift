import AppIntents

/// Turns whatever a query returned — an array or an ``IntentItemCollection`` — into
/// ``EntityResults``.
enum QueryResults {
  /// What a query answered: a plain list of entities, as queries nearly always answer — left
  /// for the entity type's runtime to box, with code specialised where the host is declared —
  /// or results with sections or a prompt, boxed here.
  enum Found<Entity: AppEntity> {
    case entities([Entity])
    case results(EntityResults)

    /// The entities found, in order.
    var list: [Entity] {
      switch self {
      case .entities(let entities): entities
      case .results(let results): results.entities.compactMap { $0.entity as? Entity }
      }
    }

    /// How many entities were found.
    var count: Int {
      switch self {
      case .entities(let entities): entities.count
      case .results(let results): results.entities.count
      }
    }

    /// The answer as results, a plain list boxed by `box`.
    func results(boxing box: ([Entity]) -> [EntityValue]) -> EntityResults {
      switch self {
      case .entities(let entities): EntityResults(box(entities))
      case .results(let results): results
      }
    }
  }

  /// What a query answered, without boxing a plain list.
  static func found<Entity: AppEntity, Results: ResultsCollection>(
    _ results: Results, as entityType: Entity.Type
  ) -> Found<Entity> {
    if let entities = results as? [Entity] { return .entities(entities) }
    return .results(of(results, as: Entity.self))
  }

  static func of<Entity: AppEntity, Results: ResultsCollection>(
    _ results: Results, as entityType: Entity.Type
  ) -> EntityResults {
    if let collection = results as? IntentItemCollection<Entity> {
      return EntityResults(
        sections: collection.sections.map { section in
          EntityResults.Section(
            title: section.description.map { String(localized: $0.title) },
            entities: section.items.map { EntityValue($0.value) })
        },
        promptLabel: collection.promptLabel.map { String(localized: $0) })
    }
    return EntityResults(
      sections: [
        .init(title: nil, entities: entities(results, as: Entity.self).map(EntityValue.init))
      ],
      promptLabel: results.promptLabel.map { String(localized: $0) })
  }

  /// The entities of a result: the array itself when it is one, as it usually is.
  static func entities<Entity: AppEntity, Results: ResultsCollection>(
    _ results: Results, as entityType: Entity.Type
  ) -> [Entity] {
    if let entities = results as? [Entity] { return entities }
    return results.items.compactMap { $0 as? Entity }
  }
}
