public import CoreSpotlight
public import Foundation
import IntentsRuntime
import Logging
import NIOCore
import NIOPosix
import PostgresNIO
import Synchronization

/// The shared Spotlight index: a `CSSearchableIndexStore` that keeps searchable items in a
/// PostgreSQL database, so that an item indexed through one host is found through any other.
///
/// Give it to a `CSSearchableIndex` and index as on Apple platforms; give the index to the
/// host:
///
/// ```swift
/// let storage = try await PostgresStorage.start(
///   configuration: try PostgresStoreConfiguration(url: "postgres://landmarks@db/landmarks"))
/// let index = CSSearchableIndex(name: "landmarks", backend: PostgresSpotlightIndex(storage))
/// try await index.indexAppEntities(landmarks)
/// let host = IntentsHost(name: "Landmarks", spotlightIndex: index) { LandmarkEntity.self }
/// ```
///
/// What it keeps and how it searches (the same requests as `IntentsSQLite`'s
/// `SQLiteSpotlightIndex`, the same text rules):
/// - each item is one row: its identifier, domain, entity association and priority, expiry,
///   every attribute in the compact binary form the SQLite index stores too, and its text as
///   a `tsvector` (title weighted A, names B, keywords C, content D) with a GIN index;
/// - text reaches PostgreSQL folded (case and diacritics) and split into words by Swift, as it
///   reaches FTS5, so both backends see the same words; PostgreSQL stems them with Snowball's
///   English stemmer and drops none (`hiking` finds `hike`);
/// - queries are built from those words only, each quoted as a lexeme and the whole bound as
///   one parameter of `to_tsquery`: `&`, `|`, `!`, `:*`, `<->` and quotes in what people type
///   are plain text;
/// - relevance is `ts_rank` with the weights of `CSIndexField` (scaled to `ts_rank`'s 0…1), times
///   the priority boost; equal relevances keep the order items were first indexed;
/// - typo corrections and completions come from the words of titles and names, counted per
///   item in a table kept exact by every batch; close words are found with `pg_trgm`.
///
/// Ranking differs from FTS5's `bm25`: `ts_rank` counts how often and where the words occur in
/// an item, not how rare they are across the index, so a rare word does not lift an item above
/// one matching a common word in a heavier field. Both rank a title match above a keyword match
/// above a content match, and items matching more of the words of an any-term search first.
///
/// Every batch is one transaction that first locks the index's state row: batches from any
/// number of hosts apply one at a time, all or nothing, and an expected client state
/// (`CSSearchableIndex.endBatch(withExpectedClientState:newClientState:)`) is checked in the
/// same transaction.
///
/// PostgreSQL's text cannot hold the NUL character: an item whose identifier, domain or
/// associated entity holds one is refused (the whole batch, with `IntentsError.invalidValue`);
/// attributes are stored as bytes and may hold anything.
public struct PostgresSpotlightIndex: CSSearchableIndexStore {
  /// The database.
  public let storage: PostgresStorage

  /// The index in `storage`'s database (the tables are made by `storage`'s migrations).
  public init(_ storage: PostgresStorage) { self.storage = storage }

  /// The text search configuration the migration made.
  static let configuration = "intents_spotlight"

  // MARK: - Reading

  /// The current items with these identifiers.
  public func items(withIdentifiers identifiers: [String]) async throws -> [CSSearchableItem] {
    let wanted = identifiers.filter { !$0.contains("\0") }
    let now = Date().timeIntervalSince1970
    return try await storage.perform("reading Spotlight items") { client in
      try await Self.items(
        client.query(
          """
          SELECT identifier, domain, expires, attributes FROM intents_spotlight_item
          WHERE identifier = ANY(\(wanted)) AND (expires IS NULL OR expires > \(now))
          """))
    }
  }

  /// Every current item, sorted by identifier.
  public func allItems() async throws -> [CSSearchableItem] {
    let now = Date().timeIntervalSince1970
    return try await storage.perform("reading Spotlight items") { client in
      try await Self.items(client.query(Self.allItemsQuery(now)))
    }
  }

