import AppIntents

extension IntentsHost {
  /// Saves a name for an entity, to resolve it later with ``resolveReference(named:)``. The
  /// entity must exist now.
  @discardableResult
  public func saveReference(
    named name: String, type: String, identifier: String
  ) async throws
    -> SavedReference
  {
    try Self.check(name: name)
    let entity = try await entity(type: type, identifier: identifier)
    let reference = SavedReference(name: name, type: type, identifier: entity.identifier)
    try await storing { try await store.save(reference) }
    return reference
  }

  /// The entity a saved reference names, following the type's identifier migrations. An
  /// entity that no longer exists is ``IntentsError/entityNotFound``, naming the stale
  /// identifier.
  public func resolveReference(named name: String) async throws -> EntityValue {
    try Self.check(name: name)
    guard let reference = try await storing({ try await store.reference(named: name) }) else {
      throw IntentsError(
        IntentsError.unknownReference, "There is no saved reference ‘\(name)’.",
        allowed: try await storing { try await store.references().map(\.name) })
    }
    let current = try await storing {
      try await store.currentIdentifier(reference.identifier, type: reference.type)
    }
    let resolved = try await resolve(type: reference.type, identifiers: [current])
    guard case .found(let entity)? = resolved.first else {
      throw IntentsError(
        IntentsError.entityNotFound,
        "The saved reference ‘\(name)’ points at \(reference.type) “\(reference.identifier)”"
          + (current == reference.identifier ? "" : " (now “\(current)”)")
          + ", which no longer exists.")
    }
    return entity
  }

  /// Every saved reference, sorted by name.
  public func references() async throws -> [SavedReference] {
    try await storing { try await store.references() }
  }

  /// Removes a saved reference; returns whether there was one.
  @discardableResult
  public func removeReference(named name: String) async throws -> Bool {
    try Self.check(name: name)
    return try await storing { try await store.removeReference(named: name) }
  }

  /// Saves an intent with its parameters, to run later with ``runSaved(named:answers:responder:)``.
  /// Entity parameters are stored as type and identifier; text given for one must match exactly
  /// one entity now.
  @discardableResult
  public func saveRun(
    named name: String, intent: String, parameters: [String: ParameterInput]
  )
    async throws -> SavedRun
  {
    try Self.check(name: name)
    let description = try describe(intent: intent)
    for input in parameters.values { try Limits.check(input) }
    var saved: [String: SavedParameter] = [:]
    for (parameterName, input) in parameters {
      guard let parameter = description.parameters.first(where: { $0.name == parameterName }) else {
        let allowed = description.parameters.map(\.name)
        throw IntentsError(
          IntentsError.unknownParameter,
          NameSuggestion.message(
            "\(intent) has no parameter ‘\(parameterName.prefix(100))’.", given: parameterName,
            allowed: allowed),
          allowed: allowed)
      }
      saved[parameterName] = try await savedParameter(input, parameter, intent: intent)
    }
    try await checkValues(parameters.filter { saved[$0.key] == .input($0.value) }, intent: intent)
    let run = SavedRun(name: name, intent: intent, parameters: saved)
    try await storing { try await store.save(run) }
    return run
  }

  /// Runs a saved intent, following the identifier migrations of its entity parameters. An
  /// entity that no longer exists is ``IntentsError/entityNotFound``, naming the stale
  /// identifier.
  public func runSaved(
    named name: String, answers: [String: IntentAnswer] = [:],
    responder: (any IntentResponder)? = nil
  ) async throws -> IntentRunOutcome {
    try Self.check(name: name)
    guard let run = try await storing({ try await store.run(named: name) }) else {
      throw IntentsError(
        IntentsError.unknownReference, "There is no saved run ‘\(name)’.",
        allowed: try await storing { try await store.runs().map(\.name) })
    }
    var inputs: [String: ParameterInput] = [:]
    for (parameter, value) in run.parameters {
      switch value {
      case .input(let input): inputs[parameter] = input
      case .entity(let type, let identifier):
        inputs[parameter] = .identifier(try await existing(type, [identifier], run: name)[0])
      case .entities(let type, let identifiers):
        inputs[parameter] = .list(
          try await existing(type, identifiers, run: name).map(ParameterInput.identifier))
      }
    }
    return try await self.run(
      intent: run.intent, parameters: inputs, answers: answers, responder: responder)
  }

  /// Every saved run, sorted by name.
  public func savedRuns() async throws -> [SavedRun] {
    try await storing { try await store.runs() }
  }

  /// Removes a saved run; returns whether there was one.
  @discardableResult
  public func removeRun(named name: String) async throws -> Bool {
    try Self.check(name: name)
    return try await storing { try await store.removeRun(named: name) }
  }

