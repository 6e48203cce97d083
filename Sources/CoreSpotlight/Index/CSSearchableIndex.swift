import Foundation
import Synchronization

/// An index of your app's searchable items: add, update and delete the items people find in
/// search.
///
/// ```swift
/// try await CSSearchableIndex.default().indexSearchableItems(items)
/// try await CSSearchableIndex.default().deleteSearchableItems(withDomainIdentifiers: ["trails"])
/// ```
///
/// Operations run one at a time, in the order they were called, whether through `async`
/// methods or completion handlers. Each index sends its operations to a
/// ``CSSearchableIndexBackend`` (in memory by default) and keeps its own view of the items,
/// which ``indexedItems`` reads.
///
/// `@unchecked Sendable`: apps share an index across threads; the backend and the queue of
/// pending operations sit behind `Mutex`es, and `view` guards its own items.
open class CSSearchableIndex: @unchecked Sendable {
  /// The index's name.
  let name: String

  /// The items this index has indexed, as its operations left them.
  private let view = CSInMemorySearchableIndexBackend()

  /// The backend set by the app, or `nil` while the in-memory view is the backend.
  private let customBackend: Mutex<(any CSSearchableIndexBackend)?>

  /// The last operation submitted; each new one waits for it.
  private let lastOperation = Mutex<Task<Result<Void, any Error>, Never>?>(nil)

  private static let defaultIndex = CSSearchableIndex(name: "default")

  /// The default index of the app.
  public static func `default`() -> CSSearchableIndex {
    defaultIndex
  }

  /// Whether indexing is available on this device; always `true` here.
  public static func isIndexingAvailable() -> Bool {
    true
  }

  /// Creates an index with the given name, keeping its items in memory.
  public init(name: String) {
    self.name = name
    self.customBackend = Mutex(nil)
  }

  /// Creates an index with the given name that sends its operations to `backend`.
  ///
  /// An OpenIntents addition.
  public init(name: String, backend: any CSSearchableIndexBackend) {
    self.name = name
    self.customBackend = Mutex(backend)
  }

  /// Where the index sends its operations; an in-memory backend unless the app sets one.
  ///
  /// An OpenIntents addition. Setting it affects operations called afterwards.
  public var backend: any CSSearchableIndexBackend {
    get { customBackend.withLock { $0 } ?? view }
    set { customBackend.withLock { $0 = newValue } }
  }

  /// The items indexed so far that haven't expired, sorted by unique identifier.
  ///
  /// An OpenIntents addition. The items are copies: changing them doesn't change the index.
  public var indexedItems: [CSSearchableItem] {
    view.items
  }

  // MARK: - Indexing

  /// Adds items to the index, or replaces or updates the items with the same identifiers.
  ///
  /// The index keeps the items as they are now: changing them afterwards changes nothing
  /// until they are indexed again.
  open func indexSearchableItems(_ items: [CSSearchableItem]) async throws {
    try await perform(indexing(items))
  }

  /// Removes the items with the given unique identifiers.
  open func deleteSearchableItems(withIdentifiers identifiers: [String]) async throws {
    try await perform(deleting(identifiers: identifiers))
  }

  /// Removes the items in the given domains and their subdomains: `a.b` removes items in
  /// `a.b` and `a.b.c`, not in `a.bc`.
  open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String]) async throws {
    try await perform(deleting(domainIdentifiers: domainIdentifiers))
  }

  /// Removes every item from the index.
  open func deleteAllSearchableItems() async throws {
    try await perform(deletingAll())
  }

  // MARK: - Operations

  /// The operation that indexes snapshots of `items`, taken now.
  func indexing(_ items: [CSSearchableItem]) -> Operation {
    let snapshots = items.map { $0.detachedCopy() }
    return { backend in
      try await backend?.index(snapshots)
      try await self.view.index(snapshots)
    }
  }

  /// The operation that deletes items by identifier.
  func deleting(identifiers: [String]) -> Operation {
    { backend in
      try await backend?.delete(identifiers: identifiers)
      try await self.view.delete(identifiers: identifiers)
    }
  }

  /// The operation that deletes the items in domains and their subdomains.
  func deleting(domainIdentifiers: [String]) -> Operation {
    { backend in
      try await backend?.delete(domainIdentifiers: domainIdentifiers)
      try await self.view.delete(domainIdentifiers: domainIdentifiers)
    }
  }

  /// The operation that deletes every item.
  func deletingAll() -> Operation {
    { backend in
      try await backend?.deleteAll()
      try await self.view.deleteAll()
    }
  }

  /// An index operation, given the app's backend when it set one.
  typealias Operation = @Sendable ((any CSSearchableIndexBackend)?) async throws -> Void

  /// Queues an operation after every operation queued before it, with the app's backend if
  /// it set one, and returns the task that runs it.
  ///
  /// `completionHandler` runs as part of the operation, so handlers run in call order too.
  func enqueue(
    _ operation: @escaping Operation,
    completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) -> Task<Result<Void, any Error>, Never> {
    let backend = customBackend.withLock { $0 }
    return lastOperation.withLock { last in
      let previous = last
      let task = Task { () -> Result<Void, any Error> in
        _ = await previous?.value
        do {
          try await operation(backend)
          completionHandler?(nil)
          return .success(())
        } catch {
          completionHandler?(error)
          return .failure(error)
        }
      }
      last = task
      return task
    }
  }

  /// Queues an operation and waits for it.
  private func perform(_ operation: @escaping Operation) async throws {
    try await enqueue(operation).value.get()
  }
}
