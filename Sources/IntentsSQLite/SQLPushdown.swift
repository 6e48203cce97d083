public import AppIntents
import Foundation
public import GRDB
import IntentsRuntime

/// How an entity property is stored in a SQL table, so that `QueryComparator`s on it can run
/// as SQL.
public struct SQLColumn<Entity: AppEntity>: @unchecked Sendable {
  // @unchecked Sendable: immutable; `property` is a key path, an immutable object.

  /// How the values are stored.
  public enum Storage: Sendable, Hashable {
    /// Text, with a second column holding it folded (`FoldedString.folded`) for case- and
    /// diacritic-insensitive comparisons.
    case text(folded: String)
    /// Numbers (integers or reals).
    case number
    /// `0` or `1`.
    case boolean
    /// Dates, as GRDB stores them.
    case date
    /// An app enum's raw value.
    case rawValue
    /// A JSON array of folded text, for collection properties (`tags`).
    case foldedTextArray
  }

  /// The property, as queries declare it: `\LandmarkEntity.$name`.
  public let property: AnyKeyPath
  /// The column's name.
  public let name: String
  /// How its values are stored.
  public let storage: Storage

  /// A column for a property.
  public init(_ property: AnyKeyPath, _ name: String, _ storage: Storage) {
    self.property = property
    self.name = name
    self.storage = storage
  }
}

/// The parts of a SQL query translated from comparators, sort keys and a limit.
public struct SQLQuery: Sendable {
  /// The condition, `1` when there is none.
  public var whereClause: String
  /// The arguments of the condition's placeholders, in order.
  public var arguments: StatementArguments
  /// The ORDER BY terms, ending with the tie-breaker so that results are stable.
  public var orderBy: String
  /// The limit, if any.
  public var limit: Int?

  /// A complete SELECT statement over a table.
  public func sql(select columns: String = "*", from table: String) -> String {
    var sql = "SELECT \(columns) FROM \(table) WHERE \(whereClause) ORDER BY \(orderBy)"
    if let limit { sql += " LIMIT \(limit)" }
    return sql
  }
}

/// Translates `QueryComparator`s into SQL, with the semantics they have in memory: text
/// ignores case and diacritics (through folded columns), ordering never matches `NULL`,
/// inequality matches `NULL`, `isBetween` includes its bounds, sorting puts `NULL` first when
/// ascending and breaks ties by a stable column. Values are always bound as arguments, and
/// `LIKE` patterns are escaped, so a search for `%` or `_` finds those characters.
public enum SQLPushdown {
  /// The SQL of a property query's `entities(matching:mode:sortedBy:limit:)`.
  public static func query<Entity: AppEntity>(
    _ comparators: [QueryComparator<Entity>], mode: EntityQueryComparatorMode,
    sortedBy sorts: [EntityQuerySort<Entity>], limit: Int?, columns: [SQLColumn<Entity>],
    tieBreaker: String = "rowid"
  ) throws -> SQLQuery {
    var conditions: [String] = []
    var arguments: [DatabaseValue] = []
    for comparator in comparators {
      let column = try self.column(for: comparator.property, columns)
      let (sql, values) = try condition(comparator, column)
      conditions.append("(\(sql))")
      arguments += values
    }
    let joiner = mode == .and ? " AND " : " OR "
    var order: [String] = []
    for sort in sorts {
      let column = try self.column(for: sort.by, columns)
      let direction = sort.order == .ascending ? "ASC" : "DESC"
      switch column.storage {
      case .text(let folded):
        order += ["\(quoted(folded)) \(direction)", "\(quoted(column.name)) \(direction)"]
      default: order.append("\(quoted(column.name)) \(direction)")
      }
    }
    order.append(tieBreaker)
    return SQLQuery(
      whereClause: conditions.isEmpty ? "1" : conditions.joined(separator: joiner),
      arguments: StatementArguments(arguments), orderBy: order.joined(separator: ", "),
      // A limit below zero keeps nothing, as in memory (SQLite would read it as no limit).
      limit: limit.map { max(0, $0) })
  }

