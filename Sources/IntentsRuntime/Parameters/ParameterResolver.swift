import AppIntents
import CoreTransferable
import VisualIntelligence

/// Gives an intent's parameters their values: from identifiers, text or JSON, asking
/// "which one?" when text matches several entities and "which value?" when a required value is
/// missing — each at most once.
struct ParameterResolver {
  let session: RunSession

  /// The value to assign, or `nil` to leave the parameter to its default or `nil`.
  func value(for parameter: any AnyIntentParameter, input: ParameterInput?) async throws -> Any? {
    let info = parameter.parameterInfo
    let target = IntentValueReflection.wrappedType(ofOptional: info.valueType) ?? info.valueType
    guard let input else {
      if info.isOptional || parameter.anyDefaultValue != nil { return nil }
      if let preselected = try await ParameterOptions.defaultValue(of: parameter) {
        return preselected
      }
      return try await askValue(for: parameter, type: target)
    }
    if case .value(.null) = input, info.isOptional {
      return IntentValueReflection.optional(nil, as: info.valueType)
    }
    if let collection = target as? any EntityCollectionValue.Type {
      return try Self.entityCollection(input, collection, parameter: parameter)
    }
    if let element = IntentValueReflection.elementType(ofCollection: target) {
      let items: [ParameterInput]
      switch input {
      case .list(let list): items = list
      case .value(.array(let values)): items = values.map(ParameterInput.value)
      default: items = [input]
      }
      var values: [Any] = []
      if let entityType = element as? any AppEntity.Type,
        let identifiers = Self.identifiers(items)
      {
        // Entities given by identifier: one call to the query for the whole list.
        values = try await resolve(
          identifiers, try entityRuntime(entityType, parameter), info.name)
        try await ParameterOptions.check(values, parameter)
      } else {
        for (index, item) in items.enumerated() {
          values.append(
            try await single(item, type: element, parameter: parameter, position: index))
        }
      }
      try ParameterChecks.size(of: values, parameter)
      guard let collection = IntentValueReflection.collection(values, as: target) else {
        throw IntentsError(IntentsError.invalidValue, "‘\(info.name)’ takes a list of \(element).")
      }
      return collection
    }
    return try await single(input, type: target, parameter: parameter, position: nil)
  }

  // MARK: - One value

  private func single(
    _ input: ParameterInput, type: Any.Type, parameter: any AnyIntentParameter, position: Int?
  ) async throws -> Any {
    let name = parameter.parameterInfo.name
    if case .list = input {
      throw IntentsError(IntentsError.invalidValue, "‘\(name)’ takes one value, not a list.")
    }
    if let transferable = type as? any Transferable.Type,
      let file = try TransferImport.file(in: input, as: transferable, what: name)
    {
      return try await TransferImport.value(file, as: transferable, what: name)
    }
    if type == SemanticContentDescriptor.self {
      return try await SemanticContentInput.read(
        input, what: name, contents: session.registry.contents)
    }
    if let transientType = type as? any TransientAppEntity.Type,
      case .value(.object(let fields)) = input
    {
      // A transient entity given by its property values.
      let value = try await TransientEntityInput.make(
        transientType, fields: fields, converter: session.converter, what: name)
      try await ParameterOptions.check(value, parameter)
      return value
    }
    if let entityType = type as? any AppEntity.Type {
      // A system value in the entity's place, through its ValueRepresentation.
      if let imported = try await EntityValueRepresentations.entity(
        from: input, as: entityType, what: name)
      {
        try await ParameterOptions.check(imported, parameter)
        return imported
      }
      return try await entity(input, entityType, parameter: parameter, position: position)
    }
    if let enumType = type as? any AppEnum.Type {
      return try await enumCase(input, enumType, parameter: parameter, position: position)
    }
    if let unionType = type as? any UnionValue.Type {
      return try await unionValue(input, unionType, parameter: parameter)
    }
    let value = try await ParameterValues.convert(input, as: type, parameter: parameter)
    try ParameterChecks.check(value, parameter)
    try await ParameterOptions.check(value, parameter)
    return value
  }

