import Foundation
import IntentsRuntime
import IntentsWire

/// Answers a run's questions by asking the person at the terminal: a numbered list to choose
/// from, a value to type, or yes or no. Three wrong answers to one question, or the end of
/// input, stop the run instead of asking forever.
struct TerminalResponder: IntentResponder {
  let console: Console
  /// Confirm every confirmation without asking (`--yes`).
  let confirmAll: Bool

  func answer(_ question: IntentQuestion) async -> IntentAnswer? {
    switch question.kind {
    case .confirm:
      if confirmAll { return .confirm(true) }
      for line in question.snippet.map(SnippetOutput.lines) ?? [] { console.print(line) }
      for _ in 0..<3 {
        guard let line = console.ask("\(question.prompt) [y/n] ") else { return nil }
        if let answer = try? IntentAnswer(text: line, for: question) { return answer }
        console.print("Answer y or n.")
      }
      return nil
    case .chooseValue, .chooseOption:
      printNumberedOptions(of: question)
      for _ in 0..<3 {
        guard let line = console.ask("Choose 1–\(question.options.count) (or q to cancel): ") else {
          return nil
        }
        let text = line.trimmingCharacters(in: .whitespaces)
        if text.lowercased() == "q" { return nil }
        if let number = Int(text), question.options.indices.contains(number - 1) {
          return .option(question.options[number - 1].id)
        }
        console.print("Type a number from 1 to \(question.options.count).")
      }
      return nil
    case .provideValue:
      if !question.options.isEmpty {
        printNumberedOptions(of: question)
        guard let line = console.ask("Choose a number, or type a value: ") else { return nil }
        let text = line.trimmingCharacters(in: .whitespaces)
        if let number = Int(text), question.options.indices.contains(number - 1) {
          return .option(question.options[number - 1].id)
        }
        return try? CommandLineAnswers.answer(text, to: question)
      }
      guard let line = console.ask("\(question.prompt) ") else { return nil }
      return try? CommandLineAnswers.answer(line, to: question)
    }
  }

  /// Writes the question and its options, numbered from 1 for the person to choose by number.
  private func printNumberedOptions(of question: IntentQuestion) {
    console.print(question.prompt)
    var table = TextTable(["", "TITLE", "SUBTITLE", "ID"])
    for (number, option) in question.options.enumerated() {
      table.add(["\(number + 1)", option.title, option.subtitle ?? "", option.id])
    }
    console.print(table.rendered)
  }
}

/// Writes the outcome of a run: the result, or the question nobody could answer and how to
/// answer it on the command line.
struct RunOutput {
  let console: Console
  let json: Bool
  let command: String

  func write(_ outcome: IntentRunOutcome) throws {
    if json { console.print(outcome.json.prettyPrinted) }
    switch outcome {
    case .completed(let result):
      guard !json else { return }
      if let dialog = result.dialog { console.print(dialog) }
      if let value = result.value {
        console.print(
          value.objectValue?["title"] != nil
            ? "→ \(Rendering.cell(value)) (\(value.objectValue?["type"]?.stringValue ?? "") \(value.objectValue?["id"]?.stringValue ?? ""))"
            : "→ \(Rendering.cell(value))")
        // The system values the entity is represented as (ValueRepresentation), one a line.
        for (name, represented) in (value.objectValue?["as"]?.objectValue ?? [:]).sorted(by: {
          $0.key < $1.key
        }) {
          console.print("  as \(name): \(represented.description)")
        }
      }
      if let next = result.opensIntent { console.print("→ opens \(next.intent)") }
      let intentSide = SnippetOutput.lines(result)
      for line in intentSide { console.print(line) }
      if result.dialog == nil, result.value == nil, intentSide.isEmpty { console.print("Done.") }
    case .needsInput(let question):
      if !json {
        for line in question.snippet.map(SnippetOutput.lines) ?? [] { console.printError(line) }
        console.printError(question.prompt)
        if !question.options.isEmpty {
          var table = TextTable(["ID", "TITLE", "SUBTITLE"])
          for option in question.options {
            table.add([option.id, option.title, option.subtitle ?? ""])
          }
          console.printError(table.rendered)
        }
        let example: String
        switch question.kind {
        case .confirm: example = "\(question.id)=yes"
        case .provideValue: example = "\(question.id)=VALUE"
        default: example = "\(question.id)=\(question.options.first?.id ?? "ID")"
        }
        console.printError("This needs an answer. Run again with: --answer '\(example)'")
      }
      throw CommandExit(status: ExitStatus.needsInput)
    }
  }
}
