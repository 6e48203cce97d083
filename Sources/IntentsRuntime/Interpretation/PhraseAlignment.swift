import CoreSpotlight

/// How closely words a person said follow an App Shortcut phrase, and which of their words
/// fill its slots: an alignment of the phrase's elements with the words, at the lowest cost.
///
/// Costs: a phrase word said as written costs nothing, misspelt or in another form 0.25; a
/// phrase word left out costs 1 (a small word 0.25, the app's name and the word before it
/// 0.1); a word said that the phrase lacks costs 1, unless it is a filler ("please", "the",
/// the app's name); a slot takes one word or more at no cost, or none at a cost of 0.5 (the
/// run then asks for the value).
struct PhraseAlignment {
  /// The total cost.
  var cost: Double
  /// How many of the phrase's required words were said.
  var requiredMatched: Int
  /// The words said for each slot, by parameter name.
  var slots: [String: [String]]

  /// Words said in passing, at no cost.
  static let fillers: Set<String> = PhraseTemplate.smallWords.union([
    "please", "hey", "siri", "can", "could", "would", "you", "i", "want", "like", "lets", "let",
    "um", "uh", "ok", "okay", "now", "just", "go", "ahead",
  ])

  /// The best alignment of the words with the phrase, or `nil` when it falls too far from the
  /// phrase: fewer than half its required words said, or a cost above half a word per
  /// required word (plus half a word).
  init?(_ phrase: PhraseTemplate, words: [String], applicationWords: Set<String>) {
    let elements = phrase.elements
    let n = elements.count
    let m = words.count
    struct Cell {
      var cost = Double.infinity
      var required = 0
      var from: (i: Int, j: Int) = (-1, -1)
    }
    var table = [[Cell]](repeating: [Cell](repeating: Cell(), count: m + 1), count: n + 1)
    table[0][0].cost = 0
    func relax(_ i: Int, _ j: Int, _ cost: Double, _ required: Int, from: (Int, Int)) {
      let better =
        cost < table[i][j].cost - 1e-9
        || (abs(cost - table[i][j].cost) < 1e-9 && required > table[i][j].required)
      if better { table[i][j] = Cell(cost: cost, required: required, from: from) }
    }
    for i in 0...n {
      for j in 0...m {
        let cell = table[i][j]
        guard cell.cost.isFinite else { continue }
        // A word said that the phrase lacks.
        if j < m {
          let extra =
            Self.fillers.contains(words[j]) || applicationWords.contains(words[j]) ? 0.0 : 1.0
          relax(i, j + 1, cell.cost + extra, cell.required, from: (i, j))
        }
        guard i < n else { continue }
        switch elements[i] {
        case .word(let word, let importance):
          // Said, as written or nearly.
          if j < m, let match = Self.wordCost(word, words[j]) {
            relax(
              i + 1, j + 1, cell.cost + match,
              cell.required + (importance == .required ? 1 : 0), from: (i, j))
          }
          // Left out.
          let skip: Double =
            switch importance {
            case .required: 1
            case .minor: 0.25
            case .optional: 0.1
            }
          relax(i + 1, j, cell.cost + skip, cell.required, from: (i, j))
        case .slot:
          relax(i + 1, j, cell.cost + 0.5, cell.required, from: (i, j))
          if j < m {
            for k in (j + 1)...m {
              let meaningful = words[j..<k].contains { !Self.fillers.contains($0) }
              relax(i + 1, k, cell.cost + (meaningful ? 0 : 1), cell.required, from: (i, j))
            }
          }
        }
      }
    }
    let end = table[n][m]
    let required = phrase.requiredWordCount
    guard end.cost.isFinite, required == 0 || end.required * 2 >= required,
      end.cost <= 0.5 + 0.5 * Double(max(required, 1))
    else { return nil }
    cost = end.cost
    requiredMatched = end.required
    var slots: [String: [String]] = [:]
    var (i, j) = (n, m)
    while i > 0 || j > 0 {
      let from = table[i][j].from
      if from.i == i - 1, case .slot(let name) = elements[from.i] {
        slots[name] = Array(words[from.j..<j])
      }
      (i, j) = from
    }
    self.slots = slots
  }

  /// The cost of saying `said` for the phrase's `word`: 0 when equal, 0.25 in another form or
  /// misspelt (one mistake from 4 letters, two from 8), `nil` when it is another word.
  static func wordCost(_ word: String, _ said: String) -> Double? {
    if word == said { return 0 }
    if WordStem.stem(word) == WordStem.stem(said) { return 0.25 }
    let allowance = SearchText.typoAllowance(forLength: min(word.count, said.count))
    if allowance > 0, SearchText.distance(word, said, limit: allowance) <= allowance { return 0.25 }
    return nil
  }
}

/// The commonest English endings stripped, so that "tickets" meets "ticket" and "opening"
/// meets "open".
enum WordStem {
  static func stem(_ word: String) -> String {
    for suffix in ["ing", "ed", "es", "s"] where word.hasSuffix(suffix) {
      let stem = word.dropLast(suffix.count)
      if stem.count >= 3 { return String(stem) }
    }
    return word
  }
}
