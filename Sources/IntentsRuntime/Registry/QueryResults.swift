import AppIntents

/// Turns whatever a query returned — an array or an ``IntentItemCollection`` — into
/// ``EntityResults``.
enum QueryResults {
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
