import Foundation

// Search over the items of an in-memory store: every item is looked at, so it suits the
// hundreds or thousands of items of tests and small apps; the SQLite store answers the same
// requests through FTS5.

extension SearchableItemStore {
  /// A page of the items matching a request, best first.
  func search(_ request: CSIndexSearchRequest) -> CSIndexSearchPage {
    var scored: [(entry: Entry, relevance: Double, fields: [CSIndexField])] = []
    for entry in entries.values where Self.isCurrent(entry.item, at: request.date) {
      if let types = request.entityTypes {
        guard let type = entry.document.entityType, types.contains(type) else { continue }
      }
      let boost = SearchText.priorityBoost(entry.document.priority)
      guard !request.terms.isEmpty else {
        scored.append((entry, boost, []))
        continue
      }
      var relevance = 0.0
      var fields = Set<CSIndexField>()
      var matchedTerms = 0
      for term in request.terms {
        let matched = CSIndexField.allCases.filter { field in
          entry.words[field, default: []].contains { Self.term(term, matches: $0) }
        }
        if !matched.isEmpty { matchedTerms += 1 }
        relevance += matched.reduce(0) { $0 + $1.weight }
        fields.formUnion(matched)
      }
      let required = request.mode == .allTerms ? request.terms.count : 1
      guard matchedTerms >= required else { continue }
      scored.append((entry, relevance * boost, fields.sorted()))
    }
    scored.sort {
      $0.relevance != $1.relevance
        ? $0.relevance > $1.relevance
        : $0.entry.sequence < $1.entry.sequence
    }
    let page = scored.dropFirst(max(request.offset, 0)).prefix(max(request.limit, 0))
    return CSIndexSearchPage(
      hits: page.map { entry, relevance, fields in
        CSIndexSearchHit(
          uniqueIdentifier: entry.item.uniqueIdentifier,
          domainIdentifier: entry.item.domainIdentifier, entityType: entry.document.entityType,
          entityIdentifier: entry.document.entityIdentifier, priority: entry.document.priority,
          title: entry.item.attributeSet.title, relevance: relevance, matchedFields: fields)
      }, total: scored.count)
  }

  /// Whether a word of an item satisfies a term: equal to an alternative, the same word form
  /// (`hiking` and `hike`), or, for a prefix term, beginning with an alternative.
  static func term(_ term: CSIndexSearchRequest.Term, matches word: String) -> Bool {
    term.alternatives.contains { alternative in
      word == alternative || (term.isPrefix && word.hasPrefix(alternative))
        || WordForm.stem(word) == WordForm.stem(alternative)
    }
  }

  /// The words of titles and names, with the number of items holding each.
  func vocabulary(at now: Date) -> [String: Int] {
    var counts: [String: Int] = [:]
    for entry in entries.values where Self.isCurrent(entry.item, at: now) {
      let words = Set(entry.words[.title, default: []] + entry.words[.names, default: []])
      for word in words { counts[word, default: 0] += 1 }
    }
    return counts
  }

  /// The corrections of each word from the vocabulary, closest and most common first.
  func corrections(for words: [String], limit: Int, at now: Date) -> [String: [String]] {
    let vocabulary = vocabulary(at: now)
    var corrections: [String: [String]] = [:]
    for word in Set(words) {
      let allowance = SearchText.typoAllowance(forLength: word.unicodeScalars.count)
      guard allowance > 0, vocabulary[word] == nil else {
        corrections[word] = []
        continue
      }
      let close = vocabulary.compactMap { candidate, count -> (String, Int, Int)? in
        let distance = SearchText.distance(word, candidate, limit: allowance)
        return distance <= allowance ? (candidate, distance, count) : nil
      }
      corrections[word] = close.sorted {
        ($0.1, -$0.2, $0.0) < ($1.1, -$1.2, $1.0)
      }.prefix(limit).map(\.0)
    }
    return corrections
  }
}

/// A light stemmer for the in-memory store: strips the commonest English endings, so that
/// `hiking`, `hikes` and `hiked` meet `hike`. The SQLite store uses FTS5's Porter stemmer.
enum WordForm {
  static func stem(_ word: String) -> String {
    for suffix in ["ing", "ed", "es", "s", "e"] where word.hasSuffix(suffix) {
      let stem = String(word.dropLast(suffix.count))
      if stem.count >= 3 { return stem }
    }
    return word
  }
}
