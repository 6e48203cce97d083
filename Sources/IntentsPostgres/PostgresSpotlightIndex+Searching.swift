public import CoreSpotlight
import Foundation
import NIOCore
import IntentsSQL
import PostgresNIO

// Ranked search: the GIN index finds the items whose document matches the query; each is
// ranked with `ts_rank` times its boost, counted for the total, and the page's rows read with
// the fields the words were found in.

extension PostgresSpotlightIndex {
  /// A page of the items matching a ranked text search, best first.
  public func search(_ request: CSIndexSearchRequest) async throws -> CSIndexSearchPage {
    let limit = max(request.limit, 0)
    let offset = max(request.offset, 0)
    let now = request.date.timeIntervalSince1970
    let types = request.entityTypes.map { $0.filter { !$0.contains("\0") }.sorted() }
    guard let query = TextQuery(request) else {
      if request.terms.isEmpty {
        return try await browse(types: types, limit: limit, offset: offset, now: now)
      }
      return CSIndexSearchPage(hits: [], total: 0)
    }
    return try await storage.perform("searching Spotlight items") { client in
      let rows = try await client.query(
        Self.ranked(query, now: now, types: types, limit: limit, offset: offset))
      var hits: [CSIndexSearchHit] = []
      var total = 0
      for try await row in rows {
        let (
          identifier, domain, type, entity, priority, attributes, score, title, names, keywords,
          content, count
        ) = try row.decode(
          (String, String?, String?, String?, Int, ByteBuffer, Double, Bool, Bool, Bool, Bool, Int)
            .self)
        let fields = zip(
          [CSIndexField.title, .names, .keywords, .content], [title, names, keywords, content]
        ).filter(\.1).map(\.0)
        total = count
        hits.append(
          CSIndexSearchHit(
            uniqueIdentifier: identifier, domainIdentifier: domain, entityType: type,
            entityIdentifier: entity, priority: priority,
            title: try Self.title(attributes), relevance: score, matchedFields: fields))
      }
      // An empty page counts the matches only when it may have missed some: past the end, or
      // with no room.
      if hits.isEmpty, offset > 0 || limit == 0 {
        total = try await Self.count(
          client.query(Self.counted(query, now: now, types: types)))
      }
      return CSIndexSearchPage(hits: hits, total: total)
    }
  }

  /// The query ranking the matches and reading a page of them: the fields each hit matched
  /// in, then the number of matches, follow the hit's columns.
  private static func ranked(
    _ query: TextQuery, now: Double, types: [String]?, limit: Int, offset: Int
  ) -> PostgresQuery {
    // `ts_rank`'s weights are for D, C, B and A: content, keywords, names, title. A NULL list
    // of types keeps every item (each statement is planned with its values, so the test of
    // the NULL costs nothing).
    """
    WITH q AS (
      SELECT to_tsquery('intents_spotlight', \(query.all)) AS query,
        to_tsquery('intents_spotlight', \(query.any)) AS any_term
    ),
    page AS (
      SELECT i.position,
        ts_rank(\(weights)::float4[], i.document, q.query) * i.boost AS score,
        count(*) OVER () AS total
      FROM intents_spotlight_item i, q
      WHERE i.document @@ q.query AND (i.expires IS NULL OR i.expires > \(now))
        AND (\(types)::text[] IS NULL OR i.entity_type = ANY(\(types)::text[]))
      ORDER BY score DESC, i.position LIMIT \(limit) OFFSET \(offset)
    )
    SELECT i.identifier, i.domain, i.entity_type, i.entity_id, i.priority, i.attributes,
      page.score,
      ts_filter(i.document, '{a}') @@ q.any_term, ts_filter(i.document, '{b}') @@ q.any_term,
      ts_filter(i.document, '{c}') @@ q.any_term, ts_filter(i.document, '{d}') @@ q.any_term,
      page.total
    FROM page JOIN intents_spotlight_item i ON i.position = page.position, q
    ORDER BY page.score DESC, page.position
    """
  }

