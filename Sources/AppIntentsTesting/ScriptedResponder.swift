import IntentsRuntime
import Synchronization

/// Answers a run's questions from a script, in order — like a person answering Siri. When the
/// script runs out, it answers nothing and the run stops with the question.
public final class ScriptedResponder: IntentResponder {
  /// One scripted answer.
  public enum Answer: Sendable {
    /// Choose the option with this title (ignoring case and diacritics).
    case choose(title: String)
    /// Choose the option with this identifier.
    case chooseOption(String)
    /// Choose the first option.
    case chooseFirst
    /// Give a value.
    case provide(ParameterInput)
    /// Confirm or decline.
    case confirm(Bool)
  }

  private let script: Mutex<[Answer]>
  private let seen = Mutex<[IntentQuestion]>([])
  private let repeating: Answer?

  /// A responder giving these answers, one per question, in order.
  public init(_ answers: Answer...) {
    script = Mutex(answers)
    repeating = nil
  }

  /// A responder giving the same answer to every question, however many are asked — to show
  /// that a flow ends even with a person who always answers.
  public init(always answer: Answer) {
    script = Mutex([])
    repeating = answer
  }

  /// The questions asked so far.
  public var questions: [IntentQuestion] { seen.withLock { $0 } }

  /// The next scripted answer to a question.
  public func answer(_ question: IntentQuestion) async -> IntentAnswer? {
    seen.withLock { $0.append(question) }
    let next = repeating ?? script.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    guard let next else { return nil }
    switch next {
    case .choose(let title):
      let needle = FoldedString(title)
      return question.options.first { needle.matches($0.title) }.map { .option($0.id) }
        ?? .option(title)
    case .chooseOption(let id): return .option(id)
    case .chooseFirst: return question.options.first.map { .option($0.id) }
    case .provide(let input): return .value(input)
    case .confirm(let confirmed): return .confirm(confirmed)
    }
  }
}
