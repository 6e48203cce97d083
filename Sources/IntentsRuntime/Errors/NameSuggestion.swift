/// The name a person probably meant when they misspelled one — a type, a property, an intent,
/// a parameter — for "did you mean" in error messages.
package enum NameSuggestion {
  /// The allowed name closest to the given one, ignoring case, when it is close enough to be
  /// a likely misspelling: at most a third of its letters differ (at least one, at most three);
  /// failing that, the one allowed name that begins with the given one, of three letters or
  /// more (`height` for `heightMeters`).
  package static func closest(to given: String, among allowed: [String]) -> String? {
    if let misspelt = closestSpelling(to: given, among: allowed) { return misspelt }
    let start = given.lowercased()
    guard start.unicodeScalars.count >= 3 else { return nil }
    let beginning = allowed.filter { $0.lowercased().hasPrefix(start) }
    return beginning.count == 1 ? beginning[0] : nil
  }

  private static func closestSpelling(to given: String, among allowed: [String]) -> String? {
    let needle = Array(given.lowercased().unicodeScalars.prefix(200))
    guard !needle.isEmpty else { return nil }
    var best: (name: String, distance: Int)?
    for name in allowed {
      let candidate = Array(name.lowercased().unicodeScalars.prefix(200))
      let bound = min(3, max(1, max(needle.count, candidate.count) / 3))
      guard abs(candidate.count - needle.count) <= bound else { continue }
      let distance = editDistance(needle, candidate)
      if distance <= bound, distance < (best?.distance ?? .max) { best = (name, distance) }
    }
    return best.map(\.name)
  }

  /// The message with "Did you mean ‘X’?" added when a close name exists.
  package static func message(_ message: String, given: String, allowed: [String]) -> String {
    guard let suggestion = closest(to: given, among: allowed) else { return message }
    return message + " Did you mean ‘\(suggestion)’?"
  }

  /// The edit distance between two sequences of scalars, counting an insertion, a deletion,
  /// a substitution or a swap of two neighbours (`nmae` for `name`) as one edit.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = Array(repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = Array(repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
