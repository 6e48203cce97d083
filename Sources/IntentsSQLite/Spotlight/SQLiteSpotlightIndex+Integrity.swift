import CoreSpotlight
import Foundation
import GRDB

extension SQLiteSpotlightIndex {
  /// Checks the file, and that the full-text index holds exactly the text of the stored
  /// items; throws ``CSIndexError`` with code `indexUnavailableError` naming what disagrees.
  ///
  /// An OpenIntents addition, for tests and for diagnosing a damaged file. It reads the whole
  /// index: the text of every item is indexed again into temporary tables, and the two
  /// indexes are compared word by word, column by column and position by position. FTS5's own
  /// `integrity-check` checks that the index is consistent with itself, not with the text.
  public func checkIntegrity() async throws {
    do {
      try await check()
    } catch let error as DatabaseError {
      throw CSIndexError(
        .indexUnavailableError,
        "The index file cannot be checked: \(error.message ?? error.resultCode.description).")
    }
  }

  private func check() async throws {
    try await database.write { db in
      let report = try String.fetchAll(db, sql: "PRAGMA integrity_check")
      guard report == ["ok"] else {
        throw CSIndexError(
          .indexUnavailableError,
          "The index file is damaged: \(report.prefix(5).joined(separator: "; ")).")
      }
      try db.execute(
        sql: """
          INSERT INTO spotlight_text (spotlight_text) VALUES ('integrity-check');
          INSERT INTO spotlight_words (spotlight_words) VALUES ('integrity-check');
          """)
      defer { try? db.execute(sql: Self.dropCheckTables) }
      try db.execute(sql: Self.dropCheckTables)
      try db.execute(
        sql: """
          CREATE VIRTUAL TABLE temp.check_text USING fts5(\(Self.textColumns));
          CREATE VIRTUAL TABLE temp.check_words USING fts5(\(Self.wordColumns));
          INSERT INTO temp.check_text (rowid, title, names, keywords, content)
            SELECT rowid, title, names, keywords, content FROM spotlight_document;
          INSERT INTO temp.check_words (rowid, title, names)
            SELECT rowid, title, names FROM spotlight_document;
          CREATE VIRTUAL TABLE temp.check_text_terms USING fts5vocab(temp, check_text, instance);
          CREATE VIRTUAL TABLE temp.check_words_terms
            USING fts5vocab(temp, check_words, instance);
          CREATE VIRTUAL TABLE temp.stored_text_terms
            USING fts5vocab(main, spotlight_text, instance);
          CREATE VIRTUAL TABLE temp.stored_words_terms
            USING fts5vocab(main, spotlight_words, instance);
          """)
      for (stored, expected, table) in [
        ("stored_text_terms", "check_text_terms", "spotlight_text"),
        ("stored_words_terms", "check_words_terms", "spotlight_words"),
      ] {
        let differences =
          try Int.fetchOne(
            db,
            sql: """
              SELECT (SELECT count(*) FROM (SELECT * FROM temp.\(stored)
                EXCEPT SELECT * FROM temp.\(expected)))
              + (SELECT count(*) FROM (SELECT * FROM temp.\(expected)
                EXCEPT SELECT * FROM temp.\(stored)))
              """) ?? 0
        guard differences == 0 else {
          throw CSIndexError(
            .indexUnavailableError,
            "The full-text table \(table) disagrees with the items' text in \(differences) "
              + "word positions; rebuild the index.")
        }
      }
    }
  }

  private static let dropCheckTables = """
    DROP TABLE IF EXISTS temp.check_text_terms; DROP TABLE IF EXISTS temp.check_words_terms;
    DROP TABLE IF EXISTS temp.stored_text_terms; DROP TABLE IF EXISTS temp.stored_words_terms;
    DROP TABLE IF EXISTS temp.check_text; DROP TABLE IF EXISTS temp.check_words;
    """
}