  /// Records that identifiers of an entity type changed, so that references and runs saved with
  /// the old identifiers keep resolving: each key now reads as its value.
  public func migrateIdentifiers(type: String, _ migrations: [String: String]) async throws {
    _ = try registry.entity(type)
    try await storing { try await store.addIdentifierMigrations(migrations, type: type) }
  }

  // MARK: - Helpers

  /// The current identifiers of entities a saved run uses, checked in one call: an entity
  /// that no longer exists is an error naming its saved (and migrated) identifier.
  private func existing(
    _ type: String, _ identifiers: [String], run: String
  ) async throws -> [String] {
    var current: [String] = []
    for identifier in identifiers {
      current.append(
        try await storing { try await store.currentIdentifier(identifier, type: type) })
    }
    let resolved = try await resolve(type: type, identifiers: current)
    for (index, entity) in resolved.enumerated() {
      guard case .found = entity else {
        let saved = identifiers[index]
        throw IntentsError(
          IntentsError.entityNotFound,
          "The saved run ‘\(run)’ uses \(type) “\(saved)”"
            + (current[index] == saved ? "" : " (now “\(current[index])”)")
            + ", which no longer exists.")
      }
    }
    return current
  }

  /// Converts the values a run would convert, so that a run is saved only with values its
  /// intent takes: a value of the wrong type, out of range or not among the allowed ones is
  /// refused now, not when the run runs.
  private func checkValues(_ inputs: [String: ParameterInput], intent: String) async throws {
    guard !inputs.isEmpty else { return }
    let session = RunSession(
      intent: intent, registry: registry, converter: converter, answers: [:], responder: nil)
    do {
      try await scoped { try await registry.intent(intent).check(inputs, session: session) }
    } catch let needsInput as NeedsInput {
      throw IntentsError(
        IntentsError.ambiguousValue,
        "\(needsInput.question.prompt) Save the run with a value that matches exactly one.",
        allowed: needsInput.question.options.prefix(20).map(\.id))
    }
  }

  private func savedParameter(
    _ input: ParameterInput, _ parameter: IntentTypeDescription.Parameter, intent: String
  ) async throws -> SavedParameter {
    var kind = parameter.value.kind
    var isList = false
    if case .array(let element) = kind {
      kind = element
      isList = true
    }
    guard case .entity(let type) = kind else { return .input(input) }
    var items: [ParameterInput] = [input]
    if isList, case .list(let list) = input { items = list }
    var identifiers: [String] = []
    for item in items {
      switch item {
      case .identifier(let id):
        identifiers.append(try await entity(type: type, identifier: id).identifier)
      case .value(let json) where ValueInput.json(json).identifierText != nil:
        let id = ValueInput.json(json).identifierText ?? ""
        identifiers.append(try await entity(type: type, identifier: id).identifier)
      case .text(let text):
        let found = try await search(type: type, text: text).entities
        guard !found.isEmpty else {
          throw IntentsError(
            IntentsError.entityNotFound,
            "“\(text)” matches no \(type); save the run with an identifier.")
        }
        guard found.count == 1 else {
          throw IntentsError(
            IntentsError.ambiguousValue,
            "“\(text)” matches \(found.count) \(type) entities; save the run with an identifier.",
            allowed: found.prefix(20).map { "\($0.identifier) (\($0.title))" })
        }
        identifiers.append(found[0].identifier)
      default:
        throw IntentsError(
          IntentsError.invalidValue,
          "‘\(parameter.name)’ takes \(isList ? "identifiers" : "an identifier") of \(type).")
      }
    }
    return isList
      ? .entities(type: type, identifiers: identifiers)
      : .entity(type: type, identifier: identifiers[0])
  }

  private func storing<Result>(_ operation: () async throws -> Result) async throws -> Result {
    do {
      return try await operation()
    } catch let error as IntentsError {
      throw error
    } catch {
      throw IntentsError(IntentsError.storeFailed, "The reference store failed: \(error)")
    }
  }

  /// Throws ``IntentsError/invalidValue`` for a name no reference or run can have: empty,
  /// longer than 200 characters, with spaces around it, or with a control character anywhere
  /// (a NUL would cut the name short in the store, and another entry would be overwritten).
  /// Checked on every operation that takes a name, so that no name is ever shortened.
  static func check(name: String) throws {
    if let (code, position) = InputText.firstControl(in: name) {
      throw IntentsError(
        IntentsError.invalidValue,
        "A saved name cannot contain control characters; this one has \(code) at position "
          + "\(position). Choose a name of visible characters.")
    }
    let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty, trimmed == name, name.unicodeScalars.count <= 200 else {
      throw IntentsError(
        IntentsError.invalidValue,
        "A saved name must be 1 to 200 characters without leading or trailing spaces.")
    }
  }
}
