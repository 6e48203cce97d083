// `@Parameter` forms of `Measurement<UnitArea>` parameters, and their unit.

public import Foundation

extension IntentParameter where Value.ValueType == Measurement<UnitArea> {
  /// A unit of area, for a `Measurement<UnitArea>` parameter.
  public enum Area: Hashable, Sendable, CaseIterable, ParameterUnitCase {
    /// Acres.
    case acres
    /// Ares.
    case ares
    /// Hectares.
    case hectares
    /// Square centimeters.
    case squareCentimeters
    /// Square feet.
    case squareFeet
    /// Square inches.
    case squareInches
    /// Square kilometers.
    case squareKilometers
    /// Square megameters.
    case squareMegameters
    /// Square meters.
    case squareMeters
    /// Square micrometers.
    case squareMicrometers
    /// Square miles.
    case squareMiles
    /// Square millimeters.
    case squareMillimeters
    /// Square nanometers.
    case squareNanometers
    /// Square yards.
    case squareYards

    /// The Foundation unit of the case.
    package var dimension: UnitArea {
      switch self {
      case .acres: .acres
      case .ares: .ares
      case .hectares: .hectares
      case .squareCentimeters: .squareCentimeters
      case .squareFeet: .squareFeet
      case .squareInches: .squareInches
      case .squareKilometers: .squareKilometers
      case .squareMegameters: .squareMegameters
      case .squareMeters: .squareMeters
      case .squareMicrometers: .squareMicrometers
      case .squareMiles: .squareMiles
      case .squareMillimeters: .squareMillimeters
      case .squareNanometers: .squareNanometers
      case .squareYards: .squareYards
      }
    }
  }

  /// The unit the value is always in, when declared with `unit:`.
  public var unit: Area? { configuration.unit(fixed: true) }
  /// The unit preselected for the value, when declared with `defaultUnit:`.
  public var defaultUnit: Area? { configuration.unit(fixed: false) }
  /// Whether the unit follows the person's locale, when declared.
  public var unitAdjustForLocale: Bool? { configuration.unitAdjustForLocale }
  /// Whether the value may be negative, when declared.
  public var supportsNegativeNumbers: Bool? { configuration.supportsNegativeNumbers }

  static func measurement(_ value: Double?, in unit: Area?) -> Value.UnwrappedType? {
    guard let value else { return nil }
    return Measurement(value: value, unit: unit?.dimension ?? UnitArea.baseUnit())
      as? Value.UnwrappedType
  }

  /// A measurement parameter with a preselected unit.
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil,
    defaultUnit: IntentParameter<Value>.Area? = nil,
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
    unit: IntentParameter<Value>.Area,
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
    defaultUnit: IntentParameter<Value>.Area? = nil,
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
    unit: IntentParameter<Value>.Area,
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
    OptionsProvider.DefaultValue.ValueType == Measurement<UnitArea>
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
    OptionsProvider.DefaultValue.ValueType == Measurement<UnitArea>
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
    defaultUnit: IntentParameter<Value>.Area? = nil,
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
    unit: IntentParameter<Value>.Area,
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
    defaultUnit: IntentParameter<Value>.Area? = nil,
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
    unit: IntentParameter<Value>.Area,
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
    OptionsProvider.DefaultValue.ValueType == Measurement<UnitArea>
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
    OptionsProvider.DefaultValue.ValueType == Measurement<UnitArea>
  {
    self.init(title: nil, defaultValue: nil) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }
}
