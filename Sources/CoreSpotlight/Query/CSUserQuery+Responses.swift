import Foundation

extension CSUserQuery {
  /// An item a user query found.
  public struct Item: Identifiable, Hashable, Comparable, Sendable {
    /// The item's unique identifier.
    public var id: String { item.uniqueIdentifier }
    /// The item, with the attributes the query fetches.
    public var item: CSSearchableItem
    let rank: Int

    /// Whether `lhs` ranks before `rhs`.
    public static func < (lhs: Item, rhs: Item) -> Bool { lhs.rank < rhs.rank }
    /// Whether `lhs` ranks after `rhs`.
    public static func > (lhs: Item, rhs: Item) -> Bool { lhs.rank > rhs.rank }
    /// Whether two results are the same item at the same rank.
    public static func == (lhs: Item, rhs: Item) -> Bool {
      lhs.id == rhs.id && lhs.rank == rhs.rank
    }
    /// Hashes the identifier and rank.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(id)
      hasher.combine(rank)
    }
  }

  /// A suggestion a user query found.
  public struct Suggestion: Identifiable, Hashable, Comparable, Sendable {
    /// The suggested text.
    public var id: String { suggestion.text }
    /// The suggestion.
    public var suggestion: CSSuggestion

    /// Whether `lhs` ranks before `rhs`.
    public static func < (lhs: Suggestion, rhs: Suggestion) -> Bool {
      lhs.suggestion.compareByRank(rhs.suggestion) == .orderedAscending
    }
    /// Whether `lhs` ranks after `rhs`.
    public static func > (lhs: Suggestion, rhs: Suggestion) -> Bool {
      lhs.suggestion.compareByRank(rhs.suggestion) == .orderedDescending
    }
    /// Whether two suggestions have the same text and rank.
    public static func == (lhs: Suggestion, rhs: Suggestion) -> Bool {
      lhs.id == rhs.id && lhs.suggestion.rank == rhs.suggestion.rank
    }
    /// Hashes the text.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
  }

  /// The items and suggestions of a user query, as an asynchronous sequence: suggestions
  /// first, then items best first. Iterating runs the query.
  public struct Responses: AsyncSequence, Sendable {
    /// An item or a suggestion.
    public enum Response: Identifiable, Hashable, Sendable {
      /// An item found.
      case item(Item)
      /// A completion of what was typed.
      case suggestion(Suggestion)

      /// The item's identifier or the suggestion's text.
      public var id: String {
        switch self {
        case .item(let item): "item:" + item.id
        case .suggestion(let suggestion): "suggestion:" + suggestion.id
        }
      }
    }

    /// Reads the responses one at a time.
    public struct Iterator: AsyncIteratorProtocol {
      let query: CSUserQuery
      var responses: [Response]?
      var position = 0

      /// The next response, or `nil` after the last.
      public mutating func next() async throws -> Response? {
        if responses == nil {
          let suggestions = try await query.suggestionsFound().map {
            Response.suggestion(Suggestion(suggestion: $0))
          }
          let items = try await query.matchingItems().map {
            Response.item(Item(item: $0.item, rank: $0.rank))
          }
          responses = suggestions + items
        }
        try query.checkCancellation()
        guard let responses, position < responses.count else { return nil }
        defer { position += 1 }
        return responses[position]
      }
    }

    let query: CSUserQuery

    /// An iterator that runs the query.
    public func makeAsyncIterator() -> Iterator { Iterator(query: query) }
  }

  /// The suggestions of a user query, as an asynchronous sequence.
  public struct Suggestions: AsyncSequence, Sendable {
    /// Reads the suggestions one at a time.
    public struct Iterator: AsyncIteratorProtocol {
      let query: CSUserQuery
      var suggestions: [Suggestion]?
      var position = 0

      /// The next suggestion, or `nil` after the last.
      public mutating func next() async throws -> Suggestion? {
        if suggestions == nil {
          suggestions = try await query.suggestionsFound().map(Suggestion.init)
        }
        guard let suggestions, position < suggestions.count else { return nil }
        defer { position += 1 }
        return suggestions[position]
      }
    }

    let query: CSUserQuery

    /// An iterator that runs the query.
    public func makeAsyncIterator() -> Iterator { Iterator(query: query) }
  }

  /// The query's suggestions and items; iterating them runs the query.
  public var responses: Responses { Responses(query: self) }

  /// The query's suggestions; iterating them finds them.
  public var suggestions: Suggestions { Suggestions(query: self) }
}
