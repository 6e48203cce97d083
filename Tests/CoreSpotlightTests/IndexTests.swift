import CoreSpotlight
import Foundation
import Synchronization
import Testing

/// An item with a title, for brevity.
func item(_ id: String?, domain: String? = nil, title: String = "") -> CSSearchableItem {
  let attributes = CSSearchableItemAttributeSet()
  attributes.title = title
  return CSSearchableItem(uniqueIdentifier: id, domainIdentifier: domain, attributeSet: attributes)
}

@Suite("Searchable indexes")
struct IndexTests {
  @Test("Indexed items are readable, sorted by identifier")
  func indexedItemsAreSorted() async throws {
    let index = CSSearchableIndex(name: "sorted")
    try await index.indexSearchableItems([item("b", title: "B"), item("a", title: "A")])
    try await index.indexSearchableItems([item("c", title: "C")])
    #expect(index.indexedItems.map(\.uniqueIdentifier) == ["a", "b", "c"])
    #expect(index.indexedItems.map(\.attributeSet.title) == ["A", "B", "C"])
  }

  @Test("An item without an identifier gets a generated one")
  func missingIdentifierIsGenerated() async throws {
    let generated = item(nil)
    #expect(UUID(uuidString: generated.uniqueIdentifier) != nil)
    #expect(item(nil).uniqueIdentifier != generated.uniqueIdentifier)
  }

  @Test("Indexing an identifier again replaces the item")
  func reindexingReplaces() async throws {
    let index = CSSearchableIndex(name: "replace")
    let first = item("trail", domain: "parks", title: "Old")
    first.attributeSet.keywords = ["old"]
    try await index.indexSearchableItems([first])
    try await index.indexSearchableItems([item("trail", title: "New")])
    let stored = try #require(index.indexedItems.first)
    #expect(index.indexedItems.count == 1)
    #expect(stored.attributeSet.title == "New")
    #expect(stored.attributeSet.keywords == nil)
    #expect(stored.domainIdentifier == nil)
  }

  @Test("An update keeps unset attributes and removes attributes set to nil")
  func updateMerges() async throws {
    let index = CSSearchableIndex(name: "update")
    let original = item("trail", domain: "parks", title: "Old")
    original.attributeSet.keywords = ["hike"]
    original.attributeSet.namedLocation = "Cascades"
    try await index.indexSearchableItems([original])

    let update = CSSearchableItem(
      uniqueIdentifier: "trail", domainIdentifier: nil, attributeSet: CSSearchableItemAttributeSet()
    )
    update.isUpdate = true
    update.attributeSet.title = "New"
    update.attributeSet.namedLocation = nil
    try await index.indexSearchableItems([update])

    let stored = try #require(index.indexedItems.first)
    #expect(stored.attributeSet.title == "New")
    #expect(stored.attributeSet.keywords == ["hike"])
    #expect(stored.attributeSet.namedLocation == nil)
    #expect(stored.domainIdentifier == "parks")
    #expect(!stored.isUpdate)
  }

  @Test("An update for a missing item creates it")
  func updateOfMissingItemCreatesIt() async throws {
    let index = CSSearchableIndex(name: "update-missing")
    let update = item("new", title: "Fresh")
    update.isUpdate = true
    try await index.indexSearchableItems([update])
    #expect(index.indexedItems.map(\.attributeSet.title) == ["Fresh"])
  }

  @Test("The index keeps items as they were when indexed")
  func indexKeepsSnapshots() async throws {
    let index = CSSearchableIndex(name: "snapshots")
    let trail = item("trail", title: "Before")
    try await index.indexSearchableItems([trail])
    trail.attributeSet.title = "After"
    trail.uniqueIdentifier = "renamed"
    #expect(index.indexedItems.map(\.uniqueIdentifier) == ["trail"])
    #expect(index.indexedItems.first?.attributeSet.title == "Before")
    index.indexedItems.first?.attributeSet.title = "Changed by reader"
    #expect(index.indexedItems.first?.attributeSet.title == "Before")
  }

