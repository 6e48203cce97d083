import AppIntents
import Synchronization

/// One run of an intent: where its questions go and which have been asked.
final class RunSession: Sendable {
  let intent: String
  let registry: Registry
  let converter: ValueConverter
  private let responder: (any IntentResponder)?
  private let answers: Mutex<[String: IntentAnswer]>
  /// How text given for an entity parameter finds entities; `nil` for the type's own search.
  private let entitySearch: EntitySearch?

  /// Finds the entities text stands for, for an entity parameter.
  typealias EntitySearch = @Sendable (any EntityTypeRuntime, String) async throws -> [EntityValue]
  /// What each question asked so far said, by identifier.
  private let asked = Mutex<[String: [String]]>([:])

  /// The most questions one run asks; past it, the run stops instead of asking on.
  static let maximumQuestions = 32

  init(
    intent: String, registry: Registry, converter: ValueConverter,
    answers: [String: IntentAnswer], responder: (any IntentResponder)?,
    entitySearch: EntitySearch? = nil
  ) {
    self.entitySearch = entitySearch
    self.intent = intent
    self.registry = registry
    self.converter = converter
    self.responder = responder
    self.answers = Mutex(answers)
  }

  /// The entities text given for an entity parameter stands for: through the session's
  /// search (a spoken phrase's slot, filled from Spotlight), else the type's own search.
  func entities(
    _ runtime: any EntityTypeRuntime, matching text: String
  ) async throws
    -> [EntityValue]
  {
    if let entitySearch { return try await entitySearch(runtime, text) }
    return try await runtime.search(text).entities
  }

  /// Asks a question once: from the answers given up front, else the responder; with neither,
  /// the run stops with the question.
  ///
  /// Asking the same thing twice stops the run with ``IntentsError/repeatedQuestion`` — the
  /// loop Siri falls into. A question `perform()` asks is `repeatable`: asked again with other
  /// words or options (confirming each of several items), it is a new question, identified by
  /// its place: `confirm:DeleteIntent`, then `confirm:DeleteIntent#2`.
  func ask(_ question: IntentQuestion, repeatable: Bool = false) async throws -> IntentAnswer {
    var question = question
    let wording = ([question.prompt] + question.options.map(\.id)).joined(separator: "\u{1F}")
    let (place, count) = asked.withLock { asked in
      let earlier = asked[question.id, default: []]
      let total = asked.values.reduce(0) { $0 + $1.count }
      guard !earlier.contains(wording), repeatable || earlier.isEmpty,
        total < Self.maximumQuestions
      else { return (nil as Int?, total) }
      asked[question.id, default: []].append(wording)
      return (earlier.count + 1, total)
    }
    guard let place else {
      if count >= Self.maximumQuestions {
        throw IntentsError(
          IntentsError.repeatedQuestion,
          "\(intent) asked \(Self.maximumQuestions) questions, the most a run asks; it stops "
            + "here instead of asking on.")
      }
      throw IntentsError(
        IntentsError.repeatedQuestion,
        "\(intent) asked “\(question.prompt)” a second time; a run asks each question once, so "
          + "it stops here instead of looping. Give ‘\(question.parameter ?? question.id)’ a "
          + "value that resolves to exactly one item.")
    }
    if place > 1 { question.id += "#\(place)" }
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