  /// Every current item, sorted by identifier, read on a connection of its own while the
  /// calling thread waits (for `CSSearchableIndex.indexedItems`, which is synchronous).
  ///
  /// The wait is on a SwiftNIO event loop, not on Swift concurrency's threads, so it cannot
  /// starve the work it waits for; it is bounded by the configuration's `request_timeout`,
  /// after which the connection is closed and the read fails. Called on an event loop's own
  /// thread, where it would wait for itself, it fails at once. It reads everything, on one
  /// connection beside the pool: keep it for small indexes and tests; searches and
  /// `CSSearchQuery` read asynchronously.
  public func currentItems() throws -> [CSSearchableItem] {
    guard MultiThreadedEventLoopGroup.currentEventLoop == nil else {
      throw IntentsError(
        IntentsError.storeFailed,
        "PostgresSpotlightIndex.currentItems() cannot wait on an event loop's thread; "
          + "use allItems().")
    }
    let configuration = try storage.configuration.connectionConfiguration()
    let timeout = TimeAmount(storage.configuration.requestTimeout)
    let query = Self.allItemsQuery(Date().timeIntervalSince1970)
    let logger = PostgresStorage.silent
    let loop = MultiThreadedEventLoopGroup.singleton.any()
    do {
      let result = try PostgresConnection.connect(
        on: loop, configuration: configuration, id: 0, logger: logger
      ).flatMap { connection in
        let deadline = loop.scheduleTask(in: timeout) {
          let _: EventLoopFuture<Void> = connection.close()
        }
        return connection.query(query, logger: logger).always { _ in
          deadline.cancel()
          let _: EventLoopFuture<Void> = connection.close()
        }
      }.wait()
      return try result.rows.map { row in
        let (identifier, domain, expires, attributes) = try row.decode(
          (String, String?, Double?, ByteBuffer).self)
        return try Self.item(identifier, domain, expires, attributes)
      }
    } catch {
      throw storage.storeError("reading Spotlight items", error)
    }
  }

  /// How many current items there are, by entity type, and the client state.
  public func statistics() async throws -> CSIndexStatistics {
    let now = Date().timeIntervalSince1970
    return try await storage.perform("counting Spotlight items") { client in
      var counts: [String: Int] = [:]
      var total = 0
      for try await (type, count) in try await client.query(
        """
        SELECT entity_type, count(*) FROM intents_spotlight_item
        WHERE expires IS NULL OR expires > \(now) GROUP BY entity_type
        """
      ).decode((String?, Int).self) {
        total += count
        if let type { counts[type] = count }
      }
      return CSIndexStatistics(
        itemCount: total, entityCounts: counts, clientState: try await Self.clientState(client))
    }
  }

  /// The client state stored with the last batch that had one.
  public func lastClientState() async throws -> Data? {
    try await storage.perform("reading the Spotlight client state") { client in
      try await Self.clientState(client)
    }
  }

  private static func clientState(_ client: PostgresClient) async throws -> Data? {
    var state: Data?
    for try await value in try await client.query(
      "SELECT client_state FROM intents_spotlight_state WHERE id = 1"
    ).decode(ByteBuffer?.self) {
      state = value.map { Data($0.readableBytesView) }
    }
    return state
  }

  private static func allItemsQuery(_ now: Double) -> PostgresQuery {
    """
    SELECT identifier, domain, expires, attributes FROM intents_spotlight_item
    WHERE expires IS NULL OR expires > \(now) ORDER BY identifier
    """
  }

  /// The items of rows of (identifier, domain, expires, attributes).
  static func items(_ rows: PostgresRowSequence) async throws -> [CSSearchableItem] {
    var items: [CSSearchableItem] = []
    for try await (identifier, domain, expires, attributes) in rows.decode(
      (String, String?, Double?, ByteBuffer).self)
    {
      items.append(try item(identifier, domain, expires, attributes))
    }
    return items
  }

  /// The item a row holds.
  static func item(
    _ identifier: String, _ domain: String?, _ expires: Double?, _ attributes: ByteBuffer
  ) throws -> CSSearchableItem {
    let set = CSSearchableItemAttributeSet()
    for (name, value) in try AttributeCoding.decode(attributes.readableBytesView) {
      set.setValue(value, forAttributeNamed: name)
    }
    let item = CSSearchableItem(
      uniqueIdentifier: identifier, domainIdentifier: domain, attributeSet: set)
    if let expires { item.expirationDate = Date(timeIntervalSince1970: expires) }
    return item
  }

  // MARK: - pg_trgm

  /// The schema `pg_trgm` is installed in, quoted, to name its operators and functions
  /// whatever the connection's `search_path`; `nil` when the database does not have it.
  static func trigramSchema(_ connection: PostgresConnection, _ logger: Logger) async throws
    -> String?
  {
    for try await schema in try await connection.query(
      """
      SELECT n.nspname::text FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
      WHERE e.extname = 'pg_trgm'
      """, logger: logger
    ).decode(String.self) {
      return PostgresStoreConfiguration.quoted(schema)
    }
    return nil
  }
}
