public import CoreSpotlight
import Foundation
import GRDB

// Ranked search: FTS5 finds and ranks row identifiers over every match, with the fields each
// matched in (`SpotlightRanking`), joined with the items only for their boost, expiry and
// type; then the few rows of the page are read.

extension SQLiteSpotlightIndex {
  /// A page of the items matching a ranked text search, best first.
  public func search(_ request: CSIndexSearchRequest) async throws -> CSIndexSearchPage {
    let pattern = FTS5Query.pattern(request)
    let types = request.entityTypes.map { Self.jsonArray($0.sorted()) }
    let now = request.date.timeIntervalSince1970
    let limit = max(request.limit, 0)
    let offset = max(request.offset, 0)
    return try await database.read { db in
      guard let pattern else {
        if request.terms.isEmpty {
          return try Self.browse(types: types, limit: limit, offset: offset, now: now, db)
        }
        return CSIndexSearchPage(hits: [], total: 0)
      }
      let typeFilter = types == nil ? "" : "AND i.entity_type IN (SELECT value FROM json_each(?3))"
      // Every match with its text relevance, from FTS5 alone; then, in row order, each
      // match's boost and filters from its item, kept whole for the total; then the page,
      // with its items' columns. Reading an item while FTS5 still ranks prefix matches makes
      // each step much slower, hence the steps are materialized one after the other.
      let ranked = try db.cachedStatement(
        sql: """
          WITH matched AS MATERIALIZED (
            SELECT rowid AS id,
              openintents_rank(spotlight_text, \(Self.weights)) AS relevance
            FROM spotlight_text WHERE spotlight_text MATCH ?1
          ),
          current AS MATERIALIZED (
            SELECT matched.id, matched.relevance * i.boost AS score, matched.relevance
            FROM matched CROSS JOIN spotlight_item i ON i.rowid = matched.id
            WHERE (i.expires IS NULL OR i.expires > ?2) \(typeFilter)
          )
          SELECT top.id, i.identifier, i.domain, i.entity_type, i.entity_id, i.priority, i.title,
            top.score, top.relevance, (SELECT count(*) FROM current) AS total
          FROM (SELECT id, score, relevance FROM current ORDER BY score, id LIMIT ?4 OFFSET ?5)
            AS top
          CROSS JOIN spotlight_item i ON i.rowid = top.id
          ORDER BY top.score, top.id
          """)
      let rows = try Row.fetchAll(ranked, arguments: [pattern, now, types, limit, offset])
      let hits = rows.map { row in
        let title: String = row[6]
        return CSIndexSearchHit(
          uniqueIdentifier: row[1], domainIdentifier: row[2], entityType: row[3],
          entityIdentifier: row[4], priority: row[5],
          title: title.isEmpty ? nil : Self.firstLine(title), relevance: -(row[7] as Double),
          matchedFields: Self.fields(SpotlightRanking.fields(of: row[8])))
      }
      // An empty page counts the matches only when it may have missed some: past the end, or
      // with no room.
      var total = 0
      if let first = rows.first {
        total = first[9]
      } else if offset > 0 || limit == 0 {
        total = try Self.count(pattern, now, types, typeFilter, db)
      }
      return CSIndexSearchPage(hits: hits, total: total)
    }
  }

  /// How many current items of the types match, when the page holds none to say it.
  private static func count(
    _ pattern: String, _ now: Double, _ types: String?, _ typeFilter: String,
    _ db: Database
  ) throws -> Int {
    // `?3 IS NULL` keeps the types argument in the statement when there is no type filter,
    // so that both forms take the same arguments.
    let count = try db.cachedStatement(
      sql: """
        SELECT count(*), ?3 IS NULL
        FROM spotlight_text CROSS JOIN spotlight_item i ON i.rowid = spotlight_text.rowid
        WHERE spotlight_text MATCH ?1 AND (i.expires IS NULL OR i.expires > ?2) \(typeFilter)
        """)
    return try Int.fetchOne(count, arguments: [pattern, now, types]) ?? 0
  }

  /// The fields of a set of columns, one bit per column in the table's order.
  private static func fields(_ mask: Int64) -> [CSIndexField] {
    [CSIndexField.title, .names, .keywords, .content].enumerated()
      .filter { mask & (1 << $0.offset) != 0 }.map(\.element)
  }

  /// A JSON array of strings, for `json_each`.
  static func jsonArray(_ strings: [String]) -> String {
    var json = "["
    for (index, string) in strings.enumerated() {
      if index > 0 { json += "," }
      json += "\""
      for scalar in string.unicodeScalars {
        switch scalar {
        case "\"": json += "\\\""
        case "\\": json += "\\\\"
        case _ where scalar.value < 0x20:
          json +=
            "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
            + String(scalar.value, radix: 16)
        default: json.unicodeScalars.append(scalar)
        }
      }
      json += "\""
    }
    return json + "]"
  }

  /// The `bm25` weights of the four columns, in their order.
  static let weights = [CSIndexField.title, .names, .keywords, .content]
    .map { String($0.weight) }.joined(separator: ", ")

  /// The items of some entity types (or all), by priority, when a search has no words.
  private static func browse(
    types: String?, limit: Int, offset: Int, now: Double, _ db: Database
  ) throws -> CSIndexSearchPage {
    let typeFilter = types == nil ? "" : "AND entity_type IN (SELECT value FROM json_each(?))"
    var arguments: StatementArguments = [now]
    if let types { arguments += [types] }
    let rows = try Row.fetchAll(
      db,
      sql: """
        SELECT identifier, domain, entity_type, entity_id, priority, title, boost
        FROM spotlight_item WHERE \(current) \(typeFilter)
        ORDER BY priority DESC, rowid LIMIT ? OFFSET ?
        """, arguments: arguments + [limit, offset])
    let total =
      try Int.fetchOne(
        db, sql: "SELECT count(*) FROM spotlight_item WHERE \(current) \(typeFilter)",
        arguments: arguments) ?? 0
    return CSIndexSearchPage(
      hits: rows.map { row in
        let title: String = row["title"]
        return CSIndexSearchHit(
          uniqueIdentifier: row["identifier"], domainIdentifier: row["domain"],
          entityType: row["entity_type"], entityIdentifier: row["entity_id"],
          priority: row["priority"], title: title.isEmpty ? nil : firstLine(title),
          relevance: row["boost"], matchedFields: [])
      }, total: total)
  }

  /// The title: the first of the title and display name stored in the title field.
  static func firstLine(_ text: String) -> String {
    text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? text
  }
}
