import CoreSpotlight
import Foundation
import Synchronization
import Testing

/// A backend that records what it receives, and fails when told to.
final class RecordingBackend: CSSearchableIndexBackend {
  let calls = Mutex<[String]>([])
  let failing = Mutex(false)

  struct Refused: Error {}

  func index(_ items: [CSSearchableItem]) async throws {
    try record("index \(items.map(\.uniqueIdentifier).joined(separator: ","))")
  }

  func delete(identifiers: [String]) async throws {
    try record("delete \(identifiers.joined(separator: ","))")
  }

  func delete(domainIdentifiers: [String]) async throws {
    try record("delete domains \(domainIdentifiers.joined(separator: ","))")
  }

  func deleteAll() async throws {
    try record("delete all")
  }

  private func record(_ call: String) throws {
    if failing.withLock({ $0 }) { throw Refused() }
    calls.withLock { $0.append(call) }
  }
}

@Suite("Index backends")
struct BackendTests {
  @Test("A custom backend receives every operation in order")
  func customBackendReceivesOperations() async throws {
    let backend = RecordingBackend()
    let index = CSSearchableIndex(name: "recorded", backend: backend)
    try await index.indexSearchableItems([item("a"), item("b")])
    try await index.deleteSearchableItems(withIdentifiers: ["a"])
    try await index.deleteSearchableItems(withDomainIdentifiers: ["d"])
    try await index.deleteAllSearchableItems()
    #expect(
      backend.calls.withLock { $0 } == ["index a,b", "delete a", "delete domains d", "delete all"])
  }

  @Test("A backend failure fails the call and leaves the index unchanged")
  func backendFailureLeavesIndexUnchanged() async throws {
    let backend = RecordingBackend()
    let index = CSSearchableIndex(name: "failing", backend: backend)
    try await index.indexSearchableItems([item("kept")])
    backend.failing.withLock { $0 = true }
    await #expect(throws: RecordingBackend.Refused.self) {
      try await index.indexSearchableItems([item("lost")])
    }
    await #expect(throws: RecordingBackend.Refused.self) {
      try await index.deleteAllSearchableItems()
    }
    #expect(index.indexedItems.map(\.uniqueIdentifier) == ["kept"])
  }

  @Test("A completion handler receives the backend's error")
  func completionHandlerReceivesError() async {
    let backend = RecordingBackend()
    backend.failing.withLock { $0 = true }
    let index = CSSearchableIndex(name: "failing-completion", backend: backend)
    let failed = await withCheckedContinuation { continuation in
      index.deleteAllSearchableItems { error in
        continuation.resume(returning: error is RecordingBackend.Refused)
      }
    }
    #expect(failed)
  }

  @Test("A backend set later receives the operations that follow")
  func backendCanBeSetLater() async throws {
    let index = CSSearchableIndex(name: "late")
    #expect(index.backend is CSInMemorySearchableIndexBackend)
    try await index.indexSearchableItems([item("before")])
    let backend = RecordingBackend()
    index.backend = backend
    try await index.indexSearchableItems([item("after")])
    #expect(backend.calls.withLock { $0 } == ["index after"])
    #expect(index.indexedItems.map(\.uniqueIdentifier) == ["after", "before"])
  }

  @Test("The in-memory backend applies Core Spotlight's rules on its own")
  func inMemoryBackendStoresItems() async throws {
    let backend = CSInMemorySearchableIndexBackend()
    try await backend.index([item("1", domain: "a.b"), item("2", domain: "a.bc"), item("3")])
    try await backend.delete(domainIdentifiers: ["a.b"])
    #expect(backend.items.map(\.uniqueIdentifier) == ["2", "3"])
    try await backend.delete(identifiers: ["3"])
    #expect(backend.items.map(\.uniqueIdentifier) == ["2"])
    try await backend.deleteAll()
    #expect(backend.items.isEmpty)
  }

  @Test("Merging an update lays its attributes over the stored item")
  func mergingAnUpdate() {
    let stored = item("x", domain: "d", title: "Stored")
    stored.attributeSet.keywords = ["k"]
    let update = item("x", title: "Updated")
    update.isUpdate = true
    update.attributeSet.keywords = nil
    let merged = update.merged(into: stored)
    #expect(merged.attributeSet.title == "Updated")
    #expect(merged.attributeSet.keywords == nil)
    #expect(merged.domainIdentifier == "d")
    #expect(merged.attributeSet.clearedAttributeNames.isEmpty)
    let replacement = item("x", title: "Replacement")
    #expect(replacement.merged(into: stored).domainIdentifier == nil)
  }
}
