public import CoreSpotlight
import Foundation
import IntentsRuntime
import NIOCore
import PostgresNIO

// Writing: every batch is one transaction, which first locks the state row (so batches of all
// hosts apply one at a time). Items are written a chunk at a time, each chunk one statement
// over arrays; the words of titles and names are counted in Swift as rows come and go, and
// the counts applied once at the end of the batch.

extension PostgresSpotlightIndex {
  /// Applies a batch of changes in one transaction, with its client state.
  public func apply(_ batch: CSIndexBatch) async throws {
    let now = Date().timeIntervalSince1970
    let applied = try await storage.perform("applying a Spotlight batch") { client in
      try await client.withTransaction(logger: PostgresStorage.silent) { connection in
        try await Self.apply(batch, at: now, connection)
      }
    }
    // Thrown here, not inside the transaction, whose errors become the store's.
    if !applied {
      throw CSIndexError(
        .mismatchedClientState,
        "The index's client state is not the expected one: another writer committed a batch "
          + "since it was read. Fetch the last client state and apply the changes again.")
    }
    // After a batch that wrote many items (a first indexing, a rebuild), the planner learns
    // the tables at once rather than when autovacuum comes by: until then it may read a fresh
    // million-item index without its text index, and searches take a hundred times longer.
    if Self.itemCount(of: batch) >= Self.itemsWorthAnalyzing {
      _ = try await storage.perform("analyzing the Spotlight tables") { client in
        try await client.query(
          "ANALYZE intents_spotlight_item, intents_spotlight_word", logger: PostgresStorage.silent)
      }
    }
  }

  /// How many items a batch writes before the store analyzes its tables.
  static let itemsWorthAnalyzing = 10_000

  private static func itemCount(of batch: CSIndexBatch) -> Int {
    batch.operations.reduce(0) { count, operation in
      if case .index(let items) = operation { return count + items.count }
      return count
    }
  }

  /// Applies a batch inside the current transaction; `false`, changing nothing, when the
  /// client state is not the one the batch expects.
  private static func apply(
    _ batch: CSIndexBatch, at now: Double, _ connection: PostgresConnection
  ) async throws -> Bool {
    // Batches wait for each other on the state row; under a stricter default isolation they
    // would fail instead of waiting.
    try await connection.query(
      "SET TRANSACTION ISOLATION LEVEL READ COMMITTED", logger: PostgresStorage.silent)
    var state: Data?
    for try await value in try await connection.query(
      "SELECT client_state FROM intents_spotlight_state WHERE id = 1 FOR UPDATE",
      logger: PostgresStorage.silent
    ).decode(ByteBuffer?.self) {
      state = value.map { Data($0.readableBytesView) }
    }
    if case .clientState(let expected) = batch.expectation, state != expected { return false }
    var words = WordCounts()
    for operation in batch.operations {
      switch operation {
      case .index(let items):
        try await index(items, connection, &words)
      case .deleteIdentifiers(let identifiers):
        let wanted = identifiers.filter { !$0.contains("\0") }
        try await words.remove(
          connection.query(
            """
            DELETE FROM intents_spotlight_item WHERE identifier = ANY(\(wanted)) RETURNING words
            """, logger: PostgresStorage.silent))
      case .deleteDomains(let domains):
        // A domain and its subdomains: `a.b`, and every domain from `a.b.` up to (not
        // including) `a.b/`, compared byte by byte (the column's "C" collation).
        for domain in domains where !domain.contains("\0") {
          try await words.remove(
            connection.query(
              """
              DELETE FROM intents_spotlight_item
              WHERE domain = \(domain) OR (domain >= \(domain + ".") AND domain < \(domain + "/"))
              RETURNING words
              """, logger: PostgresStorage.silent))
        }
      case .deleteAll:
        try await connection.query(
          "DELETE FROM intents_spotlight_item", logger: PostgresStorage.silent)
        try await connection.query(
          "DELETE FROM intents_spotlight_word", logger: PostgresStorage.silent)
        words = WordCounts()
      }
    }
    try await words.remove(
      connection.query(
        "DELETE FROM intents_spotlight_item WHERE expires <= \(now) RETURNING words",
        logger: PostgresStorage.silent))
    try await words.write(connection)
    let newState = batch.newClientState.map { ByteBuffer(bytes: $0) }
    try await connection.query(
      """
      UPDATE intents_spotlight_state
      SET generation = generation + 1, client_state = coalesce(\(newState), client_state)
      WHERE id = 1
      """, logger: PostgresStorage.silent)
    return true
  }