  private func entity(
    _ input: ParameterInput, _ type: any AppEntity.Type, parameter: any AnyIntentParameter,
    position: Int?
  ) async throws -> Any {
    let runtime = try entityRuntime(type, parameter)
    let name = parameter.parameterInfo.name
    switch input {
    case .identifier(let id):
      let entity = try await resolve(id, runtime, name)
      try await ParameterOptions.check(entity, parameter)
      return entity
    case .value(let json):
      guard let id = ValueInput.json(json).identifierText else {
        throw IntentsError(
          IntentsError.invalidValue, "‘\(name)’ takes the identifier of a \(runtime.identifier).")
      }
      let entity = try await resolve(id, runtime, name)
      try await ParameterOptions.check(entity, parameter)
      return entity
    case .text(let text):
      // Searched as a search is, and refused as a search is: a NUL would otherwise match
      // everything and offer every entity to choose from.
      try InputText.check(text, "‘\(name)’")
      let provided = try await providedEntities(parameter)
      let pointsAtScreen = OnScreenWords.pointsAtScreen(text)
      if pointsAtScreen, let shown = try await onScreen(runtime),
        Self.offered(shown, in: provided)
      {
        return shown.entity
      }
      // With an options provider, only its options are candidates.
      let found = try await session.entities(runtime, matching: text).filter {
        Self.offered($0, in: provided)
      }
      if found.count == 1 { return found[0].entity }
      if pointsAtScreen { throw OnScreenWords.nothingShown(runtime.identifier, name, text) }
      let title = String(localized: parameter.parameterInfo.title)
      var options = found
      if found.isEmpty {
        // The provider's options, asked once above, else the query's suggestions.
        if let provided { options = provided } else { options = try await runtime.suggest().entities }
      }
      let question = IntentQuestion(
        id: IntentQuestion.ID(found.isEmpty ? .value : .choose, name, position: position)
          .description,
        kind: found.isEmpty ? .provideValue : .chooseValue, intent: session.intent,
        parameter: name,
        prompt: found.isEmpty
          ? "No \(title) matches “\(text)”. " + prompt(for: parameter, title: title)
          : (parameter.requestDisambiguationDialog?.text
            ?? "There are \(found.count) matches for “\(text)”. Which \(title)?"),
        options: options.prefix(50).map(Self.option), expected: ValueDescriptor(type))
      return try await answer(
        question, runtime: runtime, parameter: parameter, type: type, choices: options)
    case .list:
      throw IntentsError(IntentsError.invalidValue, "‘\(name)’ takes one value, not a list.")
    }
  }

  private func enumCase(
    _ input: ParameterInput, _ type: any AppEnum.Type, parameter: any AnyIntentParameter,
    position: Int?
  ) async throws -> Any {
    let name = parameter.parameterInfo.name
    let supported = parameter.declaredSupportedValues
    do {
      let value = try EnumParsing.parse(input.valueInput, as: type, what: name)
      try checkSupported(value, supported, name)
      try await ParameterOptions.check(value, parameter)
      return value
    } catch let error as IntentsError {
      guard case .text(let text) = input else { throw error }
      let runtime = EnumRuntime(type: type)
      let offered = try await ParameterOptions.values(of: parameter)?.map(ParameterOptions.identifier)
      let matches = runtime.matches(text).filter {
        isSupported($0.value, supported) && offered.map(Set.init)?.contains($0.raw) != false
      }
      if matches.count == 1 { return matches[0].value }
      guard matches.count > 1 else { throw error }
      let question = IntentQuestion(
        id: IntentQuestion.ID(.choose, name, position: position).description, kind: .chooseValue,
        intent: session.intent, parameter: name,
        prompt: parameter.requestDisambiguationDialog?.text
          ?? "“\(text)” matches \(matches.count) values. Which \(String(localized: parameter.parameterInfo.title))?",
        options: matches.map { .init(id: $0.raw, title: String(localized: $0.display.title)) },
        expected: ValueDescriptor(type))
      return try await answer(question, runtime: nil, parameter: parameter, type: type, choices: [])
    }
  }

  /// A union value from its tagged form (see ``UnionInput``).
  private func unionValue(
    _ input: ParameterInput, _ type: any UnionValue.Type, parameter: any AnyIntentParameter
  ) async throws -> Any {
    if case .identifier(let id) = input {
      throw IntentsError(
        IntentsError.invalidValue,
        "‘\(parameter.parameterInfo.name)’ takes a case and its value, not the identifier "
          + ValueInput.text(id).excerpt + ".")
    }
    return try await UnionInput.value(
      input.valueInput, as: type, what: parameter.parameterInfo.name
    ) { entityType, id, what in
      try await resolve(id, try session.registry.entity(for: entityType), what)
    }
  }

  // MARK: - Asking

