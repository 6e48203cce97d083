/// What a resolver knows about the value it resolves: its title, whether it may be absent, and
/// the options its parameter declared (range, control style, unit…).
public struct IntentParameterContext<Value>: AnyIntentValue, Sendable
where Value: _IntentValue, Value: Sendable {
  /// The title of the parameter or property being resolved.
  public var title: LocalizedStringResource
  /// Whether the value may be absent.
  public var isOptional: Bool
  /// The options the parameter declared.
  package let configuration: IntentParameterConfiguration

  /// Creates a context; the runtime creates one for each resolution.
  package init(
    title: LocalizedStringResource, isOptional: Bool,
    configuration: IntentParameterConfiguration = IntentParameterConfiguration()
  ) {
    self.title = title
    self.isOptional = isOptional
    self.configuration = configuration
  }
}

extension IntentParameterContext where Value.ValueType == Int {
  /// How the parameter is edited, when declared.
  public var controlStyle: IntentParameter<Value>.IntControlStyle? {
    switch configuration.controlStyleName {
    case "stepper": .stepper
    case "field": .field
    default: nil
    }
  }
  /// The allowed range, when declared.
  public var inclusiveRange: IntentParameter<Value>.InclusiveRange<Int>? {
    configuration.typedRange()
  }
}

extension IntentParameterContext where Value.ValueType == Double {
  /// How the parameter is edited, when declared.
  public var controlStyle: IntentParameter<Value>.DoubleControlStyle? {
    switch configuration.controlStyleName {
    case "stepper": .stepper
    case "field": .field
    case "slider": .slider
    default: nil
    }
  }
  /// The allowed range, when declared.
  public var inclusiveRange: IntentParameter<Value>.InclusiveRange<Double>? {
    configuration.typedRange()
  }
}

extension IntentParameterContext where Value.ValueType == Bool {
  /// The names of `true` and `false`, when declared.
  public var displayName: Bool.IntentDisplayName? { configuration.booleanNames }
}

extension IntentParameterContext where Value.ValueType == Date {
  /// Which parts of the date the parameter asks for, when declared.
  public var dateKind: IntentParameter<Value>.DateKind? {
    IntentParameter<Value>.DateKind(named: configuration.dateKindName)
  }
}

extension IntentParameterContext where Value.ValueType == DateComponents {
  /// Which parts of the date the parameter asks for, when declared.
  public var dateKind: IntentParameter<Value>.DateKind? {
    IntentParameter<Value>.DateKind(named: configuration.dateKindName)
  }
}

extension IntentParameter.DateKind {
  init?(named name: String?) {
    switch name {
    case "date": self = .date
    case "time": self = .time
    case "dateTime": self = .dateTime
    default: return nil
    }
  }
}

/// A value that describes a property or parameter: its title and whether it is optional.
public protocol AnyIntentValue: Sendable {
  /// The type of value described.
  associatedtype Value: _IntentValue, Sendable
  /// Whether the value may be absent.
  var isOptional: Bool { get }
  /// The human-readable title.
  var title: LocalizedStringResource { get }
}
