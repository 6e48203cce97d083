// `@Parameter` forms of enum parameters, limited to some cases.

extension IntentParameter where Value.ValueType: AppEnum {
  /// An enum parameter with limited values.
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    supportedValues: [Value.ValueType] = Array(Value.ValueType.allCases)
  ) {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.requestDisambiguationDialog = requestDisambiguationDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.limit(to: supportedValues, among: Value.ValueType.allCases.count)
    }
  }

  /// An enum parameter with limited values and resolvers.
  public convenience init<Spec>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    supportedValues: [Value.ValueType] = Array(Value.ValueType.allCases),
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.requestDisambiguationDialog = requestDisambiguationDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.limit(to: supportedValues, among: Value.ValueType.allCases.count)
      $0.resolvers = Array(resolvers())
    }
  }

  /// An enum parameter with limited values and options from a provider.
  public convenience init<OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    supportedValues: [Value.ValueType] = Array(Value.ValueType.allCases),
    optionsProvider: OptionsProvider
  )
  where
    OptionsProvider: DynamicOptionsProvider,
    Value.ValueType == OptionsProvider.DefaultValue.ValueType
  {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.requestDisambiguationDialog = requestDisambiguationDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.limit(to: supportedValues, among: Value.ValueType.allCases.count)
      $0.setOptionsProvider(optionsProvider)
    }
  }
}

extension IntentParameter where Value.ValueType: AppEnum {
  /// An enum parameter titled after its name with limited values.
  public convenience init(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    supportedValues: [Value.ValueType] = Array(Value.ValueType.allCases)
  ) {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.requestDisambiguationDialog = requestDisambiguationDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.limit(to: supportedValues, among: Value.ValueType.allCases.count)
    }
  }

  /// An enum parameter titled after its name with limited values and resolvers.
  public convenience init<Spec>(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    supportedValues: [Value.ValueType] = Array(Value.ValueType.allCases),
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.requestDisambiguationDialog = requestDisambiguationDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.limit(to: supportedValues, among: Value.ValueType.allCases.count)
      $0.resolvers = Array(resolvers())
    }
  }

  /// An enum parameter titled after its name with limited values and options from a provider.
  public convenience init<OptionsProvider>(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    supportedValues: [Value.ValueType] = Array(Value.ValueType.allCases),
    optionsProvider: OptionsProvider
  )
  where
    OptionsProvider: DynamicOptionsProvider,
    Value.ValueType == OptionsProvider.DefaultValue.ValueType
  {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.requestDisambiguationDialog = requestDisambiguationDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.limit(to: supportedValues, among: Value.ValueType.allCases.count)
      $0.setOptionsProvider(optionsProvider)
    }
  }
}
