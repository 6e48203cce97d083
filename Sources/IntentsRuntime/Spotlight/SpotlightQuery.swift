import AppIntents
import CoreSpotlight

/// What a person typed into Spotlight, read as words: folded, small words dropped when others
/// remain, the last word a prefix while it is still being typed, and words that name an entity
/// type ("landmark", "sights") marked with the types they name.
struct SpotlightQuery {
  struct Word {
    var text: String
    var isPrefix: Bool
    /// The entity types the word names, if any.
    var types: Set<String>
  }

  var words: [Word]

  /// Small words a search ignores when it has others.
  static let smallWords: Set<String> = [
    "a", "an", "the", "of", "in", "on", "at", "to", "for", "and", "or", "with", "by", "from",
    "my", "me", "please", "is", "are",
  ]

  /// The most words a search looks at; the rest are ignored.
  static let maximumWords = 16

  init(_ text: String, typeWords: [String: Set<String>]) {
    var folded = SearchText.words(text)
    let meaningful = folded.filter { !Self.smallWords.contains($0) }
    if !meaningful.isEmpty { folded = meaningful }
    folded = Array(folded.prefix(Self.maximumWords))
    // Still typing the last word unless the text ends with a space or punctuation.
    let typing = text.unicodeScalars.last.map(SearchText.isWordScalar) ?? false
    words = folded.enumerated().map { index, word in
      Word(
        text: word, isPrefix: typing && index == folded.count - 1,
        types: Self.types(named: word, in: typeWords))
    }
  }

  /// The types a word names: a type's name or synonym, or their plural.
  static func types(named word: String, in typeWords: [String: Set<String>]) -> Set<String> {
    if let types = typeWords[word] { return types }
    for suffix in ["es", "s"] where word.hasSuffix(suffix) {
      if let types = typeWords[String(word.dropLast(suffix.count))] { return types }
    }
    return []
  }

  /// The single-word names and synonyms of entity types, folded, with the types they name.
  static func typeWords(of types: [any AppEntity.Type]) -> [String: Set<String>] {
    var words: [String: Set<String>] = [:]
    for type in types {
      let display = type.typeDisplayRepresentation
      for name in [display.name] + display.synonyms {
        let folded = SearchText.words(String(localized: name))
        if folded.count == 1 { words[folded[0], default: []].insert(type.persistentIdentifier) }
      }
    }
    return words
  }
}