  /// Adds, replaces or updates items, in order, a chunk at a time: the stored rows of a
  /// chunk's identifiers are read (and locked) first, each item laid over what came before it,
  /// and the last state of each identifier written in one statement.
  private static func index(
    _ items: [CSSearchableItem], _ connection: PostgresConnection, _ words: inout WordCounts
  ) async throws {
    var start = 0
    while start < items.count {
      let chunk = items[start..<min(start + 1000, items.count)]
      start = chunk.endIndex
      // Identifiers are compared as PostgreSQL's "C" columns compare them, byte by byte, not
      // as Swift's `==` does (which equates canonically equivalent text): "café" written
      // precomposed and decomposed are two items, as they are in SQLite.
      var identifiers: [String] = []
      var seen = Set<[UInt8]>()
      for item in chunk where seen.insert(Array(item.uniqueIdentifier.utf8)).inserted {
        try ItemRow.checkValue("identifier", item.uniqueIdentifier)
        identifiers.append(item.uniqueIdentifier)
      }
      var stored: [[UInt8]: (row: StoredRow, words: [String])] = [:]
      for try await (identifier, domain, expires, attributes, list) in try await connection.query(
        """
        SELECT identifier, domain, expires, attributes, words FROM intents_spotlight_item
        WHERE identifier = ANY(\(identifiers)) FOR UPDATE
        """, logger: PostgresStorage.silent
      ).decode((String, String?, Double?, ByteBuffer, [String]).self) {
        stored[Array(identifier.utf8)] = (StoredRow(domain, expires, attributes), list)
      }
      var latest: [[UInt8]: CSSearchableItem] = [:]
      var order: [[UInt8]] = []
      for item in chunk {
        let identifier = item.uniqueIdentifier
        let key = Array(identifier.utf8)
        if latest[key] == nil { order.append(key) }
        var base: CSSearchableItem? = latest[key]
        if base == nil, item.isUpdate, let row = stored[key]?.row {
          base = try PostgresSpotlightIndex.item(
            identifier, row.domain, row.expires, row.attributes)
        }
        latest[key] = item.merged(into: base)
      }
      let rows = try order.map { try ItemRow(latest[$0]!) }
      for row in rows {
        for word in stored[Array(row.identifier.utf8)]?.words ?? [] { words.add(word, -1) }
        for word in row.words { words.add(word, 1) }
      }
      try await write(rows, connection)
    }
  }

  /// A lexeme no word can be (words hold only letters and digits), put between the fields
  /// and deleted after: concatenated `tsvector`s number their words on, so without it the last
  /// word of one field would stand right before the first of the next, and a phrase could run
  /// across them. With it the fields are a position apart, as FTS5 keeps them.
  static let fieldGapLexeme = "intents_field_gap"
  static let fieldGap = "\(fieldGapLexeme):1"

