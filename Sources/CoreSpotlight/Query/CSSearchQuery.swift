import Foundation
import Synchronization

/// A query of the app's own searchable items, written in Core Spotlight's query language.
///
/// ```swift
/// let context = CSSearchQueryContext()
/// context.fetchAttributes = ["title", "keywords"]
/// let query = CSSearchQuery(queryString: "title == \"matter*\"cd", queryContext: context)
/// for try await result in query.results {
///   print(result.item.uniqueIdentifier, result.item.attributeSet.title ?? "")
/// }
/// ```
///
/// The query runs over the items of ``searchableIndex`` (the default index unless set) that
/// haven't expired, in the order of their identifiers; see the query language at
/// `QueryExpression`. Results come through ``results``, or through ``foundItemsHandler`` and
/// ``completionHandler`` after ``start()``. A malformed query string fails with
/// ``CSSearchQueryError/Code/invalidQuery``; ``cancel()`` ends it with
/// ``CSSearchQueryError/Code/cancelled``.
///
/// A query looks at every item of the index, so it suits indexes of thousands of items; for
/// text that people type, ``CSUserQuery`` searches the full-text index instead.
///
/// `@unchecked Sendable`: every mutable property reads and writes `state`, a `Mutex`.
open class CSSearchQuery: @unchecked Sendable {
  struct State {
    var isCancelled = false
    var isStarted = false
    var isFinished = false
    var foundItemCount = 0
    var foundItemsHandler: (@Sendable ([CSSearchableItem]) -> Void)?
    var completionHandler: (@Sendable ((any Error)?) -> Void)?
    var task: Task<Void, Never>?
    var searchableIndex = CSSearchableIndex.default()
  }

  let queryString: String
  let queryContext: CSSearchQueryContext
  let state = Mutex(State())

  /// How many items the handlers receive at a time.
  static let deliveryBatchSize = 100

  /// A query for the items matching a query string, with what to fetch and extra conditions.
  public init(queryString: String, queryContext: CSSearchQueryContext?) {
    self.queryString = queryString
    self.queryContext = queryContext ?? CSSearchQueryContext()
  }

  /// A query for the items matching a query string, fetching the given attributes.
  @available(*, deprecated, renamed: "init(queryString:queryContext:)")
  public convenience init(queryString: String, attributes: [String]?) {
    let context = CSSearchQueryContext()
    context.fetchAttributes = attributes ?? []
    self.init(queryString: queryString, queryContext: context)
  }

  /// The index the query searches: the app's default index unless set before the query starts.
  ///
  /// An OpenIntents addition, for apps that index into a named index.
  public var searchableIndex: CSSearchableIndex {
    get { state.withLock { $0.searchableIndex } }
    set { state.withLock { $0.searchableIndex = newValue } }
  }

  /// Whether the query was cancelled.
  public var isCancelled: Bool { state.withLock { $0.isCancelled } }

  /// How many items the query has found so far.
  public var foundItemCount: Int { state.withLock { $0.foundItemCount } }

  /// Receives the items found, a batch at a time, after ``start()``.
  public var foundItemsHandler: (@Sendable ([CSSearchableItem]) -> Void)? {
    get { state.withLock { $0.foundItemsHandler } }
    set { state.withLock { $0.foundItemsHandler = newValue } }
  }

  /// Receives `nil` when the query has delivered every item, or the error that ended it.
  public var completionHandler: (@Sendable ((any Error)?) -> Void)? {
    get { state.withLock { $0.completionHandler } }
    set { state.withLock { $0.completionHandler = newValue } }
  }

  /// Starts the query: items go to ``foundItemsHandler``, then ``completionHandler`` is
  /// called. Starting again does nothing.
  open func start() {
    let starting = state.withLock { state -> Bool in
      guard !state.isStarted, !state.isCancelled else { return false }
      state.isStarted = true
      return true
    }
    guard starting else { return }
    let task = Task { [self] in
      do {
        let items = try await matchingItems().map(\.item)
        var start = 0
        while start < items.count {
          try checkCancellation()
          let batch = Array(items[start..<min(start + Self.deliveryBatchSize, items.count)])
          let handler = state.withLock { state in
            state.foundItemCount += batch.count
            return state.foundItemsHandler
          }
          handler?(batch)
          start += batch.count
        }
        try await deliverSuggestions()
        finish(nil)
      } catch {
        finish(error)
      }
    }
    state.withLock { $0.task = task }
  }

  /// Stops the query; its completion handler receives ``CSSearchQueryError/Code/cancelled``
  /// unless it had already finished.
  open func cancel() {
    let task = state.withLock { state -> Task<Void, Never>? in
      state.isCancelled = true
      return state.task
    }
    task?.cancel()
    if task == nil { finish(CSSearchQueryError(.cancelled, "The query was cancelled.")) }
  }

  // MARK: - Running

  /// The items matching the query, in the order they are delivered, with their ranks.
  func matchingItems() async throws -> [(item: CSSearchableItem, rank: Int)] {
    let expression = try Self.parse(queryString)
    let filters = try queryContext.filterQueries.map(Self.parse)
    let store = searchableIndex.store
    let items: [CSSearchableItem]
    do {
      items = try await store.allItems()
    } catch {
      throw CSSearchQueryError(.indexUnreachable, "The index could not be read: \(error).")
    }
    var found: [(item: CSSearchableItem, rank: Int)] = []
    for item in items {
      try checkCancellation()
      let attributes = item.attributeSet.allAttributes
      guard expression.matches(item, attributes),
        filters.allSatisfy({ $0.matches(item, attributes) })
      else { continue }
      found.append((project(item, attributes), found.count))
    }
    return found
  }

  /// Sends suggestions, for user queries.
  func deliverSuggestions() async throws {}

  /// Throws ``CSSearchQueryError/Code/cancelled`` once the query is cancelled.
  func checkCancellation() throws {
    if isCancelled || Task.isCancelled {
      throw CSSearchQueryError(.cancelled, "The query was cancelled.")
    }
  }

  /// The item with only the attributes the context fetches.
  func project(
    _ item: CSSearchableItem, _ attributes: [String: CSAttributeValue]
  )
    -> CSSearchableItem
  {
    let projected = CSSearchableItemAttributeSet()
    for name in queryContext.fetchAttributes {
      let stored = QueryExpression.propertyNames[name] ?? name
      if let value = attributes[stored] { projected.setValue(value, forAttributeNamed: stored) }
    }
    let copy = CSSearchableItem(
      uniqueIdentifier: item.uniqueIdentifier, domainIdentifier: item.domainIdentifier,
      attributeSet: projected)
    copy.expirationDate = item.expirationDate
    return copy
  }

  /// Calls the completion handler once.
  func finish(_ error: (any Error)?) {
    let handler = state.withLock { state -> (@Sendable ((any Error)?) -> Void)? in
      guard !state.isFinished else { return nil }
      state.isFinished = true
      return state.completionHandler
    }
    handler?(error)
  }

  static func parse(_ text: String) throws -> QueryExpression {
    do {
      return try QueryExpression.parse(text)
    } catch let error as QuerySyntaxError {
      throw CSSearchQueryError(.invalidQuery, error.message)
    }
  }
}
