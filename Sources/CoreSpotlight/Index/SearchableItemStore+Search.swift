import Foundation

// Search over the items of an in-memory store: every item is looked at, so it suits the
// hundreds or thousands of items of tests and small apps; the SQLite store answers the same
// requests through FTS5.

extension SearchableItemStore {
  /// A page of the items matching a request, best first.
  func search(_ request: CSIndexSearchRequest) -> CSIndexSearchPage {
    // Each alternative as its folded words, as the SQLite store reads them; terms without any
    // word are dropped.
    let terms = request.terms.compactMap { term -> NormalizedTerm? in
      let alternatives = term.alternatives.map(SearchText.words).filter { !$0.isEmpty }
      return alternatives.isEmpty
        ? nil : NormalizedTerm(alternatives: alternatives, isPrefix: term.isPrefix)
    }
    if terms.isEmpty, !request.terms.isEmpty { return CSIndexSearchPage(hits: [], total: 0) }
    var scored: [(entry: Entry, relevance: Double, fields: [CSIndexField])] = []
    for entry in entries.values where Self.isCurrent(entry.item, at: request.date) {
      if let types = request.entityTypes {
        guard let type = entry.document.entityType, types.contains(type) else { continue }
      }
      let boost = SearchText.priorityBoost(entry.document.priority)
      guard !terms.isEmpty else {
        scored.append((entry, boost, []))
        continue
      }
      var relevance = 0.0
      var fields = Set<CSIndexField>()
      var matchedTerms = 0
      for term in terms {
        let matched = CSIndexField.allCases.filter { field in
          Self.term(term, matches: entry.words[field, default: []])
        }
        if !matched.isEmpty { matchedTerms += 1 }
        relevance += matched.reduce(0) { $0 + $1.weight }
        fields.formUnion(matched)
      }
      let required = request.mode == .allTerms ? terms.count : 1
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

  /// A term whose alternatives are each a run of folded words.
  struct NormalizedTerm {
    var alternatives: [[String]]
    var isPrefix: Bool
  }

  /// Whether a field's words satisfy a term: for some alternative, each of its words is a
  /// word of the field — equal, the same word form (`hiking` and `hike`), or, for the last word
  /// of a prefix term, the beginning of one.
  static func term(_ term: NormalizedTerm, matches words: [String]) -> Bool {
    term.alternatives.contains { alternative in
      alternative.indices.allSatisfy { index in
        let prefix = term.isPrefix && index == alternative.count - 1
        return words.contains { word(alternative[index], prefix: prefix, matches: $0) }
      }
    }
  }

  private static func word(_ searched: String, prefix: Bool, matches word: String) -> Bool {
    word == searched || (prefix && word.hasPrefix(searched))
      || WordForm.stem(word) == WordForm.stem(searched)
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

  /// The corrections of each word from the vocabulary
  /// (``SearchText/corrections(of:among:limit:)``).
  func corrections(for words: [String], limit: Int, at now: Date) -> [String: [String]] {
    let vocabulary = vocabulary(at: now)
    var corrections: [String: [String]] = [:]
    for word in Set(words) {
      guard SearchText.isCorrectable(word), vocabulary[word] == nil else {
        corrections[word] = []
        continue
      }
      corrections[word] = SearchText.corrections(
        of: word, among: vocabulary.lazy.map { (word: $0.key, items: $0.value) }, limit: limit)
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