  /// The query counting the current matches of the types.
  private static func counted(_ query: TextQuery, now: Double, types: [String]?) -> PostgresQuery
  {
    """
    SELECT count(*) FROM intents_spotlight_item i
    WHERE i.document @@ to_tsquery('intents_spotlight', \(query.all))
      AND (i.expires IS NULL OR i.expires > \(now))
      AND (\(types)::text[] IS NULL OR i.entity_type = ANY(\(types)::text[]))
    """
  }

  /// The weights of the four fields for `ts_rank`, in its order (D, C, B, A), scaled so that
  /// the title's is 1.
  static let weights: [Float] = [CSIndexField.content, .keywords, .names, .title].map {
    Float($0.weight / CSIndexField.title.weight)
  }

  /// The items of some entity types (or all), by priority, when a search has no words.
  private func browse(
    types: [String]?, limit: Int, offset: Int, now: Double
  ) async throws -> CSIndexSearchPage {
    try await storage.perform("listing Spotlight items") { client in
      let sql: PostgresQuery = """
        SELECT i.identifier, i.domain, i.entity_type, i.entity_id, i.priority, i.attributes,
          i.boost, count(*) OVER ()
        FROM intents_spotlight_item i WHERE (i.expires IS NULL OR i.expires > \(now))
          AND (\(types)::text[] IS NULL OR i.entity_type = ANY(\(types)::text[]))
        ORDER BY i.priority DESC, i.position LIMIT \(limit) OFFSET \(offset)
        """
      var hits: [CSIndexSearchHit] = []
      var total = 0
      for try await (identifier, domain, type, entity, priority, attributes, boost, count)
        in try await client.query(sql).decode(
          (String, String?, String?, String?, Int, ByteBuffer, Double, Int).self)
      {
        total = count
        hits.append(
          CSIndexSearchHit(
            uniqueIdentifier: identifier, domainIdentifier: domain, entityType: type,
            entityIdentifier: entity, priority: priority, title: try Self.title(attributes),
            relevance: boost, matchedFields: []))
      }
      if hits.isEmpty, offset > 0 || limit == 0 {
        total = try await Self.count(
          client.query(
            """
            SELECT count(*) FROM intents_spotlight_item i
            WHERE (i.expires IS NULL OR i.expires > \(now))
              AND (\(types)::text[] IS NULL OR i.entity_type = ANY(\(types)::text[]))
            """))
      }
      return CSIndexSearchPage(hits: hits, total: total)
    }
  }

  /// The single number a query gives.
  private static func count(_ rows: PostgresRowSequence) async throws -> Int {
    for try await count in rows.decode(Int.self) { return count }
    return 0
  }

  /// The title of a hit: the first of the title and display name, from its attributes.
  private static func title(_ attributes: ByteBuffer) throws -> String? {
    let title = IndexedDocument(try AttributeCoding.decode(attributes.readableBytesView)).title
    guard !title.isEmpty else { return nil }
    return title.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? title
  }

  // MARK: - Corrections and completions

  /// For each folded word the index does not hold, close words of titles and names, then
  /// words holding it whole (`SearchText.corrections(of:among:limit:)`): candidates `pg_trgm`
  /// finds similar or holding it (in a database without it, the words of about the same
  /// length that begin with the same letter, and a scan for the words holding it).
  public func corrections(for words: [String], limit: Int) async throws -> [String: [String]] {
    let asked = Set(words)
    return try await storage.perform("correcting words") { client in
      try await client.withTransaction(logger: PostgresStorage.silent) { connection in
        let schema = try await Self.trigramSchema(connection, PostgresStorage.silent)
        if schema != nil {
          // Candidates share at least a tenth of their trigrams: a long word with two
          // mistakes shares few, and typing distance decides after.
          try await connection.query(
            "SET LOCAL pg_trgm.similarity_threshold = 0.1", logger: PostgresStorage.silent)
        }
        var corrections: [String: [String]] = [:]
        for word in asked {
          corrections[word] = try await Self.corrections(
            for: word, limit: limit, schema: schema, connection)
        }
        return corrections
      }
    }
  }

