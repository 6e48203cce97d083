import AppIntents

/// An `EntityPropertyQuery`'s declarations and its `entities(matching:…)`, without the query's
/// comparator mapping type.
struct PropertyQueryAdapter<Entity: AppEntity>: Sendable {
  /// A declared filterable property.
  struct Declaration: Sendable {
    let sharedProperty: SharedKeyPath<AnyKeyPath>
    let valueType: Any.Type
    let comparators: [QueryComparisonOperator: Comparator]
    /// The property as declared: `\LandmarkEntity.$name`, or a related entity's property.
    var property: AnyKeyPath { sharedProperty.path }
  }

  /// A declared comparator: its input type, and how it maps inputs to the query's type.
  struct Comparator: Sendable {
    let inputType: Any.Type
    let map: @Sendable ([Any]) throws -> Any
  }

  /// A declared sortable property.
  struct Sortable: Sendable {
    let sharedProperty: SharedKeyPath<AnyKeyPath>
    let valueType: Any.Type
    let isOrderable: Bool
    let sort: @Sendable (EntityQuerySort<Entity>.Ordering) -> EntityQuerySort<Entity>
    /// The property as declared: `\LandmarkEntity.$name`.
    var property: AnyKeyPath { sharedProperty.path }
  }

  let declarations: [Declaration]
  let sortables: [Sortable]
  let findDescription: IntentDescription?
  let run:
    @Sendable (
      _ mappings: [Any], _ mode: EntityQueryComparatorMode, _ sorts: [EntityQuerySort<Entity>],
      _ limit: Int?
    )
      async throws -> QueryResults.Found<Entity>

  /// The adapter of a property query of `Entity`s; `nil` for a query that is not a property
  /// query or finds entities of another type.
  init?(_ query: any EntityQuery) {
    guard let propertyQuery = query as? any EntityPropertyQuery else { return nil }
    self.init(opening: propertyQuery)
  }

  private init?<Query: EntityPropertyQuery>(opening query: Query) {
    // Sorts pass between the two types with `as!`, which the check makes certain.
    guard Query.Entity.self == Entity.self else { return nil }
    // The declarations are read once; each comparator's mapping is reached through them (a
    // `Sendable` value), as the app's mapping closures are not `Sendable` themselves.
    let properties = Query.properties
    declarations = properties.declarations.enumerated().map { index, declaration in
      Declaration(
        sharedProperty: SharedKeyPath(declaration.property), valueType: declaration.valueType,
        comparators: Dictionary(
          declaration.comparators.enumerated().map { position, comparator in
            (
              comparator.comparisonOperator,
              Comparator(inputType: comparator.inputType) {
                try properties.declarations[index].comparators[position].map($0)
              }
            )
          }, uniquingKeysWith: { first, _ in first }))
    }
    sortables = Query.sortingOptions.options.map { option in
      Sortable(
        sharedProperty: SharedKeyPath(option.keyPath), valueType: option.valueType,
        isOrderable: option.isOrderable,
        sort: { order in
          let typed = EntityQuerySort<Query.Entity>(
            option, order: order == .ascending ? .ascending : .descending)
          return typed as! EntityQuerySort<Entity>
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
      let typedSorts = sorts.map { $0 as! EntityQuerySort<Query.Entity> }
      let results = try await query.entities(
        matching: typed, mode: mode, sortedBy: typedSorts, limit: limit)
      return QueryResults.found(results, as: Entity.self)
    }
  }
}