  /// Inserts or replaces rows, in order: a new identifier gets the next position, a stored one
  /// keeps its own.
  private static func write(_ rows: [ItemRow], _ connection: PostgresConnection) async throws {
    guard !rows.isEmpty else { return }
    let identifiers = rows.map(\.identifier)
    let domains = rows.map { $0.domain ?? "" }
    let hasDomain = rows.map { $0.domain != nil }
    let types = rows.map { $0.document.entityType ?? "" }
    let hasType = rows.map { $0.document.entityType != nil }
    let entities = rows.map { $0.document.entityIdentifier ?? "" }
    let hasEntity = rows.map { $0.document.entityIdentifier != nil }
    let priorities = rows.map(\.document.priority)
    let boosts = rows.map(\.boost)
    let expiries = rows.map { $0.expires ?? 0 }
    let hasExpiry = rows.map { $0.expires != nil }
    let attributes = rows.map { ByteBuffer(bytes: $0.attributes) }
    let words = rows.map { $0.words.joined(separator: " ") }
    let titles = rows.map(\.text.title)
    let names = rows.map(\.text.names)
    let keywords = rows.map(\.text.keywords)
    let contents = rows.map(\.text.content)
    try await connection.query(
      """
      INSERT INTO intents_spotlight_item (
        identifier, domain, entity_type, entity_id, priority, boost, expires, attributes, words,
        document)
      SELECT identifier, CASE WHEN has_domain THEN domain END,
        CASE WHEN has_type THEN entity_type END, CASE WHEN has_entity THEN entity_id END,
        priority, boost, CASE WHEN has_expiry THEN expires END, attributes,
        string_to_array(words, ' '),
        ts_delete(
          setweight(to_tsvector('intents_spotlight', title), 'A') || \(Self.fieldGap)::tsvector
            || setweight(to_tsvector('intents_spotlight', names), 'B')
            || \(Self.fieldGap)::tsvector
            || setweight(to_tsvector('intents_spotlight', keywords), 'C')
            || \(Self.fieldGap)::tsvector
            || setweight(to_tsvector('intents_spotlight', content), 'D'),
          \(Self.fieldGapLexeme)::text)
      FROM unnest(
        \(identifiers)::text[], \(domains)::text[], \(hasDomain)::bool[], \(types)::text[],
        \(hasType)::bool[], \(entities)::text[], \(hasEntity)::bool[], \(priorities)::int8[],
        \(boosts)::float8[], \(expiries)::float8[], \(hasExpiry)::bool[], \(attributes)::bytea[],
        \(words)::text[], \(titles)::text[], \(names)::text[], \(keywords)::text[],
        \(contents)::text[]
      ) WITH ORDINALITY AS row (
        identifier, domain, has_domain, entity_type, has_type, entity_id, has_entity, priority,
        boost, expires, has_expiry, attributes, words, title, names, keywords, content, ordinal)
      ORDER BY ordinal
      ON CONFLICT (identifier) DO UPDATE SET
        domain = excluded.domain, entity_type = excluded.entity_type,
        entity_id = excluded.entity_id, priority = excluded.priority, boost = excluded.boost,
        expires = excluded.expires, attributes = excluded.attributes, words = excluded.words,
        document = excluded.document
      """, logger: PostgresStorage.silent)
  }

  /// A stored row, to lay an update over.
  struct StoredRow {
    var domain: String?
    var expires: Double?
    var attributes: ByteBuffer

    init(_ domain: String?, _ expires: Double?, _ attributes: ByteBuffer) {
      self.domain = domain
      self.expires = expires
      self.attributes = attributes
    }
  }

  /// An item as the values of its row.
  struct ItemRow {
    let identifier: String
    let domain: String?
    let expires: Double?
    let document: IndexedDocument
    let attributes: [UInt8]
    /// The folded words of each field, separated by spaces: what PostgreSQL's parser reads.
    let text: (title: String, names: String, keywords: String, content: String)
    /// The distinct words of the title and names.
    let words: [String]
    /// How much the item's priority multiplies its relevance.
    let boost: Double

    /// The longest identifier, domain or associated entity, in bytes: PostgreSQL's B-tree
    /// indexes hold keys of at most a third of a page (2,704 bytes).
    static let longestValue = 2000
    /// The longest word PostgreSQL's parser indexes (it drops longer ones), in bytes.
    static let longestWord = 2047
    /// The most text of one field that is indexed, in bytes: a `tsvector` holds at most 1 MB.
    static let longestField = 100_000

