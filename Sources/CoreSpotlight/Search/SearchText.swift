import Foundation

/// The text rules every search backend and the runtime share: folding, words, typo distance.
///
/// Text is folded (lower-cased, diacritics removed: "Café" becomes "cafe") and split into words
/// at every character that is neither a letter nor a digit — the rules of SQLite's `unicode61`
/// tokenizer with `remove_diacritics 2`, so that words found here are words an FTS5 index holds.
package enum SearchText {
  /// The text lower-cased and without diacritics.
  package static func fold(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
    return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .lowercased()
  }

  /// The folded words of the text, in order.
  package static func words(_ text: String) -> [String] {
    var words: [String] = []
    var current = String.UnicodeScalarView()
    for scalar in fold(text).unicodeScalars {
      if isWordScalar(scalar) {
        current.append(scalar)
      } else if !current.isEmpty {
        words.append(String(current))
        current = String.UnicodeScalarView()
      }
    }
    if !current.isEmpty { words.append(String(current)) }
    return words
  }

  /// Whether a scalar belongs to a word: a letter, a digit, or a private-use character.
  package static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      let value = scalar.value
      return (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A)
        || (value >= 0x30 && value <= 0x39)
    }
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
      .decimalNumber, .letterNumber, .otherNumber, .privateUse:
      return true
    default:
      return false
    }
  }

  /// How many typing mistakes a word of this length may carry and still be recognised: none
  /// below 4 letters (too many short words are one letter apart), one up to 7, two from 8.
  package static func typoAllowance(forLength length: Int) -> Int {
    length < 4 ? 0 : length < 8 ? 1 : 2
  }

  /// The number of single-letter insertions, deletions, substitutions and swaps of two
  /// neighbours that turn one word into the other (optimal string alignment), or `limit + 1`
  /// as soon as it is known to exceed `limit`.
  package static func distance(_ lhs: String, _ rhs: String, limit: Int) -> Int {
    let a = Array(lhs.unicodeScalars)
    let b = Array(rhs.unicodeScalars)
    if abs(a.count - b.count) > limit { return limit + 1 }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = current[0]
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, before[j - 2] + 1)
        }
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      if rowMinimum > limit { return limit + 1 }
      (before, previous, current) = (previous, current, before)
    }
    return min(previous[b.count], limit + 1)
  }

  /// Whether a word may be corrected at all: one folded word long enough to carry a typing
  /// mistake (``typoAllowance(forLength:)`` above zero).
  package static func isCorrectable(_ word: String) -> Bool {
    typoAllowance(forLength: word.unicodeScalars.count) > 0 && words(word) == [word]
  }

  /// Whether `part` lies whole inside `word`, byte for byte: "horn" in "matterhorn". Both
  /// are folded words, so bytes compare as the backends' `LIKE` and trigram indexes do.
  package static func holds(_ part: String, inside word: String) -> Bool {
    !part.isEmpty && word.utf8.firstRange(of: part.utf8) != nil
  }

  /// The corrections of a word an index does not hold, chosen from candidate words of its
  /// titles and names with the number of items holding each — the one rule every backend
  /// applies to the candidates it finds:
  ///
  /// 1. words within typing distance (``typoAllowance(forLength:)``), closest first;
  /// 2. then words that hold the word whole inside them (``holds(_:inside:)``: "horn" finds
  ///    "matterhorn" and "hornli"), for someone who typed part of a long name;
  ///
  /// each group most common first, then in scalar order; at most `limit`. A candidate no item
  /// holds any more, or the word itself, is left out.
  package static func corrections(
    of word: String, among candidates: some Sequence<(word: String, items: Int)>, limit: Int
  ) -> [String] {
    let allowance = typoAllowance(forLength: word.unicodeScalars.count)
    var best: [String: (group: Int, items: Int)] = [:]
    for (candidate, items) in candidates where items > 0 && candidate != word {
      let distance = distance(word, candidate, limit: allowance)
      let group: Int
      if distance <= allowance {
        group = distance
      } else if holds(word, inside: candidate) {
        group = allowance + 1
      } else {
        continue
      }
      best[candidate] = (group, max(items, best[candidate]?.items ?? 0))
    }
    return best.sorted {
      ($0.value.group, -$0.value.items, $0.key) < ($1.value.group, -$1.value.items, $1.key)
    }.prefix(max(limit, 0)).map(\.key)
  }

  /// How much an item's priority raises its relevance: 1 for priority 0 or less, growing
  /// slowly with larger priorities (about 1.48 for 10), so that text relevance still leads.
  package static func priorityBoost(_ priority: Int) -> Double {
    1 + 0.2 * log(1 + Double(max(priority, 0)))
  }
}
