// `@Parameter` forms of file entity parameters, with the content types they accept.

public import UniformTypeIdentifiers

extension IntentParameter where Value.ValueType: FileEntity {
  /// A file entity parameter with accepted content types.
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    supportedContentTypes: Array<UTType>? = nil,
    requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.supportedContentTypes = supportedContentTypes
      $0.requestValueDialog = requestValueDialog
      $0.requestDisambiguationDialog = requestDisambiguationDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// A file entity parameter titled after its name with accepted content types.
  public convenience init(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    supportedContentTypes: Array<UTType>? = nil,
    requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.supportedContentTypes = supportedContentTypes
      $0.requestValueDialog = requestValueDialog
      $0.requestDisambiguationDialog = requestDisambiguationDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// A file entity parameter with accepted content types and resolvers.
  public convenience init<Spec>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    supportedContentTypes: Array<UTType>? = nil,
    requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.supportedContentTypes = supportedContentTypes
      $0.requestValueDialog = requestValueDialog
      $0.requestDisambiguationDialog = requestDisambiguationDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }

  /// A file entity parameter titled after its name with accepted content types and resolvers.
  public convenience init<Spec>(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    supportedContentTypes: Array<UTType>? = nil,
    requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.supportedContentTypes = supportedContentTypes
      $0.requestValueDialog = requestValueDialog
      $0.requestDisambiguationDialog = requestDisambiguationDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }

  /// A file entity parameter with accepted content types and options from a provider.
  public convenience init<OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    supportedContentTypes: Array<UTType>? = nil,
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
      $0.supportedContentTypes = supportedContentTypes
      $0.requestValueDialog = requestValueDialog
      $0.requestDisambiguationDialog = requestDisambiguationDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
    }
  }

  /// A file entity parameter titled after its name with accepted content types and options from a provider.
  public convenience init<OptionsProvider>(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    supportedContentTypes: Array<UTType>? = nil,
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
      $0.supportedContentTypes = supportedContentTypes
      $0.requestValueDialog = requestValueDialog
      $0.requestDisambiguationDialog = requestDisambiguationDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
    }
  }

  /// A file entity parameter with accepted content types, options from a provider and resolvers.
  public convenience init<Spec, OptionsProvider>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    supportedContentTypes: Array<UTType>? = nil,
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
      $0.supportedContentTypes = supportedContentTypes
      $0.requestValueDialog = requestValueDialog
      $0.requestDisambiguationDialog = requestDisambiguationDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
      $0.resolvers = Array(resolvers())
    }
  }

  /// A file entity parameter titled after its name with accepted content types, options from a provider and resolvers.
  public convenience init<Spec, OptionsProvider>(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    supportedContentTypes: Array<UTType>? = nil,
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
      $0.supportedContentTypes = supportedContentTypes
      $0.requestValueDialog = requestValueDialog
      $0.requestDisambiguationDialog = requestDisambiguationDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.setOptionsProvider(optionsProvider)
      $0.resolvers = Array(resolvers())
    }
  }

  /// A file entity parameter with accepted content types and a query of its own.
  public convenience init<Query>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    supportedContentTypes: Array<UTType>? = nil,
    requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    query: Query
  ) where Query: EntityQuery, Value.ValueType == Query.Entity {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.supportedContentTypes = supportedContentTypes
      $0.requestValueDialog = requestValueDialog
      $0.requestDisambiguationDialog = requestDisambiguationDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.query = query
    }
  }

  /// A file entity parameter titled after its name with accepted content types and a query of its own.
  public convenience init<Query>(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    supportedContentTypes: Array<UTType>? = nil,
    requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    query: Query
  ) where Query: EntityQuery, Value.ValueType == Query.Entity {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.supportedContentTypes = supportedContentTypes
      $0.requestValueDialog = requestValueDialog
      $0.requestDisambiguationDialog = requestDisambiguationDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.query = query
    }
  }
}

extension IntentParameter where Value.UnwrappedType: Collection, Value.ValueType: FileEntity {
  /// A list of file entities parameter with accepted content types and a list size.
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    supportedContentTypes: Array<UTType>? = nil,
    size: IntentCollectionSize,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.supportedContentTypes = supportedContentTypes
      $0.collectionSize = size
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// A list of file entities parameter titled after its name with accepted content types and a list size.
  public convenience init(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    supportedContentTypes: Array<UTType>? = nil,
    size: IntentCollectionSize,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.supportedContentTypes = supportedContentTypes
      $0.collectionSize = size
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// A list of file entities parameter with accepted content types, a list size and resolvers.
  public convenience init<Spec>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    supportedContentTypes: Array<UTType>? = nil,
    size: IntentCollectionSize,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.supportedContentTypes = supportedContentTypes
      $0.collectionSize = size
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }

  /// A list of file entities parameter titled after its name with accepted content types, a list size and resolvers.
  public convenience init<Spec>(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    supportedContentTypes: Array<UTType>? = nil,
    size: IntentCollectionSize,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.supportedContentTypes = supportedContentTypes
      $0.collectionSize = size
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }

  /// A list of file entities parameter with accepted content types, a list size and a query of its own.
  public convenience init<Query>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    supportedContentTypes: Array<UTType>? = nil,
    size: IntentCollectionSize,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    query: Query
  ) where Query: EntityQuery, Value.ValueType == Query.Entity {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.supportedContentTypes = supportedContentTypes
      $0.collectionSize = size
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.query = query
    }
  }

  /// A list of file entities parameter titled after its name with accepted content types, a list size and a query of its own.
  public convenience init<Query>(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    supportedContentTypes: Array<UTType>? = nil,
    size: IntentCollectionSize,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    query: Query
  ) where Query: EntityQuery, Value.ValueType == Query.Entity {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.supportedContentTypes = supportedContentTypes
      $0.collectionSize = size
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.query = query
    }
  }
}
