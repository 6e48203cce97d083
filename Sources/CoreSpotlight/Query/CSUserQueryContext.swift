import Synchronization

/// What a ``CSUserQuery`` returns: ranking, how many items and suggestions.
///
/// ```swift
/// let context = CSUserQueryContext()
/// context.fetchAttributes = ["title", "contentDescription"]
/// context.enableRankedResults = true
/// context.maxResultCount = 20
/// context.maxSuggestionCount = 4
/// ```
///
/// `@unchecked Sendable`: every property reads and writes a `Mutex`.
open class CSUserQueryContext: CSSearchQueryContext, @unchecked Sendable {
  struct Options {
    var enableRankedResults = false
    var disableSemanticSearch = false
    var maxResultCount = -1
    var maxSuggestionCount = 0
    var maxRankedResultCount = -1
    var currentSuggestion: CSSuggestion?
  }

  let options = Mutex(Options())

  /// Creates a context: unranked results (ordered by identifier), at most 100 items, no
  /// suggestions.
  public override init() {}

  /// A context for refining a search with the suggestion a person chose.
  public static func userQueryContext(with currentSuggestion: CSSuggestion?) -> CSUserQueryContext {
    let context = CSUserQueryContext()
    context.options.withLock { $0.currentSuggestion = currentSuggestion }
    return context
  }

  /// Whether items come best first (`true`) or in the order of their identifiers.
  public var enableRankedResults: Bool {
    get { options.withLock { $0.enableRankedResults } }
    set { options.withLock { $0.enableRankedResults = newValue } }
  }

  /// Whether to match the words only as written. The index matches words, their forms and
  /// close spellings; with this set, close spellings are not tried.
  public var disableSemanticSearch: Bool {
    get { options.withLock { $0.disableSemanticSearch } }
    set { options.withLock { $0.disableSemanticSearch = newValue } }
  }

  /// The most items the query returns; a negative value means 100.
  public var maxResultCount: Int {
    get { options.withLock { $0.maxResultCount } }
    set { options.withLock { $0.maxResultCount = newValue } }
  }

  /// The most completions the query suggests.
  public var maxSuggestionCount: Int {
    get { options.withLock { $0.maxSuggestionCount } }
    set { options.withLock { $0.maxSuggestionCount = newValue } }
  }

  /// How many of the first items are ranked when ranking is on; a negative value ranks them
  /// all. Items past it follow in the order of their identifiers.
  public var maxRankedResultCount: Int {
    get { options.withLock { $0.maxRankedResultCount } }
    set { options.withLock { $0.maxRankedResultCount = newValue } }
  }

  /// The suggestion the person chose, whose text replaces the query's, if any.
  var currentSuggestion: CSSuggestion? { options.withLock { $0.currentSuggestion } }
}
