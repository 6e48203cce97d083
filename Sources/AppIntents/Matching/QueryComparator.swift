/// A ready comparator mapping type: one condition on an entity property, which can test
/// entities in memory and which a query can also inspect to translate into SQL or a request.
///
/// Declare the comparators with an identity mapping — `{ $0 }` means "compare with the person's
/// value" — and filter with ``Swift/Sequence/matching(_:mode:sortedBy:limit:)``:
///
/// ```swift
/// static let properties = QueryProperties {
///   Property(\LandmarkEntity.$name) {
///     EqualToComparator { $0 }
///     ContainsComparator { $0 }
///   }
///   Property(\LandmarkEntity.$height) {
///     GreaterThanComparator { $0 }
///   }
/// }
///
/// func entities(
///   matching comparators: [QueryComparator<LandmarkEntity>], mode: ComparatorMode,
///   sortedBy: [Sort<LandmarkEntity>], limit: Int?
/// ) async throws -> [LandmarkEntity] {
///   landmarks.matching(comparators, mode: mode, sortedBy: sortedBy, limit: limit)
/// }
/// ```
///
/// Semantics: text comparisons ignore case and diacritics (equality, contains, prefix, suffix
/// and ordering); ordering comparisons never match a `nil` value; equality with `nil` matches
/// only `nil`; `contains` on a collection property tests membership of the element; `isBetween`
/// includes both bounds. A mapping closure other than the identity transforms the person's
/// value first (`EqualToComparator { $0.uppercased() }`).
///
/// This is an OpenIntents addition; Apple leaves the mapping type to each app.
public struct QueryComparator<Entity: AppEntity>: Sendable, CustomStringConvertible {
  /// The comparison performed.
  public let comparison: QueryComparisonOperator
  @usableFromInline let sharedProperty: SharedKeyPath<AnyKeyPath>
  /// The value(s) compared with, after the mapping transform: one, or the lower and upper bound
  /// of ``QueryComparisonOperator/isBetween``.
  public let values: [any Sendable]
  @usableFromInline let test: @Sendable (Entity) -> Bool
  /// How to test entities in an array's storage without copying them, when the property is
  /// the entity's own.
  @usableFromInline let inPlace: InPlaceTest<Entity>?

  /// A comparator with an explicit test, for comparisons built by hand.
  @inlinable
  public init(
    comparison: QueryComparisonOperator, property: AnyKeyPath, values: [any Sendable],
    test: @escaping @Sendable (Entity) -> Bool
  ) {
    self.init(comparison, property, values, test, inPlace: nil)
  }

  @inlinable
  init(
    _ comparison: QueryComparisonOperator, _ property: AnyKeyPath, _ values: [any Sendable],
    _ test: @escaping @Sendable (Entity) -> Bool, inPlace: InPlaceTest<Entity>?
  ) {
    self.comparison = comparison
    sharedProperty = SharedKeyPath(property)
    self.values = values
    self.test = test
    self.inPlace = inPlace
  }

  /// The property compared, as declared: `\LandmarkEntity.$height`. Compare it with `==` (or
  /// `switch comparator.property { case \LandmarkEntity.$height: … }`) to translate the
  /// condition into your own storage's terms.
  public var property: AnyKeyPath { sharedProperty.path }

  /// Whether the entity satisfies this condition.
  @inlinable
  public func evaluate(_ entity: Entity) -> Bool { test(entity) }

  /// The first value compared with, if it has the given type.
  public func value<Value>(as type: Value.Type = Value.self) -> Value? {
    values.first as? Value
  }

  /// The property, the comparison and the values, such as `\LandmarkEntity.$height greaterThan 100`.
  public var description: String {
    "\(property) \(comparison.rawValue) \(values.map { String(describing: $0) }.joined(separator: " and "))"
  }
}

/// How to test entities in an array's storage, through a pointer to each: the same test as the
/// comparator's, reading the property as its key path reaches it in each entity (see
/// `PropertyRead`).
@usableFromInline
struct InPlaceTest<Entity>: Sendable {
  /// Whether the entity at the pointer passes.
  @usableFromInline let test: @Sendable (UnsafePointer<Entity>) -> Bool
  /// A rough cost of one test, so that `.and` and `.or` try the cheap ones first: 1 for
  /// numbers, Booleans and dates, 2 for other values, 3 for text.
  @usableFromInline let cost: Int
  /// The condition as a typed kernel over the entities (see `ColumnKernels`), for the value
  /// types that have kernels; `nil` otherwise.
  @usableFromInline let kernel: (@Sendable (UnsafeBufferPointer<Entity>) -> KernelFilter<Entity>?)?

  @inlinable
  init(
    cost: Int, test: @escaping @Sendable (UnsafePointer<Entity>) -> Bool,
    kernel: (@Sendable (UnsafeBufferPointer<Entity>) -> KernelFilter<Entity>?)? = nil
  ) {
    self.cost = cost
    self.test = test
    self.kernel = kernel
  }

  /// The rough cost of testing a value of a type; see ``cost``.
  @inlinable
  static func cost<Value>(of type: Value.Type) -> Int {
    switch type {
    case is Bool.Type, is Int.Type, is Double.Type, is Date.Type, is Bool?.Type, is Int?.Type,
      is Double?.Type, is Date?.Type:
      1
    case is String.Type, is String?.Type, is AttributedString.Type: 3
    default: 2
    }
  }
}
