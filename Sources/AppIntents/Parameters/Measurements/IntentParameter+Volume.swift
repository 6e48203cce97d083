// `@Parameter` forms of `Measurement<UnitVolume>` parameters, and their unit.

public import Foundation

extension IntentParameter where Value.ValueType == Measurement<UnitVolume> {
  /// A unit of volume, for a `Measurement<UnitVolume>` parameter.
  public enum Volume: Hashable, Sendable, CaseIterable, ParameterUnitCase {
    /// Acre feet.
    case acreFeet
    /// Bushels.
    case bushels
    /// Centiliters.
    case centiliters
    /// Cubic centimeters.
    case cubicCentimeters
    /// Cubic decimeters.
    case cubicDecimeters
    /// Cubic feet.
    case cubicFeet
    /// Cubic inches.
    case cubicInches
    /// Cubic kilometers.
    case cubicKilometers
    /// Cubic meters.
    case cubicMeters
    /// Cubic miles.
    case cubicMiles
    /// Cubic millimeters.
    case cubicMillimeters
    /// Cubic yards.
    case cubicYards
    /// Cups.
    case cups
    /// Deciliters.
    case deciliters
    /// Fluid ounces.
    case fluidOunces
    /// Gallons.
    case gallons
    /// Imperial fluid ounces.
    case imperialFluidOunces
    /// Imperial gallons.
    case imperialGallons
    /// Imperial pints.
    case imperialPints
    /// Imperial quarts.
    case imperialQuarts
    /// Imperial tablespoons.
    case imperialTablespoons
    /// Imperial teaspoons.
    case imperialTeaspoons
    /// Kiloliters.
    case kiloliters
    /// Liters.
    case liters
    /// Megaliters.
    case megaliters
    /// Metric cups.
    case metricCups
    /// Milliliters.
    case milliliters
    /// Pints.
    case pints
    /// Quarts.
    case quarts
    /// Tablespoons.
    case tablespoons
    /// Teaspoons.
    case teaspoons

    /// The Foundation unit of the case.
    package var dimension: UnitVolume {
      switch self {
      case .acreFeet: .acreFeet
      case .bushels: .bushels
      case .centiliters: .centiliters
      case .cubicCentimeters: .cubicCentimeters
      case .cubicDecimeters: .cubicDecimeters
      case .cubicFeet: .cubicFeet
      case .cubicInches: .cubicInches
      case .cubicKilometers: .cubicKilometers
      case .cubicMeters: .cubicMeters
      case .cubicMiles: .cubicMiles
      case .cubicMillimeters: .cubicMillimeters
      case .cubicYards: .cubicYards
      case .cups: .cups
      case .deciliters: .deciliters
      case .fluidOunces: .fluidOunces
      case .gallons: .gallons
      case .imperialFluidOunces: .imperialFluidOunces
      case .imperialGallons: .imperialGallons
      case .imperialPints: .imperialPints
      case .imperialQuarts: .imperialQuarts
      case .imperialTablespoons: .imperialTablespoons
      case .imperialTeaspoons: .imperialTeaspoons
      case .kiloliters: .kiloliters
      case .liters: .liters
      case .megaliters: .megaliters
      case .metricCups: .metricCups
      case .milliliters: .milliliters
      case .pints: .pints
      case .quarts: .quarts
      case .tablespoons: .tablespoons
      case .teaspoons: .teaspoons
      }
    }
  }

  /// The unit the value is always in, when declared with `unit:`.
  public var unit: Volume? { configuration.unit(fixed: true) }
  /// The unit preselected for the value, when declared with `defaultUnit:`.
  public var defaultUnit: Volume? { configuration.unit(fixed: false) }
  /// Whether the unit follows the person's locale, when declared.
  public var unitAdjustForLocale: Bool? { configuration.unitAdjustForLocale }
  /// Whether the value may be negative, when declared.
  public var supportsNegativeNumbers: Bool? { configuration.supportsNegativeNumbers }

  static func measurement(_ value: Double?, in unit: Volume?) -> Value.UnwrappedType? {
    guard let value else { return nil }
    return Measurement(value: value, unit: unit?.dimension ?? UnitVolume.baseUnit())
      as? Value.UnwrappedType
  }

