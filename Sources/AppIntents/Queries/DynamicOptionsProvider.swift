/// A type the system creates itself and into which it injects `@Dependency` values: queries,
/// options providers and intents.
public protocol _SupportsAppDependencies {}

/// A type that supplies the options for a parameter, and optionally its default.
public protocol DynamicOptionsProvider: _SupportsAppDependencies {
  /// The collection of options.
  associatedtype Result: ResultsCollection
  /// The type of the default value.
  associatedtype DefaultValue: _IntentValue = Self.Result.Result
  where Self.DefaultValue.ValueType == Self.Result.Result.ValueType

  /// The options to offer.
  func results() async throws -> Result
  /// The value to preselect; `nil` when there is none.
  func defaultResult() async -> DefaultValue?
}

// MARK: - Default Implementations

extension DynamicOptionsProvider {
  /// No default value.
  public func defaultResult() async -> DefaultValue? { nil }
}

extension DynamicOptionsProvider {
  /// A dependency injected by the system: `@Dependency var store: Store`.
  public typealias Dependency = AppDependency
  /// The parameters of the intent being configured: `@ParameterDependency(\.$region) var intent`.
  public typealias ParameterDependency = IntentParameterDependency
  /// A collection of options grouped in sections.
  public typealias ItemCollection = IntentItemCollection
  /// A section of options.
  public typealias ItemSection<R> = IntentItemSection<R> where R == Self.Result.Result
  /// One option with its display representation.
  public typealias Item<R> = IntentItem<R> where R == Self.Result.Result
}
