import AppIntents
import Foundation

/// What the host does with one intent type, whatever the type.
protocol IntentTypeRuntime: Sendable {
  var identifier: String { get }
  var parameterValueTypes: [Any.Type] { get }
  /// The parameters' declared value types, by parameter name.
  var parameterTypesByName: [String: Any.Type] { get }
  /// The intent's Swift type.
  var intentType: any AppIntent.Type { get }
  /// The type of the value `perform()` returns (`ReturnsValue<Value>`); `nil` when it returns
  /// none.
  var resultValueType: Any.Type? { get }
  func describe() -> IntentTypeDescription
  /// The processes the intent may run in.
  var allowedExecutionTargets: IntentExecutionTargets { get }
  func run(_ inputs: [String: ParameterInput], session: RunSession) async throws -> IntentRunResult
  /// The predictions a donation of this intent counts towards.
  func predictionCandidates(of intent: any AppIntent) -> [StoredDonation.Prediction]
  func summary(_ inputs: [String: ParameterInput], converter: ValueConverter) async -> String?
  /// Converts each given value as a run would — its type, enum case, range and declared
  /// options — without performing the intent.
  func check(_ inputs: [String: ParameterInput], session: RunSession) async throws
}

/// The runtime of one intent type: its parameters, found on an instance, and its runs.
final class IntentRuntime<Intent: AppIntent>: IntentTypeRuntime, Sendable {
  let parameterValueTypes: [Any.Type]
  private let parameterNames: [String]

  init(_ type: Intent.Type) {
    let parameters = Self.parameters(of: Intent())
    parameterNames = parameters.map(\.name)
    parameterValueTypes = parameters.map { $0.parameter.valueType }
  }

  var identifier: String { Intent.persistentIdentifier }

  var parameterTypesByName: [String: Any.Type] {
    Dictionary(uniqueKeysWithValues: zip(parameterNames, parameterValueTypes).map { ($0, $1) })
  }

  var resultValueType: Any.Type? {
    let type = Intent.PerformResult.Value.self
    return type == Never.self ? nil : type
  }

  /// The `@Parameter`s of an intent the runtime runs, told their names for their messages.
  static func parameters(of intent: Intent) -> [IntentParameters.Named] {
    let parameters = IntentParameters.of(intent)
    for (name, parameter) in parameters { parameter.bind(name: name) }
    return parameters
  }

  func describe() -> IntentTypeDescription {
    let intent = Intent()
    return IntentTypeDescription(
      identifier: identifier, title: String(localized: Intent.title),
      description: Intent.description.map { String(localized: $0.descriptionText) },
      parameters: Self.parameters(of: intent).map { name, parameter in
        let info = parameter.parameterInfo
        return IntentTypeDescription.Parameter(
          name: name, title: String(localized: info.title),
          description: parameter.parameterDescription.map { String(localized: $0) },
          value: ValueDescriptor(info.valueType),
          isRequired: !info.isOptional && parameter.anyDefaultValue == nil,
          defaultValue: parameter.anyDefaultValue.map(ValueEncoding.json),
          allowedValues: parameter.declaredSupportedValues?.map { ValueEncoding.json($0) },
          range: parameter.declaredRange.map {
            [ValueEncoding.json($0.lowerBound), ValueEncoding.json($0.upperBound)]
          },
          hints: ParameterHints(parameter))
      },
      opensApp: Intent.openAppWhenRun, isDiscoverable: Intent.isDiscoverable,
      summary: SummaryText.render(intent),
      summaryParameters: SummaryText.additionalParameters(intent).nilIfEmpty,
      kinds: IntentKinds.of(Intent.self).nilIfEmpty,
      deprecation: IntentKinds.deprecation(of: Intent.self),
      schema: SchemaDescription(of: Intent.self),
      executionTargets: Intent.allowedExecutionTargets.names)
  }

  var allowedExecutionTargets: IntentExecutionTargets { Intent.allowedExecutionTargets }

  func check(_ inputs: [String: ParameterInput], session: RunSession) async throws {
    let resolver = ParameterResolver(session: session)
    for (name, parameter) in Self.parameters(of: Intent()) {
      guard let input = inputs[name] else { continue }
      _ = try await resolver.value(for: parameter, input: input)
    }
  }

  func run(_ inputs: [String: ParameterInput], session: RunSession) async throws -> IntentRunResult
  {
    let unknown = Set(inputs.keys).subtracting(parameterNames)
    if let name = unknown.sorted().first {
      throw IntentsError(
        IntentsError.unknownParameter, "\(identifier) has no parameter ‘\(name)’.",
        allowed: parameterNames)
    }
    let intent = Intent()
    let parameters = Self.parameters(of: intent)
    let resolver = ParameterResolver(session: session)
    try await IntentParameterDependencyScope.$intent.withValue(intent) {
      for (name, parameter) in parameters {
        if let value = try await resolver.value(for: parameter, input: inputs[name]) {
          do {
            try parameter.assign(value)
          } catch {
            throw IntentsError(IntentsError.invalidValue, String(describing: error))
          }
        }
      }
    }
    var result = IntentRunResult(
      intent: identifier, parameters: IntentParameters.values(of: parameters), value: nil,
      dialog: nil, opensIntent: nil, summary: SummaryText.render(intent))
    result.runID = session.id
    if let configured = try await IntentKinds.withoutPerform(intent, result: result) {
      return configured
    }
    try await Invocation.prepareDependencies(of: intent, type: identifier)
    Transcript.note(
      .perform, identifier, "perform()",
      JSONValue.object(IntentParameters.values(of: parameters)).description)
    let interaction = RunInteraction(
      session: session,
      parameters: Dictionary(uniqueKeysWithValues: parameters.map { ($0.name, $0.parameter) }))
    let parts = try await perform(intent, interaction)
    ReturnedValues.observer?(parts)
    result.parameters = IntentParameters.values(of: parameters)
    if let value = parts.value {
      result.value = await UnresolvedEntityLabels.adding(
        to: EntityValueRepresentations.adding(to: ValueEncoding.result(value), for: value),
        registry: session.registry)
    }
    result.dialog = parts.dialog?.text
    result.opensIntent = parts.opensIntent.map(Self.opened)
    result.actionButtonIntent = parts.actionButtonIntent.map(Self.opened)
    result.activityIdentifier = parts.activityIdentifier
    result.summary = SummaryText.render(intent)
    result.contentIdentifier = (intent as? any TargetContentProvidingIntent)?.contentIdentifier
    result.foreground = interaction.wentToForeground ? true : nil
    if let snippet = parts.snippetIntent {
      result.snippet = try await interaction.show(snippet)
    }
    return result
  }

