/// A parameter of an intent, declared with `@Parameter`: the system fills it in before
/// `perform()`, asking the person when it needs to.
///
/// ```swift
/// @Parameter(title: "Landmark") var landmark: LandmarkEntity
/// @Parameter(title: "Note", default: "") var note: String
/// @Parameter var collection: CollectionEntity?
/// ```
///
/// Like Apple's, the wrapper is a class; the OpenIntents runtime sets its value (from an
/// identifier, text or a JSON value, asking "which one?" when text is ambiguous) before calling
/// `perform()`.
@propertyWrapper
public final class IntentParameter<Value>: @unchecked Sendable
where Value: _IntentValue, Value: Sendable {
  // @unchecked Sendable: the runtime sets the value before `perform()` runs, and `perform()`
  // reads it afterwards on the same task; the configuration is immutable after init.
  private var storage: Value?
  private var explicitTitle: LocalizedStringResource?
  /// The value used when none is given.
  public let defaultValue: Value.UnwrappedType?
  let configuration: IntentParameterConfiguration
  /// The parameter's name in its intent, bound by the runtime from the declaration.
  var boundName: String?

  /// A parameter; every argument is optional, so a bare `@Parameter` works.
  public init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.explicitTitle = title
    self.defaultValue = defaultValue
    self.configuration = IntentParameterConfiguration(
      description: description, requestValueDialog: requestValueDialog,
      requestDisambiguationDialog: requestDisambiguationDialog,
      inputConnectionBehavior: inputConnectionBehavior)
    self.storage = nil
  }

  init(
    title: LocalizedStringResource?, defaultValue: Value.UnwrappedType?,
    configuration: IntentParameterConfiguration
  ) {
    self.explicitTitle = title
    self.defaultValue = defaultValue
    self.configuration = configuration
    self.storage = nil
  }

  /// The parameter's value: the one set, else the default, else `nil` for an optional.
  ///
  /// Reading a required parameter that has neither stops the program with a message naming
  /// it; the runtime always gives parameters a value (or asks for one) before `perform()`.
  public var wrappedValue: Value {
    get {
      if let storage { return storage }
      if let defaultValue, let value = defaultValue as? Value { return value }
      if let none = OptionalValue.none(of: Value.self) { return none }
      fatalError(
        "The parameter ‘\(name)’ (\(Value.self)) was read before it was given a value; run the "
          + "intent through the OpenIntents runtime, which resolves parameters first, or set it.")
    }
    set { storage = newValue }
  }

  /// The parameter object itself, for `\.$landmark` key paths and the request methods.
  public var projectedValue: IntentParameter<Value> { self }

  /// The parameter's title; when none was given, its name in words.
  public var title: LocalizedStringResource {
    explicitTitle ?? LocalizedStringResource(stringLiteral: PropertyName.title(for: name))
  }

  /// Whether the value may be absent.
  public var isOptional: Bool { Value.self is any _OptionalIntentValue.Type }

  /// Whether the parameter has a value of its own (not its default).
  public var valueState: ValueState {
    if let storage { return .set(storage) }
    return .unset
  }

  /// Whether a parameter has been given a value.
  public enum ValueState {
    /// No value was given.
    case unset
    /// A value was given.
    case set(Value)
  }

  var name: String { boundName ?? "value" }
  var hasValue: Bool { storage != nil }
  /// The value given or defaulted; `nil` when there is neither.
  var currentValue: Value? { hasValue || defaultValue != nil ? wrappedValue : nil }
  func clear() { storage = nil }
}

extension IntentParameter.ValueState: Equatable where Value: Equatable {}

extension IntentParameter: AnyIntentValue {}

/// The declared settings of a parameter besides its title and default.
struct IntentParameterConfiguration: @unchecked Sendable {
  // @unchecked Sendable: immutable; the options provider and query are Sendable app types and
  // the supported values are intent values.
  var description: LocalizedStringResource?
  var requestValueDialog: IntentDialog?
  var requestDisambiguationDialog: IntentDialog?
  var inputConnectionBehavior: InputConnectionBehavior = .default
  var optionsProvider: (any DynamicOptionsProvider)?
  var query: (any EntityQuery)?
  var supportedValues: [Any]?
  var inclusiveRange: (lower: Any, upper: Any)?
  var resolvers: [any Resolver] = []
  /// The content types, currencies or people the parameter accepts.
  var valueOptions = IntentValueOptions()
}
