import CoreSpotlight
import Foundation
import IntentsFixtures
import IntentsPostgres
import IntentsRuntime
import PostgresNIO
import Testing

/// What only a shared index has: several hosts on one database, batches from all of them, text
/// PostgreSQL cannot hold. What every store does is `SpotlightStoreTests`.
@Suite(.enabled(if: PostgresTestDatabase.url != nil, PostgresTestDatabase.skipped))
struct PostgresSpotlightIndexTests {
  /// Two hosts' storages on one schema, removed after.
  static func withTwoHosts(
    _ body: (PostgresSpotlightIndex, PostgresSpotlightIndex) async throws -> Void
  ) async throws {
    try await PostgresTestDatabase.withSchema { _, start in
      try await body(PostgresSpotlightIndex(try await start()), PostgresSpotlightIndex(try await start()))
    }
  }

  @Test func anItemIndexedThroughOneHostIsFoundThroughAnother() async throws {
    try await Self.withTwoHosts { a, c in
      try await indexSpotlightCorpus(in: a)
      #expect(try await c.identifiers("matterhorn") == ["matterhorn", "hornli", "zermatt"])
      #expect(try await c.corrections(for: ["zermat"], limit: 3)["zermat"] == ["zermatt"])
      try await c.delete(identifiers: ["matterhorn"])
      #expect(try await a.identifiers("matterhorn") == ["hornli", "zermatt"])
      // The words of a deleted title are forgotten by both.
      #expect(try await a.completions(forPrefix: "matt", limit: 5) == [])
      #expect(try await c.statistics().itemCount == 5)
    }
  }

  /// Two hosts that read the same client state and both write a batch expecting it: one wins,
  /// the other is told and writes nothing.
  @Test func batchesOfTwoHostsExpectingOneStateApplyOnce() async throws {
    try await Self.withTwoHosts { a, b in
      try await a.apply(CSIndexBatch(operations: [], newClientState: Data("v1".utf8)))
      let results = await withTaskGroup(of: Bool.self) { group in
        for (store, name) in [(a, "from-a"), (b, "from-b")] {
          group.addTask {
            do {
              try await store.apply(
                CSIndexBatch(
                  operations: [.index([spotlightItem(name, "Batch \(name)")])],
                  newClientState: Data(name.utf8), expectation: .clientState(Data("v1".utf8))))
              return true
            } catch CSIndexError.mismatchedClientState {
              return false
            } catch {
              Issue.record("unexpected error: \(error)")
              return false
            }
          }
        }
        return await group.reduce(into: [Bool]()) { $0.append($1) }
      }
      #expect(results.filter { $0 }.count == 1)
      let items = try await a.allItems().map(\.uniqueIdentifier)
      #expect(items.count == 1)
      #expect(try await b.lastClientState().map { String(decoding: $0, as: UTF8.self) } == items.first)
    }
  }

