// `@Parameter` forms of `Measurement<UnitTemperature>` parameters, and their unit.

public import Foundation

extension IntentParameter where Value.ValueType == Measurement<UnitTemperature> {
  /// A unit of temperature, for a `Measurement<UnitTemperature>` parameter.
  public enum Temperature: Hashable, Sendable, CaseIterable, ParameterUnitCase {
    /// Celsius.
    case celsius
    /// Fahrenheit.
    case fahrenheit
    /// Kelvin.
    case kelvin

    /// The Foundation unit of the case.
    package var dimension: UnitTemperature {
      switch self {
      case .celsius: .celsius
      case .fahrenheit: .fahrenheit
      case .kelvin: .kelvin
      }
    }
  }

  /// The unit the value is always in, when declared with `unit:`.
  public var unit: Temperature? { configuration.unit(fixed: true) }
  /// The unit preselected for the value, when declared with `defaultUnit:`.
  public var defaultUnit: Temperature? { configuration.unit(fixed: false) }
  /// Whether the unit follows the person's locale, when declared.
  public var unitAdjustForLocale: Bool? { configuration.unitAdjustForLocale }
  /// Whether the value may be negative, when declared.
  public var supportsNegativeNumbers: Bool? { configuration.supportsNegativeNumbers }

  static func measurement(_ value: Double?, in unit: Temperature?) -> Value.UnwrappedType? {
    guard let value else { return nil }
    return Measurement(value: value, unit: unit?.dimension ?? UnitTemperature.baseUnit())
      as? Value.UnwrappedType
  }

  /// A measurement parameter with a preselected unit.
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil,
    defaultUnit: IntentParameter<Value>.Temperature? = nil,
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
    unit: IntentParameter<Value>.Temperature,
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
    defaultUnit: IntentParameter<Value>.Temperature? = nil,
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
    unit: IntentParameter<Value>.Temperature,
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
    OptionsProvider.DefaultValue.ValueType == Measurement<UnitTemperature>
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
    OptionsProvider.DefaultValue.ValueType == Measurement<UnitTemperature>
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
    defaultUnit: IntentParameter<Value>.Temperature? = nil,
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
    unit: IntentParameter<Value>.Temperature,
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
    defaultUnit: IntentParameter<Value>.Temperature? = nil,
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
    unit: IntentParameter<Value>.Temperature,
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
    OptionsProvider.DefaultValue.ValueType == Measurement<UnitTemperature>
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
    OptionsProvider.DefaultValue.ValueType == Measurement<UnitTemperature>
  {
    self.init(title: nil, defaultValue: nil) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }
}
