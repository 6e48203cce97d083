// What a resolver knows of a measurement parameter: its unit and whether it may be negative.

public import Foundation

extension IntentParameterContext where Value.ValueType == Measurement<UnitAcceleration> {
  /// The unit the value is always in, when declared with `unit:`.
  public var unit: IntentParameter<Measurement<UnitAcceleration>>.Acceleration? {
    configuration.unit(fixed: true)
  }
  /// The unit preselected for the value, when declared with `defaultUnit:`.
  public var defaultUnit: IntentParameter<Measurement<UnitAcceleration>>.Acceleration? {
    configuration.unit(fixed: false)
  }
  /// Whether the unit follows the person's locale, when declared.
  public var unitAdjustForLocale: Bool? { configuration.unitAdjustForLocale }
  /// Whether the value may be negative, when declared.
  public var supportsNegativeNumbers: Bool? { configuration.supportsNegativeNumbers }
}

extension IntentParameterContext where Value.ValueType == Measurement<UnitAngle> {
  /// The unit the value is always in, when declared with `unit:`.
  public var unit: IntentParameter<Measurement<UnitAngle>>.Angle? {
    configuration.unit(fixed: true)
  }
  /// The unit preselected for the value, when declared with `defaultUnit:`.
  public var defaultUnit: IntentParameter<Measurement<UnitAngle>>.Angle? {
    configuration.unit(fixed: false)
  }
  /// Whether the unit follows the person's locale, when declared.
  public var unitAdjustForLocale: Bool? { configuration.unitAdjustForLocale }
  /// Whether the value may be negative, when declared.
  public var supportsNegativeNumbers: Bool? { configuration.supportsNegativeNumbers }
}

extension IntentParameterContext where Value.ValueType == Measurement<UnitArea> {
  /// The unit the value is always in, when declared with `unit:`.
  public var unit: IntentParameter<Measurement<UnitArea>>.Area? { configuration.unit(fixed: true) }
  /// The unit preselected for the value, when declared with `defaultUnit:`.
  public var defaultUnit: IntentParameter<Measurement<UnitArea>>.Area? {
    configuration.unit(fixed: false)
  }
  /// Whether the unit follows the person's locale, when declared.
  public var unitAdjustForLocale: Bool? { configuration.unitAdjustForLocale }
  /// Whether the value may be negative, when declared.
  public var supportsNegativeNumbers: Bool? { configuration.supportsNegativeNumbers }
}

extension IntentParameterContext where Value.ValueType == Measurement<UnitConcentrationMass> {
  /// The unit the value is always in, when declared with `unit:`.
  public var unit: IntentParameter<Measurement<UnitConcentrationMass>>.ConcentrationMass? {
    configuration.unit(fixed: true)
  }
  /// The unit preselected for the value, when declared with `defaultUnit:`.
  public var defaultUnit: IntentParameter<Measurement<UnitConcentrationMass>>.ConcentrationMass? {
    configuration.unit(fixed: false)
  }
  /// Whether the unit follows the person's locale, when declared.
  public var unitAdjustForLocale: Bool? { configuration.unitAdjustForLocale }
  /// Whether the value may be negative, when declared.
  public var supportsNegativeNumbers: Bool? { configuration.supportsNegativeNumbers }
}

extension IntentParameterContext where Value.ValueType == Measurement<UnitDispersion> {
  /// The unit the value is always in, when declared with `unit:`.
  public var unit: IntentParameter<Measurement<UnitDispersion>>.Dispersion? {
    configuration.unit(fixed: true)
  }
  /// The unit preselected for the value, when declared with `defaultUnit:`.
  public var defaultUnit: IntentParameter<Measurement<UnitDispersion>>.Dispersion? {
    configuration.unit(fixed: false)
  }
  /// Whether the unit follows the person's locale, when declared.
  public var unitAdjustForLocale: Bool? { configuration.unitAdjustForLocale }
  /// Whether the value may be negative, when declared.
  public var supportsNegativeNumbers: Bool? { configuration.supportsNegativeNumbers }
}

