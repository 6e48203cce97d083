public import GRDB
public import IntentsSQL

/// A property query translated for GRDB's query interface: the condition, the ordering and the
/// limit of a request, as ``SQLPushdown/query(_:mode:sortedBy:limit:columns:tieBreaker:)``
/// makes them. Values are bound as arguments; no part is SQL text.
///
/// Apply it to a request of the table, or compose its parts with a request of your own:
///
/// ```swift
/// let landmarks = try query.applied(to: Landmark.all()).fetchAll(db)
/// // Or another ordering: the filter is kept, the pushed-down sort replaced.
/// query.ordering = [Column("is_featured").desc, Column("name_folded").asc, Column("id").asc]
/// ```
public struct SQLQuery: Sendable {
  /// The condition: every comparator (or any of them), `true` when there are none.
  public var filter: SQLExpression
  /// The ordering terms, ending with the tie-breaker so that results are stable.
  public var ordering: [SQLOrdering]
  /// The limit, if any; never below zero.
  public var limit: Int?

  /// A query of a condition, an ordering and a limit.
  public init(filter: SQLExpression, ordering: [SQLOrdering], limit: Int?) {
    self.filter = filter
    self.ordering = ordering
    self.limit = limit
  }

  /// A dialect-neutral selection (IntentsSQL) written for GRDB.
  public init(_ query: SQLPropertyQuery) {
    self.init(
      filter: query.predicate.sqliteExpression,
      ordering: query.ordering.map(\.sqliteOrdering), limit: query.limit.map { max(0, $0) })
  }

  /// The request narrowed to ``filter`` (beside its own conditions), in ``ordering`` (instead
  /// of its own) and, when there is a ``limit``, within it after skipping `offset` rows.
  ///
  /// A limit replaces the request's own limit and offset, as GRDB's `limit(_:offset:)` does:
  /// to page through the results, pass the offset here rather than on the request.
  public func applied<Record>(
    to request: QueryInterfaceRequest<Record>, offset: Int = 0
  ) -> QueryInterfaceRequest<Record> {
    let ordered = request.filter(filter).order(ordering)
    guard let limit else {
      return offset > 0 ? ordered.limit(-1, offset: offset) : ordered
    }
    return ordered.limit(limit, offset: offset > 0 ? offset : nil)
  }
}
