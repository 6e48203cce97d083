import CoreSpotlight
import Foundation
import GRDB
import Synchronization

extension SQLiteSpotlightIndex {
  /// The statements that write items and their text, prepared once per connection
  /// (`cachedStatement`) and reused for every item of every batch.
  struct TextWriter {
    private let insert: Statement
    let stored: Statement
    private let update: Statement
    private let addText: Statement
    private let addWords: Statement
    private let removeText: Statement
    private let removeWords: Statement
    private let db: Database

    /// The writer of a connection, inside its transaction.
    init(_ db: Database) throws {
      self.db = db
      insert = try db.cachedStatement(
        sql: """
          INSERT INTO spotlight_item (
            identifier, domain, entity_type, entity_id, priority, boost, expires, title,
            attributes)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
          ON CONFLICT (identifier) DO NOTHING
          """)
      stored = try db.cachedStatement(
        sql: """
          SELECT rowid, identifier, domain, expires, attributes FROM spotlight_item
          WHERE identifier = ?
          """)
      update = try db.cachedStatement(
        sql: """
          UPDATE spotlight_item SET
            identifier = ?, domain = ?, entity_type = ?, entity_id = ?, priority = ?, boost = ?,
            expires = ?, title = ?, attributes = ?
          WHERE rowid = ?
          """)
      addText = try db.cachedStatement(
        sql: """
          INSERT INTO spotlight_text (rowid, title, names, keywords, content)
          VALUES (?, ?, ?, ?, ?)
          """)
      addWords = try db.cachedStatement(
        sql: "INSERT INTO spotlight_words (rowid, title, names) VALUES (?, ?, ?)")
      removeText = try db.cachedStatement(
        sql: """
          INSERT INTO spotlight_text (spotlight_text, rowid, title, names, keywords, content)
          VALUES ('delete', ?, ?, ?, ?, ?)
          """)
      removeWords = try db.cachedStatement(
        sql: """
          INSERT INTO spotlight_words (spotlight_words, rowid, title, names)
          VALUES ('delete', ?, ?, ?)
          """)
    }

    /// Inserts the row of an identifier not indexed yet and returns its row identifier;
    /// `nil`, writing nothing, when the identifier is indexed already.
    func insertIfNew(_ row: ItemRow) throws -> Int64? {
      let document = row.document
      try insert.execute(arguments: [
        row.identifier, row.domain, document.entityType, document.entityIdentifier,
        document.priority, row.boost, row.expires, document.title, Data(row.attributes),
      ])
      return db.changesCount == 1 ? db.lastInsertedRowID : nil
    }

    /// Adds a new row's text to both FTS5 tables.
    func addText(of row: ItemRow, at rowid: Int64) throws {
      let document = row.document
      try addText.execute(arguments: [
        rowid, document.title, document.names, document.keywords, document.content,
      ])
      try addWords.execute(arguments: [rowid, document.title, document.names])
    }

    /// Replaces a stored row with a new one for the same identifier, and its text in each FTS5
    /// table whose columns changed.
    func replace(_ stored: StoredRow, with row: ItemRow) throws {
      let new = row.document
      let old = stored.document
      try update.execute(arguments: [
        row.identifier, row.domain, new.entityType, new.entityIdentifier, new.priority,
        row.boost, row.expires, new.title, Data(row.attributes), stored.rowid,
      ])
      if (old.title, old.names, old.keywords, old.content)
        != (new.title, new.names, new.keywords, new.content)
      {
        try removeText.execute(arguments: [
          stored.rowid, old.title, old.names, old.keywords, old.content,
        ])
        try addText.execute(arguments: [
          stored.rowid, new.title, new.names, new.keywords, new.content,
        ])
      }
      if (old.title, old.names) != (new.title, new.names) {
        try removeWords.execute(arguments: [stored.rowid, old.title, old.names])
        try addWords.execute(arguments: [stored.rowid, new.title, new.names])
      }
    }
  }