  /// A measurement parameter with a preselected unit.
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil,
    defaultUnit: IntentParameter<Value>.Volume? = nil,
    defaultUnitAdjustForLocale: Bool = false,
    supportsNegativeNumbers: Bool = true,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, defaultValue: Self.measurement(defaultValue, in: defaultUnit)) {
      $0.description = description
      $0.unit = defaultUnit.map { ParameterUnit($0, isFixed: false) }
      $0.unitAdjustForLocale = defaultUnitAdjustForLocale
      $0.supportsNegativeNumbers = supportsNegativeNumbers
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// A measurement parameter with a fixed unit.
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil,
    unit: IntentParameter<Value>.Volume,
    unitAdjustForLocale: Bool = false,
    supportsNegativeNumbers: Bool = true,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, defaultValue: Self.measurement(defaultValue, in: unit)) {
      $0.description = description
      $0.unit = ParameterUnit(unit, isFixed: true)
      $0.unitAdjustForLocale = unitAdjustForLocale
      $0.supportsNegativeNumbers = supportsNegativeNumbers
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// A measurement parameter with a preselected unit and resolvers.
  public convenience init<Spec>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil,
    defaultUnit: IntentParameter<Value>.Volume? = nil,
    defaultUnitAdjustForLocale: Bool = false,
    supportsNegativeNumbers: Bool = true,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: title, defaultValue: Self.measurement(defaultValue, in: defaultUnit)) {
      $0.description = description
      $0.unit = defaultUnit.map { ParameterUnit($0, isFixed: false) }
      $0.unitAdjustForLocale = defaultUnitAdjustForLocale
      $0.supportsNegativeNumbers = supportsNegativeNumbers
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }

  /// A measurement parameter with a fixed unit and resolvers.
  public convenience init<Spec>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil,
    unit: IntentParameter<Value>.Volume,
    unitAdjustForLocale: Bool = false,
    supportsNegativeNumbers: Bool = true,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: title, defaultValue: Self.measurement(defaultValue, in: unit)) {
      $0.description = description
      $0.unit = ParameterUnit(unit, isFixed: true)
      $0.unitAdjustForLocale = unitAdjustForLocale
      $0.supportsNegativeNumbers = supportsNegativeNumbers
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }

  /// A measurement parameter with options from a provider.
  public convenience init<OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider
  )
  where
    OptionsProvider: DynamicOptionsProvider,
    OptionsProvider.DefaultValue.ValueType == Measurement<UnitVolume>
  {
    self.init(title: title, defaultValue: nil) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
    }
  }

  /// A measurement parameter with resolvers.
  public convenience init<Spec, OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec,
    optionsProvider: OptionsProvider
  )
  where
    Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider,
    OptionsProvider.DefaultValue.ValueType == Measurement<UnitVolume>
  {
    self.init(title: title, defaultValue: nil) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }

  /// A measurement parameter titled after its name with a preselected unit.
  public convenience init(
    description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil,
    defaultUnit: IntentParameter<Value>.Volume? = nil,
    defaultUnitAdjustForLocale: Bool = false,
    supportsNegativeNumbers: Bool = true,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: nil, defaultValue: Self.measurement(defaultValue, in: defaultUnit)) {
      $0.description = description
      $0.unit = defaultUnit.map { ParameterUnit($0, isFixed: false) }
      $0.unitAdjustForLocale = defaultUnitAdjustForLocale
      $0.supportsNegativeNumbers = supportsNegativeNumbers
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// A measurement parameter titled after its name with a fixed unit.
  public convenience init(
    description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil,
    unit: IntentParameter<Value>.Volume,
    unitAdjustForLocale: Bool = false,
    supportsNegativeNumbers: Bool = true,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: nil, defaultValue: Self.measurement(defaultValue, in: unit)) {
      $0.description = description
      $0.unit = ParameterUnit(unit, isFixed: true)
      $0.unitAdjustForLocale = unitAdjustForLocale
      $0.supportsNegativeNumbers = supportsNegativeNumbers
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// A measurement parameter titled after its name with a preselected unit and resolvers.
  public convenience init<Spec>(
    description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil,
    defaultUnit: IntentParameter<Value>.Volume? = nil,
    defaultUnitAdjustForLocale: Bool = false,
    supportsNegativeNumbers: Bool = true,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: nil, defaultValue: Self.measurement(defaultValue, in: defaultUnit)) {
      $0.description = description
      $0.unit = defaultUnit.map { ParameterUnit($0, isFixed: false) }
      $0.unitAdjustForLocale = defaultUnitAdjustForLocale
      $0.supportsNegativeNumbers = supportsNegativeNumbers
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }

  /// A measurement parameter titled after its name with a fixed unit and resolvers.
  public convenience init<Spec>(
    description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil,
    unit: IntentParameter<Value>.Volume,
    unitAdjustForLocale: Bool = false,
    supportsNegativeNumbers: Bool = true,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: nil, defaultValue: Self.measurement(defaultValue, in: unit)) {
      $0.description = description
      $0.unit = ParameterUnit(unit, isFixed: true)
      $0.unitAdjustForLocale = unitAdjustForLocale
      $0.supportsNegativeNumbers = supportsNegativeNumbers
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }

  /// A measurement parameter titled after its name with options from a provider.
  public convenience init<OptionsProvider>(
    description: LocalizedStringResource? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider
  )
  where
    OptionsProvider: DynamicOptionsProvider,
    OptionsProvider.DefaultValue.ValueType == Measurement<UnitVolume>
  {
    self.init(title: nil, defaultValue: nil) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
    }
  }

  /// A measurement parameter titled after its name with resolvers.
  public convenience init<Spec, OptionsProvider>(
    description: LocalizedStringResource? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec,
    optionsProvider: OptionsProvider
  )
  where
    Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider,
    OptionsProvider.DefaultValue.ValueType == Measurement<UnitVolume>
  {
    self.init(title: nil, defaultValue: nil) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }
}
