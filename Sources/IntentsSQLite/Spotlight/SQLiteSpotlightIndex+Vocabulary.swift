import CoreSpotlight
import Foundation
import GRDB

// Typo corrections and completions, from the words of titles and names: FTS5's vocabulary of
// the `spotlight_words` table, with an FTS5 trigram index of those words to find close ones.

extension SQLiteSpotlightIndex {
  /// For each folded word the index does not hold, close words of titles and names, then
  /// words holding it whole (`SearchText.corrections(of:among:limit:)`): candidates sharing
  /// its trigrams.
  public func corrections(for words: [String], limit: Int) async throws -> [String: [String]] {
    try await refreshTerms()
    return try await database.read { db in
      var corrections: [String: [String]] = [:]
      for word in Set(words) {
        corrections[word] = try Self.corrections(for: word, limit: limit, db)
      }
      return corrections
    }
  }

  /// Words of titles and names beginning with a folded prefix, most common first.
  public func completions(forPrefix prefix: String, limit: Int) async throws -> [String] {
    guard let word = SearchText.words(prefix).first, !word.isEmpty else { return [] }
    return try await database.read { db in
      try String.fetchAll(
        db,
        sql: """
          SELECT term FROM spotlight_vocabulary WHERE term >= ? AND term < ? || char(1114111)
          ORDER BY doc DESC, term LIMIT ?
          """, arguments: [word, word, limit])
    }
  }

  private static func corrections(
    for word: String, limit: Int, _ db: Database
  ) throws
    -> [String]
  {
    guard SearchText.isCorrectable(word), try documentCount(of: word, db) == 0 else { return [] }
    // Close words share some of its trigrams; words holding it hold all of them in a row,
    // which FTS5's trigram tokenizer matches as a quoted string.
    let scalars = Array(word.unicodeScalars)
    var trigrams: [String] = []
    for start in 0...(scalars.count - 3) {
      let trigram = FTS5Query.string(String(String.UnicodeScalarView(scalars[start..<start + 3])))
      if !trigrams.contains(trigram) { trigrams.append(trigram) }
    }
    let close = try String.fetchAll(
      db,
      sql: """
        SELECT t.term FROM spotlight_term_trigrams
        JOIN spotlight_term t ON t.rowid = spotlight_term_trigrams.rowid
        WHERE spotlight_term_trigrams MATCH ? ORDER BY rank LIMIT 200
        """, arguments: [trigrams.joined(separator: " OR ")])
    // Counted only when within typing distance: the others cannot be close words, and the
    // words holding it come with their counts below.
    let allowance = SearchText.typoAllowance(forLength: scalars.count)
    var candidates =
      try close
      .filter { SearchText.distance(word, $0, limit: allowance) <= allowance }
      .map { (word: $0, items: try documentCount(of: $0, db)) }
    let rows = try Row.fetchAll(
      db,
      sql: """
        SELECT t.term, v.doc FROM spotlight_term_trigrams
        JOIN spotlight_term t ON t.rowid = spotlight_term_trigrams.rowid
        JOIN spotlight_vocabulary v ON v.term = t.term
        WHERE spotlight_term_trigrams MATCH ? AND v.doc > 0
        ORDER BY v.doc DESC, t.term LIMIT 200
        """, arguments: [FTS5Query.string(word)])
    candidates += rows.map { (word: $0[0], items: $0[1]) }
    return SearchText.corrections(of: word, among: candidates, limit: limit)
  }

  /// How many items hold the word in their title or names.
  private static func documentCount(of word: String, _ db: Database) throws -> Int {
    try Int.fetchOne(
      db, sql: "SELECT doc FROM spotlight_vocabulary WHERE term = ?", arguments: [word])
      ?? 0
  }

  /// Adds the words written since the last refresh to the trigram index of words. Words that
  /// left the index stay there harmlessly: a candidate counts only while items hold it.
  func refreshTerms() async throws {
    let stale = try await database.read { db in
      try Self.generation(db)
        != Int.fetchOne(db, sql: "SELECT value FROM spotlight_state WHERE key = 'termsGeneration'")
    }
    guard stale else { return }
    try await database.write { db in
      let generation = try Self.generation(db)
      let known = try Int64.fetchOne(db, sql: "SELECT max(rowid) FROM spotlight_term") ?? 0
      // The new words, then their trigrams in one statement.
      try db.execute(
        sql: """
          INSERT OR IGNORE INTO spotlight_term (term)
          SELECT term FROM spotlight_vocabulary WHERE length(term) >= 3
          """)
      try db.execute(
        sql: """
          INSERT INTO spotlight_term_trigrams (rowid, term)
          SELECT rowid, term FROM spotlight_term WHERE rowid > ?
          """, arguments: [known])
      try Self.setState("termsGeneration", generation, db)
    }
  }
}
