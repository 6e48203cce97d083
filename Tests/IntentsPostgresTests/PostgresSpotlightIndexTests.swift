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
    let schema = PostgresTestDatabase.newSchema()
    let first = try await PostgresStorage.start(
      configuration: try PostgresTestDatabase.configuration(schema: schema))
    let second = try await PostgresStorage.start(
      configuration: try PostgresTestDatabase.configuration(schema: schema))
    func remove() async {
      _ = try? await first.client.query(
        PostgresQuery(unsafeSQL: "DROP SCHEMA IF EXISTS \"\(schema)\" CASCADE"))
      await first.shutdown()
      await second.shutdown()
    }
    do {
      try await body(PostgresSpotlightIndex(first), PostgresSpotlightIndex(second))
    } catch {
      await remove()
      throw error
    }
    await remove()
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
}
