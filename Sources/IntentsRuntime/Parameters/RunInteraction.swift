import AppIntents
import Foundation
import Synchronization

/// Carries the questions an intent asks from inside `perform()` — `requestValue`,
/// `requestDisambiguation`, `requestConfirmation`, `requestChoice` — to the run's session, and
/// its progress and snippets to the run's events.
final class RunInteraction: IntentInteractionHandler {
  let session: RunSession
  let parameters: [String: any AnyIntentParameter]
  private let foreground = Mutex(false)

  init(session: RunSession, parameters: [String: any AnyIntentParameter]) {
    self.session = session
    self.parameters = parameters
  }

  /// Whether the run moved to the foreground.
  var wentToForeground: Bool { foreground.withLock { $0 } }

  var currentMode: IntentModes.Current {
    wentToForeground ? .foreground : .background
  }

  func requestValue(for parameter: IntentParameterInfo, dialog: IntentDialog?) async throws -> Any {
    let input = try await askValue(for: parameter, dialog: dialog)
    guard let owner = parameters[parameter.name] else {
      return try ValueConverter.primitive(
        input.valueInput, as: parameter.valueType, what: parameter.name)
    }
    let value = try await ParameterResolver(session: session).value(for: owner, input: input)
    return value.flatMap(IntentValueReflection.unwrap) as Any
  }

  func supplyValue(for parameter: any AnyIntentParameter, dialog: IntentDialog?) async throws {
    let input = try await askValue(for: parameter.parameterInfo, dialog: dialog)
    guard let value = try await ParameterResolver(session: session).value(for: parameter, input: input)
    else { return parameter.reset() }
    do {
      try parameter.assign(value)
    } catch {
      throw IntentsError(IntentsError.invalidValue, String(describing: error))
    }
  }

  /// Asks the run's caller for a value of the parameter from inside `perform()`.
  private func askValue(
    for parameter: IntentParameterInfo, dialog: IntentDialog?
  ) async throws -> ParameterInput {
    let title = String(localized: parameter.title)
    let question = IntentQuestion(
      id: IntentQuestion.ID(.performValue, parameter.name).description, kind: .provideValue,
      intent: session.intent,
      parameter: parameter.name, prompt: dialog?.text ?? "Which \(title)?", options: [],
      expected: ValueDescriptor(parameter.valueType))
    guard case .value(let input) = try await session.ask(question, repeatable: true) else {
      throw IntentsError(IntentsError.invalidValue, "‘\(parameter.name)’ needs a value.")
    }
    return input
  }

  func requestDisambiguation(
    for parameter: IntentParameterInfo, among items: [Any], dialog: IntentDialog?
  ) async throws -> Any {
    let options = items.enumerated().map { index, item in Self.option(item, index) }
    let question = IntentQuestion(
      id: IntentQuestion.ID(.performChoose, parameter.name).description, kind: .chooseValue,
      intent: session.intent,
      parameter: parameter.name,
      prompt: dialog?.text ?? "Which \(String(localized: parameter.title))?", options: options,
      expected: ValueDescriptor(parameter.valueType))
    guard case .option(let id) = try await session.ask(question, repeatable: true),
      let index = options.firstIndex(where: { $0.id == id })
    else {
      throw IntentsError(
        IntentsError.invalidValue, "Choose one of the options for ‘\(parameter.name)’.",
        allowed: options.map(\.id))
    }
    return items[index]
  }

  func requestConfirmation(_ request: IntentConfirmationRequest) async throws -> Bool {
    let subject = request.parameter?.name ?? session.intent
    var prompt = request.dialog?.text ?? "Do you want to continue?"
    if request.dialog == nil, let item = request.item {
      prompt = "Is \(String(localized: DisplayRepresentations.title(of: item))) right?"
    } else if request.dialog == nil, let result = request.result {
      prompt = result.dialog?.text ?? "Do you want to \(actionWord(request))?"
    } else if request.dialog == nil, request.snippet != nil {
      prompt = "Do you want to \(actionWord(request))?"
    }
    var snippet: IntentSnippet?
    if let intent = request.snippetIntent, let parts = request.snippet {
      snippet = SnippetRendering.content(intent, parts)
      session.events.host?.shown(intent, runID: session.id)
    } else if let result = request.result {
      snippet = IntentSnippet(
        intent: session.intent, title: session.intent, parameters: [:],
        dialog: result.dialog?.text, value: result.value.map(ValueEncoding.json), summary: nil)
    }
    let question = IntentQuestion(
      id: IntentQuestion.ID(.confirm, subject).description, kind: .confirm, intent: session.intent,
      parameter: request.parameter?.name, prompt: prompt,
      options: [
        .init(id: "yes", title: String(localized: request.actionName.acceptLabel)),
        .init(id: "no", title: String(localized: request.actionName.denyLabel)),
      ], expected: nil, snippet: snippet)
    switch try await session.ask(question, repeatable: true) {
    case .confirm(let confirmed): return confirmed
    case .option(let id): return id == "yes"
    case .value(let input): return input.valueInput.boolean ?? false
    }
  }

