import AppIntents

/// An `EntityPropertyQuery`'s declarations and its `entities(matching:…)`, without the query's
/// comparator mapping type.
struct PropertyQueryAdapter<Entity: AppEntity>: @unchecked Sendable {
  // @unchecked Sendable: immutable; closures capture the query (Sendable) and its static
  // declarations.

  /// A declared filterable property.
  struct Declaration {
    let property: AnyKeyPath
    let valueType: Any.Type
    let comparators: [QueryComparisonOperator: Comparator]
  }

  /// A declared comparator: its input type, and how it maps inputs to the query's type.
  struct Comparator {
    let inputType: Any.Type
    let map: ([Any]) throws -> Any
  }

  /// A declared sortable property.
  struct Sortable {
    let property: AnyKeyPath
    let valueType: Any.Type
    let isOrderable: Bool
    let sort: (EntityQuerySort<Entity>.Ordering) -> EntityQuerySort<Entity>
  }

  let declarations: [Declaration]
  let sortables: [Sortable]
  let findDescription: IntentDescription?
  let run:
    (
      _ mappings: [Any], _ mode: EntityQueryComparatorMode, _ sorts: [EntityQuerySort<Entity>],
      _ limit: Int?
    )
      async throws -> QueryResults.Found<Entity>

  init?(_ query: any EntityQuery) {
    guard let propertyQuery = query as? any EntityPropertyQuery else { return nil }
    self.init(opening: propertyQuery)
  }

  private init<Query: EntityPropertyQuery>(opening query: Query) {
    declarations = Query.properties.declarations.map { declaration in
      Declaration(
        property: declaration.property, valueType: declaration.valueType,
        comparators: Dictionary(
          declaration.comparators.map { comparator in
            (
              comparator.comparisonOperator,
              Comparator(inputType: comparator.inputType) { try comparator.map($0) }
            )
          }, uniquingKeysWith: { first, _ in first }))
    }
    sortables = Query.sortingOptions.options.map { option in
      Sortable(
        property: option.keyPath, valueType: option.valueType, isOrderable: option.isOrderable,
        sort: { order in
          let typed = EntityQuerySort<Query.Entity>(
            option, order: order == .ascending ? .ascending : .descending)
          return unsafeBitCast(typed, to: EntityQuerySort<Entity>.self)
        })
    }
    findDescription = Query.findIntentDescription
    run = { mappings, mode, sorts, limit in
      // Every condition must reach the query: one left out would answer a wider Find than the
      // one asked, so a mapping of another type is an error, never skipped.
      var typed: [Query.ComparatorMappingType] = []
      typed.reserveCapacity(mappings.count)
      for mapping in mappings {
        guard let value = mapping as? Query.ComparatorMappingType else {
          throw IntentsError(
            IntentsError.queryFailed,
            "\(Entity.persistentIdentifier)'s query maps a comparator to \(type(of: mapping)), "
              + "not to its ComparatorMappingType \(Query.ComparatorMappingType.self); the Find "
              + "was not run.")
        }
        typed.append(value)
      }
      let typedSorts = sorts.map { unsafeBitCast($0, to: EntityQuerySort<Query.Entity>.self) }
      let results = try await query.entities(
        matching: typed, mode: mode, sortedBy: typedSorts, limit: limit)
      return QueryResults.found(results, as: Entity.self)
    }
  }
}
