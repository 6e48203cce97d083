import CoreSpotlight
import Foundation
import GRDB

/// The FTS5 pattern of a search request, built from words only.
///
/// Query text never reaches FTS5 as syntax: each alternative of a term is split into folded
/// words (letters, digits and private-use characters only: `SearchText.words`), written as a
/// quoted FTS5 string, optionally followed by `*` for a prefix, and the pattern is bound as an
/// argument. `"`, `*`, `NEAR`, `AND`, parentheses and unbalanced quotes in what people type are
/// plain text.
///
/// A pattern made of quoted word strings joined by `AND`/`OR` is always valid FTS5, so it is
/// not checked again by GRDB's `FTS5Pattern(rawPattern:)`: that check opens an in-memory
/// database and creates an FTS5 table in it each time, which cost more than the search itself.
enum FTS5Query {
  /// The pattern matching the request's terms, or `nil` when no term holds a word.
  static func pattern(_ request: CSIndexSearchRequest) -> String? {
    let groups = request.termGroups(or: " OR ") { words, isPrefix in
      let quoted = string(words.joined(separator: " "))
      return isPrefix ? quoted + "*" : quoted
    }
    guard !groups.isEmpty else { return nil }
    return groups.joined(separator: request.mode == .allTerms ? " AND " : " OR ")
  }

  /// Text as an FTS5 string: in double quotes, a quote inside doubled (words hold none).
  static func string(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
