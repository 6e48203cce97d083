public import AppIntents
import Foundation
import IntentsRuntime

/// A property query as SQL, in no dialect: the condition, the ordering and the limit of a
/// property query's `entities(matching:mode:sortedBy:limit:)`. IntentsSQLite writes it for
/// GRDB (`SQLPushdown`), IntentsPostgres as a `PostgresQuery`; both keep the semantics the
/// comparators have in memory:
///
/// - text ignores case and diacritics, through the folded columns
///   (``SQLColumn/Storage/text(folded:)``);
/// - ordering comparisons never match a missing value; `notEqualTo` does;
/// - `isBetween` includes its bounds;
/// - NaN is ordered as memory orders it: an ordering comparison with it matches nothing, and as
///   a bound of `isBetween` it leaves every value in on its side;
/// - text holding NUL is compared as memory compares it with the text SQL holds (see
///   ``SQLPredicate``);
/// - text is ordered as `FoldedString.compare` orders it: by the folded text, then by the exact
///   characters ("A" before "a"); app enums by the order their cases are declared in;
/// - sorting puts missing values first when ascending, and ends with a tie-breaker column so
///   that pages are stable;
/// - values are bound as arguments and `LIKE` patterns escaped, so a search for `%` or `_`
///   finds those characters.
///
/// A column list that does not fit the query — a property without a ``SQLColumn``, a column
/// name that cannot be quoted — is the app's mistake, not the caller's: it throws
/// `IntentsError.queryFailed`, whose message the servers keep for their log. A value that SQL
/// cannot compare (an entity, a file) throws `IntentsError.invalidValue`.
public struct SQLPropertyQuery: Sendable, Hashable {
  /// The condition: every comparator (or any of them), true when there are none.
  public var predicate: SQLPredicate
  /// The ordering, ending with the tie-breaker.
  public var ordering: [SQLSortKey]
  /// The limit, if any; never below zero (a negative limit is kept as zero: it keeps nothing,
  /// as in memory, where SQLite would read it as no limit).
  public var limit: Int? {
    didSet { if let limit, limit < 0 { self.limit = 0 } }
  }

  /// A selection of a condition, an ordering and a limit (a limit below zero keeps nothing).
  public init(predicate: SQLPredicate, ordering: [SQLSortKey], limit: Int?) {
    self.predicate = predicate
    self.ordering = ordering
    self.limit = limit.map { max(0, $0) }
  }

  /// The selection of a property query: its comparators, all of them (`.and`) or any
  /// (`.or`); its sort keys, then `tieBreaker`, a column unique to each row; and its limit.
  public init<Entity: AppEntity>(
    _ comparators: [QueryComparator<Entity>], mode: EntityQueryComparatorMode,
    sortedBy sorts: [EntityQuerySort<Entity>], limit: Int?, columns: [SQLColumn<Entity>],
    tieBreaker: String
  ) throws {
    self.init(
      predicate: try Self.predicate(comparators, mode: mode, columns: columns),
      ordering: try Self.ordering(sorts, columns: columns, tieBreaker: tieBreaker),
      limit: limit)
  }

  /// The condition of the comparators: all of them (`.and`) or any of them (`.or`); true
  /// when there are none, in either mode.
  public static func predicate<Entity: AppEntity>(
    _ comparators: [QueryComparator<Entity>], mode: EntityQueryComparatorMode,
    columns: [SQLColumn<Entity>]
  ) throws -> SQLPredicate {
    guard !comparators.isEmpty else { return .constant(true) }
    let conditions = try comparators.map { comparator in
      try condition(comparator, try ResolvedColumn(for: comparator.property, columns))
    }
    return mode == .and ? .all(conditions) : .any(conditions)
  }

