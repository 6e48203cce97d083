import CoreSpotlight

/// An App Shortcut phrase as written — "Open ${landmark} in ${applicationName}" — compiled for
/// matching what people say: its words, each with how much it matters, and its parameter slots
/// with the values the phrase expands into.
struct PhraseTemplate: Sendable {
  /// How much a word of a phrase matters when someone leaves it out.
  enum Importance: Sendable, Hashable {
    /// A word that carries meaning: "open", "tickets".
    case required
    /// A small word ("to", "the", "for") people swap or drop.
    case minor
    /// The app's name, and the word before it ("in Landmarks"): people often leave them out.
    case optional
  }

  /// A piece of a phrase.
  enum Element: Sendable, Hashable {
    /// A folded word.
    case word(String, Importance)
    /// A parameter, by name.
    case slot(String)
  }

  /// A value a slot expands into: an entity the query suggests, or an enum case.
  struct SlotValue: Sendable {
    var title: String
    var synonyms: [String]
    var input: ParameterInput
    /// The folded words of the title and of each synonym.
    var names: [[String]]

    init(title: String, synonyms: [String], input: ParameterInput) {
      self.title = title
      self.synonyms = synonyms
      self.input = input
      names = ([title] + synonyms).map(SearchText.words)
    }
  }

  /// A parameter slot: the entity type it takes, if any, and the values it expands into.
  struct Slot: Sendable {
    var entityType: String?
    var values: [SlotValue]
    /// The position in ``values`` of each title and synonym, by its folded words joined with
    /// spaces.
    var positions: [String: Int]

    init(entityType: String?, values: [SlotValue]) {
      self.entityType = entityType
      self.values = values
      var positions: [String: Int] = [:]
      for (index, value) in values.enumerated() {
        for name in value.names where positions[name.joined(separator: " ")] == nil {
          positions[name.joined(separator: " ")] = index
        }
      }
      self.positions = positions
    }

    /// The value whose title or synonym is exactly these folded words.
    func value(named words: [String]) -> SlotValue? {
      positions[words.joined(separator: " ")].map { values[$0] }
    }
  }

  /// The phrase as written, with `${applicationName}` and `${name}` placeholders.
  var template: String
  /// The intent it runs.
  var intent: String
  /// Its words and slots, in order.
  var elements: [Element]
  /// The parameter values the shortcut's intent carries.
  var preset: [String: ParameterInput]
  /// The slots, by parameter name.
  var slots: [String: Slot]
  /// The shortcut's short title, if any.
  var shortTitle: String?

  /// Words people drop or swap without changing what they ask.
  static let smallWords: Set<String> = [
    "a", "an", "the", "to", "for", "of", "in", "on", "at", "with", "from", "by", "into", "my",
    "me", "up", "and", "using", "via",
  ]

  static func importance(of word: String) -> Importance {
    smallWords.contains(word) ? .minor : .required
  }

  /// Adds the app's name, and makes the small word before it ("in", "with") optional.
  mutating func markApplicationName(_ words: [String]) {
    if case .word(let word, .minor)? = elements.last {
      elements[elements.count - 1] = .word(word, .optional)
    }
    elements += words.map { .word($0, .optional) }
  }

  /// The required words of the phrase.
  var requiredWordCount: Int {
    elements.reduce(0) { count, element in
      if case .word(_, .required) = element { return count + 1 }
      return count
    }
  }

  /// The slots, in phrase order.
  var slotNames: [String] {
    elements.compactMap { element in
      if case .slot(let name) = element { return name }
      return nil
    }
  }
}
