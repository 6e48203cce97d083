import AppIntents
import Foundation
import Synchronization

/// One run of an intent: where its questions go and which have been asked.
final class RunSession: Sendable {
  let intent: String
  let registry: Registry
  let converter: ValueConverter
  /// The run's identity, on its events.
  let id = UUID()
  /// Where the run's events go.
  let events: RunEvents
  /// Runs the snippet intents the run shows.
  let snippets: SnippetRendering
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
    entitySearch: EntitySearch? = nil,
    events: RunEvents = RunEvents(host: nil, onEvent: nil),
    snippets: SnippetRendering = SnippetRendering(dependencies: nil)
  ) {
    self.entitySearch = entitySearch
    self.events = events
    self.snippets = snippets
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
    if place > 1, var typed = question.questionID {
      typed.repetition = place
      question.id = typed.description
    } else if place > 1 {
      question.id += "#\(place)"
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

/// Where a run's events go: the run's own handler and the host's streams.
struct RunEvents: Sendable {
  let host: HostEvents?
  let onEvent: (@Sendable (IntentRunEvent) -> Void)?
  /// Work the run started that sends its events later (snippet reloads): the run waits for it
  /// before it ends, so that its caller hears every event before the outcome.
  var pending = PendingWork()

  func send(_ event: IntentRunEvent) {
    onEvent?(event)
    host?.publish(event)
  }
}

/// Tasks a run waits for before it ends.
final class PendingWork: Sendable {
  private let tasks = Mutex<[Task<Void, Never>]>([])

  /// Adds a task to wait for.
  func add(_ task: Task<Void, Never>) { tasks.withLock { $0.append(task) } }

  /// Waits for every task added, including those added meanwhile.
  func settle() async {
    while true {
      let waiting = tasks.withLock { tasks in
        defer { tasks.removeAll() }
        return tasks
      }
      if waiting.isEmpty { return }
      for task in waiting { await task.value }
    }
  }
}

extension RunSession {
  /// How an `EntityCollection` the intent reads finds its entities: through the host's query
  /// of the type, as a lookup by identifier does (one call, on the transcript).
  var entityCollectionResolver:
    @Sendable (any AppEntity.Type, [String]) async throws -> [any AppEntity]
  {
    let registry = registry
    return { type, identifiers in
      try await registry.entity(for: type).resolve(identifiers).compactMap {
        resolved -> (any AppEntity)? in
        if case .found(let entity) = resolved { return entity.entity }
        return nil
      }
    }
  }
}
