import AppIntents
import CoreSpotlight
import Foundation
import IntentsFixtures
import IntentsRuntime
import Synchronization
import Testing

/// `IntentsHost.spotlight`: every indexed type at once, ranked, resolved live — on every store
/// (memory, SQLite, PostgreSQL).
@Suite struct HostSpotlightTests {
  @Test(arguments: SpotlightStoreBackend.available)
  func findsWhatIsTypedAcrossTypesRankedAndLive(_ backend: SpotlightStoreBackend) async throws {
    try await backend.withStore { indexStore in
      let host = try await summitsHost(indexStore)
      let typing = try await host.spotlight(query: "matter")
      #expect(typing.match == .allWords)
      #expect(typing.hits.map(\.title) == ["Matterhorn", "Anna Matter"])
      #expect(typing.hits.map(\.typeIdentifier) == ["SummitEntity", "GuideEntity"])
      #expect(typing.hits[0].matchedFields == [.title])
      #expect(typing.hits[0].priority == 10)
      #expect((typing.hits[0].entity.entity as? SummitEntity)?.country == "Switzerland")
      #expect(
        typing.words == [
          SpotlightWord(word: "matter", isPrefix: true, entityTypes: [], corrections: [])
        ])
      // Diacritics, synonyms and properties declared with an indexing key.
      #expect(try await host.spotlight(query: "PIZ PALU").hits.map(\.title) == ["Piz Palü"])
      let synonym = try await host.spotlight(query: "sagarmatha")
      #expect(synonym.hits.map(\.title) == ["Mount Everest"])
      #expect(synonym.hits[0].matchedFields == [.names])
      #expect(
        try await host.spotlight(query: "tanzania").hits.map(\.title) == ["Mount Kilimanjaro"])
    }
  }

  @Test(arguments: SpotlightStoreBackend.available)
  func wordsNamingATypeNarrowTheSearch(_ backend: SpotlightStoreBackend) async throws {
    try await backend.withStore { indexStore in
      let host = try await summitsHost(indexStore)
      let narrowed = try await host.spotlight(query: "peak matterhorn")
      #expect(narrowed.match == .typeWords)
      #expect(narrowed.hits.map(\.title) == ["Matterhorn"])
      #expect(narrowed.words[0].entityTypes == ["SummitEntity"])
      // A type word alone lists the type, favourites first.
      let all = try await host.spotlight(query: "mountains ")
      #expect(all.match == .typeWords)
      #expect(all.total == 7)
      #expect(Set(all.hits.prefix(3).map(\.title)) == ["Matterhorn", "Mont Blanc", "Eiger"])
      #expect(try await host.spotlight(query: "mountaineers").hits.count == 2)
    }
  }

  @Test(arguments: SpotlightStoreBackend.available)
  func misspeltWordsAndPartialMatchesAreFallbacks(_ backend: SpotlightStoreBackend) async throws {
    try await backend.withStore { indexStore in
      let host = try await summitsHost(indexStore)
      let typo = try await host.spotlight(query: "kilimanjro")
      #expect(typo.match == .corrected)
      #expect(typo.hits.map(\.title) == ["Mount Kilimanjaro"])
      #expect(typo.words[0].corrections == ["kilimanjaro"])
      // Part of a long name is corrected to the words holding it.
      let part = try await host.spotlight(query: "erhorn ")
      #expect(part.match == .corrected)
      #expect(part.hits.map(\.title) == ["Matterhorn"])
      #expect(part.words[0].corrections == ["matterhorn"])
      let some = try await host.spotlight(query: "everest paris")
      #expect(some.match == .someWords)
      #expect(some.hits.map(\.title) == ["Mount Everest"])
      let nothing = try await host.spotlight(query: "zzzz qqqq")
      #expect(nothing.match == .none)
      #expect(nothing.hits.isEmpty)
      #expect(nothing.total == 0)
    }
  }

  @Test(arguments: SpotlightStoreBackend.available)
  func staleEntriesAreLeftOutReportedRefilledAndPurged(
    _ backend: SpotlightStoreBackend
  ) async throws {
    try await backend.withStore { indexStore in
      let store = SummitStore()
      let host = try await summitsHost(indexStore, store: store)
      store.remove(3)  // Mount Everest, deleted without telling the index
      let mount = try await host.spotlight(query: "mount", limit: 2)
      #expect(mount.hits.count == 2)
      #expect(!mount.hits.map(\.title).contains("Mount Everest"))
      #expect(
        mount.stale == [
          SpotlightStaleEntry(
            itemIdentifier: "SummitEntity/3", typeIdentifier: "SummitEntity", identifier: "3")
        ])
      #expect(mount.nextOffset == nil)
      try await host.purgeSpotlightEntries(mount.stale)
      let again = try await host.spotlight(query: "mount")
      #expect(again.stale.isEmpty)
      #expect(again.total == 2)
    }
  }

  @Test(arguments: SpotlightStoreBackend.available)
  func pagesFollowEachOther(_ backend: SpotlightStoreBackend) async throws {
    try await backend.withStore { indexStore in
      let host = try await summitsHost(indexStore)
      let first = try await host.spotlight(query: "mount", limit: 2)
      #expect(first.total == 3)
      #expect(first.hits.count == 2)
      let offset = try #require(first.nextOffset)
      let second = try await host.spotlight(query: "mount", limit: 2, offset: offset)
      #expect(second.hits.count == 1)
      #expect(second.nextOffset == nil)
      #expect(second.shortcuts.isEmpty)
      #expect(Set((first.hits + second.hits).map(\.title)).count == 3)
    }
  }

  @Test(arguments: SpotlightStoreBackend.available)
  func appShortcutsWhosePhrasesMatchComeWithTheFirstPage(
    _ backend: SpotlightStoreBackend
  )
    async throws
  {
    try await backend.withStore { indexStore in
      let host = try await summitsHost(indexStore)
      let results = try await host.spotlight(query: "climb matt")
      #expect(results.shortcuts.map(\.phrase) == ["Climb Matterhorn with Summits"])
      #expect(results.shortcuts[0].parameters["summit"] == .identifier("1"))
      #expect(
        try await host.spotlight(query: "winter").shortcuts.map(\.phrase) == [
          "Plan a Winter trip with Summits"
        ])
    }
  }

  /// The phrases found by their words' beginnings are the phrases, in order, each of whose
  /// words' folded forms begins a word of the phrase — at most five.
  @Test(arguments: [
    "climb matt", "climb ", "with summits", "c w s", "mat", "plan winter", "zzz", "summ climb",
  ])
  func appShortcutsAreThePhrasesHoldingEveryWordsBeginning(_ query: String) async throws {
    let host = try await summitsHost(CSInMemorySearchableIndexBackend())
    let words = query.split(separator: " ").map { $0.lowercased() }
    let expected = try await host.appShortcuts().filter { invocation in
      let phraseWords = invocation.phrase.lowercased().split { !$0.isLetter && !$0.isNumber }
      return words.allSatisfy { word in phraseWords.contains { $0.hasPrefix(word) } }
    }
    let found = try await host.spotlight(query: query).shortcuts
    #expect(found.map(\.phrase) == expected.prefix(5).map(\.phrase))
  }

  @Test(arguments: SpotlightStoreBackend.available)
  func typesLimitsAndHostileTextAreChecked(_ backend: SpotlightStoreBackend) async throws {
    try await backend.withStore { indexStore in
      let host = try await summitsHost(indexStore)
      let guides = try await host.spotlight(query: "a", types: ["GuideEntity"])
      #expect(guides.hits.allSatisfy { $0.typeIdentifier == "GuideEntity" })
      await #expect(throws: IntentsError.self) {
        try await host.spotlight(query: "matterhorn", types: ["Volcano"])
      }
      do {
        _ = try await host.spotlight(query: "matterhorn", types: ["Volcano"])
      } catch let error as IntentsError {
        #expect(error.code == IntentsError.unknownType)
        #expect(error.allowed == ["GuideEntity", "SummitEntity"])
      }
      await #expect(throws: IntentsError.self) {
        try await host.spotlight(query: "x", limit: Paging.maximumLimit + 1)
      }
      await #expect(throws: IntentsError.self) { try await host.spotlight(query: "x", offset: -1) }
      await #expect(throws: IntentsError.self) {
        try await host.spotlight(query: String(repeating: "a", count: Limits.maximumTextLength + 1))
      }
      #expect(try await host.spotlight(query: "").hits.isEmpty)
      #expect(try await host.spotlight(query: "matterhorn", limit: 0).hits.isEmpty)
      for text in [
        "\"", "matterhorn\"", "\"matterhorn", "*", "NEAR(a b)", "a AND", "OR OR", "(((",
        "'; DROP TABLE spotlight_item; --", "title:matterhorn",
      ] {
        _ = try await host.spotlight(query: text)
      }
      // Control characters are refused whole, never dropped into another query.
      for text in ["\u{0}", "matter\u{0}horn", "\u{1B}[2J"] {
        let error = await #expect(throws: IntentsError.self) {
          try await host.spotlight(query: text)
        }
        #expect(error?.code == IntentsError.invalidValue)
      }
      #expect(try await host.spotlight(query: "\"matterhorn\"").hits.map(\.title) == ["Matterhorn"])
      #expect(try await host.spotlight(query: "matterhorn").total == 1)
    }
  }

  @Test(arguments: SpotlightStoreBackend.available)
  func rebuildingListsEveryEntityItCan(_ backend: SpotlightStoreBackend) async throws {
    try await backend.withStore { indexStore in
      let host = try await summitsHost(indexStore)
      try await host.spotlightIndex.deleteAllSearchableItems()
      let status = try await host.rebuildSpotlightIndex()
      // Guides come from an enumerable query; summits only have a string query, so the app must
      // index them (or be the index's delegate).
      #expect(status.itemCount == 2)
      #expect(
        status.entityTypes.map(\.identifier) == ["GuideEntity", "SummitEntity"])
      #expect(status.entityTypes.map(\.canRebuild) == [true, false])
      #expect(status.entityTypes.map(\.indexedCount) == [2, 0])
      #expect(status.entityTypes.allSatisfy { $0.isIndexed })
    }
  }

  @Test func rebuildingAsksTheIndexDelegate() async throws {
    let host = try await summitsHost(try InterpretTests.sqliteIndex())
    let delegate = ReindexingDelegate()
    host.spotlightIndex.indexDelegate = delegate
    let status = try await host.rebuildSpotlightIndex()
    #expect(delegate.calls.withLock { $0 } == 1)
    #expect(status.itemCount == 1)
    #expect(try await host.spotlight(query: "rebuilt").hits.isEmpty)  // not an entity
    #expect(host.spotlightIndex.indexedItems.map(\.uniqueIdentifier) == ["rebuilt"])
  }
}

/// A delegate that indexes one item when asked to index everything again.
final class ReindexingDelegate: CSSearchableIndexDelegate {
  let calls = Mutex(0)

  func searchableIndex(
    _ searchableIndex: CSSearchableIndex,
    reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler:
      @escaping @Sendable () -> Void
  ) {
    calls.withLock { $0 += 1 }
    Task {
      try await searchableIndex.indexSearchableItems([spotlightItem("rebuilt", "Rebuilt")])
      acknowledgementHandler()
    }
  }

  func searchableIndex(
    _ searchableIndex: CSSearchableIndex,
    reindexSearchableItemsWithIdentifiers identifiers: [String],
    acknowledgementHandler: @escaping @Sendable () -> Void
  ) {
    acknowledgementHandler()
  }
}
