import CoreSpotlight
import Foundation
import GRDB

/// The FTS5 pattern of a search request, built from words only.
///
/// Query text never reaches FTS5 as syntax: each alternative of a term is split into folded
/// words (letters and digits), written as a quoted FTS5 string (a quote inside would be
/// doubled; words hold none), optionally followed by `*` for a prefix, and the pattern is
/// checked by GRDB's `FTS5Pattern` before it is bound as an argument. `"`, `*`, `NEAR`, `AND`,
/// parentheses and unbalanced quotes in what people type are plain text.
enum FTS5Query {
  /// The pattern matching the request's terms, or `nil` when no term holds a word.
  static func pattern(_ request: CSIndexSearchRequest) throws -> FTS5Pattern? {
    var groups: [String] = []
    for term in request.terms {
      var alternatives: [String] = []
      for alternative in term.alternatives {
        let words = SearchText.words(alternative)
        guard !words.isEmpty else { continue }
        let quoted =
          "\"" + words.joined(separator: " ").replacingOccurrences(of: "\"", with: "\"\"") + "\""
        let string = term.isPrefix ? quoted + "*" : quoted
        if !alternatives.contains(string) { alternatives.append(string) }
      }
      guard !alternatives.isEmpty else { continue }
      groups.append(
        alternatives.count == 1
          ? alternatives[0] : "(" + alternatives.joined(separator: " OR ") + ")")
    }
    guard !groups.isEmpty else { return nil }
    let raw = groups.joined(separator: request.mode == .allTerms ? " AND " : " OR ")
    return try FTS5Pattern(rawPattern: raw)
  }
}
