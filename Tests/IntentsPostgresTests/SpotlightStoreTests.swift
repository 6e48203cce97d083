import CoreSpotlight
import Foundation
import IntentsFixtures
import Testing

/// What every Spotlight store must do, checked on the in-memory store, on SQLite files and on
/// PostgreSQL (when `OPENINTENTS_POSTGRES_URL` names a server); the random-text test, on the
/// two that parse queries.
@Suite struct SpotlightStoreTests {
  @Test(arguments: SpotlightStoreBackend.available)
  func ranksTitlesAboveKeywordsAboveDescriptions(_ backend: SpotlightStoreBackend) async throws {
    try await backend.withStore { store in
      try await indexSpotlightCorpus(in: store)
      #expect(try await store.identifiers("matterhorn") == ["matterhorn", "hornli", "zermatt"])
      let page = try await store.page("matterhorn")
      #expect(page.total == 3)
      #expect(page.hits.map(\.matchedFields) == [[.title], [.keywords], [.content]])
      #expect(page.hits[0].relevance > page.hits[1].relevance)
      #expect(page.hits[1].relevance > page.hits[2].relevance)
    }
  }

  @Test(arguments: SpotlightStoreBackend.available)
  func matchesPrefixesWhileTyping(_ backend: SpotlightStoreBackend) async throws {
    try await backend.withStore { store in
      try await indexSpotlightCorpus(in: store)
      #expect(try await store.identifiers("matterh", typing: true).first == "matterhorn")
      #expect(try await store.identifiers("matterh").isEmpty)
      #expect(try await store.identifiers("gorner tr", typing: true) == ["trail"])
    }
  }

  @Test(arguments: SpotlightStoreBackend.available)
  func ignoresCaseAndDiacritics(_ backend: SpotlightStoreBackend) async throws {
    try await backend.withStore { store in
      try await indexSpotlightCorpus(in: store)
      #expect(try await store.identifiers("CAFE") == ["tortoni"])
      #expect(try await store.identifiers("hornli") == ["hornli"])
      #expect(try await store.identifiers("iguazu") == ["iguazu"])
    }
  }

  @Test(arguments: SpotlightStoreBackend.available)
  func matchesWordForms(_ backend: SpotlightStoreBackend) async throws {
    try await backend.withStore { store in
      try await indexSpotlightCorpus(in: store)
      #expect(try await store.identifiers("hike") == ["trail"])
      #expect(try await store.identifiers("waterfall") == ["iguazu"])
    }
  }

  @Test(arguments: SpotlightStoreBackend.available)
  func correctsTyposFromTitleWords(_ backend: SpotlightStoreBackend) async throws {
    try await backend.withStore { store in
      try await indexSpotlightCorpus(in: store)
      let corrections = try await store.corrections(
        for: ["matterhron", "zermat", "hut", "xylophone"], limit: 3)
      #expect(corrections["matterhron"] == ["matterhorn"])
      #expect(corrections["zermat"] == ["zermatt"])
      #expect(corrections["hut"] == [])  // known, and too short to correct
      #expect(corrections["xylophone"] == [])
      let completions = try await store.completions(forPrefix: "mat", limit: 5)
      #expect(completions == ["matterhorn"])
    }
  }

  @Test(arguments: SpotlightStoreBackend.available)
  func wordsHoldingATypedPartCorrectItAfterCloseWords(_ backend: SpotlightStoreBackend)
    async throws
  {
    try await backend.withStore { store in
      try await indexSpotlightCorpus(in: store)
      let corrections = try await store.corrections(
        for: ["horn", "ermat", "tort", "rail", "hornl", "orne", "llag", "zzzz"], limit: 3)
      // Part of a longer word: every word holding it, most common first, then by letters.
      #expect(corrections["horn"] == ["hornli", "matterhorn"])
      #expect(corrections["ermat"] == ["zermatt"])
      #expect(corrections["tort"] == ["tortoni"])
      #expect(corrections["orne"] == ["gorner"])
      // A close word comes first, and once, though it holds the part too.
      #expect(corrections["rail"] == ["trail"])
      #expect(corrections["hornl"] == ["hornli"])
      #expect(corrections["llag"] == ["village"])
      #expect(corrections["zzzz"] == [])
      #expect(try await store.corrections(for: ["horn"], limit: 1)["horn"] == ["hornli"])
      // A word no item holds any more is no correction.
      try await store.apply(CSIndexBatch(operations: [.deleteIdentifiers(["hornli"])]))
      #expect(try await store.corrections(for: ["horn"], limit: 3)["horn"] == ["matterhorn"])
    }
  }

  @Test(arguments: SpotlightStoreBackend.available)
  func anyTermModeRanksItemsMatchingMoreWordsFirst(_ backend: SpotlightStoreBackend) async throws {
    try await backend.withStore { store in
      try await indexSpotlightCorpus(in: store)
      #expect(try await store.identifiers("matterhorn paris").isEmpty)
      let some = try await store.identifiers("village matterhorn", mode: .anyTerm)
      #expect(some.first == "zermatt")
      #expect(Set(some) == ["zermatt", "matterhorn", "hornli"])
    }
  }

