import AppIntents

/// What the host does with one intent type, whatever the type.
protocol IntentTypeRuntime: Sendable {
  var identifier: String { get }
  var parameterValueTypes: [Any.Type] { get }
  /// The type of the value `perform()` returns (`ReturnsValue<Value>`); `nil` when it returns
  /// none.
  var resultValueType: Any.Type? { get }
  func describe() -> IntentTypeDescription
  func run(_ inputs: [String: ParameterInput], session: RunSession) async throws -> IntentRunResult
}

/// The runtime of one intent type: its parameters, found on an instance, and its runs.
final class IntentRuntime<Intent: AppIntent>: IntentTypeRuntime, @unchecked Sendable {
  // @unchecked Sendable: immutable after init.
  let parameterValueTypes: [Any.Type]
  private let parameterNames: [String]

  init(_ type: Intent.Type) {
    let parameters = Self.parameters(of: Intent())
    parameterNames = parameters.map(\.name)
    parameterValueTypes = parameters.map { $0.parameter.valueType }
  }

  var identifier: String { Intent.persistentIdentifier }

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
    let summary = (Intent.parameterSummary as? IntentParameterSummary<Intent>)?.render(intent)
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
            [ValueEncoding.json($0.lower), ValueEncoding.json($0.upper)]
          })
      },
      opensApp: Intent.openAppWhenRun, isDiscoverable: Intent.isDiscoverable, summary: summary,
      schema: SchemaDescription(of: Intent.self))
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
    for (name, parameter) in parameters {
      if let value = try await resolver.value(for: parameter, input: inputs[name]) {
        do {
          try parameter.assign(value)
        } catch {
          throw IntentsError(IntentsError.invalidValue, String(describing: error))
        }
      }
    }
    try await Invocation.prepareDependencies(of: intent, type: identifier)
    Transcript.note(
      .perform, identifier, "perform()",
      JSONValue.object(IntentParameters.values(of: parameters)).description)
    let interaction = RunInteraction(
      session: session,
      parameters: Dictionary(uniqueKeysWithValues: parameters.map { ($0.name, $0.parameter) }))
    let result: Intent.PerformResult
    do {
      result = try await IntentInteraction.$current.withValue(interaction) {
        try await intent.perform()
      }
    } catch let error as IntentsError {
      throw error
    } catch let error as NeedsInput {
      throw error
    } catch let error as AppIntentError {
      switch error.code {
      case "declined":
        throw IntentsError(IntentsError.declined, "\(identifier): \(error.description)")
      case AppIntentError.Unrecoverable.entityNotFound.code:
        throw IntentsError(IntentsError.entityNotFound, "\(identifier): \(error.description)")
      default:
        throw IntentsError(IntentsError.intentFailed, "\(identifier) failed: \(error.description)")
      }
    } catch {
      throw IntentsError(
        IntentsError.intentFailed, "\(identifier) failed: \(String(describing: error))")
    }
    let parts = IntentResultParts(of: result)
    return IntentRunResult(
      intent: identifier, parameters: IntentParameters.values(of: parameters),
      value: parts.value.map(ValueEncoding.result), dialog: parts.dialog?.text,
      opensIntent: parts.opensIntent.map(Self.opened),
      summary: (Intent.parameterSummary as? IntentParameterSummary<Intent>)?.render(intent))
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

/// An intent type, as the manifest and adapters describe it.
public struct IntentTypeDescription: Sendable, Hashable, Codable {
  /// A parameter.
  public struct Parameter: Sendable, Hashable, Codable {
    /// The parameter's name.
    public var name: String
    /// The parameter's title.
    public var title: String
    /// The parameter's description, if any.
    public var description: String?
    /// The parameter's value type.
    public var value: ValueDescriptor
    /// Whether a run must give it a value (it is neither optional nor defaulted).
    public var isRequired: Bool
    /// The default value, as JSON, if any.
    public var defaultValue: JSONValue?
    /// The values the parameter is limited to, if any.
    public var allowedValues: [JSONValue]?
    /// The smallest and largest values allowed, when declared with `inclusiveRange:`.
    public var range: [JSONValue]?
  }

  /// The intent's persistent identifier.
  public var identifier: String
  /// The intent's title.
  public var title: String
  /// What the intent does, if it says.
  public var description: String?
  /// The parameters, in declaration order.
  public var parameters: [Parameter]
  /// Whether running it opens the app.
  public var opensApp: Bool
  /// Whether it is offered to people.
  public var isDiscoverable: Bool
  /// The parameter summary with placeholders, if the intent has one.
  public var summary: String?
  /// The assistant schema the intent adopts (`@AppIntent(schema:)`), if any.
  public var schema: SchemaDescription?
}
