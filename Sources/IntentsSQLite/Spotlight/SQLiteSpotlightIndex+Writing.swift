import CoreSpotlight
import Foundation
import GRDB

// Writing: every batch is one transaction; triggers keep the FTS5 tables in step with the
// `spotlight_item` rows.

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
    try db.execute(
      sql: "DELETE FROM spotlight_item WHERE expires <= ?", arguments: [now.timeIntervalSince1970])
    if let state = batch.newClientState { try setState("clientState", state, db) }
    try db.execute(
      sql: """
        INSERT INTO spotlight_state (key, value) VALUES ('generation', 1)
        ON CONFLICT (key) DO UPDATE SET value = value + 1
        """)
  }

  /// Adds, replaces or updates items, in order.
  static func index(_ items: [CSSearchableItem], _ db: Database) throws {
    let upsert = try db.cachedStatement(
      sql: """
        INSERT INTO spotlight_item (
          identifier, domain, entity_type, entity_id, priority, boost, expires,
          title, names, keywords, content, attributes)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (identifier) DO UPDATE SET
          domain = excluded.domain, entity_type = excluded.entity_type,
          entity_id = excluded.entity_id, priority = excluded.priority, boost = excluded.boost,
          expires = excluded.expires, title = excluded.title, names = excluded.names,
          keywords = excluded.keywords, content = excluded.content,
          attributes = excluded.attributes
        """)
    for item in items {
      // Only an update is merged with what is stored; any other item is written as it is.
      let merged =
        item.isUpdate ? item.merged(into: try self.item(item.uniqueIdentifier, db)) : item
      let attributes = merged.attributeSet.allAttributes
      let document = IndexedDocument(attributes)
      try upsert.execute(arguments: [
        merged.uniqueIdentifier, merged.domainIdentifier, document.entityType,
        document.entityIdentifier, document.priority, SearchText.priorityBoost(document.priority),
        merged.expirationDate?.timeIntervalSince1970, document.title, document.names,
        document.keywords, document.content, Data(AttributeCoding.encode(attributes)),
      ])
    }
  }

  /// The stored item with an identifier, expired or not.
  private static func item(_ identifier: String, _ db: Database) throws -> CSSearchableItem? {
    try Row.fetchOne(
      db,
      sql:
        "SELECT identifier, domain, expires, attributes FROM spotlight_item WHERE identifier = ?",
      arguments: [identifier]
    ).map(item(from:))
  }

  private static func delete(identifiers: [String], _ db: Database) throws {
    let list = String(decoding: try JSONEncoder().encode(identifiers), as: UTF8.self)
    try db.execute(
      sql: "DELETE FROM spotlight_item WHERE identifier IN (SELECT value FROM json_each(?))",
      arguments: [list])
  }

  /// Deletes each domain and its subdomains: `a.b` and every domain from `a.b.` up to (not
  /// including) `a.b/`, the character after `.` — compared exactly, as domains are.
  private static func delete(domains: [String], _ db: Database) throws {
    for domain in domains {
      try db.execute(
        sql: """
          DELETE FROM spotlight_item
          WHERE domain = ? OR (domain >= ? || '.' AND domain < ? || '/')
          """, arguments: [domain, domain, domain])
    }
  }

  /// Deletes every item: the FTS5 tables are emptied at once, and the rows deleted without
  /// the trigger that would remove them from the tables one by one.
  private static func deleteAll(_ db: Database) throws {
    try db.execute(
      sql: """
        INSERT INTO spotlight_text (spotlight_text) VALUES ('delete-all');
        INSERT INTO spotlight_words (spotlight_words) VALUES ('delete-all');
        DROP TRIGGER spotlight_item_deleted;
        DELETE FROM spotlight_item;
        \(deletedTrigger)
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
