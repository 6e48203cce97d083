import Synchronization

/// A weak reference to an index's delegate.
struct WeakIndexDelegate: Sendable {
  weak var delegate: (any CSSearchableIndexDelegate)?
}

extension CSSearchableIndex {
  /// The object the index asks to index items again; the index keeps it weakly.
  public var indexDelegate: (any CSSearchableIndexDelegate)? {
    get { delegateBox.withLock { $0.delegate } }
    set { delegateBox.withLock { $0.delegate = newValue } }
  }

  /// Asks the delegate to index every item again, in one batch with clearing the index, and
  /// waits until it acknowledges; `false` when the index has no delegate.
  ///
  /// An OpenIntents addition: what Spotlight does when it lost an app's items. The index is
  /// cleared and refilled all or nothing — unless the delegate ends the batch itself
  /// (``endBatch(withClientState:)``), which then commits the clearing with its items.
  public func reindexAllSearchableItems() async throws -> Bool {
    guard let delegate = indexDelegate else { return false }
    beginBatch()
    try await deleteAllSearchableItems()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let once = Mutex(false)
      delegate.searchableIndex(self) {
        if once.withLock({ done in
          defer { done = true }; return !done
        }) {
          continuation.resume()
        }
      }
    }
    try await endBatchKeepingClientState()
    return true
  }

  /// Asks the delegate to index the items with these identifiers again and waits until it
  /// acknowledges; `false` when the index has no delegate.
  ///
  /// An OpenIntents addition.
  public func reindexSearchableItems(withIdentifiers identifiers: [String]) async -> Bool {
    guard let delegate = indexDelegate else { return false }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let once = Mutex(false)
      delegate.searchableIndex(self, reindexSearchableItemsWithIdentifiers: identifiers) {
        if once.withLock({ done in
          defer { done = true }; return !done
        }) {
          continuation.resume()
        }
      }
    }
    return true
  }
}
