import CoreSpotlight
import Foundation
import GRDB

// Writing: every batch is one transaction. Each item is one row of `spotlight_item`, and its
// text one row of each FTS5 table (external content: FTS5 keeps only its index, and reads the
// text from the `spotlight_document` view, which works it out from the item's attributes). The FTS5 rows are written here, each by a statement
// of its own, so that FTS5 keeps their terms in memory until the transaction ends and writes
// them to disk at once — not by triggers, after which FTS5 writes one tiny segment per row.

extension SQLiteSpotlightIndex {
  /// Applies a batch inside the current transaction.
  static func apply(_ batch: CSIndexBatch, at now: Date, _ db: Database) throws {
    if case .clientState(let expected) = batch.expectation, try clientState(db) != expected {
      throw CSIndexError(
        .mismatchedClientState,
        "The index's client state is not the expected one: another writer committed a batch "
          + "since it was read. Fetch the last client state and apply the changes again.")
    }
    for operation in batch.operations {
      switch operation {
      case .index(let items): try index(items, db)
      case .deleteIdentifiers(let identifiers): try delete(identifiers: identifiers, db)
      case .deleteDomains(let domains): try delete(domains: domains, db)
      case .deleteAll: try deleteAll(db)
      }
    }
    try deleteRows(where: "expires <= ?", arguments: [now.timeIntervalSince1970], db)
    if let state = batch.newClientState { try setState("clientState", state, db) }
    try db.execute(
      sql: """
        INSERT INTO spotlight_state (key, value) VALUES ('generation', 1)
        ON CONFLICT (key) DO UPDATE SET value = value + 1
        """)
  }

  /// Adds, replaces or updates items, in order.
  ///
  /// A new identifier costs one row insert and one FTS5 insert per table. An identifier
  /// already indexed is read back: its row is replaced (or, for an update, merged with what is
  /// stored), and its text in each FTS5 table is replaced only when it changed.
  static func index(_ items: [CSSearchableItem], _ db: Database) throws {
    let writer = try TextWriter(db)
    try ItemRow.forEachChunk(of: items) { chunk, rows in
      for (item, prepared) in zip(chunk, rows) {
        if let row = prepared, let rowid = try writer.insertIfNew(row) {
          try writer.addText(of: row, at: rowid)
          continue
        }
        let stored = try StoredRow.fetch(item.uniqueIdentifier, writer)
        let row =
          item.isUpdate ? ItemRow(item.merged(into: try stored?.item())) : prepared ?? ItemRow(item)
        guard let stored else {
          guard let rowid = try writer.insertIfNew(row) else {
            throw CSIndexError(
              .unknownError,
              "The item ‘\(row.identifier)’ is neither stored nor new; rebuild the index.")
          }
          try writer.addText(of: row, at: rowid)
          continue
        }
        try writer.replace(stored, with: row)
      }
    }
  }

  /// Deletes the rows a condition selects, and their text from the FTS5 tables — each table
  /// in one statement.
  static func deleteRows(
    where condition: String, arguments: StatementArguments, _ db: Database
  ) throws {
    try db.execute(
      sql: """
        INSERT INTO spotlight_text (spotlight_text, rowid, title, names, keywords, content)
        SELECT 'delete', rowid, title, \(documentText("attributes", .names)),
          \(documentText("attributes", .keywords)), \(documentText("attributes", .content))
        FROM spotlight_item WHERE \(condition)
        """, arguments: arguments)
    try db.execute(
      sql: """
        INSERT INTO spotlight_words (spotlight_words, rowid, title, names)
        SELECT 'delete', rowid, title, \(documentText("attributes", .names))
        FROM spotlight_item WHERE \(condition)
        """, arguments: arguments)
    try db.execute(sql: "DELETE FROM spotlight_item WHERE \(condition)", arguments: arguments)
  }

  private static func delete(identifiers: [String], _ db: Database) throws {
    let list = String(decoding: try JSONEncoder().encode(identifiers), as: UTF8.self)
    try deleteRows(
      where: "identifier IN (SELECT value FROM json_each(?))", arguments: [list], db)
  }

  /// Deletes each domain and its subdomains: `a.b` and every domain from `a.b.` up to (not
  /// including) `a.b/`, the character after `.` — compared exactly, as domains are.
  private static func delete(domains: [String], _ db: Database) throws {
    for domain in domains {
      try deleteRows(
        where: "domain = ? OR (domain >= ? || '.' AND domain < ? || '/')",
        arguments: [domain, domain, domain], db)
    }
  }

  /// Deletes every item: the FTS5 tables are emptied at once, then the rows.
  private static func deleteAll(_ db: Database) throws {
    try db.execute(
      sql: """
        INSERT INTO spotlight_text (spotlight_text) VALUES ('delete-all');
        INSERT INTO spotlight_words (spotlight_words) VALUES ('delete-all');
        DELETE FROM spotlight_item;
        """)
  }

  // MARK: - State

  /// The client state stored with the last batch that had one.
  static func clientState(_ db: Database) throws -> Data? {
    try Data.fetchOne(db, sql: "SELECT value FROM spotlight_state WHERE key = 'clientState'")
  }

  static func setState(
    _ key: String, _ value: some DatabaseValueConvertible, _ db: Database
  )
    throws
  {
    try db.execute(
      sql: """
        INSERT INTO spotlight_state (key, value) VALUES (?, ?)
        ON CONFLICT (key) DO UPDATE SET value = excluded.value
        """, arguments: [key, value])
  }

  /// The number of batches written so far.
  static func generation(_ db: Database) throws -> Int {
    try Int.fetchOne(db, sql: "SELECT value FROM spotlight_state WHERE key = 'generation'") ?? 0
  }
}
