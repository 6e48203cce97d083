public import Foundation

/// A completion of what a person is typing, offered by a ``CSUserQuery``.
///
/// `@unchecked Sendable`: every stored property is a `let` of a `Sendable` value, so instances
/// never change; the class is `open` like Apple's, which rules out plain `Sendable`.
open class CSSuggestion: @unchecked Sendable {
  /// The kinds of suggestion.
  public enum Kind: Int, Sendable, Hashable {
    /// No particular kind.
    case none
    /// A suggestion the app provided.
    case custom
    /// A suggestion from the index's words.
    case `default`
  }

  /// The suggested text.
  public let localizedAttributedSuggestion: AttributedString
  /// Where the suggestion comes from.
  public let suggestionKind: Kind
  /// Its place among the query's suggestions.
  let rank: Int

  init(_ text: String, kind: Kind, rank: Int) {
    localizedAttributedSuggestion = AttributedString(text)
    suggestionKind = kind
    self.rank = rank
  }

  /// The suggested text, plain.
  var text: String { String(localizedAttributedSuggestion.characters) }

  /// Orders two suggestions by their text.
  public func compare(_ suggestion: CSSuggestion) -> ComparisonResult {
    text < suggestion.text
      ? .orderedAscending
      : text > suggestion.text
        ? .orderedDescending
        : .orderedSame
  }

  /// Orders two suggestions by their rank, the best first.
  public func compareByRank(_ suggestion: CSSuggestion) -> ComparisonResult {
    rank < suggestion.rank
      ? .orderedAscending
      : rank > suggestion.rank
        ? .orderedDescending
        : .orderedSame
  }
}
