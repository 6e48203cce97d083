// The option enums `@Parameter` forms take: control styles, date kinds, placemark styles and
// the inclusive range. The runtime publishes each as a hint on the parameter's description.

extension IntentParameter {
  /// How an integer parameter is edited.
  public enum IntControlStyle: Hashable, Sendable, CustomStringConvertible {
    /// Buttons that add or remove one.
    case stepper
    /// A text field.
    case field

    /// The style's name, as the surfaces publish it.
    public var description: String { self == .stepper ? "stepper" : "field" }
  }

  /// How a decimal parameter is edited.
  public enum DoubleControlStyle: Hashable, Sendable, CustomStringConvertible {
    /// Buttons that add or remove one.
    case stepper
    /// A text field.
    case field
    /// A slider between the range's bounds.
    case slider

    /// The style's name, as the surfaces publish it.
    public var description: String {
      switch self {
      case .stepper: "stepper"
      case .field: "field"
      case .slider: "slider"
      }
    }
  }

  /// Which parts of a date a parameter asks for.
  public enum DateKind: Hashable, Sendable, CustomStringConvertible {
    /// The day only.
    case date
    /// The time of day only.
    case time
    /// The day and the time.
    case dateTime

    /// The kind's name, as the surfaces publish it.
    public var description: String {
      switch self {
      case .date: "date"
      case .time: "time"
      case .dateTime: "dateTime"
      }
    }
  }

  /// How a place is shown.
  public enum PlacemarkDisplayStyle: Hashable, Sendable, CustomStringConvertible {
    /// By its name.
    case name
    /// By its address.
    case address
    /// By its city.
    case city

    /// The style's name, as the surfaces publish it.
    public var description: String {
      switch self {
      case .name: "name"
      case .address: "address"
      case .city: "city"
      }
    }
  }

  /// An allowed range of values, both bounds included.
  public typealias InclusiveRange<Bound> = (lowerBound: Bound, upperBound: Bound)
  where Bound: Comparable
}

extension IntentParameter where Value.ValueType == Int {
  /// How the parameter is edited, when declared.
  public var controlStyle: IntControlStyle? {
    switch configuration.controlStyleName {
    case "stepper": .stepper
    case "field": .field
    default: nil
    }
  }
  /// The allowed range, when declared.
  public var inclusiveRange: InclusiveRange<Int>? { configuration.typedRange() }
}

extension IntentParameter where Value.ValueType == Double {
  /// How the parameter is edited, when declared.
  public var controlStyle: DoubleControlStyle? {
    switch configuration.controlStyleName {
    case "stepper": .stepper
    case "field": .field
    case "slider": .slider
    default: nil
    }
  }
  /// The allowed range, when declared.
  public var inclusiveRange: InclusiveRange<Double>? { configuration.typedRange() }
}

extension IntentParameter where Value.ValueType == Date {
  /// Which parts of the date the parameter asks for, when declared.
  public var dateKind: DateKind? { DateKind(named: configuration.dateKindName) }
}

extension IntentParameter where Value.ValueType == DateComponents {
  /// Which parts of the date the parameter asks for, when declared.
  public var dateKind: DateKind? { DateKind(named: configuration.dateKindName) }
}

extension IntentParameter where Value.ValueType == String {
  /// How the text is typed, when declared.
  public var inputOptions: String.IntentInputOptions? { configuration.inputOptions }
}

extension IntentParameter where Value.ValueType == Bool {
  /// The names of `true` and `false`, when declared.
  public var displayName: Bool.IntentDisplayName? { configuration.booleanNames }
}

extension IntentParameterConfiguration {
  /// The declared range with its bounds typed, when they have that type.
  func typedRange<Bound>() -> (lowerBound: Bound, upperBound: Bound)? {
    guard let range, let low = range.lowerBound as? Bound, let high = range.upperBound as? Bound
    else { return nil }
    return (low, high)
  }
}
