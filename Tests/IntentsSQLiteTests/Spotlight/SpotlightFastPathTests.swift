import CoreSpotlight
import Foundation
import GRDB
import IntentsFixtures
import Testing

@testable import IntentsSQLite

/// The index's ways around GRDB's and FTS5's own, over random corpora and requests: the
/// patterns it builds are ones GRDB's `FTS5Pattern(rawPattern:)` accepts, finding what that
/// pattern finds; and `openintents_rank` ranks as FTS5's `bm25()` does, times the boost, and
/// says which fields matched as FTS5's column filters tell them.
@Suite struct SpotlightFastPathTests {
  static let vocabulary = [
    "alpine", "lake", "lakes", "glacier", "glaciers", "hut", "ridge", "summit", "trail",
    "valley", "zürich", "zurich", "bern", "eiger", "mönch", "jungfrau", "walk", "walking",
    "north", "face", "blue", "green", "cave", "river", "bridge", "old", "town", "tower", "x1",
    "2024",
  ]

  /// Hostile pieces of what people type: FTS5's syntax, quotes, operators, other scripts.
  static let hostile = [
    "\"", "*", "NEAR", "AND", "OR", "NOT", "(", ")", "^", ":", "{title}", "-", "+", "''",
    "\u{0}", "NEAR(a b)", "title:", "日本", "é", "e\u{301}", "ß", "👨‍👩‍👧", " ", "\\",
    "col*umn", "\u{E000}", "١٢", "x\"y",
  ]

  @Test(arguments: 1...6)
  func patternsAreOnesGRDBAcceptsAndFindWhatTheyFind(seed: UInt64) async throws {
    var generator = SeededRandom(scrambling: seed)
    let path = temporarySpotlightPath()
    let store = try SQLiteSpotlightIndex(path: path)
    try await store.index(Self.corpus(60, &generator))
    let queue = try DatabaseQueue(path: path)
    for _ in 0..<80 {
      let request = Self.request(&generator, words: Self.vocabulary + Self.hostile)
      let page = try await store.search(request)
      guard let pattern = FTS5Query.pattern(request) else {
        #expect(page.total == 0 || request.terms.isEmpty, "\(request.terms)")
        continue
      }
      let checked = try FTS5Pattern(rawPattern: pattern)
      let total = try await queue.read { db in
        try Int.fetchOne(
          db, sql: "SELECT count(*) FROM spotlight_text WHERE spotlight_text MATCH ?",
          arguments: [checked])
      }
      #expect(page.total == total, "\(pattern)")
    }
  }

  /// Random corpora: the hits, in order, with `bm25`'s relevance times the boost, and the
  /// fields each matched in.
  @Test(arguments: 1...6)
  func rankingIsBM25TimesTheBoostAndTheFieldsAreThoseThatMatch(seed: UInt64) async throws {
    try await Self.expectRankingAsBM25(items: 300, searches: 40, seed: seed &+ 50)
  }

  /// A corpus where every word of the vocabulary is in well over a thousand items: common
  /// words are counted in full, as `bm25` counts them, not estimated from their first rows.
  @Test func commonWordsRankAsBM25RanksThem() async throws {
    try await Self.expectRankingAsBM25(items: 6_000, searches: 12, seed: 99)
  }

