public import CoreLocation

// What the value-type `@Parameter` forms declared, read back: currencies, person modes, place
// styles.

extension IntentParameter where Value.ValueType == IntentCurrencyAmount {
  /// The currencies an amount may be in, when declared.
  public var currencyCodes: [String]? { configuration.valueOptions.currencyCodes }
  /// The allowed range of amounts, when declared.
  public var inclusiveRange: InclusiveRange<Decimal>? { configuration.typedRange() }
}

extension IntentParameter where Value.ValueType == IntentPerson {
  /// Which people the parameter accepts, when declared.
  public var parameterMode: IntentPerson.ParameterMode? { configuration.valueOptions.personMode }
}

extension IntentParameter where Value.ValueType == CLPlacemark {
  /// How the place is shown, when declared.
  public var displayStyle: PlacemarkDisplayStyle? {
    PlacemarkDisplayStyle(named: configuration.displayStyle.map { "\($0)" })
  }
}

extension IntentParameter.PlacemarkDisplayStyle {
  init?(named name: String?) {
    switch name {
    case "name": self = .name
    case "address": self = .address
    case "city": self = .city
    default: return nil
    }
  }
}

extension IntentParameterContext where Value.ValueType == IntentCurrencyAmount {
  /// The currencies an amount may be in, when declared.
  public var currencyCodes: [String]? { configuration.valueOptions.currencyCodes }
}

extension IntentParameterContext where Value.ValueType == IntentPerson {
  /// Which people the parameter accepts, when declared.
  public var parameterMode: IntentPerson.ParameterMode? { configuration.valueOptions.personMode }
}

extension IntentParameterContext where Value.ValueType == CLPlacemark {
  /// How the place is shown, when declared.
  public var displayStyle: IntentParameter<Value>.PlacemarkDisplayStyle? {
    IntentParameter<Value>.PlacemarkDisplayStyle(named: configuration.displayStyle.map { "\($0)" })
  }
}