  /// Asks for a required value nobody gave.
  func askValue(for parameter: any AnyIntentParameter, type: Any.Type) async throws -> Any {
    let info = parameter.parameterInfo
    let title = String(localized: info.title)
    var options: [IntentQuestion.Option] = []
    var choices: [EntityValue] = []
    var runtime: (any EntityTypeRuntime)?
    let element = IntentValueReflection.elementType(ofCollection: type) ?? type
    if let entityType = element as? any AppEntity.Type {
      runtime = try entityRuntime(entityType, parameter)
      choices = try await suggestions(runtime!, parameter)
      options = choices.prefix(50).map(Self.option)
    } else if element is any AppEnum.Type, let provided = try await ParameterOptions.options(of: parameter) {
      options = provided
    } else if let enumType = element as? any AppEnum.Type {
      let supported = parameter.declaredSupportedValues
      options = EnumParsing.cases(of: enumType).filter { isSupported($0.value, supported) }.map {
        .init(id: $0.raw, title: String(localized: $0.display.title))
      }
    } else if let provided = try await ParameterOptions.options(of: parameter) {
      options = provided
    } else if element == Bool.self {
      let names = parameter.parameterConfiguration.booleanNames
      options = [
        .init(id: "true", title: names.map { String(localized: $0.true) } ?? "Yes"),
        .init(id: "false", title: names.map { String(localized: $0.false) } ?? "No"),
      ]
    }
    let question = IntentQuestion(
      id: IntentQuestion.ID(.value, info.name).description, kind: .provideValue,
      intent: session.intent, parameter: info.name,
      prompt: prompt(for: parameter, title: title), options: options,
      expected: ValueDescriptor(type))
    if element != type {  // a list: one answer gives one element, or a list value
      let answer = try await session.ask(question)
      switch answer {
      case .value(let input): return try await value(for: parameter, input: input) as Any
      case .option(let id):
        let one = try await single(
          .identifier(id), type: element, parameter: parameter, position: 0)
        guard let list = IntentValueReflection.collection([one], as: type) else {
          throw IntentsError(
            IntentsError.invalidValue, "‘\(info.name)’ takes a list of \(element).")
        }
        return list
      case .confirm:
        throw IntentsError(
          IntentsError.invalidValue, "‘\(info.name)’ needs a value, not a confirmation.")
      }
    }
    return try await answer(
      question, runtime: runtime, parameter: parameter, type: type, choices: choices)
  }

  /// Turns the answer to a question into a value.
  private func answer(
    _ question: IntentQuestion, runtime: (any EntityTypeRuntime)?,
    parameter: any AnyIntentParameter,
    type: Any.Type, choices: [EntityValue]
  ) async throws -> Any {
    let name = parameter.parameterInfo.name
    switch try await session.ask(question) {
    case .option(let id):
      if question.kind == .chooseValue || !question.options.isEmpty,
        !question.options.contains(where: { $0.id == id })
      {
        throw IntentsError(
          IntentsError.invalidValue, "“\(id)” is not one of the options for ‘\(name)’.",
          allowed: question.options.map(\.id))
      }
      if let chosen = choices.first(where: { $0.identifier == id }) { return chosen.entity }
      return try await single(.identifier(id), type: type, parameter: parameter, position: nil)
    case .value(let input):
      return try await single(input, type: type, parameter: parameter, position: nil)
    case .confirm:
      throw IntentsError(IntentsError.invalidValue, "‘\(name)’ needs a value, not a confirmation.")
    }
  }

  private func prompt(for parameter: any AnyIntentParameter, title: String) -> String {
    parameter.requestValueDialog?.text ?? "Which \(title)?"
  }

  // MARK: - Helpers

  /// The client's most recent on-screen entity of the runtime's type, if any.
  private func onScreen(_ runtime: any EntityTypeRuntime) async throws -> EntityValue? {
    guard let client = IntentsClient.current else { return nil }
    return try await session.registry.onScreen.entity(of: runtime, for: client)
  }

  private func entityRuntime(
    _ type: any AppEntity.Type, _ parameter: any AnyIntentParameter
  ) throws
    -> any EntityTypeRuntime
  {
    let runtime = try session.registry.entity(for: type)
    if let query = parameter.declaredQuery { return runtime.using(query: query) }
    return runtime
  }

  private func resolve(
    _ id: String, _ runtime: any EntityTypeRuntime, _ name: String
  ) async throws
    -> Any
  {
    try await resolve([id], runtime, name)[0]
  }

