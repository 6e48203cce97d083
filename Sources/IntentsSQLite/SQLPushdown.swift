public import AppIntents
import Foundation
public import GRDB
import IntentsRuntime

/// Translates `QueryComparator`s into GRDB expressions, with the semantics they have in memory:
/// text ignores case and diacritics (through folded columns), ordering never matches `NULL`,
/// inequality matches `NULL`, `isBetween` includes its bounds, sorting puts `NULL` first when
/// ascending and breaks ties by a stable column. Values are always bound as arguments, and
/// `LIKE` patterns are escaped, so a search for `%` or `_` finds those characters.
///
/// A column list that does not fit the query — a property without a ``SQLColumn``, a column
/// name holding a double quote — is the app's mistake, not the caller's: it throws
/// ``IntentsError`` `queryFailed`, whose message the servers keep for their log.
public enum SQLPushdown {
  /// The condition, ordering and limit of a property query's
  /// `entities(matching:mode:sortedBy:limit:)`; `tieBreaker` names a column unique to each row.
  public static func query<Entity: AppEntity>(
    _ comparators: [QueryComparator<Entity>], mode: EntityQueryComparatorMode,
    sortedBy sorts: [EntityQuerySort<Entity>], limit: Int?, columns: [SQLColumn<Entity>],
    tieBreaker: String = "rowid"
  ) throws -> SQLQuery {
    SQLQuery(
      filter: try filter(comparators, mode: mode, columns: columns),
      ordering: try ordering(sorts, columns: columns, tieBreaker: tieBreaker),
      // A limit below zero keeps nothing, as in memory (SQLite would read it as no limit).
      limit: limit.map { max(0, $0) })
  }

  /// The condition of the comparators: all of them (`.and`) or any of them (`.or`); `true`
  /// when there are none, in either mode.
  public static func filter<Entity: AppEntity>(
    _ comparators: [QueryComparator<Entity>], mode: EntityQueryComparatorMode,
    columns: [SQLColumn<Entity>]
  ) throws -> SQLExpression {
    guard !comparators.isEmpty else { return true.sqlExpression }
    let conditions = try comparators.map { comparator in
      try condition(comparator, try column(for: comparator.property, columns))
    }
    return conditions.joined(operator: mode == .and ? .and : .or)
  }

  /// The ordering of the sort keys — text by its folded column, then by its exact characters —
  /// ending with `tieBreaker`, a column unique to each row.
  public static func ordering<Entity: AppEntity>(
    _ sorts: [EntityQuerySort<Entity>], columns: [SQLColumn<Entity>],
    tieBreaker: String = "rowid"
  ) throws -> [SQLOrdering] {
    var ordering: [SQLOrdering] = []
    for sort in sorts {
      let column = try self.column(for: sort.by, columns)
      var keys = [Column(column.name)]
      if case .text(let folded) = column.storage { keys.insert(Column(folded), at: 0) }
      ordering += keys.map { sort.order == .ascending ? $0.asc : $0.desc }
    }
    ordering.append(try identifier(tieBreaker).asc)
    return ordering
  }

  /// A column of this name. GRDB writes a name in double quotes as it is, so a name holding
  /// one would end the identifier early and change the statement: it is refused.
  private static func identifier(_ name: String) throws -> Column {
    guard !name.contains("\"") else {
      throw IntentsError(
        IntentsError.queryFailed,
        "The column name \(name.debugDescription) holds a double quote, which GRDB's query "
          + "interface cannot write; rename the column.")
    }
    return Column(name)
  }

  private static func column<Entity>(
    for property: AnyKeyPath, _ columns: [SQLColumn<Entity>]
  ) throws
    -> SQLColumn<Entity>
  {
    guard let column = columns.first(where: { $0.property as AnyKeyPath == property }) else {
      throw IntentsError(
        IntentsError.queryFailed,
        "The property \(property) has no SQL column; add a SQLColumn for it.")
    }
    _ = try identifier(column.name)
    if case .text(let folded) = column.storage { _ = try identifier(folded) }
    return column
  }

