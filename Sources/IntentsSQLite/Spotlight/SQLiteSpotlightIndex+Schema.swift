import CoreSpotlight
import Foundation
import GRDB

extension SQLiteSpotlightIndex {
  /// The schema, created step by step; a step runs once per file.
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("spotlight v1") { db in
      try db.execute(
        sql: """
          CREATE TABLE spotlight_item (
            rowid INTEGER PRIMARY KEY,
            identifier TEXT NOT NULL UNIQUE,
            domain TEXT,
            entity_type TEXT,
            entity_id TEXT,
            priority INTEGER NOT NULL DEFAULT 0,
            boost REAL NOT NULL DEFAULT 1,
            expires REAL,
            title TEXT NOT NULL,
            names TEXT NOT NULL,
            keywords TEXT NOT NULL,
            content TEXT NOT NULL,
            attributes BLOB NOT NULL
          );
          CREATE INDEX spotlight_item_by_domain ON spotlight_item(domain)
            WHERE domain IS NOT NULL;
          CREATE INDEX spotlight_item_by_entity ON spotlight_item(entity_type, priority DESC)
            WHERE entity_type IS NOT NULL;
          CREATE INDEX spotlight_item_by_expiry ON spotlight_item(expires)
            WHERE expires IS NOT NULL;

          CREATE VIRTUAL TABLE spotlight_text USING fts5(
            title, names, keywords, content,
            content='spotlight_item', content_rowid='rowid',
            tokenize='porter unicode61 remove_diacritics 2', prefix='2 3');
          CREATE VIRTUAL TABLE spotlight_words USING fts5(
            title, names,
            content='spotlight_item', content_rowid='rowid',
            tokenize='unicode61 remove_diacritics 2');
          CREATE VIRTUAL TABLE spotlight_vocabulary USING fts5vocab(spotlight_words, 'row');

          CREATE TRIGGER spotlight_item_inserted AFTER INSERT ON spotlight_item BEGIN
            INSERT INTO spotlight_text (rowid, title, names, keywords, content)
              VALUES (new.rowid, new.title, new.names, new.keywords, new.content);
            INSERT INTO spotlight_words (rowid, title, names)
              VALUES (new.rowid, new.title, new.names);
          END;
          CREATE TRIGGER spotlight_item_deleted AFTER DELETE ON spotlight_item BEGIN
            INSERT INTO spotlight_text (spotlight_text, rowid, title, names, keywords, content)
              VALUES ('delete', old.rowid, old.title, old.names, old.keywords, old.content);
            INSERT INTO spotlight_words (spotlight_words, rowid, title, names)
              VALUES ('delete', old.rowid, old.title, old.names);
          END;
          CREATE TRIGGER spotlight_item_updated
          AFTER UPDATE OF title, names, keywords, content ON spotlight_item BEGIN
            INSERT INTO spotlight_text (spotlight_text, rowid, title, names, keywords, content)
              VALUES ('delete', old.rowid, old.title, old.names, old.keywords, old.content);
            INSERT INTO spotlight_words (spotlight_words, rowid, title, names)
              VALUES ('delete', old.rowid, old.title, old.names);
            INSERT INTO spotlight_text (rowid, title, names, keywords, content)
              VALUES (new.rowid, new.title, new.names, new.keywords, new.content);
            INSERT INTO spotlight_words (rowid, title, names)
              VALUES (new.rowid, new.title, new.names);
          END;

          CREATE TABLE spotlight_term (rowid INTEGER PRIMARY KEY, term TEXT NOT NULL UNIQUE);
          CREATE VIRTUAL TABLE spotlight_term_trigrams USING fts5(
            term, content='spotlight_term', content_rowid='rowid', tokenize='trigram');
          CREATE TRIGGER spotlight_term_inserted AFTER INSERT ON spotlight_term BEGIN
            INSERT INTO spotlight_term_trigrams (rowid, term) VALUES (new.rowid, new.term);
          END;

          CREATE TABLE spotlight_state (key TEXT PRIMARY KEY, value BLOB) WITHOUT ROWID;
          """)
    }
    // Triggers write the FTS5 tables one statement per row, and FTS5 writes its pending
    // terms to disk at the end of every such statement: a segment per row, then merging them
    // all. The writes are made by `SQLiteSpotlightIndex+Writing` instead, row by row as
    // statements of their own (FTS5 keeps their terms in memory until the transaction ends) or
    // set by set for deletions.
    migrator.registerMigration("spotlight v2: text written without triggers") { db in
      try db.execute(
        sql: """
          DROP TRIGGER spotlight_item_inserted;
          DROP TRIGGER spotlight_item_deleted;
          DROP TRIGGER spotlight_item_updated;
          DROP TRIGGER spotlight_term_inserted;
          """)
    }
    // Each item's text was kept twice — in its own columns, and in its attributes — and every
    // attribute name in full: most of a row, and of the time spent writing it. Rows now keep
    // the attributes alone, in the compact form of `AttributeCoding`, and the title for pages
    // of hits; FTS5 reads an item's text, when it needs it, from the `spotlight_document` view,
    // which works it out from the attributes as `IndexedDocument` does.
    //
    // The text FTS5 indexed must be the text it is given back to delete: a version that
    // changes how `IndexedDocument` works the text out must add a step that rebuilds both
    // FTS5 tables (`INSERT INTO spotlight_text (spotlight_text) VALUES ('rebuild')`).
    migrator.registerMigration("spotlight v3: compact rows, text from the attributes") { db in
      try db.execute(
        sql: """
          DROP TABLE spotlight_vocabulary;
          DROP TABLE spotlight_text;
          DROP TABLE spotlight_words;
          ALTER TABLE spotlight_item DROP COLUMN names;
          ALTER TABLE spotlight_item DROP COLUMN keywords;
          ALTER TABLE spotlight_item DROP COLUMN content;
          """)
      try compactAttributes(db)
      try db.execute(
        sql: """
          CREATE VIEW spotlight_document AS
            SELECT rowid, title, \(documentText("attributes", .names)) AS names,
              \(documentText("attributes", .keywords)) AS keywords,
              \(documentText("attributes", .content)) AS content
            FROM spotlight_item;
          CREATE VIRTUAL TABLE spotlight_text USING fts5(\(textColumns),
            content='spotlight_document', content_rowid='rowid');
          CREATE VIRTUAL TABLE spotlight_words USING fts5(\(wordColumns),
            content='spotlight_document', content_rowid='rowid');
          CREATE VIRTUAL TABLE spotlight_vocabulary USING fts5vocab(spotlight_words, 'row');
          INSERT INTO spotlight_text (spotlight_text) VALUES ('rebuild');
          INSERT INTO spotlight_words (spotlight_words) VALUES ('rebuild');
          """)
    }
    return migrator
  }

  /// The columns and tokenizer of `spotlight_text` since schema version 3 (the earlier steps
  /// keep their own text: they are history), which ``checkIntegrity()`` indexes the items'
  /// text with again.
  static let textColumns = """
    title, names, keywords, content,
    tokenize='porter unicode61 remove_diacritics 2', prefix='2 3'
    """

  /// The columns and tokenizer of `spotlight_words` since schema version 3.
  static let wordColumns = "title, names, tokenize='unicode61 remove_diacritics 2'"

  /// Rewrites the attributes of every row from the legacy form to the compact one, a
  /// thousand rows at a time. A row whose attributes cannot be read — which no version could
  /// return as an item — is removed, so that one damaged row cannot keep the file closed.
  private static func compactAttributes(_ db: Database) throws {
    let update = try db.makeStatement(
      sql: "UPDATE spotlight_item SET attributes = ? WHERE rowid = ?")
    let remove = try db.makeStatement(sql: "DELETE FROM spotlight_item WHERE rowid = ?")
    var last: Int64 = .min
    while true {
      let rows = try Row.fetchAll(
        db,
        sql: """
          SELECT rowid, attributes FROM spotlight_item WHERE rowid > ? ORDER BY rowid LIMIT 1000
          """, arguments: [last])
      guard let final = rows.last else { return }
      for row in rows {
        let rowid: Int64 = row[0]
        guard let bytes = row[1] as Data?,
          let attributes = try? AttributeCoding.decode(bytes, format: .legacy)
        else {
          try remove.execute(arguments: [rowid])
          continue
        }
        try update.execute(arguments: [Data(AttributeCoding.encode(attributes)), rowid])
      }
      last = final[0]
    }
  }

  /// The SQL expression of one field of an item's text, worked out from its attributes.
  static func documentText(_ attributes: String, _ field: CSIndexField) -> String {
    "openintents_document_text(\(attributes), '\(field.rawValue)')"
  }

  /// `openintents_document_text(attributes, field)`: the text of a field of the item whose
  /// attributes are given, as `IndexedDocument` works it out; registered on each connection.
  static let documentTextFunction = DatabaseFunction(
    "openintents_document_text", argumentCount: 2, pure: true
  ) { values in
    guard let bytes = Data.fromDatabaseValue(values[0]),
      let name = String.fromDatabaseValue(values[1]), let field = CSIndexField(rawValue: name)
    else {
      throw DatabaseError(message: "openintents_document_text: expects attributes and a field")
    }
    return IndexedDocument(try AttributeCoding.decode(bytes)).text(of: field)
  }
}
