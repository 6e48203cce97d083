public import CoreSpotlight
public import Foundation
import GRDB

/// The embedded Spotlight index: a ``CSSearchableIndexStore`` that keeps searchable items in a
/// SQLite file and searches them with FTS5, through GRDB.
///
/// Give it to a `CSSearchableIndex` and index as on Apple platforms; give the index to the
/// host, which searches it (`IntentsHost.spotlight(query:limit:types:)`):
///
/// ```swift
/// let store = try SQLiteSpotlightIndex(path: dataDirectory.appendingPathComponent("spotlight.sqlite").path)
/// let index = CSSearchableIndex(name: "trails", backend: store)
/// try await index.indexAppEntities(trails)
/// let host = IntentsHost(name: "Trails", spotlightIndex: index) { TrailEntity.self }
/// ```
///
/// What it keeps and how it searches:
/// - each item is one row: its identifier, domain, entity association and priority, expiry,
///   title, and every attribute in a compact binary form, so items come back whole and updates
///   merge; its text in four fields (title, names, keywords, content) is worked out from the
///   attributes when FTS5 needs it, and is not stored twice;
/// - an FTS5 table over the four fields, tokenized with `porter unicode61 remove_diacritics 2`:
///   case and accents are ignored, words match their forms (`hiking` finds `hike`), and prefix
///   indexes of 2 and 3 letters keep search-while-typing fast; `bm25` ranks with the weights
///   of ``CSIndexField``, multiplied by the item's priority boost (a `bm25` that estimates how
///   many items hold a common word instead of counting them all);
/// - a second FTS5 table over titles and names without stemming, whose vocabulary feeds typo
///   corrections through an FTS5 `trigram` table of its words (refreshed when a search needs it
///   after a write).
///
/// Every batch is one transaction in WAL mode with full synchronous writes: a crash in the
/// middle leaves the index as it was before the batch. Several processes may open the same file
/// and write to it; `CSSearchableIndex.endBatch(withExpectedClientState:newClientState:)` lets a
/// writer detect that another one committed in between.
public final class SQLiteSpotlightIndex: CSSearchableIndexStore {
  let database: DatabasePool

  /// Opens (creating if needed, with its directory) the index at a file path, migrating its
  /// schema.
  public init(path: String) throws {
    var configuration = Configuration()
    configuration.busyMode = .timeout(10)
    configuration.prepareDatabase { db in
      // A page cache of up to 64 MiB per connection, filled only as pages are read: ranking
      // the matches of a short prefix and writing a large batch read many pages of the FTS5
      // index and of the items again, which SQLite's default 2 MiB keeps evicting.
      try db.execute(sql: "PRAGMA synchronous = FULL; PRAGMA cache_size = -65536")
      try SpotlightRanking.register(db)
      db.add(function: Self.documentTextFunction)
    }
    database = try SQLiteFile.open(
      path: path, format: Self.format, configuration: configuration, migrator: Self.migrator,
      creatingDirectory: true)
  }

  /// What marks an index's file: `PRAGMA application_id` 0x4F49_7370 ("OIsp"). A file that is
  /// not an index — not SQLite, or another program's SQLite file — is refused unchanged (see
  /// ``SQLiteFile``).
  public static let format = SQLiteFileFormat(
    name: "Spotlight index", applicationID: 0x4F49_7370)

  /// The file's path.
  public var path: String { database.path }

  // MARK: - Writing

  /// Applies a batch of changes in one transaction, with its client state.
  public func apply(_ batch: CSIndexBatch) async throws {
    let now = Date()
    try await database.write { db in try Self.apply(batch, at: now, db) }
  }

  /// The client state stored with the last batch that had one.
  public func lastClientState() async throws -> Data? {
    try await database.read { db in try Self.clientState(db) }
  }

  /// Applies a batch at once, blocking the calling thread until it is committed.
  ///
  /// An OpenIntents addition for start-up code that cannot wait asynchronously, such as a
  /// synchronous factory that brings the index up to date before serving. Elsewhere, index
  /// through a `CSSearchableIndex`, which keeps operations in order.
  public func applySynchronously(_ batch: CSIndexBatch) throws {
    let now = Date()
    try database.write { db in try Self.apply(batch, at: now, db) }
  }

  /// The client state of the last batch, read at once, blocking the calling thread.
  ///
  /// An OpenIntents addition, beside ``applySynchronously(_:)``.
  public func lastClientStateSynchronously() throws -> Data? {
    try database.read { db in try Self.clientState(db) }
  }

  // MARK: - Reading

  /// The current items with these identifiers.
  public func items(withIdentifiers identifiers: [String]) async throws -> [CSSearchableItem] {
    let list = String(decoding: try JSONEncoder().encode(identifiers), as: UTF8.self)
    let now = Date()
    return try await database.read { db in
      try Self.items(
        db, where: "identifier IN (SELECT value FROM json_each(?)) AND \(Self.current)",
        arguments: [list, now.timeIntervalSince1970])
    }
  }

  /// Every current item, sorted by identifier.
  public func currentItems() throws -> [CSSearchableItem] {
    let now = Date()
    return try database.read { db in
      try Self.items(
        db, where: "\(Self.current) ORDER BY identifier", arguments: [now.timeIntervalSince1970])
    }
  }

  /// How many current items there are, by entity type, and the client state.
  public func statistics() async throws -> CSIndexStatistics {
    let now = Date().timeIntervalSince1970
    return try await database.read { db in
      let rows = try Row.fetchAll(
        db,
        sql: """
          SELECT entity_type, count(*) AS count FROM spotlight_item WHERE \(Self.current)
          GROUP BY entity_type
          """, arguments: [now])
      var counts: [String: Int] = [:]
      var total = 0
      for row in rows {
        let count: Int = row["count"]
        total += count
        if let type: String = row["entity_type"] { counts[type] = count }
      }
      return CSIndexStatistics(
        itemCount: total, entityCounts: counts, clientState: try Self.clientState(db))
    }
  }

  /// The SQL condition of an item that hasn't expired, with the time as its argument.
  static let current = "(expires IS NULL OR expires > ?)"

  /// The items of rows of `spotlight_item` selected by a condition.
  static func items(
    _ db: Database, where condition: String, arguments: StatementArguments
  ) throws -> [CSSearchableItem] {
    try Row.fetchAll(
      db,
      sql: """
        SELECT identifier, domain, expires, attributes FROM spotlight_item WHERE \(condition)
        """, arguments: arguments
    ).map(item(from:))
  }

  /// The item a row holds.
  static func item(from row: Row) throws -> CSSearchableItem {
    try item(from: row, attributes: try AttributeCoding.decode(row["attributes"] as Data))
  }

  /// The item of a row whose attributes are decoded already.
  static func item(
    from row: Row, attributes decoded: [String: CSAttributeValue]
  ) throws -> CSSearchableItem {
    let attributes = CSSearchableItemAttributeSet()
    for (name, value) in decoded {
      attributes.setValue(value, forAttributeNamed: name)
    }
    let item = CSSearchableItem(
      uniqueIdentifier: row["identifier"], domainIdentifier: row["domain"],
      attributeSet: attributes)
    if let expires: Double = row["expires"] {
      item.expirationDate = Date(timeIntervalSince1970: expires)
    }
    return item
  }
}
