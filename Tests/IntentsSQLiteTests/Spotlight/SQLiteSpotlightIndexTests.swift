import CoreSpotlight
import Foundation
import GRDB
import IntentsSQLite
import Testing

/// The SQLite store on disk: what survives a restart, and what a failure in the middle of a
/// batch leaves.
@Suite struct SQLiteSpotlightIndexTests {
  @Test func itemsAndClientStateSurviveReopeningTheFile() async throws {
    let path = temporarySpotlightPath()
    do {
      let index = CSSearchableIndex(name: "restart", backend: try SQLiteSpotlightIndex(path: path))
      try await SpotlightStoreTests.corpus(index.store)
      index.beginBatch()
      let item = spotlightItem("extra", "Monte Rosa", keywords: ["dufourspitze"])
      item.attributeSet.rating = 4.5
      item.attributeSet.supportsNavigation = true
      item.attributeSet.addedDate = Date(timeIntervalSince1970: 1_700_000_000)
      item.attributeSet.url = URL(string: "https://example.com/monte-rosa")
      item.attributeSet.thumbnailData = Data([0, 1, 2, 255])
      item.attributeSet.setValue(
        42, forCustomKey: CSCustomAttributeKey(keyName: "com.example.visits")!)
      try await index.indexSearchableItems([item])
      try await index.endBatch(withClientState: Data("built-at-7".utf8))
    }
    let reopened = CSSearchableIndex(name: "restart", backend: try SQLiteSpotlightIndex(path: path))
    #expect(try await reopened.fetchLastClientState() == Data("built-at-7".utf8))
    #expect(reopened.indexedItems.count == 7)
    #expect(try await reopened.store.identifiers("dufourspitze") == ["extra"])
    let stored = try #require(reopened.indexedItems.first { $0.uniqueIdentifier == "extra" })
    #expect(stored.attributeSet.rating == 4.5)
    #expect(stored.attributeSet.supportsNavigation == true)
    #expect(stored.attributeSet.addedDate == Date(timeIntervalSince1970: 1_700_000_000))
    #expect(stored.attributeSet.url == URL(string: "https://example.com/monte-rosa"))
    #expect(stored.attributeSet.thumbnailData == Data([0, 1, 2, 255]))
    let visits = stored.attributeSet.value(
      forCustomKey: CSCustomAttributeKey(keyName: "com.example.visits")!)
    #expect(visits as? Int == 42)
  }

  /// A batch that fails part-way — here an item a trigger refuses, as a full disk or a crash
  /// would stop it — leaves the index as it was before the batch.
  @Test func aBatchThatFailsHalfwayChangesNothing() async throws {
    let path = temporarySpotlightPath()
    let store = try SQLiteSpotlightIndex(path: path)
    let index = CSSearchableIndex(name: "atomic", backend: store)
    try await index.indexSearchableItems([spotlightItem("kept", "Kept walk")])
    try await index.endBatch(withClientState: Data("before".utf8))
    let queue = try DatabaseQueue(path: path)
    try await queue.write { db in
      try db.execute(
        sql: """
          CREATE TRIGGER poison BEFORE INSERT ON spotlight_item WHEN new.identifier = 'poison'
          BEGIN SELECT RAISE(ABORT, 'refused'); END
          """)
    }
    index.beginBatch()
    try await index.deleteAllSearchableItems()
    try await index.indexSearchableItems([spotlightItem("new", "New walk")])
    try await index.indexSearchableItems([spotlightItem("poison", "Poison walk")])
    await #expect(throws: DatabaseError.self) {
      try await index.endBatch(withClientState: Data("after".utf8))
    }
    #expect(index.indexedItems.map(\.uniqueIdentifier) == ["kept"])
    #expect(try await store.identifiers("walk") == ["kept"])
    #expect(try await index.fetchLastClientState() == Data("before".utf8))
    try await Self.checkIntegrity(path)
  }

  @Test func deletingEverythingKeepsTheFullTextIndexConsistent() async throws {
    let path = temporarySpotlightPath()
    let store = try SQLiteSpotlightIndex(path: path)
    try await SpotlightStoreTests.corpus(store)
    try await store.deleteAll()
    try await SpotlightStoreTests.corpus(store)
    try await store.delete(identifiers: ["hornli"])
    #expect(try await store.identifiers("matterhorn") == ["matterhorn", "zermatt"])
    try await Self.checkIntegrity(path)
  }

  /// FTS5's own check that its index agrees with the rows it was built from.
  static func checkIntegrity(_ path: String) async throws {
    let queue = try DatabaseQueue(path: path)
    try await queue.write { db in
      try db.execute(sql: "INSERT INTO spotlight_text (spotlight_text) VALUES ('integrity-check')")
      try db.execute(
        sql: "INSERT INTO spotlight_words (spotlight_words) VALUES ('integrity-check')")
      #expect(try String.fetchOne(db, sql: "PRAGMA integrity_check") == "ok")
    }
  }
}
