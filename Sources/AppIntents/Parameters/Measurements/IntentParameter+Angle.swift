// `@Parameter` forms of `Measurement<UnitAngle>` parameters, and their unit.

public import Foundation

extension IntentParameter where Value.ValueType == Measurement<UnitAngle> {
  /// A unit of angle, for a `Measurement<UnitAngle>` parameter.
  public enum Angle: Hashable, Sendable, CaseIterable, ParameterUnitCase {
    /// Arc minutes.
    case arcMinutes
    /// Arc seconds.
    case arcSeconds
    /// Degrees.
    case degrees
    /// Gradians.
    case gradians
    /// Radians.
    case radians
    /// Revolutions.
    case revolutions

    /// The Foundation unit of the case.
    package var dimension: UnitAngle {
      switch self {
      case .arcMinutes: .arcMinutes
      case .arcSeconds: .arcSeconds
      case .degrees: .degrees
      case .gradians: .gradians
      case .radians: .radians
      case .revolutions: .revolutions
      }
    }
  }

  /// The unit the value is always in, when declared with `unit:`.
  public var unit: Angle? { configuration.unit(fixed: true) }
  /// The unit preselected for the value, when declared with `defaultUnit:`.
  public var defaultUnit: Angle? { configuration.unit(fixed: false) }
  /// Whether the unit follows the person's locale, when declared.
  public var unitAdjustForLocale: Bool? { configuration.unitAdjustForLocale }
  /// Whether the value may be negative, when declared.
  public var supportsNegativeNumbers: Bool? { configuration.supportsNegativeNumbers }

  static func measurement(_ value: Double?, in unit: Angle?) -> Value.UnwrappedType? {
    guard let value else { return nil }
    return Measurement(value: value, unit: unit?.dimension ?? UnitAngle.baseUnit())
      as? Value.UnwrappedType
  }

  /// A measurement parameter with a preselected unit.
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil,
    defaultUnit: IntentParameter<Value>.Angle? = nil,
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
    unit: IntentParameter<Value>.Angle,
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
    defaultUnit: IntentParameter<Value>.Angle? = nil,
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
    unit: IntentParameter<Value>.Angle,
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
    OptionsProvider.DefaultValue.ValueType == Measurement<UnitAngle>
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
    OptionsProvider.DefaultValue.ValueType == Measurement<UnitAngle>
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
    defaultUnit: IntentParameter<Value>.Angle? = nil,
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
    unit: IntentParameter<Value>.Angle,
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
    defaultUnit: IntentParameter<Value>.Angle? = nil,
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
    unit: IntentParameter<Value>.Angle,
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
    OptionsProvider.DefaultValue.ValueType == Measurement<UnitAngle>
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
    OptionsProvider.DefaultValue.ValueType == Measurement<UnitAngle>
  {
    self.init(title: nil, defaultValue: nil) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }
}