extension IntentParameterContext where Value.ValueType == Measurement<UnitDuration> {
  /// The unit the value is always in, when declared with `unit:`.
  public var unit: IntentParameter<Measurement<UnitDuration>>.Duration? {
    configuration.unit(fixed: true)
  }
  /// The unit preselected for the value, when declared with `defaultUnit:`.
  public var defaultUnit: IntentParameter<Measurement<UnitDuration>>.Duration? {
    configuration.unit(fixed: false)
  }
  /// Whether the unit follows the person's locale, when declared.
  public var unitAdjustForLocale: Bool? { configuration.unitAdjustForLocale }
  /// Whether the value may be negative, when declared.
  public var supportsNegativeNumbers: Bool? { configuration.supportsNegativeNumbers }
}

extension IntentParameterContext where Value.ValueType == Measurement<UnitElectricCharge> {
  /// The unit the value is always in, when declared with `unit:`.
  public var unit: IntentParameter<Measurement<UnitElectricCharge>>.ElectricCharge? {
    configuration.unit(fixed: true)
  }
  /// The unit preselected for the value, when declared with `defaultUnit:`.
  public var defaultUnit: IntentParameter<Measurement<UnitElectricCharge>>.ElectricCharge? {
    configuration.unit(fixed: false)
  }
  /// Whether the unit follows the person's locale, when declared.
  public var unitAdjustForLocale: Bool? { configuration.unitAdjustForLocale }
  /// Whether the value may be negative, when declared.
  public var supportsNegativeNumbers: Bool? { configuration.supportsNegativeNumbers }
}

extension IntentParameterContext where Value.ValueType == Measurement<UnitElectricCurrent> {
  /// The unit the value is always in, when declared with `unit:`.
  public var unit: IntentParameter<Measurement<UnitElectricCurrent>>.ElectricCurrent? {
    configuration.unit(fixed: true)
  }
  /// The unit preselected for the value, when declared with `defaultUnit:`.
  public var defaultUnit: IntentParameter<Measurement<UnitElectricCurrent>>.ElectricCurrent? {
    configuration.unit(fixed: false)
  }
  /// Whether the unit follows the person's locale, when declared.
  public var unitAdjustForLocale: Bool? { configuration.unitAdjustForLocale }
  /// Whether the value may be negative, when declared.
  public var supportsNegativeNumbers: Bool? { configuration.supportsNegativeNumbers }
}

extension IntentParameterContext
where Value.ValueType == Measurement<UnitElectricPotentialDifference> {
  /// The unit the value is always in, when declared with `unit:`.
  public var unit:
    IntentParameter<Measurement<UnitElectricPotentialDifference>>.ElectricPotentialDifference?
  { configuration.unit(fixed: true) }
  /// The unit preselected for the value, when declared with `defaultUnit:`.
  public var defaultUnit:
    IntentParameter<Measurement<UnitElectricPotentialDifference>>.ElectricPotentialDifference?
  { configuration.unit(fixed: false) }
  /// Whether the unit follows the person's locale, when declared.
  public var unitAdjustForLocale: Bool? { configuration.unitAdjustForLocale }
  /// Whether the value may be negative, when declared.
  public var supportsNegativeNumbers: Bool? { configuration.supportsNegativeNumbers }
}

extension IntentParameterContext where Value.ValueType == Measurement<UnitElectricResistance> {
  /// The unit the value is always in, when declared with `unit:`.
  public var unit: IntentParameter<Measurement<UnitElectricResistance>>.ElectricResistance? {
    configuration.unit(fixed: true)
  }
  /// The unit preselected for the value, when declared with `defaultUnit:`.
  public var defaultUnit: IntentParameter<Measurement<UnitElectricResistance>>.ElectricResistance? {
    configuration.unit(fixed: false)
  }
  /// Whether the unit follows the person's locale, when declared.
  public var unitAdjustForLocale: Bool? { configuration.unitAdjustForLocale }
  /// Whether the value may be negative, when declared.
  public var supportsNegativeNumbers: Bool? { configuration.supportsNegativeNumbers }
}

extension IntentParameterContext where Value.ValueType == Measurement<UnitEnergy> {
  /// The unit the value is always in, when declared with `unit:`.
  public var unit: IntentParameter<Measurement<UnitEnergy>>.Energy? {
    configuration.unit(fixed: true)
  }
  /// The unit preselected for the value, when declared with `defaultUnit:`.
  public var defaultUnit: IntentParameter<Measurement<UnitEnergy>>.Energy? {
    configuration.unit(fixed: false)
  }
  /// Whether the unit follows the person's locale, when declared.
  public var unitAdjustForLocale: Bool? { configuration.unitAdjustForLocale }
  /// Whether the value may be negative, when declared.
  public var supportsNegativeNumbers: Bool? { configuration.supportsNegativeNumbers }
}

