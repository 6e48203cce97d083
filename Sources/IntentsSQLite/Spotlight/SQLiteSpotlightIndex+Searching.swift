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
      let typeFilter = types == nil ? "" : "AND i.entity_type IN (SELECT value FROM json_each(?))"
      var arguments: StatementArguments = [pattern, now]
      if let types { arguments += [types] }
      let ranked = try Row.fetchAll(
        db,
        sql: """
          SELECT spotlight_text.rowid AS id,
            bm25(spotlight_text, \(Self.weights)) * i.boost AS score
          FROM spotlight_text CROSS JOIN spotlight_item i ON i.rowid = spotlight_text.rowid
          WHERE spotlight_text MATCH ? AND (i.expires IS NULL OR i.expires > ?) \(typeFilter)
          ORDER BY score, i.rowid LIMIT ? OFFSET ?
          """, arguments: arguments + [limit, offset])
      let hits = try ranked.map { row in
        try Self.hit(rowid: row["id"], score: row["score"], pattern: pattern, db)
      }
      let total: Int
      if hits.count < limit && (!hits.isEmpty || offset == 0) {
        total = offset + hits.count
      } else {
        total =
          try Int.fetchOne(
            db,
            sql: """
              SELECT count(*)
              FROM spotlight_text CROSS JOIN spotlight_item i ON i.rowid = spotlight_text.rowid
              WHERE spotlight_text MATCH ? AND (i.expires IS NULL OR i.expires > ?) \(typeFilter)
              """, arguments: arguments) ?? 0
      }
      return CSIndexSearchPage(hits: hits, total: total)
    }
  }

  /// The `bm25` weights of the four columns, in their order.
  static let weights = [CSIndexField.title, .names, .keywords, .content]
    .map { String($0.weight) }.joined(separator: ", ")

  /// One ranked row with what it matched: a `highlight` per column tells whether the pattern
  /// matched there (FTS5 applies the same stemming as the search).
  private static func hit(
    rowid: Int64, score: Double, pattern: FTS5Pattern, _ db: Database
  ) throws -> CSIndexSearchHit {
    let marks = (0..<4).map {
      "instr(highlight(spotlight_text, \($0), char(1), char(2)), char(1)) > 0 AS m\($0)"
    }.joined(separator: ", ")
    let statement = try db.cachedStatement(
      sql: """
        SELECT i.identifier, i.domain, i.entity_type, i.entity_id, i.priority, i.title, \(marks)
        FROM spotlight_text CROSS JOIN spotlight_item i ON i.rowid = spotlight_text.rowid
        WHERE spotlight_text MATCH ? AND spotlight_text.rowid = ?
        """)
    guard let row = try Row.fetchOne(statement, arguments: [pattern, rowid]) else {
      throw CSIndexError(.unknownError, "A Spotlight item vanished while it was being read.")
    }
    let fields: [CSIndexField] = [.title, .names, .keywords, .content]
    let title: String = row["title"]
    return CSIndexSearchHit(
      uniqueIdentifier: row["identifier"], domainIdentifier: row["domain"],
      entityType: row["entity_type"], entityIdentifier: row["entity_id"],
      priority: row["priority"], title: title.isEmpty ? nil : firstLine(title),
      relevance: -score,
      matchedFields: fields.indices.filter { row["m\($0)"] as Bool }.map { fields[$0] })
  }

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
  private static func firstLine(_ text: String) -> String {
    text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? text
  }
}
