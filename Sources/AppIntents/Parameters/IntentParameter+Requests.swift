// Asking the person for a parameter's value from inside `perform()`. The requests go through
// the interaction of the system running the intent: the OpenIntents runtime's, which a CLI
// prompt, an HTTP client or an AI agent answers.

extension IntentParameter {
  /// Asks the person for a value and returns it.
  public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value.ValueType {
    try await info.requestValue(dialog ?? configuration.requestValueDialog)
  }

  /// Asks the person to choose one of several values and returns the choice.
  public func requestDisambiguation(
    among itemsToDisambiguate: [Value.ValueType], dialog: IntentDialog? = nil
  ) async throws -> Value.ValueType {
    try await info.requestDisambiguation(
      among: itemsToDisambiguate, dialog ?? configuration.requestDisambiguationDialog)
  }

  /// Asks the person to confirm a value; returns whether they did.
  public func requestConfirmation(
    for itemToConfirm: Value.ValueType, dialog: IntentDialog? = nil
  )
    async throws -> Bool
  {
    try await info.requestConfirmation(of: itemToConfirm, dialog)
  }

  /// The error to throw when the parameter needs a value the intent cannot get itself.
  ///
  /// The system asks the person for the value (with `dialog`, else the parameter's
  /// `requestValueDialog`), sets the parameter, and performs the intent again:
  ///
  /// ```swift
  /// guard let note, !note.isEmpty else { throw $note.needsValueError("What should it say?") }
  /// ```
  public func needsValueError(_ dialog: IntentDialog? = nil) -> AppIntentError {
    let dialog = dialog ?? configuration.requestValueDialog
    return .needsValue(name, dialog) { [self] in
      try await IntentInteraction.require("ask for ‘\(name)’").supplyValue(for: self, dialog: dialog)
      return .performAgain
    }
  }

  /// The error to throw when the parameter's value is ambiguous among several items.
  ///
  /// The system asks the person to choose one of the items (with `dialog`, else the parameter's
  /// `requestDisambiguationDialog`), sets the parameter to it, and performs the intent again.
  public func needsDisambiguationError(
    among itemsToDisambiguate: [Value.ValueType], dialog: IntentDialog? = nil
  ) -> AppIntentError {
    let dialog = dialog ?? configuration.requestDisambiguationDialog
    // Each item as the parameter's own type, which is `Sendable`: an item is a `Value` itself,
    // or the one element of an array parameter's value.
    let choices: [Value] = itemsToDisambiguate.compactMap { ($0 as? Value) ?? ([$0] as? Value) }
    return .needsDisambiguation(name, itemsToDisambiguate.count, dialog) { [self] in
      let chosen = try await info.requestDisambiguation(among: choices, dialog)
      wrappedValue = chosen
      return .performAgain
    }
  }

  var info: IntentParameterInfo {
    IntentParameterInfo(
      name: name, title: title, valueType: Value.self, isOptional: isOptional)
  }
}

extension IntentParameterContext {
  /// Asks the person for a value and returns it.
  public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value.ValueType {
    try await info.requestValue(dialog)
  }

  /// Asks the person to choose one of several values and returns the choice.
  public func requestDisambiguation(
    among itemsToDisambiguate: [Value.ValueType], dialog: IntentDialog? = nil
  ) async throws -> Value.ValueType {
    try await info.requestDisambiguation(among: itemsToDisambiguate, dialog)
  }

  /// Asks the person to confirm a value; returns whether they did.
  public func requestConfirmation(
    for itemToConfirm: Value.ValueType, dialog: IntentDialog? = nil
  )
    async throws -> Bool
  {
    try await info.requestConfirmation(of: itemToConfirm, dialog)
  }

  /// The error to throw when the value is needed.
  public func needsValueError(_ dialog: IntentDialog? = nil) -> AppIntentError {
    .needsValue(String(localized: title), dialog)
  }

  /// The error to throw when the value is ambiguous.
  public func needsDisambiguationError(
    among itemsToDisambiguate: [Value.ValueType], dialog: IntentDialog? = nil
  ) -> AppIntentError {
    .needsDisambiguation(String(localized: title), itemsToDisambiguate.count, dialog)
  }

  var info: IntentParameterInfo {
    IntentParameterInfo(
      name: String(localized: title), title: title, valueType: Value.self, isOptional: isOptional)
  }
}

extension IntentParameterInfo {
  /// Asks, through the running system's interaction, for a value of the parameter.
  func requestValue<Result>(_ dialog: IntentDialog?) async throws -> Result {
    let interaction = try IntentInteraction.require("ask for ‘\(name)’")
    let answer = try await interaction.requestValue(for: self, dialog: dialog)
    guard let value = answer as? Result else {
      throw AppIntentError.wrongType(name, answer, Result.self)
    }
    return value
  }

  /// Asks to choose one of several values for the parameter.
  func requestDisambiguation<Result>(
    among items: [Result], _ dialog: IntentDialog?
  ) async throws -> Result {
    let interaction = try IntentInteraction.require("choose a value for ‘\(name)’")
    let answer = try await interaction.requestDisambiguation(
      for: self, among: items.map { $0 as Any }, dialog: dialog)
    guard let value = answer as? Result else {
      throw AppIntentError.wrongType(name, answer, Result.self)
    }
    return value
  }

  /// Asks to confirm a value of the parameter; whether it was confirmed.
  func requestConfirmation(of item: Any, _ dialog: IntentDialog?) async throws -> Bool {
    let interaction = try IntentInteraction.require("confirm ‘\(name)’")
    return try await interaction.requestConfirmation(
      IntentConfirmationRequest(parameter: self, item: item, dialog: dialog))
  }
}

extension AppIntentError {
  /// An error raised when an answer does not have the type the parameter asks for.
  package static func wrongType(
    _ parameter: String, _ value: Any, _ expected: Any.Type
  )
    -> AppIntentError
  {
    AppIntentError(
      "invalidValue",
      "‘\(parameter)’ takes \(expected), but the answer was \(type(of: value)); answer with a value "
        + "of that type.")
  }
}
