/// One sort key of a property query: a property and a direction.
///
/// Queries usually switch on ``by`` to translate the key into their storage's terms
/// (`switch sort.by { case \.$name: … }`), or sort in memory with ``compare(_:_:)`` or
/// ``Swift/Sequence/matching(_:mode:sortedBy:limit:)``.
public struct EntityQuerySort<Entity>: Sendable where Entity: AppEntity {

  /// A sort direction.
  @frozen
  public enum Ordering: Sendable, Hashable, Codable {
    /// Smallest first; `nil` first; text ignoring case and diacritics.
    case ascending
    /// Largest first; `nil` last.
    case descending
  }

  @usableFromInline let sharedBy: SharedKeyPath<PartialKeyPath<Entity>>
  /// The direction.
  public let order: Ordering
  @usableFromInline let ascending: (@Sendable (Entity, Entity) -> ComparisonResult)?
  @usableFromInline let inPlaceAscending: InPlaceOrdering<Entity>?

  /// A sort by the given property. This is an OpenIntents addition (the system creates sorts
  /// from the query's ``EntityPropertyQuery/sortingOptions``); it is handy in tests.
  @inlinable
  public init<Value: _IntentValue & Sendable>(
    _ keyPath: KeyPath<Entity, EntityProperty<Value>>, order: Ordering = .ascending
  ) {
    self.init(sortable: EntityQuerySortableByProperty(keyPath), order: order)
  }

  /// A sort by a declared sortable property.
  package init(_ sortable: EntityQuerySortableByProperty<Entity>, order: Ordering) {
    self.init(sortable: sortable, order: order)
  }

  @usableFromInline
  init(sortable: EntityQuerySortableByProperty<Entity>, order: Ordering) {
    self.sharedBy = sortable.sharedKeyPath
    self.order = order
    self.ascending = sortable.ascending
    self.inPlaceAscending = sortable.inPlaceAscending
  }

  /// The property to sort by, as declared: `\TrailEntity.$name`.
  public var by: PartialKeyPath<Entity> { sharedBy.path }

  /// Orders two entities by this key: `.orderedAscending` when `lhs` comes first.
  @inlinable
  public func comparison(_ lhs: Entity, _ rhs: Entity) -> ComparisonResult {
    guard let ascending else { return .orderedSame }
    let result = ascending(lhs, rhs)
    guard order == .descending else { return result }
    switch result {
    case .orderedAscending: return .orderedDescending
    case .orderedDescending: return .orderedAscending
    case .orderedSame: return .orderedSame
    }
  }

  /// Whether `lhs` comes before `rhs` under this key — the predicate `sort(by:)` expects.
  @inlinable
  public func compare(_ lhs: Entity, _ rhs: Entity) -> Bool {
    comparison(lhs, rhs) == .orderedAscending
  }

  /// Whether the property's values can be ordered. Sorting by a property whose values cannot
  /// be ordered (an entity without a comparable value) keeps the input order.
  public var isOrderable: Bool { ascending != nil }
}