  private static func corrections(
    for word: String, limit: Int, schema: String?, _ connection: PostgresConnection
  ) async throws -> [String] {
    let scalars = word.unicodeScalars.count
    let allowance = SearchText.typoAllowance(forLength: scalars)
    guard SearchText.isCorrectable(word), word.utf8.count <= ItemRow.longestWord else { return [] }
    // A word the index holds needs no correction. Asked on its own first: the server runs a
    // whole statement before the client reads its first row, and the similar words cost tens
    // of milliseconds over a large index where this costs a fraction of one.
    for try await _ in try await connection.query(
      "SELECT 1 FROM intents_spotlight_word WHERE word = \(word) LIMIT 1",
      logger: PostgresStorage.silent)
    {
      return []
    }
    let close: PostgresQuery
    if let schema {
      close = """
        SELECT word, items FROM intents_spotlight_word
        WHERE word OPERATOR(\(unescaped: schema).%) \(word)
        ORDER BY word OPERATOR(\(unescaped: schema).<->) \(word) LIMIT 200
        """
    } else {
      // The first letter is most often typed right: the words that begin with it and are
      // within the allowance in length.
      let first = String(word.unicodeScalars.first!)
      close = """
        SELECT word, items FROM intents_spotlight_word
        WHERE word >= \(first) AND word < \(first + "\u{10FFFF}")
          AND char_length(word) BETWEEN \(scalars - allowance) AND \(scalars + allowance)
        ORDER BY items DESC LIMIT 2000
        """
    }
    // Words holding it whole, which pg_trgm's index answers (`LIKE`, its characters escaped
    // with a backslash, LIKE's own escape).
    let holding: PostgresQuery = """
      SELECT word, items FROM intents_spotlight_word
      WHERE word LIKE \(SQLTextPattern(word, at: .anywhere).likePattern) AND items > 0
      ORDER BY items DESC, word COLLATE "C" LIMIT 200
      """
    var candidates: [(word: String, items: Int)] = []
    for query in [close, holding] {
      for try await (candidate, items) in try await connection.query(
        query, logger: PostgresStorage.silent
      ).decode((String, Int).self) {
        candidates.append((candidate, items))
      }
    }
    return SearchText.corrections(of: word, among: candidates, limit: limit)
  }

  /// Words of titles and names beginning with a folded prefix, most common first.
  public func completions(forPrefix prefix: String, limit: Int) async throws -> [String] {
    guard let word = SearchText.words(prefix).first, !word.isEmpty else { return [] }
    let limit = max(limit, 0)
    return try await storage.perform("completing a word") { client in
      var words: [String] = []
      for try await completion in try await client.query(
        """
        SELECT word FROM intents_spotlight_word
        WHERE word >= \(word) AND word < \(word + "\u{10FFFF}") AND items > 0
        ORDER BY items DESC, word LIMIT \(limit)
        """
      ).decode(String.self) {
        words.append(completion)
      }
      return words
    }
  }
}

/// The `tsquery` text of a search request, built from words only.
///
/// Query text never reaches PostgreSQL as syntax: each alternative of a term is split into
/// folded words (`SearchText.words`: letters, digits and private-use characters only), each
/// written as a quoted lexeme, and the whole is bound as the argument of `to_tsquery`, which
/// stems each lexeme as the documents' words were stemmed. `&`, `|`, `!`, `:*`, `<->`,
/// parentheses and quotes in what people type are plain text.
struct TextQuery {
  /// Every term (or, in any-term mode, any term): what an item must match.
  var all: String
  /// Any term: what a field must hold for the item to count as matching in it.
  var any: String

  /// The query of a request, or `nil` when no term holds a word.
  init?(_ request: CSIndexSearchRequest) {
    let groups = request.termGroups(or: " | ") { words, isPrefix in
      var lexemes = words.map(Self.lexeme)
      // A prefix term matches the words its last word begins, as FTS5's `"a b"*` does.
      if isPrefix { lexemes[lexemes.count - 1] += ":*" }
      return lexemes.count == 1 ? lexemes[0] : "(" + lexemes.joined(separator: " <-> ") + ")"
    }
    guard !groups.isEmpty else { return nil }
    all = groups.joined(separator: request.mode == .allTerms ? " & " : " | ")
    any = groups.joined(separator: " | ")
  }

  /// A word as a quoted lexeme: in single quotes, a quote or backslash inside escaped (words
  /// hold neither).
  static func lexeme(_ word: String) -> String {
    "'"
      + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "''")
      + "'"
  }
}
