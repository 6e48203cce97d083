import AppIntents

/// The options a parameter's provider gives (`optionsProvider:` with a `DynamicOptionsProvider`
/// that is not an entity query): offered as the choices of the question that asks for the
/// value, required of a value given directly, and its `defaultResult()` used when no value is
/// given. Providers read the parameters resolved so far through `@IntentParameterDependency`.
enum ParameterOptions {
  /// The provider of a parameter, when it has one that is not an entity query (entity queries
  /// are the entity runtime's).
  static func provider(of parameter: any AnyIntentParameter) -> (any DynamicOptionsProvider)? {
    guard let provider = parameter.declaredOptionsProvider, !(provider is any EntityQuery) else {
      return nil
    }
    return provider
  }

  /// The provider's options, each with the id that answers a question with it.
  static func options(
    of parameter: any AnyIntentParameter
  ) async throws
    -> [IntentQuestion.Option]?
  {
    guard let provider = provider(of: parameter) else { return nil }
    return try await values(of: provider, parameter).prefix(50).map(option)
  }

  /// The provider's options as values, when the parameter has a provider.
  static func values(of parameter: any AnyIntentParameter) async throws -> [Any]? {
    guard let provider = provider(of: parameter) else { return nil }
    return try await values(of: provider, parameter)
  }

  /// The provider's default value, if it gives one.
  static func defaultValue(of parameter: any AnyIntentParameter) async throws -> Any? {
    guard let provider = provider(of: parameter) else { return nil }
    try await Invocation.prepareDependencies(of: provider, type: parameter.parameterInfo.name)
    return await provider.anyDefaultResult()
  }

  /// Throws unless the value is one of the provider's options.
  static func check(_ value: Any, _ parameter: any AnyIntentParameter) async throws {
    try await check([value], parameter)
  }

  /// Throws unless every value is one of the provider's options, asking the provider once.
  static func check(_ given: [Any], _ parameter: any AnyIntentParameter) async throws {
    guard let provider = provider(of: parameter), !given.isEmpty else { return }
    let values = try await values(of: provider, parameter)
    let offered = Set(values.map(identifier))
    for value in given where !offered.contains(identifier(of: value)) {
      throw IntentsError(
        IntentsError.invalidValue,
        "‘\(parameter.parameterInfo.name)’ takes one of its options, not \(ValueText.of(value)).",
        allowed: values.prefix(50).map(identifier))
    }
  }

  private static func values(
    of provider: any DynamicOptionsProvider, _ parameter: any AnyIntentParameter
  ) async throws -> [Any] {
    do {
      try await Invocation.prepareDependencies(
        of: provider, type: parameter.parameterInfo.name)
      return try await provider.anyResults()
    } catch let error as IntentsError {
      throw error
    } catch {
      throw IntentsError(
        IntentsError.intentFailed,
        "The options of ‘\(parameter.parameterInfo.name)’ could not be listed: \(error)")
    }
  }

  static func option(_ value: Any) -> IntentQuestion.Option {
    .init(
      id: identifier(of: value), title: String(localized: DisplayRepresentations.title(of: value)))
  }

  /// The text that answers a question with the value: what the converter reads back as it.
  static func identifier(of value: Any) -> String {
    if let entity = value as? any AppEntity { return entity.id.entityIdentifierString }
    if let value = value as? any AppEnum { return "\(value.rawValue)" }
    if case .string(let text) = ValueEncoding.json(value) { return text }
    return ValueText.of(value)
  }
}

extension DynamicOptionsProvider {
  /// The options as values.
  func anyResults() async throws -> [Any] {
    try await results().items.map { $0 as Any }
  }

  /// The default value, if any.
  func anyDefaultResult() async -> Any? {
    await defaultResult().map { $0 as Any }
  }
}
