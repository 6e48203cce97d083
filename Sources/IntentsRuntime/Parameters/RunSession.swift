@_spi(OpenIntentsRuntime) import AppIntents
import Synchronization

/// One run of an intent: where its questions go and which have been asked.
final class RunSession: Sendable {
  let intent: String
  let registry: Registry
  let converter: ValueConverter
  private let responder: (any IntentResponder)?
  private let answers: Mutex<[String: IntentAnswer]>
  private let asked = Mutex<Set<String>>([])

  init(
    intent: String, registry: Registry, converter: ValueConverter,
    answers: [String: IntentAnswer], responder: (any IntentResponder)?
  ) {
    self.intent = intent
    self.registry = registry
    self.converter = converter
    self.responder = responder
    self.answers = Mutex(answers)
  }

  /// Asks a question once: from the answers given up front, else the responder; with neither,
  /// the run stops with the question.
  func ask(_ question: IntentQuestion) async throws -> IntentAnswer {
    let isNew = asked.withLock { $0.insert(question.id).inserted }
    guard isNew else {
      throw IntentsError(
        IntentsError.repeatedQuestion,
        "\(intent) asked “\(question.prompt)” a second time; a run asks each question once, so "
          + "it stops here instead of looping. Give ‘\(question.parameter ?? question.id)’ a "
          + "value that resolves to exactly one item.")
    }
    let options = question.options.prefix(10).map(\.title).joined(separator: ", ")
    Transcript.note(
      .question, intent, question.parameter ?? question.kind.rawValue,
      "\(question.kind.rawValue): \(question.prompt)" + (options.isEmpty ? "" : " [\(options)]"))
    var answer = answers.withLock { $0.removeValue(forKey: question.id) }
    if answer == nil, let responder { answer = await responder.answer(question) }
    guard let answer else { throw NeedsInput(question: question) }
    Transcript.note(.answer, intent, question.parameter ?? question.kind.rawValue, "\(answer)")
    return answer
  }
}

/// Stops a run with a question nobody could answer.
struct NeedsInput: Error {
  let question: IntentQuestion
}
