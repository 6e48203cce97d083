public import Foundation
import Synchronization

// Batches: changes applied together with a client state, as Core Spotlight's
// `beginIndexBatch` / `endIndexBatch` do.

extension CSSearchableIndex {
  /// Starts collecting the operations called from now on into one batch, applied all or none
  /// by ``endBatch(withClientState:)``.
  ///
  /// While a batch is open, indexing and deleting calls return at once; their changes become
  /// visible when the batch ends. Calling this with a batch already open continues it.
  public func beginBatch() {
    openBatch.withLock { batch in
      if batch == nil { batch = [] }
    }
  }

  /// Ends the batch: applies its operations all or none and stores `clientState` with them.
  ///
  /// A crash or an error before the end leaves the index as it was before the batch.
  public func endBatch(withClientState clientState: Data) async throws {
    try await end(CSIndexBatch(operations: [], newClientState: clientState))
  }

  /// Ends the batch, then calls `completionHandler` with `nil` or the error.
  public func endBatch(
    withClientState clientState: Data,
    completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    endInBackground(
      CSIndexBatch(operations: [], newClientState: clientState), completionHandler)
  }

  /// Ends the batch only if the stored client state is still `expectedClientState` (`nil`:
  /// none was ever stored): applies its operations and stores `newClientState`, or, when
  /// another writer committed in between, applies nothing and throws
  /// ``CSIndexError/Code/mismatchedClientState``.
  public func endBatch(
    withExpectedClientState expectedClientState: Data?, newClientState: Data
  ) async throws {
    try await end(
      CSIndexBatch(
        operations: [], newClientState: newClientState,
        expectation: .clientState(expectedClientState)))
  }

  /// Ends the batch if the stored client state is the expected one, then calls
  /// `completionHandler` with `nil` or the error.
  public func endBatch(
    withExpectedClientState expectedClientState: Data?, newClientState: Data,
    completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
  ) {
    endInBackground(
      CSIndexBatch(
        operations: [], newClientState: newClientState,
        expectation: .clientState(expectedClientState)), completionHandler)
  }

  /// The client state stored by the last batch, after every operation called before; empty
  /// when no batch ever stored one.
  public func fetchLastClientState() async throws -> Data {
    let state = Mutex<Data?>(nil)
    try await enqueue { backend in
      let stored = try await self.clientState(backend)
      state.withLock { $0 = stored }
    }.value.get()
    return state.withLock { $0 } ?? Data()
  }

  /// Calls `completionHandler` with the client state stored by the last batch (`nil` when
  /// none was) or the error.
  public func fetchLastClientState(
    completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
  ) {
    _ = enqueue { backend in
      do {
        completionHandler(try await self.clientState(backend), nil)
      } catch {
        completionHandler(nil, error)
      }
    }
  }

  /// Ends the open batch, if any, keeping the stored client state.
  package func endBatchKeepingClientState() async throws {
    guard openBatch.withLock({ $0 != nil }) else { return }
    try await end(CSIndexBatch(operations: []))
  }

  // MARK: - Helpers

  /// The stored client state: the store's (the app's backend, or the in-memory default), or
  /// the index's own beside a plain backend.
  private func clientState(_ backend: (any CSSearchableIndexBackend)?) async throws -> Data? {
    guard let backend else { return try await view.lastClientState() }
    guard let store = backend as? any CSSearchableIndexStore else {
      return detachedClientState.withLock { $0 }
    }
    return try await store.lastClientState()
  }

  /// Takes the open batch's operations into `batch`, closing it.
  private func closing(_ batch: CSIndexBatch) -> CSIndexBatch {
    var batch = batch
    batch.operations = openBatch.withLock { open in
      defer { open = nil }
      return open ?? []
    }
    return batch
  }

  private func end(_ batch: CSIndexBatch) async throws {
    try await enqueue(applying(closing(batch))).value.get()
  }

  private func endInBackground(
    _ batch: CSIndexBatch, _ completionHandler: (@Sendable ((any Error)?) -> Void)?
  ) {
    _ = enqueue(applying(closing(batch)), completionHandler: completionHandler)
  }
}
