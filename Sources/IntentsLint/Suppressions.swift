/// The rules a file's comments silence.
///
/// `// intents-lint:disable rule-id` silences the rule on the comment's own line and on the line
/// after it; `// intents-lint:disable-file rule-id` silences it in the whole file. Several ids
/// are separated by commas or spaces; `all` names every rule. Text after ` -- ` is a reason, for
/// the reader.
struct Suppressions {
  /// The rules silenced on each line (from 1).
  private var lines: [Int: Set<String>] = [:]
  private var file: Set<String> = []

  static let linePrefix = "intents-lint:disable"
  static let filePrefix = "intents-lint:disable-file"

  init(source: String) {
    var number = 0
    // `\r\n` is one Character, which is a newline too.
    for line in source.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      number += 1
      // The comment's text: after a `//` that the directive follows (a `//` inside a string
      // earlier on the line is not it).
      guard let directive = line.firstRange(of: Self.linePrefix),
        line[..<directive.lowerBound].trimmingSuffix(while: { $0 == " " || $0 == "\t" })
          .hasSuffix("//")
      else { continue }
      let text = line[directive.lowerBound...]
      if text.hasPrefix(Self.filePrefix) {
        file.formUnion(Self.rules(in: text.dropFirst(Self.filePrefix.count)))
      } else if text.hasPrefix(Self.linePrefix) {
        let rules = Self.rules(in: text.dropFirst(Self.linePrefix.count))
        lines[number, default: []].formUnion(rules)
        lines[number + 1, default: []].formUnion(rules)
      }
    }
  }

  private static func rules(in text: Substring) -> Set<String> {
    let named =
      text.split(separator: " -- ", maxSplits: 1, omittingEmptySubsequences: false)
      .first ?? ""
    return Set(
      named.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init))
  }

  /// Whether the rule is silenced on the line.
  func silences(_ rule: String, line: Int) -> Bool {
    for rules in [file, lines[line] ?? []] where rules.contains(rule) || rules.contains("all") {
      return true
    }
    return false
  }
}

extension Substring {
  /// The text without the characters at its end that match.
  fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
    var end = endIndex
    while end > startIndex, predicate(self[index(before: end)]) { end = index(before: end) }
    return self[..<end]
  }
}
