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
  /// The most entities to return; `nil` for all (or, for a page, ``Paging/defaultLimit``).
  public var limit: Int?
  /// How many of the matching entities to skip before the first one returned. This is an
  /// OpenIntents addition.
  public var offset: Int = 0

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

  /// A Find of one page of its matches (see ``Paging``). This is an OpenIntents addition.
  public init(
    filters: [Filter] = [], mode: EntityQueryComparatorMode = .and, sort: [SortKey] = [],
    limit: Int? = nil, offset: Int
  ) {
    self.init(filters: filters, mode: mode, sort: sort, limit: limit)
    self.offset = offset
  }

  /// The most conditions a request may have.
  public static let maximumFilters = 64
  /// The largest limit a request may ask for (``Paging/maximumLimit``).
  public static let maximumLimit = Paging.maximumLimit
}

extension FindRequest {
  private enum CodingKeys: String, CodingKey {
    case filters, mode, sort, limit, offset
  }

  /// Decodes a Find; an encoding made before Finds had an offset reads as the first page.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      filters: try container.decode([Filter].self, forKey: .filters),
      mode: try container.decode(EntityQueryComparatorMode.self, forKey: .mode),
      sort: try container.decode([SortKey].self, forKey: .sort),
      limit: try container.decodeIfPresent(Int.self, forKey: .limit),
      offset: try container.decodeIfPresent(Int.self, forKey: .offset) ?? 0)
  }

  /// Encodes a Find.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(filters, forKey: .filters)
    try container.encode(mode, forKey: .mode)
    try container.encode(sort, forKey: .sort)
    try container.encodeIfPresent(limit, forKey: .limit)
    if offset != 0 { try container.encode(offset, forKey: .offset) }
  }
}