  /// The ordering of the sort keys — text by its folded column, then by its exact characters —
  /// ending with `tieBreaker`.
  public static func ordering<Entity: AppEntity>(
    _ sorts: [EntityQuerySort<Entity>], columns: [SQLColumn<Entity>], tieBreaker: String
  ) throws -> [SQLSortKey] {
    var ordering: [SQLSortKey] = []
    for sort in sorts {
      let column = try ResolvedColumn(for: sort.by, columns)
      let ascending = sort.order == .ascending
      if case .rawValue = column.storage, let cases = try caseValues(of: column.property) {
        // Memory sorts an app enum by the order its cases are declared in, not by raw value.
        ordering.append(SQLSortKey(.ranked(column.name, cases), ascending: ascending))
      } else if let folded = column.folded {
        ordering.append(.text(folded, ascending: ascending))
        ordering.append(.text(column.name, ascending: ascending))
      } else {
        ordering.append(.column(column.name, ascending: ascending))
      }
    }
    ordering.append(.column(try SQLIdentifier(tieBreaker)))
    return ordering
  }

  // MARK: - Comparators

  /// A column of the list, its names checked.
  private struct ResolvedColumn<Entity: AppEntity> {
    let name: SQLIdentifier
    let folded: SQLIdentifier?
    let storage: SQLColumn<Entity>.Storage
    let property: AnyKeyPath

    init(for property: AnyKeyPath, _ columns: [SQLColumn<Entity>]) throws {
      guard let column = columns.first(where: { $0.property as AnyKeyPath == property }) else {
        throw IntentsError(
          IntentsError.queryFailed,
          "The property \(property) has no SQL column; add a SQLColumn for it.")
      }
      name = try SQLIdentifier(column.name)
      storage = column.storage
      self.property = column.property
      if case .text(let folded) = column.storage {
        self.folded = try SQLIdentifier(folded)
      } else {
        folded = nil
      }
    }

    /// The column comparisons read: the folded one for text.
    var compared: SQLIdentifier { folded ?? name }
  }

  private static func condition<Entity>(
    _ comparator: QueryComparator<Entity>, _ column: ResolvedColumn<Entity>
  ) throws -> SQLPredicate {
    let values = comparator.values.map { IntentValueReflection.unwrap($0) }
    let first = values.first ?? nil
    switch comparator.comparison {
    case .equalTo:
      guard let value = first else { return .isNull(column.name) }
      let bound = try bound(value, column.storage)
      // Nothing equals NaN in Swift; SQLite would bind it as NULL, PostgreSQL as a value.
      if bound.isNaN { return .constant(false) }
      return .compare(column.compared, .equal, bound)
    case .notEqualTo:
      guard let value = first else { return .isNotNull(column.name) }
      let bound = try bound(value, column.storage)
      if bound.isNaN { return .constant(true) }
      return .any([.isNull(column.compared), .compare(column.compared, .notEqual, bound)])
    case .lessThan, .lessThanOrEqualTo, .greaterThan, .greaterThanOrEqualTo:
      guard let value = first else { return .constant(false) }
      return try order(column, SQLComparison(comparator.comparison), value)
    case .isBetween:
      guard values.count == 2, let lower = values[0], let upper = values[1] else {
        return .constant(false)
      }
      return .all([
        try order(column, .greaterOrEqual, lower, inRange: true),
        try order(column, .lessOrEqual, upper, inRange: true),
      ])
    case .contains, .hasPrefix, .hasSuffix:
      guard let text = first.map({ "\($0)" }) else { return .constant(false) }
      let needle = FoldedString(text).folded
      if case .foldedTextArray = column.storage, comparator.comparison == .contains {
        return .arrayContains(column.name, needle)
      }
      let position: SQLTextPattern.Position =
        switch comparator.comparison {
        case .contains: .anywhere
        case .hasPrefix: .start
        default: .end
        }
      return .matches(column.compared, SQLTextPattern(needle, at: position))
    }
  }

