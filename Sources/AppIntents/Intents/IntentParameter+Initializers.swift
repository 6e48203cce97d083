// The other initializers of `@Parameter`. Apple declares them per value type; here each label set
// is declared once for every intent value, which accepts all code Apple accepts.

extension IntentParameter {
  /// A parameter whose options come from a provider, such as a query with extra filters.
  public convenience init<OptionsProvider: DynamicOptionsProvider>(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: OptionsProvider
  ) where Value.ValueType == OptionsProvider.DefaultValue.ValueType {
    var configuration = IntentParameterConfiguration(
      description: description, requestValueDialog: requestValueDialog,
      requestDisambiguationDialog: requestDisambiguationDialog,
      inputConnectionBehavior: inputConnectionBehavior)
    configuration.optionsProvider = optionsProvider
    if let query = optionsProvider as? any EntityQuery { configuration.query = query }
    self.init(title: title, defaultValue: defaultValue, configuration: configuration)
  }

  /// An entity parameter found through a specific query instead of the entity's default one.
  public convenience init<Query: EntityQuery>(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, query: Query
  ) where Value.ValueType == Query.Entity {
    var configuration = IntentParameterConfiguration(
      description: description, requestValueDialog: requestValueDialog,
      requestDisambiguationDialog: requestDisambiguationDialog,
      inputConnectionBehavior: inputConnectionBehavior)
    configuration.query = query
    self.init(title: title, defaultValue: defaultValue, configuration: configuration)
  }

  /// A parameter whose raw input is converted by resolvers.
  public convenience init<Spec: ResolverSpecification>(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
  ) {
    var configuration = IntentParameterConfiguration(
      description: description, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
    configuration.resolvers = Array(resolvers())
    self.init(title: title, defaultValue: defaultValue, configuration: configuration)
  }

  /// An enum parameter limited to some of its cases.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    supportedValues: [Value.ValueType]
  ) {
    var configuration = IntentParameterConfiguration(
      description: description, requestValueDialog: requestValueDialog,
      requestDisambiguationDialog: requestDisambiguationDialog,
      inputConnectionBehavior: inputConnectionBehavior)
    configuration.supportedValues = supportedValues
    self.init(title: title, defaultValue: defaultValue, configuration: configuration)
  }

  /// A number parameter with a control style and an optional allowed range.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil, controlStyle: ControlStyle,
    inclusiveRange: InclusiveRange<Value.ValueType>? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, default: defaultValue,
      inclusiveRange: inclusiveRange, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
  }

  /// A number parameter with an allowed range, both bounds included.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default defaultValue: Value.UnwrappedType? = nil,
    inclusiveRange: InclusiveRange<Value.ValueType>?, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    var configuration = IntentParameterConfiguration(
      description: description, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
    configuration.inclusiveRange = inclusiveRange.map { ($0.lowerBound, $0.upperBound) }
    self.init(title: title, defaultValue: defaultValue, configuration: configuration)
  }

  /// How a number parameter is edited.
  public enum ControlStyle: Sendable, Hashable {
    /// A text field.
    case field
    /// A slider (needs a range).
    case slider
    /// A stepper.
    case stepper
  }

  /// How an integer parameter is edited.
  public typealias IntControlStyle = ControlStyle
  /// How a decimal parameter is edited.
  public typealias DoubleControlStyle = ControlStyle
  /// An allowed range of values, both bounds included.
  public typealias InclusiveRange<Bound> = (lowerBound: Bound, upperBound: Bound)
}