  private static func condition<Entity>(
    _ comparator: QueryComparator<Entity>, _ column: SQLColumn<Entity>
  )
    throws -> SQLExpression
  {
    let values = comparator.values.map { IntentValueReflection.unwrap($0) }
    let first = values.first ?? nil
    let storage = column.storage
    let name = Column(column.name)
    let compared: Column
    switch storage {
    case .text(let folded): compared = Column(folded)
    default: compared = name
    }
    switch comparator.comparison {
    case .equalTo:
      guard let value = first else { return name == nil }
      let bound = try databaseValue(value, storage)
      return compared == bound
    case .notEqualTo:
      guard let value = first else { return name != nil }
      let bound = try databaseValue(value, storage)
      return compared == nil || compared != bound
    case .lessThan, .lessThanOrEqualTo, .greaterThan, .greaterThanOrEqualTo:
      guard let value = first else { return false.sqlExpression }
      if case .text = storage {
        return try textOrder(name, compared, comparator.comparison, value, storage)
      }
      return compare(compared, comparator.comparison, try databaseValue(value, storage))
    case .isBetween:
      guard values.count == 2, let lower = values[0], let upper = values[1] else {
        return false.sqlExpression
      }
      if case .text = storage {
        return try textOrder(name, compared, .greaterThanOrEqualTo, lower, storage)
          && textOrder(name, compared, .lessThanOrEqualTo, upper, storage)
      }
      let (low, high) = (try databaseValue(lower, storage), try databaseValue(upper, storage))
      return compared >= low && compared <= high
    case .contains, .hasPrefix, .hasSuffix:
      guard let text = first.map({ "\($0)" }) else { return false.sqlExpression }
      let needle = FoldedString(text).folded
      if case .foldedTextArray = storage, comparator.comparison == .contains {
        return SQL("EXISTS (SELECT 1 FROM json_each(\(name)) WHERE json_each.value = \(needle))")
          .sqlExpression
      }
      let escaped = escapeLike(needle)
      let pattern: String
      switch comparator.comparison {
      case .contains: pattern = "%\(escaped)%"
      case .hasPrefix: pattern = "\(escaped)%"
      default: pattern = "%\(escaped)"
      }
      return compared.like(pattern, escape: "\\")
    }
  }

  /// `column < bound`, `<=`, `>` or `>=`.
  private static func compare(
    _ column: Column, _ comparison: QueryComparisonOperator, _ bound: DatabaseValue
  ) -> SQLExpression {
    switch comparison {
    case .lessThan: column < bound
    case .lessThanOrEqualTo: column <= bound
    case .greaterThan: column > bound
    default: column >= bound
    }
  }

  /// A text ordering as `FoldedString.compare` orders: by the folded text, and between texts
  /// that fold alike by their exact characters ("A" comes before "a").
  private static func textOrder(
    _ name: Column, _ folded: Column, _ comparison: QueryComparisonOperator, _ value: Any,
    _ storage: SQLColumn<some AppEntity>.Storage
  ) throws -> SQLExpression {
    let strict: QueryComparisonOperator =
      comparison == .lessThan || comparison == .lessThanOrEqualTo ? .lessThan : .greaterThan
    let bound = try databaseValue(value, storage)
    let exact = "\(value)".databaseValue
    return compare(folded, strict, bound) || (folded == bound && compare(name, comparison, exact))
  }

  /// Escapes `%`, `_` and `\` for a LIKE pattern with `ESCAPE '\'`.
  static func escapeLike(_ text: String) -> String {
    var escaped = ""
    for character in text {
      if character == "%" || character == "_" || character == "\\" { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }

  private static func databaseValue(
    _ value: Any, _ storage: SQLColumn<some AppEntity>.Storage
  ) throws
    -> DatabaseValue
  {
    switch (storage, value) {
    case (.text, let text as String): return FoldedString(text).folded.databaseValue
    case (.foldedTextArray, let text as String): return FoldedString(text).folded.databaseValue
    case (_, let value as any AppEnum): return "\(value.rawValue)".databaseValue
    case (_, let value as String): return value.databaseValue
    case (_, let value as Int): return value.databaseValue
    case (_, let value as Double): return value.databaseValue
    case (_, let value as Float): return Double(value).databaseValue
    case (_, let value as Decimal): return NSDecimalNumber(decimal: value).doubleValue.databaseValue
    case (_, let value as Bool): return value.databaseValue
    case (_, let value as Date): return value.databaseValue
    case (_, let value as URL): return value.absoluteString.databaseValue
    default:
      throw IntentsError(
        IntentsError.invalidValue, "\(type(of: value)) values cannot be compared in SQL.")
    }
  }
}
