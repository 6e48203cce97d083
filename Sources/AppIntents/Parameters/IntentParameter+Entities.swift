// `@Parameter` forms of entity parameters: a query of their own, options and resolvers.

extension IntentParameter where Value.ValueType: AppEntity {
  /// An entity parameter with options from a provider.
  @_disfavoredOverload public convenience init<OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider
  )
  where
    OptionsProvider: DynamicOptionsProvider,
    Value.ValueType == OptionsProvider.DefaultValue.ValueType
  {
    self.init(title: title, defaultValue: nil) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.requestDisambiguationDialog = requestDisambiguationDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
    }
  }

  /// An entity parameter with options from a provider and resolvers.
  @_disfavoredOverload public convenience init<Spec, OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  )
  where
    Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider,
    Value.ValueType == OptionsProvider.DefaultValue.ValueType
  {
    self.init(title: title, defaultValue: nil) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.requestDisambiguationDialog = requestDisambiguationDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
      $0.resolvers = Array(resolvers())
    }
  }
}

extension IntentParameter where Value.ValueType: AppEntity {
  /// An entity parameter.
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.requestDisambiguationDialog = requestDisambiguationDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// An entity parameter titled after its name.
  public convenience init(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.requestDisambiguationDialog = requestDisambiguationDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// An entity parameter with resolvers.
  public convenience init<Spec>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.requestDisambiguationDialog = requestDisambiguationDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }

  /// An entity parameter titled after its name with resolvers.
  public convenience init<Spec>(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.requestDisambiguationDialog = requestDisambiguationDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }

  /// An entity parameter with options from a provider.
  public convenience init<OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
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
      $0.setOptionsProvider(optionsProvider)
    }
  }

  /// An entity parameter titled after its name with options from a provider.
  public convenience init<OptionsProvider>(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
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
      $0.setOptionsProvider(optionsProvider)
    }
  }

  /// An entity parameter with options from a provider and resolvers.
  public convenience init<Spec, OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  )
  where
    Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider,
    Value.ValueType == OptionsProvider.DefaultValue.ValueType
  {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.requestDisambiguationDialog = requestDisambiguationDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
      $0.resolvers = Array(resolvers())
    }
  }

  /// An entity parameter titled after its name with options from a provider and resolvers.
  public convenience init<Spec, OptionsProvider>(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  )
  where
    Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider,
    Value.ValueType == OptionsProvider.DefaultValue.ValueType
  {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.requestDisambiguationDialog = requestDisambiguationDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
      $0.resolvers = Array(resolvers())
    }
  }

  /// An entity parameter with a query of its own.
  public convenience init<Query>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    query: Query
  ) where Query: EntityQuery, Value.ValueType == Query.Entity {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.requestDisambiguationDialog = requestDisambiguationDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.query = query
    }
  }

  /// An entity parameter titled after its name with a query of its own.
  public convenience init<Query>(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    query: Query
  ) where Query: EntityQuery, Value.ValueType == Query.Entity {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.requestDisambiguationDialog = requestDisambiguationDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.query = query
    }
  }
}