    /// Refuses a value PostgreSQL cannot store or index: a NUL character, or more than
    /// ``longestValue`` bytes.
    static func checkValue(_ what: String, _ value: String) throws {
      if value.contains("\0") { throw PostgresSpotlightIndex.refusal(what, value) }
      if value.utf8.count > longestValue {
        throw IntentsError(
          IntentsError.invalidValue,
          "The Spotlight item's \(what) ‘\(value.prefix(40))…’ is \(value.utf8.count) bytes "
            + "long; PostgreSQL indexes at most \(longestValue).")
      }
    }

    /// The words PostgreSQL indexes, in order: none longer than ``longestWord`` bytes, and no
    /// more than ``longestField`` bytes of them.
    static func searchable(_ words: [String]) -> [String] {
      var kept: [String] = []
      var bytes = 0
      for word in words where word.utf8.count <= longestWord {
        bytes += word.utf8.count + 1
        if bytes > longestField { break }
        kept.append(word)
      }
      return kept
    }

    /// The row of an item, as it is now; an item whose identifier, domain or associated
    /// entity holds a NUL character, which PostgreSQL's text cannot store, is refused.
    init(_ item: CSSearchableItem) throws {
      let attributes = item.attributeSet.allAttributes
      identifier = item.uniqueIdentifier
      domain = item.domainIdentifier
      expires = item.expirationDate?.timeIntervalSince1970
      document = IndexedDocument(attributes)
      for case (let what, let value?) in [
        ("identifier", identifier), ("domain", domain), ("entity type", document.entityType),
        ("entity identifier", document.entityIdentifier),
      ] {
        try Self.checkValue(what, value)
      }
      self.attributes = AttributeCoding.encode(attributes)
      func folded(_ text: String) -> String {
        Self.searchable(SearchText.words(text)).joined(separator: " ")
      }
      text = (
        folded(document.title), folded(document.names), folded(document.keywords),
        folded(document.content)
      )
      var seen = Set<[UInt8]>()
      words = Self.searchable(SearchText.words(document.title) + SearchText.words(document.names))
        .filter { seen.insert(Array($0.utf8)).inserted }
      boost = SearchText.priorityBoost(document.priority)
    }
  }

  /// The error of an item's text that holds a NUL character.
  static func refusal(_ what: String, _ value: String) -> IntentsError {
    IntentsError(
      IntentsError.invalidValue,
      "The Spotlight item's \(what) ‘\(value.replacingOccurrences(of: "\0", with: "\\0"))’ "
        + "holds a NUL character, which PostgreSQL's text cannot store.")
  }

  /// How many items gained or lost each word of their titles and names during a batch.
  struct WordCounts {
    /// By the word's bytes, as the table's "C" key compares them.
    private var counts: [[UInt8]: (word: String, delta: Int)] = [:]

    mutating func add(_ word: String, _ delta: Int) {
      counts[Array(word.utf8), default: (word, 0)].delta += delta
    }

    /// Counts the words of deleted rows, as `RETURNING words` gives them.
    mutating func remove(_ rows: PostgresRowSequence) async throws {
      for try await list in rows.decode([String].self) {
        for word in list { add(word, -1) }
      }
    }

    /// Applies the changes, in the order of the words' bytes, and forgets words no item holds
    /// any more.
    func write(_ connection: PostgresConnection) async throws {
      let changed = counts.filter { $0.value.delta != 0 }
        .sorted { $0.key.lexicographicallyPrecedes($1.key) }
      guard !changed.isEmpty else { return }
      let words = changed.map(\.value.word)
      let deltas = changed.map(\.value.delta)
      try await connection.query(
        """
        INSERT INTO intents_spotlight_word (word, items)
        SELECT word, delta FROM unnest(\(words)::text[], \(deltas)::int8[]) AS d (word, delta)
        ON CONFLICT (word) DO UPDATE SET items = intents_spotlight_word.items + excluded.items
        """, logger: PostgresStorage.silent)
      try await connection.query(
        "DELETE FROM intents_spotlight_word WHERE word = ANY(\(words)) AND items <= 0",
        logger: PostgresStorage.silent)
    }
  }
}