  /// `column < value` (or another ordering comparison). Text is ordered as
  /// `FoldedString.compare` orders it: by the folded text, and between texts that fold alike
  /// by their exact characters.
  private static func order<Entity>(
    _ column: ResolvedColumn<Entity>, _ comparison: SQLComparison, _ operand: Any,
    inRange: Bool = false
  ) throws -> SQLPredicate {
    let value = try bound(operand, column.storage)
    // As in memory: no number is ordered before or after NaN, so an ordering comparison with
    // it matches nothing, and a range with it as a bound ("not below", "not above") leaves
    // every value in on that side.
    if value.isNaN { return inRange ? .isNotNull(column.name) : .constant(false) }
    guard let folded = column.folded, case .text = value else {
      return .compare(column.compared, comparison, value)
    }
    let strict: SQLComparison =
      comparison == .less || comparison == .lessOrEqual ? .less : .greater
    return .any([
      .compare(folded, strict, value),
      .all([
        .compare(folded, .equal, value), .compare(column.name, comparison, .text("\(operand)")),
      ]),
    ])
  }

  /// The value a comparator's operand is bound as; text compared with a text column is folded.
  static func bound(
    _ value: Any, _ storage: SQLColumn<some AppEntity>.Storage
  ) throws -> SQLValue {
    switch (storage, value) {
    case (.text, let text as String): return .text(FoldedString(text).folded)
    case (.foldedTextArray, let text as String): return .text(FoldedString(text).folded)
    case (_, let value as any AppEnum): return try rawValue(value.rawValue)
    default: return try plain(value)
    }
  }

  /// The raw values of the cases of the app enum a property holds (optional or not), in the
  /// order they are declared; `nil` for a property of another type.
  private static func caseValues(of property: AnyKeyPath) throws -> [SQLValue]? {
    guard let propertyType = type(of: property).valueType as? any EntityPropertyType.Type else {
      return nil
    }
    var valueType = propertyType.propertyValueType
    if let wrapped = IntentValueReflection.wrappedType(ofOptional: valueType) {
      valueType = wrapped
    }
    guard let enumType = valueType as? any AppEnum.Type else { return nil }
    return try caseValues(enumType)
  }

  private static func caseValues<Enum: AppEnum>(_ type: Enum.Type) throws -> [SQLValue] {
    try Enum.allCases.map { try rawValue($0.rawValue) }
  }

  /// An app enum's raw value, bound as what it is.
  private static func rawValue(_ value: Any) throws -> SQLValue {
    switch value {
    case let text as String: .text(text)
    default: try plain(value)
    }
  }

  /// A value bound as it is.
  private static func plain(_ value: Any) throws -> SQLValue {
    switch value {
    case let value as String: return .text(value)
    case let value as Int: return .integer(value)
    case let value as any BinaryInteger:
      guard let integer = Int(exactly: value) else {
        throw IntentsError(
          IntentsError.invalidValue, "\(value) is out of the range SQL compares integers in.")
      }
      return .integer(integer)
    case let value as Double: return .real(value)
    case let value as Float: return .real(Double(value))
    case let value as Decimal: return .real(NSDecimalNumber(decimal: value).doubleValue)
    case let value as Bool: return .boolean(value)
    case let value as Date: return .date(value)
    case let value as URL: return .text(value.absoluteString)
    default:
      throw IntentsError(
        IntentsError.invalidValue, "\(type(of: value)) values cannot be compared in SQL.")
    }
  }
}

extension SQLValue {
  /// Whether the value is a real that is not a number.
  fileprivate var isNaN: Bool {
    if case .real(let real) = self { real.isNaN } else { false }
  }
}

extension SQLComparison {
  /// The comparison of an ordering comparator.
  fileprivate init(_ comparison: QueryComparisonOperator) {
    switch comparison {
    case .lessThan: self = .less
    case .lessThanOrEqualTo: self = .lessOrEqual
    case .greaterThan: self = .greater
    default: self = .greaterOrEqual
    }
  }
}
