import Synchronization

/// Makes a value from keyword arguments: `makeIntent(landmark: "Matterhorn", count: 3)`.
@dynamicCallable
public struct IntentValuePropertiesCallable<T>: Sendable {
  let make: @Sendable ([(String, TestValue)]) -> T

  /// The value with the arguments, by label; an argument without a label is refused when the
  /// value is used.
  public func dynamicallyCall(
    withKeywordArguments args: KeyValuePairs<String, (any IntentValueExpressing)?>
  ) -> T {
    make(args.map { ($0.key, TestValue($0.value)) })
  }
}

/// The definition of one of the app's intents.
public struct AppIntentDefinition: AppIntentTypeDefinition, Sendable {
  let app: TestApp
  /// The intent's Swift type name.
  let name: String

  /// The bundle identifier of the app.
  public var bundleIdentifier: String { app.bundleIdentifier }

  /// The intent type's identifier: its Swift type name.
  public var identifier: String { name }

  /// Makes an intent with parameters given by label, each a string, number, Boolean, date,
  /// entity, enum case or list (`makeIntent(landmark: "Matterhorn", count: 3)`). Values are
  /// converted when the intent runs: an entity from text through its query (the first match),
  /// an enum case from its raw value.
  public var makeIntent: IntentValuePropertiesCallable<AnyAppIntent> {
    let app = app
    let name = name
    return IntentValuePropertiesCallable { AnyAppIntent(app: app, name: name, parameters: $0) }
  }

  /// Throws unless the intent is one of this definition's.
  public func isInstance(_ instance: AnyAppIntent) throws {
    guard instance.app == app, instance.name == name else {
      throw IntentsError(
        IntentsError.invalidValue, "The intent is a \(instance.name), not a \(name).")
    }
  }
}

/// The definitions of the app's types whose values a test makes and checks.
public protocol AppIntentTypeDefinition {
  /// The values of the type, as a test holds them.
  associatedtype Instance: IntentValueConvertible
  /// Throws unless the value is one of this definition's type.
  func isInstance(_ instance: Instance) throws
}

/// One of the app's intents, with the parameters a test set: run it with ``run()``.
@dynamicMemberLookup
public struct AnyAppIntent: Sendable, IntentValueConvertible {
  let app: TestApp
  /// The intent's Swift type name.
  let name: String
  /// The parameters set, in the order set (a later value of a name replaces the earlier).
  var parameters: [(String, TestValue)]

  init(app: TestApp, name: String, parameters: [(String, TestValue)]) {
    self.app = app
    self.name = name
    self.parameters = parameters
  }

  /// The intent type's identifier: its Swift type name.
  public var identifier: String { name }

  func parameter(_ name: String) -> TestValue {
    parameters.last { $0.0 == name }?.1 ?? .none
  }

  var content: IntentValueContainer.Content {
    .record(
      type: name,
      fields: Dictionary(parameters.map { ($0.0, $0.1.content) }, uniquingKeysWith: { $1 }))
  }

  /// The intent and its parameters as an intent value.
  public func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer
  {
    IntentValueContainer(content)
  }

  /// A parameter's value as set; setting `nil` removes it. A name the intent does not have is
  /// reported by ``run()``.
  public subscript(dynamicMember identifier: String) -> (any IntentValueExpressing)? {
    get { parameter(identifier).expression }
    set {
      parameters.removeAll { $0.0 == identifier }
      if let newValue { parameters.append((identifier, TestValue(newValue))) }
    }
  }

  /// A parameter's value as set, as `T`.
  public subscript<T: IntentValueConvertible>(dynamicMember identifier: String) -> T {
    get throws { try parameter(identifier).read(as: T.self, what: "\(name).\(identifier)") }
  }

  /// A path through a parameter's value as set.
  public subscript(dynamicMember identifier: String) -> DynamicPropertyPath {
    DynamicPropertyPath(root: .intent(self), what: name).appending(.member(identifier))
  }

  /// Runs the intent through the app's host, as Siri or Shortcuts would: its parameters are
  /// converted (an entity named by text is the first its query matches), `perform()` runs,
  /// and the result comes back with the value it returned.
  ///
  /// Throws when the intent, a parameter or an enum case is unknown (naming the nearest
  /// declared name), a value does not convert, the intent throws, or it asks a question a
  /// test cannot answer (a missing required value, a confirmation): the error names the
  /// question.
  @discardableResult
  public func run() async throws -> ResolvedIntentResult {
    let (host, identifier) = try await app.identifier(of: name, kind: .intent)
    let types = try host.parameterTypes(intent: identifier)
    var inputs: [String: ParameterInput] = [:]
    var texts: Set<String> = []
    for (label, value) in parameters {
      guard let type = types[label] else {
        let allowed = types.keys.sorted()
        throw IntentsError(
          IntentsError.unknownParameter,
          NameSuggestion.message(
            "\(name) has no parameter ‘\(label.prefix(100))’"
              + (allowed.isEmpty
                ? "; it has none." : " (it has \(allowed.joined(separator: ", "))))."),
            given: label, allowed: allowed),
          allowed: allowed)
      }
      let input = try await ParameterConversion(host: host, app: app).input(
        value, for: type, what: "\(name).\(label)")
      inputs[label] = input
      // Text — alone or in a list — names entities the run takes the first match of.
      switch input {
      case .text: texts.insert(label)
      case .list(let items)
      where items.contains(where: { if case .text = $0 { true } else { false } }):
        texts.insert(label)
      default: break
      }
    }
    let returned = ReturnedValue()
    let outcome = try await ReturnedValues.$observer.withValue({ returned.set($0) }) {
      try await host.run(
        intent: identifier, parameters: inputs, responder: FirstMatchResponder(texts: texts))
    }
    switch outcome {
    case .completed(let result):
      let value = try await TestValue.returned(returned.value, app: app, host: host)
      return ResolvedIntentResult(intent: name, result: result, value: value)
    case .needsInput(let question):
      throw IntentsError(
        IntentsError.invalidRequest,
        "\(name) asked “\(question.prompt)”"
          + (question.parameter.map { " for its parameter ‘\($0)’" } ?? "")
          + ", which a test cannot answer: "
          + (question.parameter.map { "give ‘\($0)’ when making the intent." }
            ?? "run it with IntentsTestSystem.run(_:_:answers:responder:) to answer questions."))
    }
  }
}

/// Answers the "which one?" a run asks for a parameter given as text with the first match,
/// as Apple's testing does; asks nothing else.
struct FirstMatchResponder: IntentResponder {
  let texts: Set<String>

  func answer(_ question: IntentQuestion) async -> IntentAnswer? {
    guard question.kind == .chooseValue, let parameter = question.parameter,
      texts.contains(parameter), let first = question.options.first
    else { return nil }
    return .option(first.id)
  }
}

/// The value the run's `perform()` returned, handed over from the run. Guarded by its mutex.
final class ReturnedValue: Sendable {
  private let parts = Mutex<IntentResultParts?>(nil)

  func set(_ value: IntentResultParts) { parts.withLock { $0 = value } }

  var value: Any? { parts.withLock { $0?.value } }
}
