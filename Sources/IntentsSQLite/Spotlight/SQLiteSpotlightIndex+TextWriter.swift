import CoreSpotlight
import Foundation
import GRDB

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
            identifier, domain, entity_type, entity_id, priority, boost, expires,
            title, names, keywords, content, attributes)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
          ON CONFLICT (identifier) DO NOTHING
          """)
      stored = try db.cachedStatement(
        sql: """
          SELECT rowid, identifier, domain, expires, attributes, title, names, keywords, content
          FROM spotlight_item WHERE identifier = ?
          """)
      update = try db.cachedStatement(
        sql: """
          UPDATE spotlight_item SET
            identifier = ?, domain = ?, entity_type = ?, entity_id = ?, priority = ?, boost = ?,
            expires = ?, title = ?, names = ?, keywords = ?, content = ?, attributes = ?
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
      try insert.execute(arguments: row.arguments)
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
      try update.execute(arguments: row.arguments + [stored.rowid])
      let new = row.document
      let old = stored.document
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
  struct ItemRow {
    let identifier: String
    let domain: String?
    let expires: Double?
    let document: IndexedDocument
    let attributes: Data

    /// The row of an item, as it is now.
    init(_ item: CSSearchableItem) {
      let attributes = item.attributeSet.allAttributes
      identifier = item.uniqueIdentifier
      domain = item.domainIdentifier
      expires = item.expirationDate?.timeIntervalSince1970
      document = IndexedDocument(attributes)
      self.attributes = Data(AttributeCoding.encode(attributes))
    }

    /// The values of the columns, in the order the insert and the update name them.
    var arguments: StatementArguments {
      [
        identifier, domain, document.entityType, document.entityIdentifier, document.priority,
        SearchText.priorityBoost(document.priority), expires, document.title, document.names,
        document.keywords, document.content, attributes,
      ]
    }
  }

  /// The stored row of an identifier: its row identifier, the text its FTS5 rows were built
  /// from, and what ``SQLiteSpotlightIndex/item(from:)`` reads the item back from.
  struct StoredRow {
    let rowid: Int64
    let row: Row
    let document: (title: String, names: String, keywords: String, content: String)

    /// The stored row of an identifier, if it is indexed.
    static func fetch(_ identifier: String, _ writer: TextWriter) throws -> StoredRow? {
      guard let row = try Row.fetchOne(writer.stored, arguments: [identifier]) else {
        return nil
      }
      return StoredRow(
        rowid: row["rowid"], row: row,
        document: (
          title: row["title"], names: row["names"], keywords: row["keywords"],
          content: row["content"]
        ))
    }

    /// The stored item, to merge an update into.
    func item() throws -> CSSearchableItem {
      try SQLiteSpotlightIndex.item(from: row)
    }
  }
}