  /// PostgreSQL's text cannot hold NUL: an item whose identifier holds one is refused with the
  /// rest of its batch, and the index is left as it was.
  @Test func anIdentifierWithNULIsRefusedWithItsBatch() async throws {
    try await Self.withTwoHosts { a, _ in
      try await indexSpotlightCorpus(in: a)
      await #expect {
        try await a.index([spotlightItem("fine", "Fine"), spotlightItem("bad\u{0}id", "Bad")])
      } throws: { error in
        (error as? IntentsError)?.code == IntentsError.invalidValue
          && "\(error)".contains("NUL character")
      }
      #expect(try await a.allItems().count == 6)
      #expect(try await a.identifiers("fine").isEmpty)
    }
  }

  /// The index as Apple's API uses it: `CSSearchableIndex` over the store, searched by a
  /// `CSSearchQuery` (which reads the items without blocking) and listed synchronously.
  @Test func searchableIndexAndQueriesWorkOverTheStore() async throws {
    try await Self.withTwoHosts { a, b in
      let index = CSSearchableIndex(name: "places", backend: a)
      try await index.indexSearchableItems([
        spotlightItem("zermatt", "Zermatt Village"), spotlightItem("iguazu", "Iguazú Falls"),
      ])
      #expect(index.indexedItems.map(\.uniqueIdentifier) == ["iguazu", "zermatt"])
      let query = CSSearchQuery(queryString: "title == \"Zermatt*\"", queryContext: nil)
      query.searchableIndex = CSSearchableIndex(name: "places", backend: b)
      var found: [String] = []
      for try await result in query.results { found.append(result.item.uniqueIdentifier) }
      #expect(found == ["zermatt"])
    }
  }

  /// The words of titles and names are counted per item as batches come and go: after every
  /// kind of change — new items, replacements, updates, duplicates in one batch, a batch of
  /// several chunks, deletions by identifier and domain, expiry, everything deleted then
  /// indexed in one batch — the counts are exactly those of the items stored.
  @Test func wordCountsStayThoseOfTheStoredItems() async throws {
    try await Self.withTwoHosts { a, b in
      func check(_ step: String) async throws {
        var stored: [String: Int] = [:]
        for item in try await a.allItems() {
          let title = item.attributeSet.title ?? ""
          for word in Set(SearchText.words(title)) { stored[word, default: 0] += 1 }
        }
        var counted: [String: Int] = [:]
        for try await (word, items) in try await a.storage.client.query(
          "SELECT word, items FROM intents_spotlight_word"
        ).decode((String, Int).self) {
          counted[word] = items
        }
        #expect(counted == stored, "after \(step)")
      }
      try await indexSpotlightCorpus(in: a)
      try await check("indexing")
      try await b.index([spotlightItem("hornli", "Hörnli Refuge"), spotlightItem("new", "Refuge")])
      try await check("replacing through another host")
      let update = CSSearchableItem(
        uniqueIdentifier: "trail", domainIdentifier: nil,
        attributeSet: CSSearchableItemAttributeSet())
      update.attributeSet.title = "Gorner Glacier Trail"
      update.isUpdate = true
      try await a.index([update])
      try await check("an update")
      try await a.index([
        spotlightItem("twice", "First Name"), spotlightItem("twice", "Second Name"),
        spotlightItem("cafe\u{301}", "Decomposed Cafe"), spotlightItem("caf\u{E9}", "Composed Cafe"),
      ])
      try await check("duplicates and canonically equivalent identifiers in one batch")
      #expect(try await a.items(withIdentifiers: ["cafe\u{301}"]).count == 1)
      #expect(try await a.statistics().itemCount == 10)
      try await a.index(
        (0..<2500).map { spotlightItem("many-\($0)", "Peak \($0 % 7) Ridge", domain: "peaks.\($0 % 3)") })
      try await check("a batch of three chunks")
      try await b.delete(domainIdentifiers: ["peaks.1"])
      try await b.delete(identifiers: ["many-0", "zermatt"])
      try await check("deletions by domain and identifier")
      let expiring = spotlightItem("expiring", "Ephemeral Pass")
      expiring.expirationDate = Date(timeIntervalSinceNow: -1)
      try await a.index([expiring])
      try await check("expiry")
      try await a.apply(
        CSIndexBatch(operations: [.deleteAll, .index([spotlightItem("only", "Lonely Summit")])]))
      try await check("everything deleted, then indexed, in one batch")
      #expect(try await a.completions(forPrefix: "lon", limit: 5) == ["lonely"])
      #expect(try await a.completions(forPrefix: "pea", limit: 5) == [])
    }
  }

  /// A value PostgreSQL's indexes cannot hold is refused with its batch, saying why; a word too
  /// long to be searched is left out of the words, and the item is kept.
  @Test func oversizedValuesAreRefusedAndOverlongWordsLeftOut() async throws {
    try await Self.withTwoHosts { a, _ in
      await #expect {
        try await a.index([spotlightItem(String(repeating: "x", count: 3000), "Long")])
      } throws: { error in
        (error as? IntentsError)?.code == IntentsError.invalidValue
          && "\(error)".contains("3000 bytes")
      }
      let word = String(repeating: "y", count: 3000)
      try await a.index([spotlightItem("long-word", "Short \(word)")])
      #expect(try await a.identifiers("short") == ["long-word"])
      #expect(try await a.completions(forPrefix: "yyy", limit: 5) == [])
    }
  }
}