  func requestChoice(
    between options: [IntentChoiceOption], dialog: IntentDialog?
  ) async throws -> Int {
    let prompt = dialog?.text ?? "Choose an option."
    let question = IntentQuestion(
      id: IntentQuestion.ID(.choice, prompt).description, kind: .chooseOption,
      intent: session.intent, parameter: nil,
      prompt: prompt,
      options: options.enumerated().map {
        .init(id: String($0.offset + 1), title: String(localized: $0.element.title))
      },
      expected: nil)
    guard case .option(let id) = try await session.ask(question, repeatable: true),
      let position = Int(id),
      options.indices.contains(position - 1)
    else {
      throw IntentsError(
        IntentsError.invalidValue, "Choose one of the options by number.",
        allowed: options.indices.map { String($0 + 1) })
    }
    return position - 1
  }

  private func actionWord(_ request: IntentConfirmationRequest) -> String {
    String(localized: request.actionName.acceptLabel).lowercased()
  }

  // MARK: - Snippets, progress, foreground

  func runSnippet(_ intent: any AppIntent) async throws -> IntentResultParts {
    try await IntentInteraction.$current.withValue(self) {
      try await session.snippets.run(intent)
    }
  }

  /// Runs a result's snippet intent and returns its content, remembering it for reloads.
  func show(_ intent: any AppIntent) async throws -> IntentSnippet {
    let parts = try await runSnippet(intent)
    session.events.host?.shown(intent, runID: session.id)
    return SnippetRendering.content(intent, parts)
  }

  func reportProgress(completed: Int64, total: Int64, message: String?) {
    let progress = IntentProgress(completed: completed, total: total, message: message)
    Transcript.note(.note, session.intent, "progress", "\(completed)/\(total)")
    session.events.send(
      IntentRunEvent(.progress, runID: session.id, intent: session.intent, progress: progress))
  }

  /// A progress whose changes become the run's progress events.
  func makeProgress() -> Progress {
    ReportingProgress { [weak self] completed, total, message in
      self?.reportProgress(completed: completed, total: total, message: message)
    }
  }

  func requestToContinueInForeground(
    _ dialog: IntentDialog?, alwaysConfirm: Bool
  ) async throws
    -> Bool
  {
    if wentToForeground { return true }
    let question = IntentQuestion(
      id: IntentQuestion.ID(.foreground, session.intent).description, kind: .confirm,
      intent: session.intent, parameter: nil,
      prompt: dialog?.text ?? "Continue in \(session.intent)?",
      options: [.init(id: "yes", title: "Continue"), .init(id: "no", title: "Cancel")],
      expected: nil)
    let confirmed: Bool
    switch try await session.ask(question, repeatable: true) {
    case .confirm(let answer): confirmed = answer
    case .option(let id): confirmed = id == "yes"
    case .value(let input): confirmed = input.valueInput.boolean ?? false
    }
    if confirmed { foreground.withLock { $0 = true } }
    return confirmed
  }

  static func option(_ item: Any, _ index: Int) -> IntentQuestion.Option {
    if let entity = item as? any AppEntity {
      return .init(
        id: entity.id.entityIdentifierString,
        title: String(localized: entity.displayRepresentation.title),
        subtitle: entity.displayRepresentation.subtitle.map { String(localized: $0) })
    }
    if let value = item as? any AppEnum {
      return .init(
        id: "\(value.rawValue)", title: String(localized: DisplayRepresentations.title(of: value)))
    }
    return .init(
      id: String(index + 1), title: String(localized: DisplayRepresentations.title(of: item)))
  }
}

enum DisplayRepresentations {
  static func title(of value: Any) -> LocalizedStringResource {
    if let value = value as? any InstanceDisplayRepresentable {
      return value.displayRepresentation.title
    }
    if let value = value as? any CustomLocalizedStringResourceConvertible {
      return value.localizedStringResource
    }
    return LocalizedStringResource(
      stringLiteral: "\(IntentValueReflection.unwrap(value) ?? "nothing")")
  }
}
