public import CoreSpotlight
import Foundation
import GRDB

// Ranked search: FTS5 finds and ranks row identifiers, then the few rows of the page are read
// with the fields each matched in.

extension SQLiteSpotlightIndex {
  /// A page of the items matching a ranked text search, best first.
  public func search(_ request: CSIndexSearchRequest) async throws -> CSIndexSearchPage {
    let pattern = try FTS5Query.pattern(request)
    let types = try request.entityTypes.map {
      String(decoding: try JSONEncoder().encode($0.sorted()), as: UTF8.self)
    }
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
      // The best rows first, ranked over every match; then, for those few rows only, the
      // fields each matched in (a `highlight` per column: FTS5 applies the same stemming) and
      // the item's columns.
      let marks = (0..<4).map {
        "instr(highlight(spotlight_text, \($0), char(1), char(2)), char(1)) > 0 AS m\($0)"
      }.joined(separator: ", ")
      let ranked = try db.cachedStatement(
        sql: """
          SELECT i.identifier, i.domain, i.entity_type, i.entity_id, i.priority, i.title,
            top.score, \(marks)
          FROM (
            SELECT spotlight_text.rowid AS id,
              bm25(spotlight_text, \(Self.weights)) * i.boost AS score
            FROM spotlight_text CROSS JOIN spotlight_item i ON i.rowid = spotlight_text.rowid
            WHERE spotlight_text MATCH ?1 AND (i.expires IS NULL OR i.expires > ?2) \(typeFilter)
            ORDER BY score, i.rowid LIMIT ?4 OFFSET ?5
          ) AS top
          CROSS JOIN spotlight_text ON spotlight_text.rowid = top.id
          CROSS JOIN spotlight_item i ON i.rowid = top.id
          WHERE spotlight_text MATCH ?1
          ORDER BY top.score, top.id
          """)
      let rows = try Row.fetchAll(ranked, arguments: [pattern, now, types, limit, offset])
      let fields: [CSIndexField] = [.title, .names, .keywords, .content]
      let hits = rows.map { row in
        let title: String = row["title"]
        return CSIndexSearchHit(
          uniqueIdentifier: row["identifier"], domainIdentifier: row["domain"],
          entityType: row["entity_type"], entityIdentifier: row["entity_id"],
          priority: row["priority"], title: title.isEmpty ? nil : Self.firstLine(title),
          relevance: -(row["score"] as Double),
          matchedFields: fields.indices.filter { row["m\($0)"] as Bool }.map { fields[$0] })
      }
      let total: Int
      if hits.count < limit && (!hits.isEmpty || offset == 0) {
        total = offset + hits.count
      } else {
        // `?3 IS NULL` keeps the types argument in the statement when there is no type filter,
        // so that both forms take the same arguments.
        let count = try db.cachedStatement(
          sql: """
            SELECT count(*), ?3 IS NULL
            FROM spotlight_text CROSS JOIN spotlight_item i ON i.rowid = spotlight_text.rowid
            WHERE spotlight_text MATCH ?1 AND (i.expires IS NULL OR i.expires > ?2) \(typeFilter)
            """)
        total = try Int.fetchOne(count, arguments: [pattern, now, types]) ?? 0
      }
      return CSIndexSearchPage(hits: hits, total: total)
    }
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
