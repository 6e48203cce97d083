import Synchronization

/// Where a query looks beyond the app's own items.
public struct CSSearchQuerySourceOptions: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates options from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The app's own items.
  public static let `default` = CSSearchQuerySourceOptions([])
  /// Mail items too; there are none here, so this finds the same items.
  public static let allowMail = CSSearchQuerySourceOptions(rawValue: 1)
}

/// What a query returns and where it looks: the attributes to fetch and extra conditions.
///
/// ```swift
/// let context = CSSearchQueryContext()
/// context.fetchAttributes = ["title", "contentDescription"]
/// context.filterQueries = ["domainIdentifier == \"trails\""]
/// ```
///
/// `@unchecked Sendable`: every property reads and writes `state`, a `Mutex`.
open class CSSearchQueryContext: @unchecked Sendable {
  struct State {
    var fetchAttributes: [String] = []
    var filterQueries: [String] = []
    var keyboardLanguage: String?
    var sourceOptions: CSSearchQuerySourceOptions = .default
  }

  let state = Mutex(State())

  /// Creates a context that fetches no attributes and adds no conditions.
  public init() {}

  /// The attributes the items found carry, named as the attribute set's properties (`title`)
  /// or as custom keys; the items carry no other attribute.
  public var fetchAttributes: [String] {
    get { state.withLock { $0.fetchAttributes } }
    set { state.withLock { $0.fetchAttributes = newValue } }
  }

  /// Query strings every item found must also satisfy.
  public var filterQueries: [String] {
    get { state.withLock { $0.filterQueries } }
    set { state.withLock { $0.filterQueries = newValue } }
  }

  /// The language of the keyboard the query was typed on, if known.
  public var keyboardLanguage: String? {
    get { state.withLock { $0.keyboardLanguage } }
    set { state.withLock { $0.keyboardLanguage = newValue } }
  }

  /// Where the query looks.
  public var sourceOptions: CSSearchQuerySourceOptions {
    get { state.withLock { $0.sourceOptions } }
    set { state.withLock { $0.sourceOptions = newValue } }
  }
}