  @Test(arguments: SpotlightStoreBackend.available)
  func aPhraseStaysInsideOneField(_ backend: SpotlightStoreBackend) async throws {
    try await backend.withStore { store in
      try await store.index([
        // "ridge" ends the title and "lake" starts the keywords: not the phrase "ridge lake".
        spotlightItem("apart", "High Ridge", keywords: ["Lake shore"]),
        spotlightItem("apart-description", "Walk to the ridge", description: "Lake views"),
        spotlightItem("together", "Ridge Lake Trail"),
        spotlightItem("in-keywords", "Trail", keywords: ["north ridge lake"]),
      ])
      let phrase = CSIndexSearchRequest(terms: [.init("ridge lake")])
      #expect(
        Set(try await store.search(phrase).hits.map(\.uniqueIdentifier)) == [
          "together", "in-keywords",
        ])
      // The two words apart still match, wherever they are.
      #expect(Set(try await store.identifiers("ridge lake")).count == 4)
    }
  }

  @Test(arguments: SpotlightStoreBackend.available)
  func priorityRaisesEqualMatches(_ backend: SpotlightStoreBackend) async throws {
    try await backend.withStore { store in
      try await store.index([
        spotlightItem("a", "Lake Walk", entity: ("Walk", "1"), priority: 1),
        spotlightItem("b", "Lake Walk", entity: ("Walk", "2"), priority: 10),
        spotlightItem("c", "Lake Walk", entity: ("Walk", "3"), priority: 0),
      ])
      #expect(try await store.identifiers("lake") == ["b", "a", "c"])
      let page = try await store.page("lake")
      #expect(page.hits.map(\.priority) == [10, 1, 0])
      #expect(page.hits.map(\.entityIdentifier) == ["2", "1", "3"])
    }
  }

  @Test(arguments: SpotlightStoreBackend.available)
  func pagesAndTotalsAndTypeFilters(_ backend: SpotlightStoreBackend) async throws {
    try await backend.withStore { store in
      try await store.index(
        (1...25).map { spotlightItem("w\($0)", "Walk \($0)", entity: ("Walk", "\($0)")) }
          + (1...5).map { spotlightItem("r\($0)", "Walk route \($0)", entity: ("Route", "\($0)")) }
          + [spotlightItem("plain", "Walk without an entity")])
      let first = try await store.page("walk", limit: 10)
      #expect(first.total == 31)
      #expect(first.hits.count == 10)
      let last = try await store.page("walk", limit: 10, offset: 30)
      #expect(last.hits.count == 1)
      #expect(last.total == 31)
      let beyond = try await store.page("walk", limit: 10, offset: 40)
      #expect(beyond.hits.isEmpty)
      #expect(beyond.total == 31)
      let routes = try await store.page("walk", types: ["Route"])
      #expect(routes.total == 5)
      #expect(routes.hits.allSatisfy { $0.entityType == "Route" })
      // Without words, a type's items by priority.
      let browse = try await store.search(
        CSIndexSearchRequest(terms: [], entityTypes: ["Route"], limit: 3))
      #expect(browse.total == 5)
      #expect(browse.hits.count == 3)
    }
  }

  @Test(arguments: SpotlightStoreBackend.available)
  func updatesDeletionsAndExpiry(_ backend: SpotlightStoreBackend) async throws {
    try await backend.withStore { store in
      try await indexSpotlightCorpus(in: store)
      // An update keeps what it doesn't set.
      let update = CSSearchableItem(
        uniqueIdentifier: "hornli", domainIdentifier: nil, attributeSet: .init())
      update.attributeSet.contentDescription = "Base camp of the Hörnli ridge."
      update.isUpdate = true
      try await store.index([update])
      let hut = try #require(try await store.items(withIdentifiers: ["hornli"]).first)
      #expect(hut.attributeSet.title == "Hörnli Hut")
      #expect(hut.attributeSet.keywords == ["matterhorn", "hut"])
      #expect(try await store.identifiers("ridge") == ["hornli"])
      // A replacement drops the old text from the index.
      try await store.index([spotlightItem("hornli", "Solvay Hut")])
      #expect(try await store.identifiers("hornli").isEmpty)
      #expect(try await store.identifiers("solvay") == ["hornli"])
      // Domains and their subdomains.
      try await store.index([
        spotlightItem("d1", "Domain walk", domain: "a.b"),
        spotlightItem("d2", "Domain walk", domain: "a.b.c"),
        spotlightItem("d3", "Domain walk", domain: "a.bc"),
      ])
      try await store.delete(domainIdentifiers: ["a.b"])
      #expect(try await store.identifiers("domain") == ["d3"])
      // Expired items are neither searched nor returned.
      let expiring = spotlightItem("old", "Expired walk")
      expiring.expirationDate = Date(timeIntervalSinceNow: -60)
      try await store.index([expiring])
      #expect(try await store.identifiers("expired").isEmpty)
      #expect(try await store.items(withIdentifiers: ["old"]).isEmpty)
      try await store.delete(identifiers: ["d3", "zermatt"])
      #expect(try await store.identifiers("domain").isEmpty)
      #expect(
        try store.currentItems().map(\.uniqueIdentifier) == [
          "hornli", "iguazu", "matterhorn", "tortoni", "trail",
        ])
      try await store.deleteAll()
      #expect(try store.currentItems().isEmpty)
      #expect(try await store.identifiers("matterhorn").isEmpty)
      #expect(try await store.statistics().itemCount == 0)
    }
  }

  @Test(arguments: SpotlightStoreBackend.available)
  func batchesApplyAllOrNothingWithTheirClientState(_ backend: SpotlightStoreBackend) async throws {
    try await backend.withStore { store in
      #expect(try await store.lastClientState() == nil)
      try await store.apply(
        CSIndexBatch(
          operations: [
            .index([spotlightItem("a", "Alpha")]), .index([spotlightItem("b", "Beta")]),
          ],
          newClientState: Data("v1".utf8), expectation: .clientState(nil)))
      #expect(try await store.lastClientState() == Data("v1".utf8))
      // A batch expecting another state changes nothing.
      await #expect(throws: CSIndexError.self) {
        try await store.apply(
          CSIndexBatch(
            operations: [.deleteAll], newClientState: Data("v3".utf8),
            expectation: .clientState(Data("v2".utf8))))
      }
      #expect(try store.currentItems().count == 2)
      #expect(try await store.lastClientState() == Data("v1".utf8))
      let statistics = try await store.statistics()
      #expect(statistics.itemCount == 2)
      #expect(statistics.clientState == Data("v1".utf8))
    }
  }

  /// Text people type is never read as search syntax.
  @Test(arguments: SpotlightStoreBackend.available)
  func searchSyntaxInQueriesIsPlainText(_ backend: SpotlightStoreBackend) async throws {
    try await backend.withStore { store in
      try await indexSpotlightCorpus(in: store)
      let hostile = [
        "\"", "\"matterhorn", "matterhorn\"", "*", "matter*", "NEAR", "NEAR(matterhorn hut)",
        "matterhorn AND", "OR", "NOT hut", "(", ")", "title:matterhorn", "^matterhorn", "-",
        "{matterhorn}", "'; DROP TABLE spotlight_item; --", "\u{0}", "matter\u{0}horn",
        "\u{7}\u{1B}",
      ]
      for text in hostile {
        let request = CSIndexSearchRequest(
          terms: [.init([text], isPrefix: true), .init(text)], mode: .anyTerm)
        _ = try await store.search(request)
        _ = try await store.corrections(for: [text], limit: 3)
        _ = try await store.completions(forPrefix: text, limit: 3)
      }
      // The words inside the syntax are still searched as words.
      let quoted = CSIndexSearchRequest(terms: [.init(["\"matterhorn"])])
      #expect(try await store.search(quoted).hits.first?.uniqueIdentifier == "matterhorn")
      #expect(try store.currentItems().count == 6)
    }
  }

  /// Any text makes a valid search: the pattern is built from words alone and is not checked
  /// before it runs, so random text of every kind of character — quotes, stars, NUL, combining
  /// marks, private-use characters, emoji, other scripts — must never make FTS5 or
  /// `to_tsquery` fail.
  @Test(arguments: SpotlightStoreBackend.available.filter { $0 != .memory })
  func randomTextNeverBreaksTheSearchPattern(_ backend: SpotlightStoreBackend) async throws {
    try await backend.withStore { store in
      try await indexSpotlightCorpus(in: store)
      let pieces: [String] = [
        "\"", "*", "(", ")", "^", ":", "-", "+", "'", "\u{0}", "\u{1F}", " ", "\t", "\n", "AND",
        "OR",
        "NOT", "NEAR", "matter", "horn", "é", "e\u{301}", "\u{E000}", "\u{F8FF}", "🏔", "山", "ß",
        "İ", "Ǆ", "٣", "Ⅻ", "\u{200D}", "\u{FEFF}", "x",
      ]
      // A seed of its own, printed, so that a failure can be run again.
      let seed = UInt64.random(in: 0...UInt64.max)
      print("randomTextNeverBreaksTheSearchPattern(\(backend)): seed \(seed)")
      var random = SeededRandom(seed: seed)
      for _ in 0..<300 {
        let text = (0..<Int.random(in: 1...8, using: &random)).map { _ in
          pieces.randomElement(using: &random)!
        }.joined()
        for mode in [CSIndexSearchRequest.Mode.allTerms, .anyTerm] {
          let request = CSIndexSearchRequest(
            terms: [.init([text, text + "x"], isPrefix: true), .init(text)], mode: mode)
          _ = try await store.search(request)
        }
        _ = try await store.corrections(for: [text], limit: 3)
      }
      #expect(try store.currentItems().count == 6)
    }
  }
}
