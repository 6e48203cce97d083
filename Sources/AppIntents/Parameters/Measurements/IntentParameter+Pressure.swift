// `@Parameter` forms of `Measurement<UnitPressure>` parameters, and their unit.

public import Foundation

extension IntentParameter where Value.ValueType == Measurement<UnitPressure> {
  /// A unit of pressure, for a `Measurement<UnitPressure>` parameter.
  public enum Pressure: Hashable, Sendable, CaseIterable, ParameterUnitCase {
    /// Bars.
    case bars
    /// Gigapascals.
    case gigapascals
    /// Hectopascals.
    case hectopascals
    /// Inches of mercury.
    case inchesOfMercury
    /// Kilopascals.
    case kilopascals
    /// Megapascals.
    case megapascals
    /// Millibars.
    case millibars
    /// Millimeters of mercury.
    case millimetersOfMercury
    /// Newtons per meters squared.
    case newtonsPerMetersSquared
    /// Pounds force per square inch.
    case poundsForcePerSquareInch

    /// The Foundation unit of the case.
    package var dimension: UnitPressure {
      switch self {
      case .bars: .bars
      case .gigapascals: .gigapascals
      case .hectopascals: .hectopascals
      case .inchesOfMercury: .inchesOfMercury
      case .kilopascals: .kilopascals
      case .megapascals: .megapascals
      case .millibars: .millibars
      case .millimetersOfMercury: .millimetersOfMercury
      case .newtonsPerMetersSquared: .newtonsPerMetersSquared
      case .poundsForcePerSquareInch: .poundsForcePerSquareInch
      }
    }
  }

  /// The unit the value is always in, when declared with `unit:`.
  public var unit: Pressure? { configuration.unit(fixed: true) }
  /// The unit preselected for the value, when declared with `defaultUnit:`.
  public var defaultUnit: Pressure? { configuration.unit(fixed: false) }
  /// Whether the unit follows the person's locale, when declared.
  public var unitAdjustForLocale: Bool? { configuration.unitAdjustForLocale }
  /// Whether the value may be negative, when declared.
  public var supportsNegativeNumbers: Bool? { configuration.supportsNegativeNumbers }

  static func measurement(_ value: Double?, in unit: Pressure?) -> Value.UnwrappedType? {
    guard let value else { return nil }
    return Measurement(value: value, unit: unit?.dimension ?? UnitPressure.baseUnit())
      as? Value.UnwrappedType
  }

  /// A measurement parameter with a preselected unit.
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil,
    defaultUnit: IntentParameter<Value>.Pressure? = nil,
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
    unit: IntentParameter<Value>.Pressure,
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
    defaultUnit: IntentParameter<Value>.Pressure? = nil,
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
    unit: IntentParameter<Value>.Pressure,
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
    OptionsProvider.DefaultValue.ValueType == Measurement<UnitPressure>
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
    OptionsProvider.DefaultValue.ValueType == Measurement<UnitPressure>
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
    defaultUnit: IntentParameter<Value>.Pressure? = nil,
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
    unit: IntentParameter<Value>.Pressure,
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
    defaultUnit: IntentParameter<Value>.Pressure? = nil,
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
    unit: IntentParameter<Value>.Pressure,
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
    OptionsProvider.DefaultValue.ValueType == Measurement<UnitPressure>
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
    OptionsProvider.DefaultValue.ValueType == Measurement<UnitPressure>
  {
    self.init(title: nil, defaultValue: nil) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }
}
