public import AppIntents

/// A Find: conditions on properties, how they combine, sort keys and a limit.
///
/// ```swift
/// let request = FindRequest(
///   filters: [.init("continent", .equalTo, "Europe"), .init("height", .greaterThan, 3000)],
///   sort: [.init("height", .descending)], limit: 10)
/// ```
public struct FindRequest: Sendable, Hashable, Codable {
  /// One condition: a property, a comparison and the value(s) to compare with.
  public struct Filter: Sendable, Hashable, Codable {
    /// The property's name.
    public var property: String
    /// The comparison.
    public var comparison: QueryComparisonOperator
    /// The value — or, for `isBetween`, the lower and upper bound.
    public var values: [ValueInput]

    /// A condition with one value.
    public init(_ property: String, _ comparison: QueryComparisonOperator, _ value: ValueInput) {
      self.init(property, comparison, values: [value])
    }

    /// A condition with its values.
    public init(_ property: String, _ comparison: QueryComparisonOperator, values: [ValueInput]) {
      self.property = property
      self.comparison = comparison
      self.values = values
    }
  }

  /// One sort key.
  public struct SortKey: Sendable, Hashable, Codable {
    /// The property's name.
    public var property: String
    /// The direction.
    public var order: Order

    /// A sort key.
    public init(_ property: String, _ order: Order = .ascending) {
      self.property = property
      self.order = order
    }
  }

  /// A sort direction.
  public enum Order: String, Sendable, Hashable, Codable {
    /// Smallest first.
    case ascending
    /// Largest first.
    case descending

    func ordering<Entity: AppEntity>(for type: Entity.Type) -> EntityQuerySort<Entity>.Ordering {
      self == .ascending ? .ascending : .descending
    }
  }

  /// The conditions.
  public var filters: [Filter]
  /// Whether all conditions must hold (`.and`) or any (`.or`).
  public var mode: EntityQueryComparatorMode
  /// The sort keys, in priority order.
  public var sort: [SortKey]
  /// The most entities to return; `nil` for all.
  public var limit: Int?

  /// A Find.
  public init(
    filters: [Filter] = [], mode: EntityQueryComparatorMode = .and, sort: [SortKey] = [],
    limit: Int? = nil
  ) {
    self.filters = filters
    self.mode = mode
    self.sort = sort
    self.limit = limit
  }

  /// The most conditions a request may have.
  public static let maximumFilters = 64
  /// The largest limit a request may ask for.
  public static let maximumLimit = 10_000
}