  /// An item as the columns of its `spotlight_item` row.
  struct ItemRow: Sendable {
    let identifier: String
    let domain: String?
    let expires: Double?
    let document: IndexedDocument
    let attributes: [UInt8]

    /// The row of an item, as it is now.
    init(_ item: CSSearchableItem) {
      let attributes = item.attributeSet.allAttributes
      identifier = item.uniqueIdentifier
      domain = item.domainIdentifier
      expires = item.expirationDate?.timeIntervalSince1970
      document = IndexedDocument(attributes)
      self.attributes = AttributeCoding.encode(attributes)
    }

    /// Calls `body` with each chunk of the items and the rows of those that are not updates
    /// (`nil` for an update, whose row depends on the stored one).
    ///
    /// Working out a row — the item's text fields and its encoded attributes — is about a
    /// third of the time spent writing it. For more than one chunk, the rows of the next chunk
    /// are worked out on a thread of their own while `body` writes the current one; if `body`
    /// throws, the chunk under way is waited for and dropped, so that no app code (an entity's
    /// attribute set) still runs once the write has failed.
    static func forEachChunk(
      of items: [CSSearchableItem],
      _ body: (ArraySlice<CSSearchableItem>, [ItemRow?]) throws -> Void
    ) throws {
      let size = 2048
      guard items.count > size else { return try body(items[...], rows(of: items[...])) }
      var start = 0
      var ahead = RowsAhead(items[0..<size])
      defer { _ = ahead.rows() }
      while start < items.count {
        let end = min(start + size, items.count)
        let rows = ahead.rows()
        if end < items.count { ahead = RowsAhead(items[end..<min(end + size, items.count)]) }
        try body(items[start..<end], rows)
        start = end
      }
    }

    fileprivate static func rows(of items: ArraySlice<CSSearchableItem>) -> [ItemRow?] {
      items.map { $0.isUpdate ? nil : ItemRow($0) }
    }

    /// How much the item's priority multiplies its relevance.
    var boost: Double { SearchText.priorityBoost(document.priority) }
  }

  /// The rows of a chunk of items, being worked out on a thread of its own — not one of
  /// Dispatch's shared queues, whose threads Swift concurrency's executor draws on too, while
  /// the writing thread waits.
  private final class RowsAhead: Sendable {
    private let result = Mutex<[ItemRow?]>([])
    private let done = DispatchSemaphore(value: 0)

    init(_ items: ArraySlice<CSSearchableItem>) {
      let thread = Thread { [self] in
        let rows = ItemRow.rows(of: items)
        result.withLock { $0 = rows }
        done.signal()
      }
      thread.name = "OpenIntents Spotlight rows"
      thread.start()
    }

    /// The rows, once they are worked out; any later call returns them at once.
    func rows() -> [ItemRow?] {
      done.wait()
      done.signal()
      return result.withLock { $0 }
    }
  }

  /// The stored row of an identifier: its row identifier, its attributes, and the text its
  /// FTS5 rows were built from (worked out from the attributes, as the `spotlight_document`
  /// view gives it to FTS5).
  struct StoredRow {
    let rowid: Int64
    let row: Row
    let attributes: [String: CSAttributeValue]
    let document: IndexedDocument

    /// The stored row of an identifier, if it is indexed.
    static func fetch(_ identifier: String, _ writer: TextWriter) throws -> StoredRow? {
      guard let row = try Row.fetchOne(writer.stored, arguments: [identifier]) else {
        return nil
      }
      let attributes = try AttributeCoding.decode(row["attributes"] as Data)
      return StoredRow(
        rowid: row["rowid"], row: row, attributes: attributes,
        document: IndexedDocument(attributes))
    }

    /// The stored item, to merge an update into.
    func item() throws -> CSSearchableItem {
      try SQLiteSpotlightIndex.item(from: row, attributes: attributes)
    }
  }
}
