// `@Parameter` forms of Boolean parameters, with names for `true` and `false`.

extension IntentParameter where Value.ValueType == Bool {
  /// A Boolean parameter with names for true and false.
  public convenience init(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    displayName: Bool.IntentDisplayName? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.booleanNames = displayName
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// A Boolean parameter with names for true and false and resolvers.
  public convenience init<Spec>(
    title: LocalizedStringResource,
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    displayName: Bool.IntentDisplayName? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: title, defaultValue: defaultValue) {
      $0.description = description
      $0.booleanNames = displayName
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }
}

extension IntentParameter where Value.ValueType == Bool {
  /// A Boolean parameter titled after its name with names for true and false.
  public convenience init(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    displayName: Bool.IntentDisplayName? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.booleanNames = displayName
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
    }
  }

  /// A Boolean parameter titled after its name with names for true and false and resolvers.
  public convenience init<Spec>(
    description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    displayName: Bool.IntentDisplayName? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) where Spec: ResolverSpecification {
    self.init(title: nil, defaultValue: defaultValue) {
      $0.description = description
      $0.booleanNames = displayName
      $0.requestValueDialog = requestValueDialog
      $0.inputConnectionBehavior = inputConnectionBehavior
      $0.resolvers = Array(resolvers())
    }
  }
}
