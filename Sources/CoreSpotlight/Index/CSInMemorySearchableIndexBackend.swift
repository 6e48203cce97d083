public import Foundation
import Synchronization

/// A searchable index backend that keeps items in memory: the default for every
/// ``CSSearchableIndex``.
///
/// An OpenIntents addition. ``items`` reads what was indexed; as a ``CSSearchableIndexStore``
/// it applies batches atomically and searches its items by looking at each, which suits tests
/// and small apps. For many items, and to keep them across launches, use `IntentsSQLite`'s
/// `SQLiteSpotlightIndex`.
public final class CSInMemorySearchableIndexBackend: CSSearchableIndexStore {
  private let store = Mutex(SearchableItemStore())

  /// Creates an empty in-memory backend.
  public init() {}

  /// The indexed items that haven't expired, sorted by unique identifier.
  ///
  /// The items are copies: changing them doesn't change the index.
  public var items: [CSSearchableItem] {
    store.withLock { $0.currentItems(at: Date()) }
  }

  /// Applies a batch of changes, all or nothing, storing its client state.
  public func apply(_ batch: CSIndexBatch) async throws {
    let copied = batch.operations.map { operation -> CSIndexOperation in
      guard case .index(let items) = operation else { return operation }
      return .index(items.map { $0.detachedCopy() })
    }
    try store.withLock { store in
      var changed = store
      try changed.apply(
        CSIndexBatch(
          operations: copied, newClientState: batch.newClientState,
          expectation: batch.expectation))
      store = changed
    }
  }

  /// The client state of the last batch that had one.
  public func lastClientState() async throws -> Data? {
    store.withLock { $0.clientState }
  }

  /// The current items with these identifiers, as copies.
  public func items(withIdentifiers identifiers: [String]) async throws -> [CSSearchableItem] {
    let now = Date()
    return store.withLock { store in
      Set(identifiers).compactMap { identifier in
        store.entries[identifier].flatMap { entry in
          SearchableItemStore.isCurrent(entry.item, at: now) ? entry.item.detachedCopy() : nil
        }
      }
    }
  }

  /// Every current item, sorted by identifier, as copies.
  public func currentItems() throws -> [CSSearchableItem] {
    items
  }

  /// A page of the items matching a ranked text search.
  public func search(_ request: CSIndexSearchRequest) async throws -> CSIndexSearchPage {
    store.withLock { $0.search(request) }
  }

  /// Close words from the titles and names of the items.
  public func corrections(for words: [String], limit: Int) async throws -> [String: [String]] {
    let now = Date()
    return store.withLock { $0.corrections(for: words, limit: limit, at: now) }
  }

  /// Words of titles and names beginning with a prefix, most common first.
  public func completions(forPrefix prefix: String, limit: Int) async throws -> [String] {
    let vocabulary = store.withLock { $0.vocabulary(at: Date()) }
    return vocabulary.filter { $0.key.hasPrefix(prefix) }
      .sorted { ($1.value, $0.key) < ($0.value, $1.key) }
      .prefix(limit).map(\.key)
  }

  /// How many current items there are, by entity type, and the client state.
  public func statistics() async throws -> CSIndexStatistics {
    let now = Date()
    return store.withLock { store in
      var counts: [String: Int] = [:]
      var total = 0
      for entry in store.entries.values where SearchableItemStore.isCurrent(entry.item, at: now) {
        total += 1
        if let type = entry.document.entityType { counts[type, default: 0] += 1 }
      }
      return CSIndexStatistics(
        itemCount: total, entityCounts: counts, clientState: store.clientState)
    }
  }
}
