import Foundation
import Synchronization

/// A search for what a person typed: the app's items ranked by how well their text matches,
/// with completions of the last word.
///
/// ```swift
/// let context = CSUserQueryContext()
/// context.fetchAttributes = ["title"]
/// context.enableRankedResults = true
/// context.maxSuggestionCount = 3
/// let query = CSUserQuery(userQueryString: "matterh", userQueryContext: context)
/// for try await response in query.responses {
///   switch response {
///   case .item(let result): print(result.item.attributeSet.title ?? "")
///   case .suggestion(let suggestion): print(suggestion.suggestion.localizedAttributedSuggestion)
///   }
/// }
/// ```
///
/// The words are searched in the full-text index of ``CSSearchQuery/searchableIndex``'s store
/// as `IntentsHost.spotlight` searches it: case and accents ignored, the last word a prefix
/// while it is being typed, word forms matched, fields weighted, priority weighed in; when
/// nothing holds every word, close spellings are tried (unless
/// ``CSUserQueryContext/disableSemanticSearch``). The context's filter queries narrow the
/// items found.
///
/// `@unchecked Sendable`: every mutable property reads and writes a `Mutex`.
open class CSUserQuery: CSSearchQuery, @unchecked Sendable {
  struct SuggestionState {
    var foundSuggestionCount = 0
    var foundSuggestionsHandler: (@Sendable ([CSSuggestion]) -> Void)?
  }

  let userQueryString: String?
  let userContext: CSUserQueryContext
  let suggestionState = Mutex(SuggestionState())

  /// A query for what a person typed.
  public init(userQueryString: String?, userQueryContext: CSUserQueryContext?) {
    self.userQueryString = userQueryString
    let context = userQueryContext ?? CSUserQueryContext()
    userContext = context
    super.init(queryString: "", queryContext: context)
  }

  /// How many suggestions the query has found so far.
  public var foundSuggestionCount: Int { suggestionState.withLock { $0.foundSuggestionCount } }

  /// Receives the suggestions found, after ``CSSearchQuery/start()``.
  public var foundSuggestionsHandler: (@Sendable ([CSSuggestion]) -> Void)? {
    get { suggestionState.withLock { $0.foundSuggestionsHandler } }
    set { suggestionState.withLock { $0.foundSuggestionsHandler = newValue } }
  }

  /// The text searched: the chosen suggestion's, or what was typed.
  var text: String { userContext.currentSuggestion?.text ?? userQueryString ?? "" }

  /// The words searched, the last one a prefix unless the text ends after it.
  var terms: [CSIndexSearchRequest.Term] {
    let words = SearchText.words(text)
    let typing = text.unicodeScalars.last.map(SearchText.isWordScalar) ?? false
    return words.enumerated().map { index, word in
      .init(word, isPrefix: typing && index == words.count - 1)
    }
  }

  override func matchingItems() async throws -> [(item: CSSearchableItem, rank: Int)] {
    let filters = try queryContext.filterQueries.map(Self.parse)
    let terms = terms
    guard !terms.isEmpty else { return [] }
    let limit = userContext.maxResultCount < 0 ? 100 : userContext.maxResultCount
    guard limit > 0 else { return [] }
    let store = searchableIndex.store
    var request = CSIndexSearchRequest(
      terms: terms, limit: filters.isEmpty ? limit : min(limit * 4, 1000))
    var page = try await store.search(request)
    if page.total == 0, !userContext.disableSemanticSearch {
      let corrections = try await store.corrections(
        for: terms.map { $0.alternatives[0] }, limit: 3)
      request.terms = terms.map { term in
        .init(
          term.alternatives + (corrections[term.alternatives[0]] ?? []), isPrefix: term.isPrefix)
      }
      page = try await store.search(request)
    }
    try checkCancellation()
    let stored = try await store.items(withIdentifiers: page.hits.map(\.uniqueIdentifier))
    let byIdentifier = Dictionary(stored.map { ($0.uniqueIdentifier, $0) }) { first, _ in first }
    var found: [CSSearchableItem] = []
    for hit in page.hits {
      guard let item = byIdentifier[hit.uniqueIdentifier] else { continue }
      let attributes = item.attributeSet.allAttributes
      guard filters.allSatisfy({ $0.matches(item, attributes) }) else { continue }
      found.append(project(item, attributes))
      if found.count == limit { break }
    }
    let ranked =
      userContext.enableRankedResults
      ? (userContext.maxRankedResultCount < 0 ? found.count : userContext.maxRankedResultCount)
      : 0
    let rest = found.dropFirst(ranked).sorted { $0.uniqueIdentifier < $1.uniqueIdentifier }
    return (Array(found.prefix(ranked)) + rest).enumerated().map { ($1, $0) }
  }

  /// Completions of the last word from the words of the index's titles and names, each as
  /// the whole text with the last word completed.
  func suggestionsFound() async throws -> [CSSuggestion] {
    let count = userContext.maxSuggestionCount
    let terms = terms
    guard count > 0, let last = terms.last, last.isPrefix else { return [] }
    let words = terms.dropLast().map { $0.alternatives[0] }
    let completions = try await searchableIndex.store.completions(
      forPrefix: last.alternatives[0], limit: count)
    return completions.enumerated().map { rank, completion in
      CSSuggestion((words + [completion]).joined(separator: " "), kind: .default, rank: rank)
    }
  }

  override func deliverSuggestions() async throws {
    let suggestions = try await suggestionsFound()
    guard !suggestions.isEmpty else { return }
    let handler = suggestionState.withLock { state in
      state.foundSuggestionCount += suggestions.count
      return state.foundSuggestionsHandler
    }
    handler?(suggestions)
  }
}