extension IntentParameterContext where Value.ValueType == Measurement<UnitFrequency> {
  /// The unit the value is always in, when declared with `unit:`.
  public var unit: IntentParameter<Measurement<UnitFrequency>>.Frequency? {
    configuration.unit(fixed: true)
  }
  /// The unit preselected for the value, when declared with `defaultUnit:`.
  public var defaultUnit: IntentParameter<Measurement<UnitFrequency>>.Frequency? {
    configuration.unit(fixed: false)
  }
  /// Whether the unit follows the person's locale, when declared.
  public var unitAdjustForLocale: Bool? { configuration.unitAdjustForLocale }
  /// Whether the value may be negative, when declared.
  public var supportsNegativeNumbers: Bool? { configuration.supportsNegativeNumbers }
}

extension IntentParameterContext where Value.ValueType == Measurement<UnitFuelEfficiency> {
  /// The unit the value is always in, when declared with `unit:`.
  public var unit: IntentParameter<Measurement<UnitFuelEfficiency>>.FuelEfficiency? {
    configuration.unit(fixed: true)
  }
  /// The unit preselected for the value, when declared with `defaultUnit:`.
  public var defaultUnit: IntentParameter<Measurement<UnitFuelEfficiency>>.FuelEfficiency? {
    configuration.unit(fixed: false)
  }
  /// Whether the unit follows the person's locale, when declared.
  public var unitAdjustForLocale: Bool? { configuration.unitAdjustForLocale }
  /// Whether the value may be negative, when declared.
  public var supportsNegativeNumbers: Bool? { configuration.supportsNegativeNumbers }
}

extension IntentParameterContext where Value.ValueType == Measurement<UnitIlluminance> {
  /// The unit the value is always in, when declared with `unit:`.
  public var unit: IntentParameter<Measurement<UnitIlluminance>>.Illuminance? {
    configuration.unit(fixed: true)
  }
  /// The unit preselected for the value, when declared with `defaultUnit:`.
  public var defaultUnit: IntentParameter<Measurement<UnitIlluminance>>.Illuminance? {
    configuration.unit(fixed: false)
  }
  /// Whether the unit follows the person's locale, when declared.
  public var unitAdjustForLocale: Bool? { configuration.unitAdjustForLocale }
  /// Whether the value may be negative, when declared.
  public var supportsNegativeNumbers: Bool? { configuration.supportsNegativeNumbers }
}

extension IntentParameterContext where Value.ValueType == Measurement<UnitInformationStorage> {
  /// The unit the value is always in, when declared with `unit:`.
  public var unit: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage? {
    configuration.unit(fixed: true)
  }
  /// The unit preselected for the value, when declared with `defaultUnit:`.
  public var defaultUnit: IntentParameter<Measurement<UnitInformationStorage>>.InformationStorage? {
    configuration.unit(fixed: false)
  }
  /// Whether the unit follows the person's locale, when declared.
  public var unitAdjustForLocale: Bool? { configuration.unitAdjustForLocale }
  /// Whether the value may be negative, when declared.
  public var supportsNegativeNumbers: Bool? { configuration.supportsNegativeNumbers }
}

extension IntentParameterContext where Value.ValueType == Measurement<UnitLength> {
  /// The unit the value is always in, when declared with `unit:`.
  public var unit: IntentParameter<Measurement<UnitLength>>.Length? {
    configuration.unit(fixed: true)
  }
  /// The unit preselected for the value, when declared with `defaultUnit:`.
  public var defaultUnit: IntentParameter<Measurement<UnitLength>>.Length? {
    configuration.unit(fixed: false)
  }
  /// Whether the unit follows the person's locale, when declared.
  public var unitAdjustForLocale: Bool? { configuration.unitAdjustForLocale }
  /// Whether the value may be negative, when declared.
  public var supportsNegativeNumbers: Bool? { configuration.supportsNegativeNumbers }
}

