import CoreSpotlight
import Foundation
import Synchronization
import Testing

@Suite("Queries of the app's own items")
struct QueryTests {
  /// An index of a few peaks.
  static func peaks() async throws -> CSSearchableIndex {
    let index = CSSearchableIndex(name: "peaks-\(UUID().uuidString)")
    func peak(
      _ id: String, _ title: String, _ keywords: [String], rating: Double, domain: String
    )
      -> CSSearchableItem
    {
      let item = item(id, domain: domain, title: title)
      item.attributeSet.keywords = keywords
      item.attributeSet.rating = NSNumber(value: rating)
      item.attributeSet.contentDescription = "\(title) in the \(domain)"
      item.attributeSet.addedDate = Date(timeIntervalSince1970: rating * 100_000_000)
      return item
    }
    try await index.indexSearchableItems([
      peak("1", "Matterhorn", ["pyramid", "alps"], rating: 5, domain: "alps"),
      peak("2", "Mont Blanc", ["glacier", "alps"], rating: 4, domain: "alps"),
      peak("3", "Mönch", ["glacier"], rating: 3, domain: "alps.bernese"),
      peak("4", "Mount Fuji", ["volcano"], rating: 4.5, domain: "japan"),
    ])
    return index
  }

  static func titles(_ queryString: String, in index: CSSearchableIndex) async throws -> [String] {
    let context = CSSearchQueryContext()
    context.fetchAttributes = ["title"]
    let query = CSSearchQuery(queryString: queryString, queryContext: context)
    query.searchableIndex = index
    var titles: [String] = []
    for try await result in query.results { titles.append(result.item.attributeSet.title ?? "") }
    return titles
  }

  @Test("The query language: strings, wildcards, modifiers, numbers, dates, logic")
  func queryLanguage() async throws {
    let index = try await Self.peaks()
    #expect(try await Self.titles("title == \"Matterhorn\"", in: index) == ["Matterhorn"])
    #expect(try await Self.titles("title == \"matter*\"", in: index) == [])
    #expect(try await Self.titles("title == \"matter*\"c", in: index) == ["Matterhorn"])
    #expect(try await Self.titles("title == \"monch\"cd", in: index) == ["Mönch"])
    #expect(try await Self.titles("title == \"Blanc\"w", in: index) == ["Mont Blanc"])
    #expect(try await Self.titles("keywords == \"glacier\"", in: index) == ["Mont Blanc", "Mönch"])
    #expect(try await Self.titles("rating >= 4.5", in: index) == ["Matterhorn", "Mount Fuji"])
    #expect(try await Self.titles("InRange(rating, 3, 4)", in: index) == ["Mont Blanc", "Mönch"])
    #expect(
      try await Self.titles("keywords == \"alps\" && !(rating > 4)", in: index) == ["Mont Blanc"])
    #expect(
      try await Self.titles("title == 'Mount*' || keywords == \"pyramid\"", in: index)
        == ["Matterhorn", "Mount Fuji"])
    #expect(try await Self.titles("domainIdentifier == \"alps.*\"", in: index) == ["Mönch"])
    #expect(try await Self.titles("* == \"*japan*\"", in: index) == ["Mount Fuji"])
    #expect(
      try await Self.titles("addedDate > $time.iso(1983-01-01T00:00:00Z)", in: index)
        == ["Matterhorn", "Mount Fuji"])
    #expect(try await Self.titles("addedDate < $time.now(-3600)", in: index).count == 4)
    #expect(try await Self.titles("kMDItemTitle != \"Mönch\"", in: index).count == 3)
  }

  @Test("A malformed query string fails with invalidQuery, whatever it holds")
  func malformedQueriesFail() async throws {
    let index = try await Self.peaks()
    for text in [
      "", "title", "title ==", "title == \"open", "(title == \"a\"", "title == \"a\" &&",
      "InRange(rating, 1)", "title ~ \"a\"", "$time.soon", "\u{0}",
      String(repeating: "(", count: 500),
    ] {
      let query = CSSearchQuery(queryString: text, queryContext: nil)
      query.searchableIndex = index
      do {
        for try await _ in query.results {}
        Issue.record("“\(text.prefix(20))” was accepted")
      } catch CSSearchQueryError.invalidQuery {
        // expected
      }
    }
  }

  @Test("Handlers receive items, then completion; cancelling ends with cancelled")
  func handlersAndCancelling() async throws {
    let index = try await Self.peaks()
    let context = CSSearchQueryContext()
    context.fetchAttributes = ["title", "rating"]
    context.filterQueries = ["rating > 4"]
    let query = CSSearchQuery(queryString: "keywords == \"alps\"", queryContext: context)
    query.searchableIndex = index
    let found = Mutex<[CSSearchableItem]>([])
    query.foundItemsHandler = { items in found.withLock { $0 += items } }
    let error: (any Error)? = await withCheckedContinuation { continuation in
      query.completionHandler = { continuation.resume(returning: $0) }
      query.start()
    }
    #expect(error == nil)
    let items = found.withLock { $0 }
    #expect(items.map(\.uniqueIdentifier) == ["1"])
    #expect(items[0].attributeSet.rating == 5)
    #expect(items[0].attributeSet.keywords == nil)  // not fetched
    #expect(query.foundItemCount == 1)

    let cancelled = CSSearchQuery(queryString: "rating > 0", queryContext: nil)
    let ended: (any Error)? = await withCheckedContinuation { continuation in
      cancelled.completionHandler = { continuation.resume(returning: $0) }
      cancelled.cancel()
    }
    #expect((ended as? CSSearchQueryError)?.code == .cancelled)
    #expect(cancelled.isCancelled)
  }

  @Test("A user query ranks what was typed, offers completions and honours its context")
  func userQueries() async throws {
    let index = try await Self.peaks()
    let context = CSUserQueryContext()
    context.fetchAttributes = ["title"]
    context.enableRankedResults = true
    context.maxSuggestionCount = 2
    let query = CSUserQuery(userQueryString: "mo", userQueryContext: context)
    query.searchableIndex = index
    var items: [String] = []
    var suggestions: [String] = []
    for try await response in query.responses {
      switch response {
      case .item(let result): items.append(result.item.attributeSet.title ?? "")
      case .suggestion(let suggestion):
        suggestions.append(String(suggestion.suggestion.localizedAttributedSuggestion.characters))
      }
    }
    #expect(Set(items) == ["Mont Blanc", "Mönch", "Mount Fuji"])
    #expect(suggestions.count == 2)
    #expect(suggestions.allSatisfy { $0.hasPrefix("mo") })

    let glacier = CSUserQueryContext()
    glacier.fetchAttributes = ["title"]
    glacier.filterQueries = ["domainIdentifier == \"alps\""]
    let filtered = CSUserQuery(userQueryString: "glacier ", userQueryContext: glacier)
    filtered.searchableIndex = index
    var titles: [String] = []
    for try await result in filtered.results { titles.append(result.item.attributeSet.title ?? "") }
    #expect(titles == ["Mont Blanc"])

    let typo = CSUserQuery(userQueryString: "matterhron ", userQueryContext: context)
    typo.searchableIndex = index
    var corrected: [String] = []
    for try await result in typo.results { corrected.append(result.item.attributeSet.title ?? "") }
    #expect(corrected == ["Matterhorn"])
  }
}
