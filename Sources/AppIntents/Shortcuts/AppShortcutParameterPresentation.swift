/// How an App Shortcut's parameter is presented: a summary of the shortcut with the parameter's
/// value, and the collections of values it is offered with.
///
/// ```swift
/// AppShortcut(
///   intent: OpenLandmarkIntent(), phrases: ["Open \(\.$landmark) in \(.applicationName)"],
///   shortTitle: "Open", systemImageName: "mountain.2",
///   parameterPresentation: ParameterPresentation(
///     for: \.$landmark, summary: Summary("Open \(\.$landmark)"),
///     optionsCollections: {
///       OptionsCollection(FavoriteLandmarks(), title: "Favorites", systemImageName: "star")
///     }))
/// ```
///
/// The OpenIntents runtime expands the shortcut's parameterised phrases over the values of the
/// options collections (each titled by its collection) and renders the summary for each.
public struct AppShortcutParameterPresentation<Intent, Value, Parameter, ParameterKeyPath>:
  Sendable
where
  Intent: AppIntent, Value: _IntentValue, Value: Sendable, Parameter: IntentParameter<Value>,
  ParameterKeyPath: KeyPath<Intent, Parameter>
{
  /// The presented parameter.
  let sharedKeyPath: SharedKeyPath<ParameterKeyPath>
  package let summary:
    AppShortcutParameterPresentationSummary<
      Intent, Value, Parameter, ParameterKeyPath
    >
  /// The options collections as declared.
  let specification: any AppShortcutOptionsCollectionSpecification

  /// The presentation of a parameter.
  public init<Specification>(
    for keyPath: ParameterKeyPath,
    summary: AppShortcutParameterPresentationSummary<Intent, Value, Parameter, ParameterKeyPath>,
    @AppShortcutOptionsCollectionSpecificationBuilder<Value.UnwrappedType> optionsCollections:
      () -> Specification
  ) where Specification: AppShortcutOptionsCollectionSpecification {
    sharedKeyPath = SharedKeyPath(keyPath)
    self.summary = summary
    specification = optionsCollections()
  }
}

/// The summary of an App Shortcut with its parameter's value: "Open \(\.$landmark)".
public struct AppShortcutParameterPresentationSummary<Intent, Value, Parameter, ParameterKeyPath>:
  Sendable
where
  Intent: AppIntent, Value: _IntentValue, Value: Sendable, Parameter: IntentParameter<Value>,
  ParameterKeyPath: KeyPath<Intent, Parameter>
{
  package let string:
    AppShortcutParameterPresentationSummaryString<
      Intent, Value, Parameter, ParameterKeyPath
    >

  /// A summary, optionally from a strings table.
  public init(
    _ summaryString: AppShortcutParameterPresentationSummaryString<
      Intent, Value, Parameter, ParameterKeyPath
    >,
    table: StaticString? = nil
  ) {
    string = summaryString
  }
}

/// The text of a parameter presentation's summary: literal text and the parameter.
public struct AppShortcutParameterPresentationSummaryString<
  Intent, Value, Parameter, ParameterKeyPath
>: ExpressibleByStringInterpolation, Sendable
where
  Intent: AppIntent, Value: _IntentValue, Value: Sendable, Parameter: IntentParameter<Value>,
  ParameterKeyPath: KeyPath<Intent, Parameter>
{
  /// The literal parts; the parameter's value goes between them.
  package let parts: [String?]

  /// A summary without the parameter.
  public init(_ value: String) { parts = [value] }

  /// A summary without the parameter.
  public init(stringLiteral value: String) { self.init(value) }

  /// A summary with the parameter.
  public init(stringInterpolation: StringInterpolation) { parts = stringInterpolation.parts }

  /// The summary with the parameter's value in words.
  package func render(_ value: String) -> String { parts.map { $0 ?? value }.joined() }

  /// Builds the summary.
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    var parts: [String?] = []

    /// Creates an empty summary.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) {
      if !literal.isEmpty { parts.append(literal) }
    }

    /// Appends the parameter: `\(\.$landmark)`.
    public mutating func appendInterpolation(_ subject: ParameterKeyPath) { parts.append(nil) }
  }
}

/// The title of a parameter's presentation: specific (with the value) and generic.
@available(*, deprecated, message: "Please use init(for:summary:optionsCollections:)")
public struct AppShortcutParameterPresentationTitle<Intent, Value, Parameter, ParameterKeyPath>:
  Sendable
where
  Intent: AppIntent, Value: _IntentValue, Value: Sendable, Parameter: IntentParameter<Value>,
  ParameterKeyPath: KeyPath<Intent, Parameter>
{
  package let specific:
    AppShortcutParameterPresentationTitleString<
      Intent, Value, Parameter, ParameterKeyPath
    >
  package let generic: String

  /// A title with the value, and one without.
  public init(
    specific: AppShortcutParameterPresentationTitleString<
      Intent, Value, Parameter, ParameterKeyPath
    >,
    generic: StaticString, table: StaticString? = nil
  ) {
    self.specific = specific
    self.generic = "\(generic)"
  }
}

/// The specific title of a parameter's presentation.
@available(*, deprecated, message: "Please use init(for:summary:optionsCollections:)")
public struct AppShortcutParameterPresentationTitleString<
  Intent, Value, Parameter, ParameterKeyPath
>: ExpressibleByStringInterpolation, Sendable
where
  Intent: AppIntent, Value: _IntentValue, Value: Sendable, Parameter: IntentParameter<Value>,
  ParameterKeyPath: KeyPath<Intent, Parameter>
{
  /// The literal parts; the parameter's value goes between them.
  package let parts: [String?]

  /// A title without the parameter.
  public init(_ value: String) { parts = [value] }

  /// A title without the parameter.
  public init(stringLiteral value: String) { self.init(value) }

  /// A title with the parameter.
  public init(stringInterpolation: StringInterpolation) { parts = stringInterpolation.parts }

  /// Builds the title.
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    var parts: [String?] = []

    /// Creates an empty title.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) {
      if !literal.isEmpty { parts.append(literal) }
    }

    /// Appends the parameter: `\(\.$landmark)`.
    public mutating func appendInterpolation(_ subject: ParameterKeyPath) { parts.append(nil) }
  }
}