  /// Performs the intent with the run's interaction, progress and clock, mapping its errors.
  private func perform(
    _ intent: Intent, _ interaction: RunInteraction
  ) async throws
    -> IntentResultParts
  {
    let progress: Progress? =
      intent is any ProgressReportingIntent ? interaction.makeProgress() : nil
    do {
      return try await IntentInteraction.$current.withValue(interaction) {
        try await IntentRunProgress.$current.withValue(progress) {
          try await IntentRunClock.$started.withValue(Date()) {
            try await IntentRunCancellation.$current.withValue(IntentRunCancellation()) {
              try await EntityCollectionResolution.$resolve.withValue(
                interaction.session.entityCollectionResolver
              ) {
                // The questions `perform()` asks resolve values as the parameters were resolved:
                // an options provider's `@IntentParameterDependency` reads this intent.
                try await IntentParameterDependencyScope.$intent.withValue(intent) {
                  try await performAgainWhenAsked(intent)
                }
              }
            }
          }
        }
      }
    } catch let error as IntentsError {
      throw error
    } catch is CancellationError where Task.isCancelled {
      // The run was cancelled — Ctrl-C, an MCP client's cancellation, the embedder — and
      // `perform()` stopped.
      throw IntentsError(
        IntentsError.cancelled, "The run of \(identifier) was cancelled before it finished.")
    } catch let error as NeedsInput {
      throw error
    } catch let error as any IntentsErrorConvertible {
      // A library's error that is the caller's mistake, such as an image the intent was given
      // and cannot decode: invalidImage (or requestTooLarge), as in a visual search.
      throw error.intentsError(subject: identifier)
    } catch {
      throw IntentsError.thrownByApp(error, subject: identifier, failure: IntentsError.intentFailed)
    }
  }

  /// The most times a run performs its intent again, on `restartPerform` or after getting what
  /// a `needsValueError` asked for; past it the run stops instead of looping.
  static var maximumPerforms: Int { 8 }

  /// Performs the intent; when it throws an error that asks the system to get something first
  /// (a value, a choice, the foreground) or to start over, gets it and performs again.
  private func performAgainWhenAsked(_ intent: Intent) async throws -> IntentResultParts {
    for attempt in 1...Self.maximumPerforms {
      do {
        return IntentResultParts(of: try await intent.perform())
      } catch let error as AppIntentError where error.performsAgain {
        // On the last attempt nothing is asked: the answer could not be used.
        guard attempt < Self.maximumPerforms else { break }
        try Task.checkCancellation()
        if let recovery = error.recovery, try await recovery() == .finished {
          return IntentResultParts(of: IntentResultContainer<Never, Never, Never, Never>.result())
        }
        Transcript.note(
          .perform, identifier, "perform() again", "\(error.code), attempt \(attempt + 1)")
      }
    }
    throw IntentsError(
      IntentsError.intentFailed,
      "\(identifier) asked to be performed again \(Self.maximumPerforms) times; the run stops "
        + "here instead of looping.")
  }

  func predictionCandidates(of intent: any AppIntent) -> [StoredDonation.Prediction] {
    IntentPredictions.candidates(Intent.self, of: intent)
  }

  /// The summary of the intent with the inputs, converted without asking anything; inputs that
  /// do not convert are left without a value.
  func summary(_ inputs: [String: ParameterInput], converter: ValueConverter) async -> String? {
    let intent = Intent()
    for (name, parameter) in Self.parameters(of: intent) {
      guard let input = inputs[name],
        let value = try? await converter.convert(
          input.valueInput, to: parameter.valueType, what: name)
      else { continue }
      try? parameter.assign(value)
    }
    return SummaryText.render(intent)
  }

  static func opened(_ intent: any AppIntent) -> OpenedIntent {
    OpenedIntent(
      intent: type(of: intent).persistentIdentifier,
      parameters: IntentParameters.values(of: IntentParameters.of(intent)))
  }
}

/// The `@Parameter`s of intents, found by reflection on an instance.
enum IntentParameters {
  /// A parameter with the name of its declaration.
  typealias Named = (name: String, parameter: any AnyIntentParameter)

  /// The parameters of an intent, in declaration order.
  static func of(_ intent: any AppIntent) -> [Named] {
    Mirror(reflecting: intent).children.compactMap { child in
      guard let label = child.label, label.hasPrefix("_"),
        let parameter = child.value as? any AnyIntentParameter
      else { return nil }
      return (String(label.dropFirst()), parameter)
    }
  }

  /// The parameters' current values, as JSON.
  static func values(of parameters: [Named]) -> [String: JSONValue] {
    Dictionary(
      uniqueKeysWithValues: parameters.map {
        ($0.name, ValueEncoding.json($0.parameter.anyCurrentValue))
      })
  }
}

extension Array {
  var nilIfEmpty: Self? { isEmpty ? nil : self }
}
