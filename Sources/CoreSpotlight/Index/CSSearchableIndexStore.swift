public import Foundation

/// A backend that keeps a searchable index's items itself and searches them: what Spotlight is
/// on Apple platforms.
///
/// An OpenIntents addition, and the port of the system's search index: ``CSInMemorySearchableIndexBackend``
/// keeps items in memory; `IntentsSQLite`'s `SQLiteSpotlightIndex` keeps them in a SQLite file
/// with FTS5. A ``CSSearchableIndex`` whose backend is a store reads everything back from it
/// (``CSSearchableIndex/indexedItems``, client states, queries) instead of keeping a copy.
///
/// On top of ``CSSearchableIndexBackend``'s guarantees, a conforming store must:
/// - apply a ``CSIndexBatch`` all or nothing, with its client state, checking its expectation
///   first — a crash in the middle leaves the items as they were before the batch;
/// - never return, count or search an item whose expiration date has passed;
/// - search as ``CSIndexSearchRequest`` describes: folded words, whole words or prefixes, word
///   forms where it can, fields weighted as ``CSIndexField/weight`` says, priority weighed in
///   with ``search(_:)``'s rule, best first, the same order for the same state;
/// - answer ``corrections(for:limit:)`` from the words of titles and names it holds: close
///   words, then words holding the one asked for.
public protocol CSSearchableIndexStore: CSSearchableIndexBackend {
  /// Applies a batch of changes, all or nothing, storing its client state.
  func apply(_ batch: CSIndexBatch) async throws

  /// The client state stored with the last batch that had one, if any.
  func lastClientState() async throws -> Data?

  /// The items with these identifiers that exist and haven't expired, in no particular order.
  func items(withIdentifiers identifiers: [String]) async throws -> [CSSearchableItem]

  /// Every item that hasn't expired, sorted by unique identifier.
  ///
  /// Synchronous, for ``CSSearchableIndex/indexedItems``; it reads everything, so keep it for
  /// small indexes and tests.
  func currentItems() throws -> [CSSearchableItem]

  /// A page of the items matching a ranked text search, best first.
  ///
  /// An item's relevance is its text relevance multiplied by its priority boost,
  /// `1 + 0.2 × ln(1 + max(priority, 0))`; equal relevances are ordered by the time items
  /// were first indexed.
  func search(_ request: CSIndexSearchRequest) async throws -> CSIndexSearchPage

  /// For each folded word, the words of the index's titles and names that are within typing
  /// distance of it (one mistake for 4 to 7 letters, two from 8), closest first, then the
  /// words that hold it whole ("horn" in "matterhorn") — each group most common first, at
  /// most `limit` in all (the rule is `SearchText.corrections(of:among:limit:)`, which every
  /// store applies to the candidates it finds). A word the index holds, or shorter than 4
  /// letters, has none.
  func corrections(for words: [String], limit: Int) async throws -> [String: [String]]

  /// Words of the index's titles and names that begin with a folded prefix, most common
  /// first.
  func completions(forPrefix prefix: String, limit: Int) async throws -> [String]

  /// How many items the index holds, by entity type, and its client state.
  func statistics() async throws -> CSIndexStatistics

  /// Every item that hasn't expired, sorted by unique identifier, read without blocking: what
  /// ``CSSearchQuery`` filters. The default calls ``currentItems()``; a store on a server
  /// implements it with its asynchronous client.
  func allItems() async throws -> [CSSearchableItem]
}

// MARK: - Default Implementations

extension CSSearchableIndexStore {
  /// Every current item, from ``currentItems()``.
  public func allItems() async throws -> [CSSearchableItem] { try currentItems() }

  /// Adds, replaces or updates items, as a batch of one operation.
  public func index(_ items: [CSSearchableItem]) async throws {
    try await apply(CSIndexBatch(operations: [.index(items)]))
  }

  /// Deletes items by identifier, as a batch of one operation.
  public func delete(identifiers: [String]) async throws {
    try await apply(CSIndexBatch(operations: [.deleteIdentifiers(identifiers)]))
  }

  /// Deletes the items of domains and their subdomains, as a batch of one operation.
  public func delete(domainIdentifiers: [String]) async throws {
    try await apply(CSIndexBatch(operations: [.deleteDomains(domainIdentifiers)]))
  }

  /// Deletes every item, as a batch of one operation.
  public func deleteAll() async throws {
    try await apply(CSIndexBatch(operations: [.deleteAll]))
  }
}
