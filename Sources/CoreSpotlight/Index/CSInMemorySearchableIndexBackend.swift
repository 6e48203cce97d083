import Foundation
import Synchronization

/// A searchable index backend that keeps items in memory: the default for every
/// ``CSSearchableIndex``.
///
/// An OpenIntents addition. ``items`` reads what was indexed, for tests and in-process search.
public final class CSInMemorySearchableIndexBackend: CSSearchableIndexBackend {
  private let store = Mutex(SearchableItemStore())

  /// Creates an empty in-memory backend.
  public init() {}

  /// The indexed items that haven't expired, sorted by unique identifier.
  ///
  /// The items are copies: changing them doesn't change the index.
  public var items: [CSSearchableItem] {
    store.withLock { $0.currentItems(at: Date()) }
  }

  /// Adds, replaces or updates items.
  public func index(_ items: [CSSearchableItem]) async throws {
    let copies = items.map { $0.detachedCopy() }
    store.withLock { $0.index(copies) }
  }

  /// Deletes the items with these unique identifiers.
  public func delete(identifiers: [String]) async throws {
    store.withLock { $0.delete(identifiers: identifiers) }
  }

  /// Deletes the items in these domains and their subdomains.
  public func delete(domainIdentifiers: [String]) async throws {
    store.withLock { $0.delete(domainIdentifiers: domainIdentifiers) }
  }

  /// Deletes every item.
  public func deleteAll() async throws {
    store.withLock { $0.deleteAll() }
  }
}
