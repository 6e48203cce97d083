// `@Parameter` forms of number parameters: a control style and an inclusive range, which the
// runtime checks.

extension IntentParameter where Value.ValueType == Double {
  /// A decimal parameter with a control style and range.
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    controlStyle: IntentParameter<Value>.DoubleControlStyle = .stepper,
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.controlStyle = controlStyle
      $0.range = inclusiveRange.map { ParameterRange($0) }
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// A decimal parameter with a control style and range and resolvers.
  public convenience init<Spec>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    controlStyle: IntentParameter<Value>.DoubleControlStyle = .stepper,
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.controlStyle = controlStyle
      $0.range = inclusiveRange.map { ParameterRange($0) }
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }

  /// A decimal parameter with a control style and range and options from a provider.
  public convenience init<OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    controlStyle: IntentParameter<Value>.DoubleControlStyle = .stepper,
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider
  )
  where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == Double {
    self.init(title: title, defaultValue: nil) {
      $0.description = description
      $0.controlStyle = controlStyle
      $0.range = inclusiveRange.map { ParameterRange($0) }
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
    }
  }

  /// A decimal parameter with a control style and range, options from a provider and resolvers.
  public convenience init<Spec, OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    controlStyle: IntentParameter<Value>.DoubleControlStyle = .stepper,
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  )
  where
    Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider,
    OptionsProvider.DefaultValue.ValueType == Double
  {
    self.init(title: title, defaultValue: nil) {
      $0.description = description
      $0.controlStyle = controlStyle
      $0.range = inclusiveRange.map { ParameterRange($0) }
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
      $0.resolvers = Array(resolvers())
    }
  }
}

extension IntentParameter where Value.ValueType == Double {
  /// A decimal parameter titled after its name with a control style and range.
  public convenience init(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    controlStyle: IntentParameter<Value>.DoubleControlStyle = .stepper,
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.controlStyle = controlStyle
      $0.range = inclusiveRange.map { ParameterRange($0) }
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// A decimal parameter titled after its name with a control style and range and resolvers.
  public convenience init<Spec>(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    controlStyle: IntentParameter<Value>.DoubleControlStyle = .stepper,
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.controlStyle = controlStyle
      $0.range = inclusiveRange.map { ParameterRange($0) }
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }

  /// A decimal parameter titled after its name with a control style and range and options from a provider.
  public convenience init<OptionsProvider>(
    description: LocalizedStringResource? = nil,
    controlStyle: IntentParameter<Value>.DoubleControlStyle = .stepper,
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider
  )
  where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == Double {
    self.init(title: nil, defaultValue: nil) {
      $0.description = description
      $0.controlStyle = controlStyle
      $0.range = inclusiveRange.map { ParameterRange($0) }
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
    }
  }

  /// A decimal parameter titled after its name with a control style and range, options from a provider and resolvers.
  public convenience init<Spec, OptionsProvider>(
    description: LocalizedStringResource? = nil,
    controlStyle: IntentParameter<Value>.DoubleControlStyle = .stepper,
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  )
  where
    Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider,
    OptionsProvider.DefaultValue.ValueType == Double
  {
    self.init(title: nil, defaultValue: nil) {
      $0.description = description
      $0.controlStyle = controlStyle
      $0.range = inclusiveRange.map { ParameterRange($0) }
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
      $0.resolvers = Array(resolvers())
    }
  }
}

extension IntentParameter where Value.ValueType == Int {
  /// An integer parameter with a control style and range.
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    controlStyle: IntentParameter<Value>.IntControlStyle = .stepper,
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.controlStyle = controlStyle
      $0.range = inclusiveRange.map { ParameterRange($0) }
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// An integer parameter with a control style and range and resolvers.
  public convenience init<Spec>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    controlStyle: IntentParameter<Value>.IntControlStyle = .stepper,
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.controlStyle = controlStyle
      $0.range = inclusiveRange.map { ParameterRange($0) }
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }

  /// An integer parameter with a control style and range and options from a provider.
  public convenience init<OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    controlStyle: IntentParameter<Value>.IntControlStyle = .stepper,
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider
  ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == Int {
    self.init(title: title, defaultValue: nil) {
      $0.description = description
      $0.controlStyle = controlStyle
      $0.range = inclusiveRange.map { ParameterRange($0) }
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
    }
  }

  /// An integer parameter with a control style and range, options from a provider and resolvers.
  public convenience init<Spec, OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    controlStyle: IntentParameter<Value>.IntControlStyle = .stepper,
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  )
  where
    Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider,
    OptionsProvider.DefaultValue.ValueType == Int
  {
    self.init(title: title, defaultValue: nil) {
      $0.description = description
      $0.controlStyle = controlStyle
      $0.range = inclusiveRange.map { ParameterRange($0) }
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
      $0.resolvers = Array(resolvers())
    }
  }
}

extension IntentParameter where Value.ValueType == Int {
  /// An integer parameter titled after its name with a control style and range.
  public convenience init(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    controlStyle: IntentParameter<Value>.IntControlStyle = .stepper,
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.controlStyle = controlStyle
      $0.range = inclusiveRange.map { ParameterRange($0) }
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// An integer parameter titled after its name with a control style and range and resolvers.
  public convenience init<Spec>(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    controlStyle: IntentParameter<Value>.IntControlStyle = .stepper,
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.controlStyle = controlStyle
      $0.range = inclusiveRange.map { ParameterRange($0) }
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }

  /// An integer parameter titled after its name with a control style and range and options from a provider.
  public convenience init<OptionsProvider>(
    description: LocalizedStringResource? = nil,
    controlStyle: IntentParameter<Value>.IntControlStyle = .stepper,
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider
  ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == Int {
    self.init(title: nil, defaultValue: nil) {
      $0.description = description
      $0.controlStyle = controlStyle
      $0.range = inclusiveRange.map { ParameterRange($0) }
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
    }
  }

  /// An integer parameter titled after its name with a control style and range, options from a provider and resolvers.
  public convenience init<Spec, OptionsProvider>(
    description: LocalizedStringResource? = nil,
    controlStyle: IntentParameter<Value>.IntControlStyle = .stepper,
    inclusiveRange: IntentParameter<Value>.InclusiveRange<Value.ValueType>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  )
  where
    Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider,
    OptionsProvider.DefaultValue.ValueType == Int
  {
    self.init(title: nil, defaultValue: nil) {
      $0.description = description
      $0.controlStyle = controlStyle
      $0.range = inclusiveRange.map { ParameterRange($0) }
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
      $0.resolvers = Array(resolvers())
    }
  }
}