  static func expectRankingAsBM25(items: Int, searches: Int, seed: UInt64) async throws {
    var generator = SeededRandom(scrambling: seed)
    let path = temporarySpotlightPath()
    let store = try SQLiteSpotlightIndex(path: path)
    try await store.index(Self.corpus(items, &generator))
    let queue = try DatabaseQueue(path: path)
    for _ in 0..<searches {
      let request = Self.request(&generator, words: Self.vocabulary)
      guard let pattern = FTS5Query.pattern(request) else { continue }
      let page = try await store.search(request)
      let expected = try await queue.read { db in
        try Self.bm25Hits(pattern, Self.phrases(request), db)
      }
      #expect(page.total == expected.count, "\(pattern)")
      #expect(page.hits.count == min(expected.count, request.limit), "\(pattern)")
      let byIdentifier = Dictionary(uniqueKeysWithValues: expected.map { ($0.identifier, $0) })
      for (index, hit) in page.hits.enumerated() where index < expected.count {
        let best = abs(expected[0].relevance)
        // In order: the relevance at each rank is the expected one at that rank (hits whose
        // relevances tie may come in either order).
        #expect(
          abs(hit.relevance - expected[index].relevance) <= 1e-9 * best, "\(pattern) #\(index)")
        let reference = try #require(byIdentifier[hit.uniqueIdentifier])
        #expect(abs(hit.relevance - reference.relevance) <= 1e-9 * best, "\(pattern)")
        #expect(Set(hit.matchedFields) == reference.fields, "\(pattern) \(hit.uniqueIdentifier)")
      }
    }
  }

  // MARK: - Support

  /// The hits of a pattern as FTS5 ranks them — `-bm25()` with the fields' weights, times the
  /// item's boost, best first — and the fields each holds one of the phrases in, by FTS5's
  /// column filters.
  static func bm25Hits(
    _ pattern: String, _ phrases: [String], _ db: Database
  ) throws -> [(identifier: String, relevance: Double, fields: Set<CSIndexField>)] {
    let fields: [CSIndexField] = [.title, .names, .keywords, .content]
    var matchedIn: [Int64: Set<CSIndexField>] = [:]
    for field in fields {
      for phrase in phrases {
        let rows = try Int64.fetchAll(
          db, sql: "SELECT rowid FROM spotlight_text WHERE spotlight_text MATCH ?",
          arguments: ["{\(field.rawValue)} : \(phrase)"])
        for row in rows { matchedIn[row, default: []].insert(field) }
      }
    }
    let weights = fields.map { String($0.weight) }.joined(separator: ", ")
    return try Row.fetchAll(
      db,
      sql: """
        SELECT i.rowid, i.identifier, -bm25(spotlight_text, \(weights)) * i.boost AS relevance
        FROM spotlight_text JOIN spotlight_item i ON i.rowid = spotlight_text.rowid
        WHERE spotlight_text MATCH ? ORDER BY relevance DESC, i.rowid
        """, arguments: [pattern]
    ).map { row in (row[1], row[2], matchedIn[row[0]] ?? []) }
  }

  /// The request's phrases as the pattern writes them: each alternative's words quoted, `*`
  /// after a prefix.
  static func phrases(_ request: CSIndexSearchRequest) -> [String] {
    request.terms.flatMap { term in
      term.alternatives.compactMap { alternative -> String? in
        let words = SearchText.words(alternative)
        guard !words.isEmpty else { return nil }
        return FTS5Query.string(words.joined(separator: " ")) + (term.isPrefix ? "*" : "")
      }
    }
  }

  /// Random items: titles, alternate names, keywords and descriptions of words from the
  /// vocabulary, various priorities (boosts).
  static func corpus(_ count: Int, _ generator: inout SeededRandom) -> [CSSearchableItem] {
    func words(_ range: ClosedRange<Int>) -> [String] {
      (0..<Int.random(in: range, using: &generator)).map { _ in
        vocabulary.randomElement(using: &generator)!
      }
    }
    return (0..<count).map { index in
      let item = spotlightItem(
        "item-\(index)", words(1...3).joined(separator: " ").capitalized,
        keywords: words(0...2), description: words(0...8).joined(separator: " "),
        entity: ("Item", "\(index)"), priority: Int.random(in: 0...5, using: &generator))
      if Int.random(in: 0..<4, using: &generator) == 0 {
        item.attributeSet.alternateNames = words(1...2)
      }
      return item
    }
  }

  /// A random request: one to three terms of one or two alternatives, each of one or two
  /// words, every term but the last maybe a prefix, either mode.
  static func request(
    _ generator: inout SeededRandom, words: [String]
  ) -> CSIndexSearchRequest {
    let terms = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
      CSIndexSearchRequest.Term(
        (0..<Int.random(in: 1...2, using: &generator)).map { _ in
          (0..<Int.random(in: 1...2, using: &generator)).map { _ in
            words.randomElement(using: &generator)!
          }.joined(separator: " ")
        }, isPrefix: Bool.random(using: &generator))
    }
    return CSIndexSearchRequest(
      terms: terms, mode: Bool.random(using: &generator) ? .allTerms : .anyTerm, limit: 400)
  }
}