  /// The entities with the identifiers, in order; an identifier that is not found is an error
  /// naming it.
  private func resolve(
    _ identifiers: [String], _ runtime: any EntityTypeRuntime, _ name: String
  ) async throws -> [Any] {
    try await runtime.resolve(identifiers).map { resolved in
      switch resolved {
      case .found(let entity): return entity.entity
      case .missing(let id):
        throw IntentsError(
          IntentsError.entityNotFound,
          "No \(runtime.identifier) has the identifier “\(id)” (for ‘\(name)’); it may have been deleted."
        )
      }
    }
  }

  /// An `EntityCollection` of the identifiers given — `{"id": …}` objects, identifier strings,
  /// text read as an identifier — each checked for its form and none looked up: the intent
  /// fetches the entities it reads.
  private static func entityCollection(
    _ input: ParameterInput, _ collection: any EntityCollectionValue.Type,
    parameter: any AnyIntentParameter
  ) throws -> Any {
    let name = parameter.parameterInfo.name
    let type = collection.entityType.persistentIdentifier
    let items: [ParameterInput] =
      switch input {
      case .list(let list): list
      case .value(.array(let values)): values.map(ParameterInput.value)
      default: [input]
      }
    var identifiers: [String] = []
    for item in items {
      switch item {
      case .identifier(let id), .text(let id): identifiers.append(id)
      case .value(let json) where ValueInput.json(json).identifierText != nil:
        identifiers.append(ValueInput.json(json).identifierText ?? "")
      default:
        throw IntentsError(
          IntentsError.invalidValue,
          "‘\(name)’ takes the identifiers of \(type) entities: a list of {\"id\": …} or "
            + "identifier strings, not \(item).")
      }
    }
    let made = collection.make(identifierStrings: identifiers)
    if let malformed = made.malformed {
      // invalidValue, as the servers' schemas of the parameter answer it.
      throw IntentsError(
        IntentsError.invalidValue,
        "‘\(name)’ expects identifiers of \(type), not “\(malformed.prefix(80))”.")
    }
    guard let value = made.value else {
      throw IntentsError(IntentsError.invalidValue, "‘\(name)’ takes a list of \(type).")
    }
    return value
  }

  /// The identifiers of a list given as identifiers only; `nil` when any item is text.
  private static func identifiers(_ items: [ParameterInput]) -> [String]? {
    var identifiers: [String] = []
    for item in items {
      switch item {
      case .identifier(let id): identifiers.append(id)
      case .value(let json):
        guard let id = ValueInput.json(json).identifierText else { return nil }
        identifiers.append(id)
      default: return nil
      }
    }
    return identifiers
  }

  /// The entities to offer for a parameter: its options provider's, else the query's
  /// suggestions.
  private func suggestions(
    _ runtime: any EntityTypeRuntime, _ parameter: any AnyIntentParameter
  ) async throws -> [EntityValue] {
    if let provided = try await providedEntities(parameter) { return provided }
    return try await runtime.suggest().entities
  }

  /// The entities a parameter's options provider gives (`optionsProvider:` with a provider that
  /// is not the entity's query), or `nil` when it has none.
  private func providedEntities(_ parameter: any AnyIntentParameter) async throws -> [EntityValue]? {
    try await ParameterOptions.values(of: parameter)?.compactMap { value in
      (value as? any AppEntity).map { EntityValue($0) }
    }
  }

  /// Whether an entity is among a provider's options (any entity when there is no provider).
  private static func offered(_ entity: EntityValue, in provided: [EntityValue]?) -> Bool {
    provided?.contains { $0.identifier == entity.identifier } ?? true
  }

  static func option(_ entity: EntityValue) -> IntentQuestion.Option {
    let reference = entity.reference
    return .init(id: reference.id, title: reference.title, subtitle: reference.subtitle)
  }

  private func checkSupported(_ value: Any, _ supported: [Any]?, _ name: String) throws {
    guard !isSupported(value, supported) else { return }
    throw IntentsError(
      IntentsError.invalidValue, "‘\(name)’ does not accept \(value) here.",
      allowed: supported?.map { "\(($0 as? any AppEnum)?.rawValue ?? $0)" } ?? [])
  }

  private func isSupported(_ value: Any, _ supported: [Any]?) -> Bool {
    guard let supported else { return true }
    let raw = "\((value as? any AppEnum)?.rawValue ?? value)"
    return supported.contains { "\(($0 as? any AppEnum)?.rawValue ?? $0)" == raw }
  }
}