  /// A SQL identifier in double quotes.
  public static func quoted(_ identifier: String) -> String {
    "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  private static func column<Entity>(
    for property: AnyKeyPath, _ columns: [SQLColumn<Entity>]
  ) throws
    -> SQLColumn<Entity>
  {
    guard let column = columns.first(where: { $0.property == property }) else {
      throw IntentsError(
        IntentsError.invalidRequest,
        "The property \(property) has no SQL column; add a SQLColumn for it.")
    }
    return column
  }

  private static func condition<Entity>(
    _ comparator: QueryComparator<Entity>, _ column: SQLColumn<Entity>
  )
    throws -> (String, [DatabaseValue])
  {
    let values = comparator.values.map { IntentValueReflection.unwrap($0) }
    let first = values.first ?? nil
    let name = quoted(column.name)
    let compared: String
    switch column.storage {
    case .text(let folded): compared = quoted(folded)
    default: compared = name
    }
    switch comparator.comparison {
    case .equalTo:
      guard let value = first else { return ("\(name) IS NULL", []) }
      if case .foldedTextArray = column.storage {
        return ("\(name) = ?", [try databaseValue(value, column.storage)])
      }
      return ("\(compared) = ?", [try databaseValue(value, column.storage)])
    case .notEqualTo:
      guard let value = first else { return ("\(name) IS NOT NULL", []) }
      return ("\(compared) IS NULL OR \(compared) <> ?", [try databaseValue(value, column.storage)])
    case .lessThan, .lessThanOrEqualTo, .greaterThan, .greaterThanOrEqualTo:
      guard let value = first else { return ("0", []) }
      let symbol = [
        QueryComparisonOperator.lessThan: "<", .lessThanOrEqualTo: "<=", .greaterThan: ">",
        .greaterThanOrEqualTo: ">=",
      ][comparator.comparison]!
      if case .text = column.storage {
        return try textOrder(name, compared, symbol, value, column.storage)
      }
      return ("\(compared) \(symbol) ?", [try databaseValue(value, column.storage)])
    case .isBetween:
      guard values.count == 2, let lower = values[0], let upper = values[1] else {
        return ("0", [])
      }
      if case .text = column.storage {
        let (above, aboveValues) = try textOrder(name, compared, ">=", lower, column.storage)
        let (below, belowValues) = try textOrder(name, compared, "<=", upper, column.storage)
        return ("(\(above)) AND (\(below))", aboveValues + belowValues)
      }
      return (
        "\(compared) BETWEEN ? AND ?",
        [try databaseValue(lower, column.storage), try databaseValue(upper, column.storage)]
      )
    case .contains, .hasPrefix, .hasSuffix:
      guard let text = first.map({ "\($0)" }) else { return ("0", []) }
      let needle = FoldedString(text).folded
      if case .foldedTextArray = column.storage, comparator.comparison == .contains {
        return (
          "EXISTS (SELECT 1 FROM json_each(\(name)) WHERE json_each.value = ?)",
          [needle.databaseValue]
        )
      }
      let escaped = escapeLike(needle)
      let pattern: String
      switch comparator.comparison {
      case .contains: pattern = "%\(escaped)%"
      case .hasPrefix: pattern = "\(escaped)%"
      default: pattern = "%\(escaped)"
      }
      return ("\(compared) LIKE ? ESCAPE '\\'", [pattern.databaseValue])
    }
  }

  /// A text ordering as `FoldedString.compare` orders: by the folded text, and between texts
  /// that fold alike by their exact characters ("A" comes before "a").
  private static func textOrder(
    _ name: String, _ folded: String, _ symbol: String, _ value: Any,
    _ storage: SQLColumn<some AppEntity>.Storage
  ) throws -> (String, [DatabaseValue]) {
    let strict = symbol.hasPrefix("<") ? "<" : ">"
    let bound = try databaseValue(value, storage)
    let exact = "\(value)".databaseValue
    return (
      "\(folded) \(strict) ? OR (\(folded) = ? AND \(name) \(symbol) ?)", [bound, bound, exact]
    )
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
