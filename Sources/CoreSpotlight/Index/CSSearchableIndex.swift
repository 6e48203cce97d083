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
/// methods or completion handlers. Each index sends its operations to a backend: by default a
/// ``CSInMemorySearchableIndexBackend``; give it a ``CSSearchableIndexStore`` such as
/// `IntentsSQLite`'s `SQLiteSpotlightIndex` to keep items across launches and search them.
///
/// Between ``beginBatch()`` and ``endBatch(withClientState:)`` operations are collected and
/// applied together, all or none, with the client state the app reads back through
/// ``fetchLastClientState()`` — how an app knows where its indexing stopped.
///
/// `@unchecked Sendable`: apps share an index across threads; the backend, the open batch and
/// the queue of pending operations sit behind `Mutex`es, and `view` guards its own items.
open class CSSearchableIndex: @unchecked Sendable {
  /// The index's name.
  let name: String

  /// The items this index has indexed, kept when the backend is not a store (which keeps its
  /// own), and the default backend.
  let view = CSInMemorySearchableIndexBackend()

  /// The backend set by the app, or `nil` while the in-memory view is the backend.
  private let customBackend: Mutex<(any CSSearchableIndexBackend)?>

  /// The last operation submitted; each new one waits for it.
  private let lastOperation = Mutex<Task<Result<Void, any Error>, Never>?>(nil)

  /// The operations of the open batch, if one is open.
  let openBatch = Mutex<[CSIndexOperation]?>(nil)

  /// The client state, when the backend is not a store and cannot keep one.
  let detachedClientState = Mutex<Data?>(nil)

  /// The delegate, held weakly.
  let delegateBox = Mutex(WeakIndexDelegate())

  /// The system's rebuilds and refreshes of this index, one at a time: each owns the batch.
  package let reindexTurns = OneAtATime()

  private static let defaultIndex = CSSearchableIndex(name: "default")

  /// The default index of the app: while the system asks the app to index again (an
  /// `IndexedEntityQuery`'s reindex calls), the index the system asks for, so that code written
  /// for Apple's platforms indexes where the host searches.
  public static func `default`() -> CSSearchableIndex {
    reindexing ?? defaultIndex
  }

  /// The index a reindex call is for, for ``default()`` in the app's code it runs.
  @TaskLocal package static var reindexing: CSSearchableIndex?

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

  /// The store that keeps this index's items: the backend when it is one, else the in-memory
  /// view the index keeps beside a plain backend.
  ///
  /// An OpenIntents addition: what the system searches (`IntentsHost.spotlight`,
  /// ``CSSearchQuery``).
  public var store: any CSSearchableIndexStore {
    (customBackend.withLock { $0 } as? any CSSearchableIndexStore) ?? view
  }

  /// The items indexed so far that haven't expired, sorted by unique identifier.
  ///
  /// An OpenIntents addition. The items are copies: changing them doesn't change the index.
  /// With a store as backend they are read from it (an empty list if it fails).
  public var indexedItems: [CSSearchableItem] {
    (try? store.currentItems()) ?? []
  }

  // MARK: - Indexing

  /// Adds items to the index, or replaces or updates the items with the same identifiers.
  ///
  /// The index keeps the items as they are now: changing them afterwards changes nothing
  /// until they are indexed again.
  open func indexSearchableItems(_ items: [CSSearchableItem]) async throws {
    try await perform(.index(items.map { $0.detachedCopy() }))
  }

  /// Adds items the caller made for this call and never touches again, without copying them:
  /// how App Intents indexes entities (`indexAppEntities`).
  package func indexSearchableItems(owning items: [CSSearchableItem]) async throws {
    try await perform(.index(items))
  }

  /// Removes the items with the given unique identifiers.
  open func deleteSearchableItems(withIdentifiers identifiers: [String]) async throws {
    try await perform(.deleteIdentifiers(identifiers))
  }

  /// Removes the items in the given domains and their subdomains: `a.b` removes items in
  /// `a.b` and `a.b.c`, not in `a.bc`.
  open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String]) async throws {
    try await perform(.deleteDomains(domainIdentifiers))
  }

  /// Removes every item from the index.
  open func deleteAllSearchableItems() async throws {
    try await perform(.deleteAll)
  }

  // MARK: - Operations

  /// An index operation, given the app's backend when it set one.
  typealias Operation = @Sendable ((any CSSearchableIndexBackend)?) async throws -> Void

  /// The operation applying a batch: to the store in one call, or operation by operation to a
  /// plain backend and then to the view.
  func applying(_ batch: CSIndexBatch) -> Operation {
    { backend in
      guard let backend, !(backend is any CSSearchableIndexStore) else {
        try await ((backend as? any CSSearchableIndexStore) ?? self.view).apply(batch)
        return
      }
      if case .clientState(let expected) = batch.expectation,
        expected != self.detachedClientState.withLock({ $0 })
      {
        throw CSIndexError(
          .mismatchedClientState,
          "The index's client state is not the expected one: another batch was committed "
            + "since it was read.")
      }
      for operation in batch.operations {
        switch operation {
        case .index(let items): try await backend.index(items)
        case .deleteIdentifiers(let identifiers): try await backend.delete(identifiers: identifiers)
        case .deleteDomains(let domains): try await backend.delete(domainIdentifiers: domains)
        case .deleteAll: try await backend.deleteAll()
        }
      }
      try await self.view.apply(CSIndexBatch(operations: batch.operations))
      if let state = batch.newClientState { self.detachedClientState.withLock { $0 = state } }
    }
  }

  /// The operation of one call: applied now, or, while a batch is open, added to it.
  func submitting(_ operation: CSIndexOperation) -> Operation? {
    let batched = openBatch.withLock { batch -> Bool in
      guard batch != nil else { return false }
      batch?.append(operation)
      return true
    }
    return batched ? nil : applying(CSIndexBatch(operations: [operation]))
  }

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

  /// Applies an operation now, or adds it to the open batch (returning at once).
  func perform(
    _ operation: CSIndexOperation, completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) async throws {
    guard let applying = submitting(operation) else {
      completionHandler?(nil)
      return
    }
    try await enqueue(applying, completionHandler: completionHandler).value.get()
  }
}
