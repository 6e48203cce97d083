public import AppIntents
import Foundation
public import GRDB
public import IntentsSQL

/// Property queries on SQLite: `QueryComparator`s, sort keys and limits as GRDB's query
/// interface, through the dialect-neutral `SQLPropertyQuery` of IntentsSQL, which fixes their
/// meaning for both SQLite and PostgreSQL: text ignores case and diacritics (through folded
/// columns), ordering never matches `NULL`, inequality matches `NULL`, `isBetween` includes
/// its bounds, sorting puts `NULL` first when ascending and breaks ties by a stable column.
/// Values are always bound as arguments, and `LIKE` patterns are escaped, so a search for `%`
/// or `_` finds those characters.
///
/// A column list that does not fit the query — a property without a `SQLColumn`, a column
/// name holding a double quote — is the app's mistake, not the caller's: it throws
/// `IntentsError` `queryFailed`, whose message the servers keep for their log.
public enum SQLPushdown {
  /// The condition, ordering and limit of a property query's
  /// `entities(matching:mode:sortedBy:limit:)`; `tieBreaker` names a column unique to each row.
  public static func query<Entity: AppEntity>(
    _ comparators: [QueryComparator<Entity>], mode: EntityQueryComparatorMode,
    sortedBy sorts: [EntityQuerySort<Entity>], limit: Int?, columns: [SQLColumn<Entity>],
    tieBreaker: String = "rowid"
  ) throws -> SQLQuery {
    SQLQuery(
      try SQLPropertyQuery(
        comparators, mode: mode, sortedBy: sorts, limit: limit, columns: columns,
        tieBreaker: tieBreaker))
  }

  /// The condition of the comparators: all of them (`.and`) or any of them (`.or`); `true`
  /// when there are none, in either mode.
  public static func filter<Entity: AppEntity>(
    _ comparators: [QueryComparator<Entity>], mode: EntityQueryComparatorMode,
    columns: [SQLColumn<Entity>]
  ) throws -> SQLExpression {
    try SQLPropertyQuery.predicate(comparators, mode: mode, columns: columns).sqliteExpression
  }

  /// The ordering of the sort keys — text by its folded column, then by its exact characters —
  /// ending with `tieBreaker`, a column unique to each row.
  public static func ordering<Entity: AppEntity>(
    _ sorts: [EntityQuerySort<Entity>], columns: [SQLColumn<Entity>],
    tieBreaker: String = "rowid"
  ) throws -> [SQLOrdering] {
    try SQLPropertyQuery.ordering(sorts, columns: columns, tieBreaker: tieBreaker).map(
      \.sqliteOrdering)
  }
}

// MARK: - Writing the dialect-neutral layer for SQLite

extension SQLPredicate {
  /// The condition as a GRDB expression, its values bound as arguments. Text values holding
  /// NUL, which GRDB would cut there, are first replaced by what they mean (see IntentsSQL).
  public var sqliteExpression: SQLExpression { withoutNUL.expression }

  private var expression: SQLExpression {
    switch self {
    case .constant(let value):
      return value.sqlExpression
    case .isNull(let column):
      return Column(column.name) == nil
    case .isNotNull(let column):
      return Column(column.name) != nil
    case .compare(let column, let comparison, let value):
      let column = Column(column.name)
      let bound = value.databaseValue
      switch comparison {
      case .equal: return column == bound
      case .notEqual: return column != bound
      case .less: return column < bound
      case .lessOrEqual: return column <= bound
      case .greater: return column > bound
      case .greaterOrEqual: return column >= bound
      }
    case .matches(let column, let pattern):
      return Column(column.name).like(pattern.likePattern, escape: "\\")
    case .arrayContains(let column, let text):
      return SQL(
        "EXISTS (SELECT 1 FROM json_each(\(Column(column.name))) WHERE json_each.value = \(text))"
      ).sqlExpression
    case .all(let conditions):
      return conditions.isEmpty
        ? true.sqlExpression : conditions.map(\.expression).joined(operator: .and)
    case .any(let conditions):
      return conditions.isEmpty
        ? false.sqlExpression : conditions.map(\.expression).joined(operator: .or)
    }
  }
}

extension SQLSortKey {
  /// The key as a GRDB ordering term. SQLite sorts `NULL` first when ascending, and text by
  /// its bytes, as the key means.
  public var sqliteOrdering: SQLOrdering {
    let expression: SQLExpression
    switch term {
    case .column(let column, _):
      expression = Column(column.name).sqlExpression
    case .condition(let condition):
      expression = condition.sqliteExpression
    case .ranked(let column, let values):
      guard !values.isEmpty else { return SQL("NULL").sqlExpression.asc }
      var ranking: SQL = "CASE \(Column(column.name))"
      for (position, value) in values.enumerated() {
        ranking += " WHEN \(value.databaseValue) THEN \(position)"
      }
      expression = (ranking + " END").sqlExpression
    }
    return ascending ? expression.asc : expression.desc
  }
}

extension SQLValue {
  /// The value as GRDB binds it; dates as GRDB stores them.
  public var databaseValue: DatabaseValue {
    switch self {
    case .text(let text): text.databaseValue
    case .integer(let integer): integer.databaseValue
    case .real(let real): real.databaseValue
    case .boolean(let boolean): boolean.databaseValue
    case .date(let date): date.databaseValue
    }
  }
}
