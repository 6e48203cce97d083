import IntentsRuntime
import IntentsWire

/// How the terminal shows what the intent side adds to a run: a snippet (there are no views on
/// Linux: its title, what it says, its value and the parameters that show it again), what a
/// system intent did instead of performing, and the events of a run as they happen.
enum SnippetOutput {
  /// The lines of a snippet, indented under its title.
  static func lines(_ snippet: IntentSnippet) -> [String] {
    var lines = ["┌ \(snippet.title)"]
    if let dialog = snippet.dialog { lines.append("│ \(dialog)") }
    if let value = snippet.value { lines.append("│ \(Rendering.cell(value))") }
    if let summary = snippet.summary { lines.append("│ \(summary)") }
    let parameters = snippet.parameters.keys.sorted().map {
      "--\($0) \(Rendering.cell(snippet.parameters[$0]))"
    }
    lines.append(
      "└ run \(snippet.intent)"
        + (parameters.isEmpty ? "" : " " + parameters.joined(separator: " "))
        + " to show it again")
    return lines
  }

  /// The lines a result adds for its snippet and its system intent's outcome.
  static func lines(_ result: IntentRunResult) -> [String] {
    var lines: [String] = []
    if let snippet = result.snippet { lines += Self.lines(snippet) }
    if let url = result.openedURL { lines.append("→ open \(url) (not opened on Linux)") }
    if let content = result.contentIdentifier { lines.append("→ content \(content)") }
    if result.isConfiguration == true { lines.append("→ configuration resolved (not performed)") }
    if result.foreground == true { lines.append("→ continued in the foreground") }
    if let button = result.actionButtonIntent { lines.append("→ button runs \(button.intent)") }
    return lines
  }

  /// Prints each event of a run on standard error as it happens: text for people, one JSON
  /// line each with `--json` (standard output keeps the answer alone).
  static func printer(_ console: Console, json: Bool) -> @Sendable (IntentRunEvent) -> Void {
    { event in
      console.printError(json ? event.json.description : event.text)
      if !json, let snippet = event.snippet {
        for line in lines(snippet) { console.printError(line) }
      }
    }
  }
}
