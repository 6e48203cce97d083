import CoreSpotlight
import Foundation
import IntentsFixtures
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
      try await indexSpotlightCorpus(in: index.store)
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
    try await indexSpotlightCorpus(in: store)
    try await store.deleteAll()
    try await indexSpotlightCorpus(in: store)
    try await store.delete(identifiers: ["hornli"])
    #expect(try await store.identifiers("matterhorn") == ["matterhorn", "zermatt"])
    try await Self.checkIntegrity(path)
  }

  /// Indexing an identifier again replaces its text everywhere search reads it: the ranked
  /// table and the words of titles and names that completions and corrections read.
  @Test func replacingAnItemReplacesItsTextInEveryFullTextTable() async throws {
    let path = temporarySpotlightPath()
    let store = try SQLiteSpotlightIndex(path: path)
    try await indexSpotlightCorpus(in: store)
    try await store.index([spotlightItem("matterhorn", "Cervino", keywords: ["alps"])])
    #expect(try await store.identifiers("cervino") == ["matterhorn"])
    #expect(try await store.identifiers("pyramid").isEmpty)
    #expect(try await store.identifiers("matterhorn") == ["hornli", "zermatt"])
    #expect(try await store.completions(forPrefix: "cerv", limit: 5) == ["cervino"])
    #expect(try await store.completions(forPrefix: "matterh", limit: 5).isEmpty)
    // The same item again, and twice in one batch: one entry, found once.
    try await store.index([
      spotlightItem("matterhorn", "Cervino", keywords: ["alps"]),
      spotlightItem("matterhorn", "Cervino", keywords: ["alps"]),
    ])
    #expect(try await store.page("cervino").total == 1)
    #expect(try await store.statistics().itemCount == 6)
    try await Self.checkIntegrity(path)
  }

  /// Text holding NUL — which SQLite's C strings end at — is indexed, replaced and deleted
  /// whole: the words after a NUL are found, and nothing of them stays behind once the item is
  /// replaced or deleted.
  @Test func textWithNULIsReplacedAndDeletedWhole() async throws {
    let path = temporarySpotlightPath()
    let store = try SQLiteSpotlightIndex(path: path)
    try await indexSpotlightCorpus(in: store)
    try await store.index([
      spotlightItem(
        "bernina", "Piz\u{0}Bernina", keywords: ["grisons\u{0}engadine"],
        description: "the\u{0}highest of the eastern alps")
    ])
    #expect(try await store.identifiers("bernina") == ["bernina"])
    #expect(try await store.identifiers("engadine") == ["bernina"])
    #expect(try await store.identifiers("highest") == ["bernina"])
    try await Self.checkIntegrity(path)
    try await store.index([spotlightItem("bernina", "Piz Palü", keywords: ["grisons"])])
    #expect(try await store.identifiers("bernina").isEmpty)
    #expect(try await store.identifiers("engadine").isEmpty)
    #expect(try await store.identifiers("palu") == ["bernina"])
    try await Self.checkIntegrity(path)
    try await store.index([spotlightItem("bernina", "Piz\u{0}Bernina")])
    try await store.delete(identifiers: ["bernina"])
    #expect(try await store.identifiers("bernina").isEmpty)
    #expect(try await store.statistics().itemCount == 6)
    try await Self.checkIntegrity(path)
  }

  /// An update keeps the stored text it does not set, and replaces the text it sets.
  @Test func updatingAnItemMergesItsTextWithTheStoredText() async throws {
    let path = temporarySpotlightPath()
    let store = try SQLiteSpotlightIndex(path: path)
    try await indexSpotlightCorpus(in: store)
    let update = CSSearchableItem(
      uniqueIdentifier: "matterhorn", domainIdentifier: nil,
      attributeSet: CSSearchableItemAttributeSet())
    update.attributeSet.keywords = ["cervin"]
    update.isUpdate = true
    try await store.index([update])
    #expect(try await store.identifiers("cervin") == ["matterhorn"])
    #expect(try await store.identifiers("alps").isEmpty)
    #expect(try await store.identifiers("pyramid") == ["matterhorn"])
    #expect(try await store.page("matterhorn").hits.first?.matchedFields == [.title])
    // An update of an identifier not indexed yet indexes it.
    let new = CSSearchableItem(
      uniqueIdentifier: "rosa", domainIdentifier: nil,
      attributeSet: CSSearchableItemAttributeSet())
    new.attributeSet.title = "Monte Rosa"
    new.isUpdate = true
    try await store.index([new])
    #expect(try await store.identifiers("rosa") == ["rosa"])
    try await Self.checkIntegrity(path)
  }

  /// Deleting by identifier, by domain and by expiry removes the items' text too.
  @Test func deletedAndExpiredItemsLeaveNoText() async throws {
    let path = temporarySpotlightPath()
    let store = try SQLiteSpotlightIndex(path: path)
    let expiring = spotlightItem("old", "Old Glacier Walk")
    expiring.expirationDate = Date(timeIntervalSinceNow: -60)
    try await store.index([
      spotlightItem("a", "Glacier Trail", domain: "walks"),
      spotlightItem("b", "Glacier Ridge", domain: "walks.north"),
      spotlightItem("c", "Glacier Lake", domain: "walksides"),
      spotlightItem("d", "Glacier Hut"), expiring,
    ])
    try await store.delete(domainIdentifiers: ["walks"])
    #expect(try await store.identifiers("glacier").sorted() == ["c", "d"])
    try await store.delete(identifiers: ["d"])
    #expect(try await store.identifiers("glacier") == ["c"])
    #expect(try await store.completions(forPrefix: "ridg", limit: 5).isEmpty)
    let queue = try DatabaseQueue(path: path)
    let rows = try await queue.read { db in
      try Int.fetchOne(db, sql: "SELECT count(*) FROM spotlight_item")
    }
    #expect(rows == 1)
    try await Self.checkIntegrity(path)
  }

  /// The fields each hit matched in, on a later page of a prefix search.
  @Test func aPageOfPrefixHitsSaysWhereEachMatched() async throws {
    let store = try SQLiteSpotlightIndex(path: temporarySpotlightPath())
    try await indexSpotlightCorpus(in: store)
    let page = try await store.page("matterh", typing: true, limit: 2, offset: 1)
    #expect(page.hits.map(\.uniqueIdentifier) == ["hornli", "zermatt"])
    #expect(page.hits.map(\.matchedFields) == [[.keywords], [.content]])
    #expect(page.total == 3)
  }

  /// Ranking is FTS5's `bm25` times the boost: exactly where every phrase is in fewer rows than
  /// are counted ("alpha", in 851 of 6,000 items), and within a few percent of the best score
  /// where a common word's rows are estimated ("common", in 1,886: more than the 1,024 rows
  /// counted).
  @Test func ranksAsBM25EvenWhereACommonWordsRowsAreEstimated() async throws {
    let path = temporarySpotlightPath()
    let store = try SQLiteSpotlightIndex(path: path)
    try await store.index(
      (0..<6000).map { n in
        let title = "Item \(n)" + (n % 9 == 0 ? " alpha" : "") + (n % 7 == 0 ? " common" : "")
        return spotlightItem(
          "i\(n)", title, keywords: n % 5 == 0 ? ["common"] : [],
          description: String(repeating: "filler ", count: n % 11) + (n % 29 == 0 ? "alpha" : ""),
          entity: ("Item", "\(n)"), priority: n % 4)
      })
    let queue = try DatabaseQueue(path: path)
    let searches: [[String]] = [["alpha"], ["common"], ["common", "alpha"]]
    for words in searches {
      let pattern = words.map { "\"\($0)\"" }.joined(separator: " AND ")
      let exact = try await queue.read { db in
        try Row.fetchAll(
          db,
          sql: """
            SELECT i.identifier, -bm25(spotlight_text, 10, 8, 5, 1) * i.boost AS relevance
            FROM spotlight_text JOIN spotlight_item i ON i.rowid = spotlight_text.rowid
            WHERE spotlight_text MATCH ? ORDER BY relevance DESC, i.rowid
            """, arguments: [pattern]
        ).map { (identifier: $0[0] as String, relevance: $0[1] as Double) }
      }
      let page = try await store.page(words.joined(separator: " "), limit: 2000)
      #expect(page.total == exact.count)
      #expect(page.hits.count == exact.count)
      let ours = Dictionary(
        uniqueKeysWithValues: page.hits.map { ($0.uniqueIdentifier, $0.relevance) })
      let estimated = words.contains("common")
      let best = try #require(exact.first).relevance
      for (identifier, relevance) in exact {
        let found = try #require(ours[identifier], "\(identifier) is missing for \(words)")
        #expect(
          abs(found - relevance) <= (estimated ? 0.03 * best : 1e-9 * best),
          "\(identifier) for \(words): \(found), bm25 \(relevance)")
      }
      if !estimated { #expect(page.hits.map(\.uniqueIdentifier) == exact.map(\.identifier)) }
    }
  }

  /// That the file is sound and its full-text index holds exactly the stored items' text.
  static func checkIntegrity(_ path: String) async throws {
    try await SQLiteSpotlightIndex(path: path).checkIntegrity()
  }
}
