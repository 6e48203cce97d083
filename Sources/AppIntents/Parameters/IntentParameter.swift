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

  /// Not callable: declared, as Apple declares it, so that a bare `@Parameter var x: T` is
  /// default-initialized through the value type's form with every argument defaulted.
  @available(*, unavailable, message: "Use one of the value type's @Parameter forms.")
  public init() {
    fatalError("IntentParameter.init() is unavailable; a value type's @Parameter form is used.")
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

  /// The one initializer every `@Parameter` form funnels into: the title, the default and the
  /// declared settings, each form setting its own.
  convenience init(
    title: LocalizedStringResource?, defaultValue: Value.UnwrappedType?,
    _ configure: (inout IntentParameterConfiguration) -> Void
  ) {
    var configuration = IntentParameterConfiguration()
    configure(&configuration)
    self.init(title: title, defaultValue: defaultValue, configuration: configuration)
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
