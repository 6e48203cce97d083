public import IntentsSQL
public import PostgresNIO

/// Writes IntentsSQL's dialect-neutral conditions and orderings as PostgreSQL, with their
/// values appended to ``bindings`` as `$1`, `$2`, … — never written into the text.
///
/// It keeps the meaning `SQLPredicate` fixes, where PostgreSQL would differ by default:
/// - text is compared and sorted byte by byte (`COLLATE "C"`), as SQLite and Swift order it,
///   whatever the database's collation;
/// - missing values sort first when ascending and last when descending (`NULLS FIRST`,
///   `NULLS LAST`), as on SQLite;
/// - text holding NUL, which PostgreSQL cannot store, is compared as IntentsSQL defines it
///   (equal to nothing, ordered just after the characters before its NUL), so such a request
///   gets the answer memory gives, not an encoding error.
///
/// ```swift
/// let query = try SQLPropertyQuery(
///   comparators, mode: mode, sortedBy: sorts, limit: limit, columns: Self.columns,
///   tieBreaker: "id")
/// let rows = try await client.query(query.postgresQuery("SELECT id, name FROM landmark"))
/// ```
public struct PostgresSQLWriter {
  /// The values the written text refers to, in order.
  public var bindings: PostgresBindings

  /// A writer whose first value will be `$1` — or, after the values of `bindings`, the next.
  public init(bindings: PostgresBindings = PostgresBindings()) {
    self.bindings = bindings
  }

  /// The condition as a parenthesised boolean expression.
  public mutating func condition(_ predicate: SQLPredicate) -> String {
    write(predicate.withoutNUL)
  }

  private mutating func write(_ predicate: SQLPredicate) -> String {
    switch predicate {
    case .constant(let value):
      return value ? "TRUE" : "FALSE"
    case .isNull(let column):
      return "(\(column.quoted) IS NULL)"
    case .isNotNull(let column):
      return "(\(column.quoted) IS NOT NULL)"
    case .compare(let column, let comparison, let value):
      // Text is compared byte by byte; `=` and `<>` are the same in every deterministic
      // collation, and without `COLLATE` they can use the column's index.
      let ordered = comparison != .equal && comparison != .notEqual
      let collated = ordered && value.isText ? " COLLATE \"C\"" : ""
      return "(\(column.quoted)\(collated) \(comparison.rawValue) \(bind(value)))"
    case .matches(let column, let pattern):
      return "(\(column.quoted) LIKE \(bind(.text(pattern.likePattern))) ESCAPE '\\')"
    case .arrayContains(let column, let text):
      return "(\(column.quoted) @> ARRAY[\(bind(.text(text)))]::text[])"
    case .all(let conditions):
      guard !conditions.isEmpty else { return "TRUE" }
      return "(" + conditions.map { write($0) }.joined(separator: " AND ") + ")"
    case .any(let conditions):
      guard !conditions.isEmpty else { return "FALSE" }
      return "(" + conditions.map { write($0) }.joined(separator: " OR ") + ")"
    }
  }

  /// An ordering term: `… ASC NULLS FIRST` or `… DESC NULLS LAST`; `nil` for a condition that
  /// is always true or always false, which sorts nothing (and which PostgreSQL refuses to
  /// sort by: "non-integer constant in ORDER BY").
  public mutating func orderingTerm(_ key: SQLSortKey) -> String? {
    let term: String
    switch key.term {
    case .column(let column, let isText):
      term = isText ? "\(column.quoted) COLLATE \"C\"" : column.quoted
    case .condition(let predicate):
      term = condition(predicate)
      var bare = Substring(term)
      while bare.hasPrefix("("), bare.hasSuffix(")") { bare = bare.dropFirst().dropLast() }
      if bare == "TRUE" || bare == "FALSE" { return nil }
    case .ranked(let column, let values):
      guard !values.isEmpty else { return nil }
      term =
        "CASE \(column.quoted)"
        + values.enumerated().map { " WHEN \(bind($1)) THEN \($0)" }.joined() + " END"
    }
    return term + (key.ascending ? " ASC NULLS FIRST" : " DESC NULLS LAST")
  }

  /// Appends a value and returns its placeholder.
  private mutating func bind(_ value: SQLValue) -> String {
    switch value {
    case .text(let text): bindings.append(text)
    case .integer(let integer): bindings.append(integer)
    case .real(let real): bindings.append(real)
    case .boolean(let boolean): bindings.append(boolean)
    case .date(let date): bindings.append(date)
    }
    return "$\(bindings.count)"
  }
}

extension SQLValue {
  fileprivate var isText: Bool {
    if case .text = self { true } else { false }
  }
}

extension SQLPropertyQuery {
  /// The statement that runs this query on PostgreSQL: `select` — the app's own
  /// `SELECT … FROM …`, with no `WHERE`, `ORDER BY` or `LIMIT` of its own and no parameters —
  /// followed by the condition, the ordering, the limit and, past `offset` rows, the rest.
  ///
  /// `select` is written into the statement as it is: it must be the app's text, never a
  /// caller's. Every value of the query is bound.
  public func postgresQuery(_ select: String, offset: Int = 0) -> PostgresQuery {
    var writer = PostgresSQLWriter()
    var sql = select + " WHERE " + writer.condition(predicate)
    let terms = ordering.compactMap { writer.orderingTerm($0) }
    if !terms.isEmpty { sql += " ORDER BY " + terms.joined(separator: ", ") }
    if let limit { sql += " LIMIT \(max(0, limit))" }
    if offset > 0 { sql += " OFFSET \(offset)" }
    return PostgresQuery(unsafeSQL: sql, binds: writer.bindings)
  }
}
