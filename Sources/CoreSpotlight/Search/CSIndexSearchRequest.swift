public import Foundation

/// A ranked text search of a searchable index's items: words to find, the entity types to
/// look in, and the page wanted.
///
/// An OpenIntents addition: the request a ``CSSearchableIndexStore`` answers. Words are folded
/// (lower-cased, without diacritics) and match whole words of an item, with the word forms of
/// stemming (`hiking` finds `hike`); a prefix term also matches the words it begins.
///
/// ```swift
/// let request = CSIndexSearchRequest(
///   terms: [.init("mont"), .init("bl", isPrefix: true)], entityTypes: ["LandmarkEntity"])
/// let page = try await store.search(request)
/// ```
public struct CSIndexSearchRequest: Sendable, Hashable {
  /// One searched word, with the other words that may stand for it.
  public struct Term: Sendable, Hashable {
    /// The folded words any of which satisfies the term: what was typed first, then
    /// corrections or synonyms.
    public var alternatives: [String]
    /// Whether each alternative also matches the words it begins.
    public var isPrefix: Bool

    /// A term of one word or more.
    public init(_ alternatives: [String], isPrefix: Bool = false) {
      self.alternatives = alternatives
      self.isPrefix = isPrefix
    }

    /// A term of one word.
    public init(_ word: String, isPrefix: Bool = false) {
      self.init([word], isPrefix: isPrefix)
    }
  }

  /// How terms combine.
  public enum Mode: String, Sendable, Hashable, Codable {
    /// An item must match every term.
    case allTerms
    /// An item must match at least one term; items matching more rank higher.
    case anyTerm
  }

  /// The terms. With none, the request lists the items of ``entityTypes`` by priority.
  public var terms: [Term]
  /// How the terms combine.
  public var mode: Mode
  /// The entity types whose items may match (the persistent identifiers items were associated
  /// with); `nil` for every item, associated or not.
  public var entityTypes: Set<String>?
  /// The most hits to return.
  public var limit: Int
  /// How many of the best hits to skip, for the following pages.
  public var offset: Int
  /// The moment expiration dates are compared with.
  public var date: Date

  /// A request.
  public init(
    terms: [Term], mode: Mode = .allTerms, entityTypes: Set<String>? = nil, limit: Int = 20,
    offset: Int = 0, date: Date = Date()
  ) {
    self.terms = terms
    self.mode = mode
    self.entityTypes = entityTypes
    self.limit = limit
    self.offset = offset
    self.date = date
  }
}

/// One page of the hits of a ``CSIndexSearchRequest``, best first.
///
/// An OpenIntents addition.
public struct CSIndexSearchPage: Sendable, Hashable {
  /// The hits, best first.
  public var hits: [CSIndexSearchHit]
  /// How many items match in all.
  public var total: Int

  /// A page.
  public init(hits: [CSIndexSearchHit], total: Int) {
    self.hits = hits
    self.total = total
  }
}

/// An indexed item that matches a search.
///
/// An OpenIntents addition.
public struct CSIndexSearchHit: Sendable, Hashable {
  /// The item's unique identifier.
  public var uniqueIdentifier: String
  /// The item's domain, if any.
  public var domainIdentifier: String?
  /// The persistent identifier of the entity type the item stands for, if associated.
  public var entityType: String?
  /// The identifier of the entity the item stands for, if associated.
  public var entityIdentifier: String?
  /// The priority the item was associated with.
  public var priority: Int
  /// The item's title, if it has one.
  public var title: String?
  /// How well the item matches, with its priority weighed in: higher is better. Comparable
  /// only within one backend's answers.
  public var relevance: Double
  /// The fields where the search words were found, most important first.
  public var matchedFields: [CSIndexField]

  /// A hit.
  public init(
    uniqueIdentifier: String, domainIdentifier: String?, entityType: String?,
    entityIdentifier: String?, priority: Int, title: String?, relevance: Double,
    matchedFields: [CSIndexField]
  ) {
    self.uniqueIdentifier = uniqueIdentifier
    self.domainIdentifier = domainIdentifier
    self.entityType = entityType
    self.entityIdentifier = entityIdentifier
    self.priority = priority
    self.title = title
    self.relevance = relevance
    self.matchedFields = matchedFields
  }
}

/// What a searchable index holds.
///
/// An OpenIntents addition.
public struct CSIndexStatistics: Sendable, Hashable {
  /// How many items the index holds that haven't expired.
  public var itemCount: Int
  /// How many of them stand for entities, by entity type.
  public var entityCounts: [String: Int]
  /// The client state of the last batch, if any (``CSSearchableIndex/fetchLastClientState()``).
  public var clientState: Data?

  /// Statistics.
  public init(itemCount: Int, entityCounts: [String: Int], clientState: Data?) {
    self.itemCount = itemCount
    self.entityCounts = entityCounts
    self.clientState = clientState
  }
}

extension CSIndexSearchRequest {
  /// The request's terms in a backend's query syntax, for the stores that build queries: each
  /// alternative as its folded words (`SearchText.words`) written by `phrase` (with whether the
  /// term is a prefix), repeated alternatives once, several joined by `or` in parentheses; a
  /// term without any word is left out. The caller joins the groups by its "and" or "or" as
  /// ``mode`` says.
  package func termGroups(
    or: String, phrase: (_ words: [String], _ isPrefix: Bool) -> String
  ) -> [String] {
    var groups: [String] = []
    for term in terms {
      var alternatives: [String] = []
      for alternative in term.alternatives {
        let words = SearchText.words(alternative)
        guard !words.isEmpty else { continue }
        let written = phrase(words, term.isPrefix)
        if !alternatives.contains(written) { alternatives.append(written) }
      }
      guard !alternatives.isEmpty else { continue }
      groups.append(
        alternatives.count == 1 ? alternatives[0] : "(" + alternatives.joined(separator: or) + ")")
    }
    return groups
  }
}
