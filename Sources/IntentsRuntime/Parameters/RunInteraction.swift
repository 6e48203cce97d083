import AppIntents

/// Carries the questions an intent asks from inside `perform()` — `requestValue`,
/// `requestDisambiguation`, `requestConfirmation`, `requestChoice` — to the run's session.
struct RunInteraction: IntentInteractionHandler {
  let session: RunSession
  let parameters: [String: any AnyIntentParameter]

  func requestValue(for parameter: IntentParameterInfo, dialog: IntentDialog?) async throws -> Any {
    let resolver = ParameterResolver(session: session)
    let title = String(localized: parameter.title)
    let question = IntentQuestion(
      id: "perform.value:\(parameter.name)", kind: .provideValue, intent: session.intent,
      parameter: parameter.name, prompt: dialog?.text ?? "Which \(title)?", options: [],
      expected: ValueDescriptor(parameter.valueType))
    guard case .value(let input) = try await session.ask(question, repeatable: true) else {
      throw IntentsError(IntentsError.invalidValue, "‘\(parameter.name)’ needs a value.")
    }
    guard let owner = parameters[parameter.name] else {
      return try ValueConverter.primitive(
        input.valueInput, as: parameter.valueType, what: parameter.name)
    }
    let value = try await resolver.value(for: owner, input: input)
    return value.flatMap(IntentValueReflection.unwrap) as Any
  }

  func requestDisambiguation(
    for parameter: IntentParameterInfo, among items: [Any], dialog: IntentDialog?
  ) async throws -> Any {
    let options = items.enumerated().map { index, item in Self.option(item, index) }
    let question = IntentQuestion(
      id: "perform.choose:\(parameter.name)", kind: .chooseValue, intent: session.intent,
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
    }
    let question = IntentQuestion(
      id: "confirm:\(subject)", kind: .confirm, intent: session.intent,
      parameter: request.parameter?.name, prompt: prompt,
      options: [
        .init(id: "yes", title: String(localized: request.actionName.acceptLabel)),
        .init(id: "no", title: String(localized: request.actionName.denyLabel)),
      ], expected: nil)
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
      id: "choice:\(prompt)", kind: .chooseOption, intent: session.intent, parameter: nil,
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
