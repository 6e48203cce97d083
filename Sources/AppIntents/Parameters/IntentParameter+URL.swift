// `@Parameter` forms of URL parameters, and of lists of URLs with a size.

public import Foundation

extension IntentParameter where Value.ValueType == URL {
  /// A URL parameter.
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

  /// A URL parameter with resolvers.
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

  /// A URL parameter with options from a provider.
  public convenience init<OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider
  ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == URL {
    self.init(title: title, defaultValue: nil) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
    }
  }

  /// A URL parameter with options from a provider and resolvers.
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
    OptionsProvider.DefaultValue.ValueType == URL
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

extension IntentParameter where Value.UnwrappedType: Collection, Value.ValueType == URL {
  /// A list of URLs parameter.
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: [Value.ValueType?],
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, defaultValue: defaultValue.compactMap { $0 } as? Value.UnwrappedType) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// A list of URLs parameter with resolvers.
  public convenience init<Spec>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: [Value.ValueType?],
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: title, defaultValue: defaultValue.compactMap { $0 } as? Value.UnwrappedType) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }
}

extension IntentParameter where Value.ValueType == URL {
  /// A URL parameter titled after its name.
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

  /// A URL parameter titled after its name with resolvers.
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

  /// A URL parameter titled after its name with options from a provider.
  public convenience init<OptionsProvider>(
    description: LocalizedStringResource? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider
  ) where OptionsProvider: DynamicOptionsProvider, OptionsProvider.DefaultValue.ValueType == URL {
    self.init(title: nil, defaultValue: nil) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
    }
  }

  /// A URL parameter titled after its name with options from a provider and resolvers.
  public convenience init<Spec, OptionsProvider>(
    description: LocalizedStringResource? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    optionsProvider: OptionsProvider,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  )
  where
    Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider,
    OptionsProvider.DefaultValue.ValueType == URL
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

extension IntentParameter where Value.UnwrappedType: Collection, Value.ValueType == URL {
  /// A list of URLs parameter titled after its name.
  public convenience init(
    description: LocalizedStringResource? = nil,
    default defaultValue: [Value.ValueType?],
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: nil, defaultValue: defaultValue.compactMap { $0 } as? Value.UnwrappedType) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// A list of URLs parameter titled after its name with resolvers.
  public convenience init<Spec>(
    description: LocalizedStringResource? = nil,
    default defaultValue: [Value.ValueType?],
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: nil, defaultValue: defaultValue.compactMap { $0 } as? Value.UnwrappedType) {
      $0.description = description
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }
}
