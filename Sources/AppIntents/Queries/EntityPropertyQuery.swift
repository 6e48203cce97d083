/// A query that finds entities whose properties match conditions, sorted and limited — the
/// Find action of Shortcuts, and `find` in the OpenIntents CLI, HTTP API and MCP server.
///
/// The query declares which properties can be filtered with which comparators, and which can be
/// sorted. Each comparator's mapping turns the person's value into a
/// ``ComparatorMappingType`` of the query's choice — a predicate, a SQL fragment, or the ready
/// ``QueryComparator``:
///
/// ```swift
/// struct TrailQuery: EntityPropertyQuery {
///   static let properties = QueryProperties {
///     Property(\TrailEntity.$name) {
///       EqualToComparator { $0 }
///       ContainsComparator { $0 }
///     }
///     Property(\TrailEntity.$length) {
///       LessThanComparator { $0 }
///       GreaterThanComparator { $0 }
///     }
///   }
///   static let sortingOptions = SortingOptions { SortableBy(\TrailEntity.$name) }
///
///   func entities(
///     matching comparators: [QueryComparator<TrailEntity>], mode: ComparatorMode,
///     sortedBy: [Sort<TrailEntity>], limit: Int?
///   ) async throws -> [TrailEntity] {
///     store.allTrails.matching(comparators, mode: mode, sortedBy: sortedBy, limit: limit)
///   }
///   ...
/// }
/// ```
///
/// Filtering, sorting and limiting are the query's job: the system passes every condition to
/// `entities(matching:mode:sortedBy:limit:)` and uses the result as is.
public protocol EntityPropertyQuery: EntityQuery {
  /// What each comparator's mapping produces.
  associatedtype ComparatorMappingType
  /// The properties that can be filtered, with their comparators.
  static var properties: QueryProperties { get }
  /// The properties that can be sorted by.
  static var sortingOptions: SortingOptions { get }
  /// How the Find action is described.
  static var findIntentDescription: IntentDescription? { get }
  /// The entities that match the conditions (all of them for `.and`, any for `.or`), sorted by
  /// the sort keys in priority order, at most `limit` of them.
  func entities(
    matching comparators: [ComparatorMappingType], mode: ComparatorMode,
    sortedBy: [EntityQuerySort<Entity>], limit: Int?
  ) async throws -> Result
}

// MARK: - Default Implementations

extension EntityPropertyQuery {
  /// No description: the Find action is described by the entity's type name.
  public static var findIntentDescription: IntentDescription? { nil }
}

extension EntityPropertyQuery {
  /// Whether conditions must all match (`.and`) or any may (`.or`).
  public typealias ComparatorMode = EntityQueryComparatorMode
  /// The declaration of filterable properties.
  public typealias QueryProperties = EntityQueryProperties<Self.Entity, Self.ComparatorMappingType>
  /// One filterable property: `Property(\.$name) { EqualToComparator { … } }`.
  public typealias Property = EntityQueryProperty
  /// The declaration of sortable properties.
  public typealias SortingOptions = EntityQuerySortingOptions<Self.Entity>
  /// One sortable property: `SortableBy(\.$name)`.
  public typealias SortableBy = EntityQuerySortableByProperty<Self.Entity>
  /// A sort key with its order.
  public typealias Sort = EntityQuerySort
  /// The ready comparator mapping type for this query's entity, for queries whose comparators
  /// map to ``QueryComparator``. This is an OpenIntents addition.
  public typealias Comparator = QueryComparator<Self.Entity>
}
