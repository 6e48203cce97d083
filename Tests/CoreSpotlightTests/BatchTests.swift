import CoreSpotlight
import Foundation
import Synchronization
import Testing

@Suite("Batches and client states")
struct BatchTests {
  @Test("A batch applies when it ends, all together, with its client state")
  func batchAppliesAtTheEnd() async throws {
    let index = CSSearchableIndex(name: "batch")
    try await index.indexSearchableItems([item("old", title: "Old")])
    #expect(try await index.fetchLastClientState() == Data())
    index.beginBatch()
    try await index.deleteAllSearchableItems()
    try await index.indexSearchableItems([item("a", title: "A"), item("b", title: "B")])
    #expect(index.indexedItems.map(\.uniqueIdentifier) == ["old"])  // not yet
    try await index.endBatch(withClientState: Data("v1".utf8))
    #expect(index.indexedItems.map(\.uniqueIdentifier) == ["a", "b"])
    #expect(try await index.fetchLastClientState() == Data("v1".utf8))
  }

  @Test("A batch expecting another client state applies nothing")
  func expectedStateMismatchAppliesNothing() async throws {
    let index = CSSearchableIndex(name: "expected")
    try await index.endBatch(withExpectedClientState: nil, newClientState: Data("1".utf8))
    index.beginBatch()
    try await index.indexSearchableItems([item("x")])
    do {
      try await index.endBatch(
        withExpectedClientState: Data("0".utf8), newClientState: Data("2".utf8))
      Issue.record("the batch applied")
    } catch CSIndexError.mismatchedClientState {
      // expected
    }
    #expect(index.indexedItems.isEmpty)
    #expect(try await index.fetchLastClientState() == Data("1".utf8))
    try await index.endBatch(
      withExpectedClientState: Data("1".utf8), newClientState: Data("2".utf8))
    #expect(try await index.fetchLastClientState() == Data("2".utf8))
  }

  @Test("Completion handlers see batches and client states in call order")
  func completionHandlersKeepOrder() async throws {
    let index = CSSearchableIndex(name: "handlers")
    index.beginBatch()
    index.indexSearchableItems([item("a")]) { _ in }
    let state = await withCheckedContinuation { continuation in
      index.endBatch(withClientState: Data("done".utf8)) { _ in }
      index.fetchLastClientState { state, _ in continuation.resume(returning: state) }
    }
    #expect(state == Data("done".utf8))
    #expect(index.indexedItems.map(\.uniqueIdentifier) == ["a"])
  }

  @Test("A plain backend receives a batch's operations, and the index keeps its client state")
  func plainBackendBatches() async throws {
    let backend = RecordingBackend()
    let index = CSSearchableIndex(name: "plain", backend: backend)
    index.beginBatch()
    try await index.indexSearchableItems([item("a")])
    try await index.deleteSearchableItems(withIdentifiers: ["z"])
    try await index.endBatch(withClientState: Data("s".utf8))
    #expect(backend.calls.withLock { $0 } == ["index a", "delete z"])
    #expect(try await index.fetchLastClientState() == Data("s".utf8))
    #expect(index.indexedItems.map(\.uniqueIdentifier) == ["a"])
  }

  @Test("Reindexing asks the delegate and refills the index in one batch")
  func reindexingAsksTheDelegate() async throws {
    let index = CSSearchableIndex(name: "delegate")
    #expect(try await index.reindexAllSearchableItems() == false)
    try await index.indexSearchableItems([item("lost")])
    let delegate = RefillingDelegate()
    index.indexDelegate = delegate
    #expect(try await index.reindexAllSearchableItems())
    #expect(index.indexedItems.map(\.uniqueIdentifier) == ["refilled"])
    #expect(await index.reindexSearchableItems(withIdentifiers: ["x", "y"]))
    #expect(delegate.asked.withLock { $0 } == ["all", "x,y"])
  }

  @Test("The index holds its delegate weakly")
  func delegateIsWeak() {
    let index = CSSearchableIndex(name: "weak")
    do {
      let delegate = RefillingDelegate()
      index.indexDelegate = delegate
      #expect(index.indexDelegate != nil)
    }
    #expect(index.indexDelegate == nil)
  }
}

final class RefillingDelegate: CSSearchableIndexDelegate {
  let asked = Mutex<[String]>([])

  func searchableIndex(
    _ searchableIndex: CSSearchableIndex,
    reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler:
      @escaping @Sendable () -> Void
  ) {
    asked.withLock { $0.append("all") }
    searchableIndex.indexSearchableItems([item("refilled")]) { _ in acknowledgementHandler() }
  }

  func searchableIndex(
    _ searchableIndex: CSSearchableIndex,
    reindexSearchableItemsWithIdentifiers identifiers: [String],
    acknowledgementHandler: @escaping @Sendable () -> Void
  ) {
    asked.withLock { $0.append(identifiers.joined(separator: ",")) }
    acknowledgementHandler()
  }
}