extension IntentParameterContext where Value.ValueType == Measurement<UnitMass> {
  /// The unit the value is always in, when declared with `unit:`.
  public var unit: IntentParameter<Measurement<UnitMass>>.Mass? { configuration.unit(fixed: true) }
  /// The unit preselected for the value, when declared with `defaultUnit:`.
  public var defaultUnit: IntentParameter<Measurement<UnitMass>>.Mass? {
    configuration.unit(fixed: false)
  }
  /// Whether the unit follows the person's locale, when declared.
  public var unitAdjustForLocale: Bool? { configuration.unitAdjustForLocale }
  /// Whether the value may be negative, when declared.
  public var supportsNegativeNumbers: Bool? { configuration.supportsNegativeNumbers }
}

extension IntentParameterContext where Value.ValueType == Measurement<UnitPower> {
  /// The unit the value is always in, when declared with `unit:`.
  public var unit: IntentParameter<Measurement<UnitPower>>.Power? {
    configuration.unit(fixed: true)
  }
  /// The unit preselected for the value, when declared with `defaultUnit:`.
  public var defaultUnit: IntentParameter<Measurement<UnitPower>>.Power? {
    configuration.unit(fixed: false)
  }
  /// Whether the unit follows the person's locale, when declared.
  public var unitAdjustForLocale: Bool? { configuration.unitAdjustForLocale }
  /// Whether the value may be negative, when declared.
  public var supportsNegativeNumbers: Bool? { configuration.supportsNegativeNumbers }
}

extension IntentParameterContext where Value.ValueType == Measurement<UnitPressure> {
  /// The unit the value is always in, when declared with `unit:`.
  public var unit: IntentParameter<Measurement<UnitPressure>>.Pressure? {
    configuration.unit(fixed: true)
  }
  /// The unit preselected for the value, when declared with `defaultUnit:`.
  public var defaultUnit: IntentParameter<Measurement<UnitPressure>>.Pressure? {
    configuration.unit(fixed: false)
  }
  /// Whether the unit follows the person's locale, when declared.
  public var unitAdjustForLocale: Bool? { configuration.unitAdjustForLocale }
  /// Whether the value may be negative, when declared.
  public var supportsNegativeNumbers: Bool? { configuration.supportsNegativeNumbers }
}

extension IntentParameterContext where Value.ValueType == Measurement<UnitSpeed> {
  /// The unit the value is always in, when declared with `unit:`.
  public var unit: IntentParameter<Measurement<UnitSpeed>>.Speed? {
    configuration.unit(fixed: true)
  }
  /// The unit preselected for the value, when declared with `defaultUnit:`.
  public var defaultUnit: IntentParameter<Measurement<UnitSpeed>>.Speed? {
    configuration.unit(fixed: false)
  }
  /// Whether the unit follows the person's locale, when declared.
  public var unitAdjustForLocale: Bool? { configuration.unitAdjustForLocale }
  /// Whether the value may be negative, when declared.
  public var supportsNegativeNumbers: Bool? { configuration.supportsNegativeNumbers }
}

extension IntentParameterContext where Value.ValueType == Measurement<UnitTemperature> {
  /// The unit the value is always in, when declared with `unit:`.
  public var unit: IntentParameter<Measurement<UnitTemperature>>.Temperature? {
    configuration.unit(fixed: true)
  }
  /// The unit preselected for the value, when declared with `defaultUnit:`.
  public var defaultUnit: IntentParameter<Measurement<UnitTemperature>>.Temperature? {
    configuration.unit(fixed: false)
  }
  /// Whether the unit follows the person's locale, when declared.
  public var unitAdjustForLocale: Bool? { configuration.unitAdjustForLocale }
  /// Whether the value may be negative, when declared.
  public var supportsNegativeNumbers: Bool? { configuration.supportsNegativeNumbers }
}

extension IntentParameterContext where Value.ValueType == Measurement<UnitVolume> {
  /// The unit the value is always in, when declared with `unit:`.
  public var unit: IntentParameter<Measurement<UnitVolume>>.Volume? {
    configuration.unit(fixed: true)
  }
  /// The unit preselected for the value, when declared with `defaultUnit:`.
  public var defaultUnit: IntentParameter<Measurement<UnitVolume>>.Volume? {
    configuration.unit(fixed: false)
  }
  /// Whether the unit follows the person's locale, when declared.
  public var unitAdjustForLocale: Bool? { configuration.unitAdjustForLocale }
  /// Whether the value may be negative, when declared.
  public var supportsNegativeNumbers: Bool? { configuration.supportsNegativeNumbers }
}
