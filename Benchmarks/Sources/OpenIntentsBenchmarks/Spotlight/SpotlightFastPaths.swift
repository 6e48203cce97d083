import AppIntents
import CoreSpotlight
import Foundation
import GRDB
import IntentsRuntime
import IntentsSQLite

/// The Spotlight index's ways around GRDB and FTS5's own, each beside the plain way in the same
/// run, on the benchmarks' index of places:
/// - ranking with `openintents_rank` (FTS5's `bm25` that also says which fields matched)
///   against `bm25()` itself, in the same statement;
/// - the search pattern bound as it is built, against checking it first with GRDB's
///   `FTS5Pattern(rawPattern:)`.
enum SpotlightFastPaths {
  static func ranking(
    _ places: [PlaceEntity], indexPath: String, _ harness: Harness
  ) async throws -> [Comparison] {
    let store = try SQLiteSpotlightIndex(path: indexPath)
    // GRDB alone, without the index's functions: what the plain path can call.
    let pool = try DatabasePool(path: indexPath)
    let sample = places[places.count / 3]
    let name = FoldedString(String(sample.name.split(separator: " ")[0])).folded
    let kind = sample.kind
    let searches: [(label: String, terms: [CSIndexSearchRequest.Term])] = [
      ("a name word", [.init(name)]),
      ("a kind", [.init(kind)]),
      ("a name word and a kind", [.init(name), .init(kind)]),
      ("a name word, typing a kind", [.init(name), .init(String(kind.prefix(3)), isPrefix: true)]),
    ]
    var report: [Comparison] = []
    for search in searches {
      let request = CSIndexSearchRequest(terms: search.terms, limit: 10)
      let pattern = search.terms.map { term in
        "\"\(term.alternatives[0])\"" + (term.isPrefix ? "*" : "")
      }.joined(separator: " AND ")
      let ours: () async throws -> Int = {
        let page = try await store.search(request)
        return page.total * 100 + page.hits.count
      }
      let checked: () async throws -> Int = {
        _ = try FTS5Pattern(rawPattern: pattern)
        let page = try await store.search(request)
        return page.total * 100 + page.hits.count
      }
      let bm25: () async throws -> Int = {
        let (total, ids) = try await Self.bm25Page(pattern, limit: 10, pool)
        return total * 100 + ids.count
      }
      let page = try await store.search(request)
      let plain = try await Self.bm25Page(pattern, limit: 10, pool)
      precondition(page.total == plain.total, "“\(search.label)”: bm25 counts otherwise")
      let times = try await harness.medians([ours, bm25, checked])
      precondition(times[0].checksum == times[1].checksum, "“\(search.label)”: pages differ")
      let same = page.hits.map(\.entityIdentifier) == plain.ids.map(Optional.some)
      report += [
        Comparison(
          name: "Rank \(search.label), \(page.total) hits: openintents_rank vs bm25()"
            + (same ? "" : " (other order)"),
          ours: times[0].seconds, baseline: times[1].seconds, target: nil),
        Comparison(
          name: "  same, pattern bound vs checked by FTS5Pattern first",
          ours: times[0].seconds, baseline: times[2].seconds, target: nil),
      ]
    }
    try pool.close()
    return report
  }

  /// A page of the index's search with FTS5's `bm25()` for the relevance, through GRDB alone:
  /// the index's statement, its ranking function replaced, without the fields each hit matched
  /// in (FTS5 has no built-in function that tells them).
  static func bm25Page(
    _ pattern: String, limit: Int, _ pool: DatabasePool
  ) async throws -> (total: Int, ids: [String?]) {
    try await pool.read { db in
      let rows = try Row.fetchAll(
        db,
        sql: """
          WITH matched AS MATERIALIZED (
            SELECT rowid AS id, bm25(spotlight_text, 10, 8, 5, 1) AS relevance
            FROM spotlight_text WHERE spotlight_text MATCH ?1
          ),
          current AS MATERIALIZED (
            SELECT matched.id, matched.relevance * i.boost AS score, matched.relevance
            FROM matched CROSS JOIN spotlight_item i ON i.rowid = matched.id
            WHERE (i.expires IS NULL OR i.expires > ?2)
          )
          SELECT top.id, i.identifier, i.domain, i.entity_type, i.entity_id, i.priority, i.title,
            top.score, top.relevance, (SELECT count(*) FROM current) AS total
          FROM (SELECT id, score, relevance FROM current ORDER BY score, id LIMIT ?3) AS top
          CROSS JOIN spotlight_item i ON i.rowid = top.id
          ORDER BY top.score, top.id
          """, arguments: [pattern, Date().timeIntervalSince1970, limit])
      return (rows.first.map { $0["total"] } ?? 0, rows.map { $0["entity_id"] })
    }
  }
}