  @Test("Deleting by identifier removes only those items")
  func deleteByIdentifier() async throws {
    let index = CSSearchableIndex(name: "delete-ids")
    try await index.indexSearchableItems([item("a"), item("b"), item("c")])
    try await index.deleteSearchableItems(withIdentifiers: ["a", "c", "missing"])
    #expect(index.indexedItems.map(\.uniqueIdentifier) == ["b"])
  }

  @Test("Deleting a domain removes it and its subdomains, not lookalikes")
  func deleteByDomain() async throws {
    let index = CSSearchableIndex(name: "delete-domains")
    try await index.indexSearchableItems([
      item("1", domain: "a.b"), item("2", domain: "a.b.c"), item("3", domain: "a.bc"),
      item("4", domain: "a"), item("5", domain: nil), item("6", domain: "x.a.b"),
    ])
    try await index.deleteSearchableItems(withDomainIdentifiers: ["a.b"])
    #expect(index.indexedItems.map(\.uniqueIdentifier) == ["3", "4", "5", "6"])
    try await index.deleteSearchableItems(withDomainIdentifiers: ["a"])
    #expect(index.indexedItems.map(\.uniqueIdentifier) == ["5", "6"])
  }

  @Test("Deleting everything empties the index")
  func deleteAll() async throws {
    let index = CSSearchableIndex(name: "delete-all")
    try await index.indexSearchableItems([item("a"), item("b")])
    try await index.deleteAllSearchableItems()
    #expect(index.indexedItems.isEmpty)
  }

  @Test("Expired items leave the index")
  func expiredItemsLeave() async throws {
    let index = CSSearchableIndex(name: "expiry")
    let expired = item("old")
    expired.expirationDate = Date(timeIntervalSinceNow: -60)
    let current = item("new")
    current.expirationDate = Date(timeIntervalSinceNow: 3_600)
    try await index.indexSearchableItems([expired, current, item("forever")])
    #expect(index.indexedItems.map(\.uniqueIdentifier) == ["forever", "new"])
  }

  @Test("Completion handlers report success, in call order")
  func completionHandlersRunInOrder() async throws {
    let index = CSSearchableIndex(name: "completions")
    let events = Mutex<[String]>([])
    await withCheckedContinuation { continuation in
      index.indexSearchableItems([item("a"), item("b")]) { error in
        events.withLock { $0.append("indexed \(error == nil)") }
      }
      index.deleteSearchableItems(withIdentifiers: ["a"]) { error in
        events.withLock { $0.append("deleted \(error == nil)") }
      }
      index.deleteSearchableItems(withDomainIdentifiers: ["none"]) { _ in
        events.withLock { $0.append("domains") }
      }
      index.indexSearchableItems([item("c")]) { _ in
        events.withLock { $0.append("indexed again") }
        continuation.resume()
      }
    }
    #expect(events.withLock { $0 } == ["indexed true", "deleted true", "domains", "indexed again"])
    #expect(index.indexedItems.map(\.uniqueIdentifier) == ["b", "c"])
    index.deleteAllSearchableItems(completionHandler: nil)
    try await index.indexSearchableItems([])
    #expect(index.indexedItems.isEmpty)
  }

  @Test("The default index is shared and indexing is available")
  func defaultIndexIsShared() {
    #expect(CSSearchableIndex.default() === CSSearchableIndex.default())
    #expect(CSSearchableIndex.isIndexingAvailable())
  }

  @Test("Items indexed from many tasks at once are all kept")
  func concurrentIndexing() async throws {
    let index = CSSearchableIndex(name: "concurrent")
    try await withThrowingTaskGroup(of: Void.self) { group in
      for number in 0..<100 {
        group.addTask {
          try await index.indexSearchableItems([item(String(format: "%03d", number))])
        }
      }
      try await group.waitForAll()
    }
    #expect(
      index.indexedItems.map(\.uniqueIdentifier) == (0..<100).map { String(format: "%03d", $0) })
  }
}
