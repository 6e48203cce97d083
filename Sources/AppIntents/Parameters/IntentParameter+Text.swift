// `@Parameter` forms of text parameters: `String` (with input options) and `AttributedString`.

extension IntentParameter where Value.ValueType == AttributedString {
  /// A rich text parameter.
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// A rich text parameter with resolvers.
  public convenience init<Spec>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }

  /// A rich text parameter with options from a provider.
  public convenience init<OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider
  )
  where
    OptionsProvider: DynamicOptionsProvider,
    OptionsProvider.DefaultValue.ValueType == AttributedString
  {
    self.init(title: title, defaultValue: nil) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
    }
  }

  /// A rich text parameter with options from a provider and resolvers.
  public convenience init<Spec, OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  )
  where
    Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider,
    OptionsProvider.DefaultValue.ValueType == AttributedString
  {
    self.init(title: title, defaultValue: nil) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
      $0.resolvers = Array(resolvers())
    }
  }
}

extension IntentParameter where Value.ValueType == AttributedString {
  /// A rich text parameter titled after its name.
  public convenience init(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// A rich text parameter titled after its name with resolvers.
  public convenience init<Spec>(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }

  /// A rich text parameter titled after its name with options from a provider.
  public convenience init<OptionsProvider>(
    description: LocalizedStringResource? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider
  )
  where
    OptionsProvider: DynamicOptionsProvider,
    OptionsProvider.DefaultValue.ValueType == AttributedString
  {
    self.init(title: nil, defaultValue: nil) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
    }
  }

  /// A rich text parameter titled after its name with options from a provider and resolvers.
  public convenience init<Spec, OptionsProvider>(
    description: LocalizedStringResource? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  )
  where
    Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider,
    OptionsProvider.DefaultValue.ValueType == AttributedString
  {
    self.init(title: nil, defaultValue: nil) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
      $0.resolvers = Array(resolvers())
    }
  }
}

extension IntentParameter where Value.ValueType == StringSearchCriteria {
  /// A text parameter.
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, defaultValue: nil) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }
}

extension IntentParameter where Value.ValueType == StringSearchCriteria {
  /// A text parameter titled after its name.
  public convenience init(
    description: LocalizedStringResource? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: nil, defaultValue: nil) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }
}

extension IntentParameter where Value.ValueType == String {
  /// A text parameter with input options.
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    inputOptions: String.IntentInputOptions? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.inputOptions = inputOptions
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// A text parameter with input options and resolvers.
  public convenience init<Spec>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    inputOptions: String.IntentInputOptions? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.inputOptions = inputOptions
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }

  /// A text parameter with input options and options from a provider.
  public convenience init<OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    inputOptions: String.IntentInputOptions? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider
  )
  where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == String {
    self.init(title: title, defaultValue: nil) {
      $0.description = description
      $0.inputOptions = inputOptions
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
    }
  }

  /// A text parameter with input options, options from a provider and resolvers.
  public convenience init<Spec, OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    inputOptions: String.IntentInputOptions? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  )
  where
    Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider,
    OptionsProvider.DefaultValue.ValueType == String
  {
    self.init(title: title, defaultValue: nil) {
      $0.description = description
      $0.inputOptions = inputOptions
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
      $0.resolvers = Array(resolvers())
    }
  }
}

extension IntentParameter where Value.ValueType == String {
  /// A text parameter titled after its name with input options.
  public convenience init(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    inputOptions: String.IntentInputOptions? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.inputOptions = inputOptions
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// A text parameter titled after its name with input options and resolvers.
  public convenience init<Spec>(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    inputOptions: String.IntentInputOptions? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.inputOptions = inputOptions
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }

  /// A text parameter titled after its name with input options and options from a provider.
  public convenience init<OptionsProvider>(
    description: LocalizedStringResource? = nil,
    inputOptions: String.IntentInputOptions? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider
  )
  where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == String {
    self.init(title: nil, defaultValue: nil) {
      $0.description = description
      $0.inputOptions = inputOptions
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
    }
  }

  /// A text parameter titled after its name with input options, options from a provider and resolvers.
  public convenience init<Spec, OptionsProvider>(
    description: LocalizedStringResource? = nil,
    inputOptions: String.IntentInputOptions? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  )
  where
    Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider,
    OptionsProvider.DefaultValue.ValueType == String
  {
    self.init(title: nil, defaultValue: nil) {
      $0.description = description
      $0.inputOptions = inputOptions
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
      $0.resolvers = Array(resolvers())
    }
  }
}
