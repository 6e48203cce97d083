import Synchronization

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
public final class IntentParameter<Value>: Sendable
where Value: _IntentValue, Value: Sendable {
  /// What the runtime sets after init: the value, and the parameter's name in its intent.
  private struct State {
    var value: Value?
    var boundName: String?
  }

  // The runtime sets the value and the name while resolving; the intent reads them in
  // `perform()`, on another task when the system runs it there: `state` orders the two.
  private let state = Mutex(State())
  private let explicitTitle: LocalizedStringResource?
  /// The default as the parameter's own type (`Value`), which is Sendable where the unwrapped
  /// type need not be.
  private let defaultWrapped: Value?
  let configuration: IntentParameterConfiguration

  /// The value used when none is given.
  public var defaultValue: Value.UnwrappedType? {
    defaultWrapped.flatMap { OptionalValue.unwrap($0) as? Value.UnwrappedType }
  }

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
    self.defaultWrapped = defaultValue.flatMap { $0 as? Value }
    self.configuration = configuration
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
      if let value = state.withLock({ $0.value }) { return value }
      if let defaultWrapped { return defaultWrapped }
      if let none = OptionalValue.none(of: Value.self) { return none }
      fatalError(
        "The parameter ‘\(name)’ (\(Value.self)) was read before it was given a value; run the "
          + "intent through the OpenIntents runtime, which resolves parameters first, or set it.")
    }
    set { state.withLock { $0.value = newValue } }
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
    if let value = state.withLock({ $0.value }) { return .set(value) }
    return .unset
  }

  /// Whether a parameter has been given a value.
  public enum ValueState {
    /// No value was given.
    case unset
    /// A value was given.
    case set(Value)
  }

  var name: String { state.withLock { $0.boundName } ?? "value" }
  var hasValue: Bool { state.withLock { $0.value != nil } }
  /// The value given or defaulted; `nil` when there is neither.
  var currentValue: Value? { hasValue || defaultWrapped != nil ? wrappedValue : nil }
  func clear() { state.withLock { $0.value = nil } }
  /// Tells the parameter its name in its intent, for its title and messages.
  package func bind(name: String) { state.withLock { $0.boundName = name } }
}

extension IntentParameter.ValueState: Equatable where Value: Equatable {}

extension IntentParameter: AnyIntentValue {}
