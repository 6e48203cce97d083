import AppIntents

/// An intent type, as the manifest and adapters describe it.
public struct IntentTypeDescription: Sendable, Hashable, Codable {
  /// A parameter.
  public struct Parameter: Sendable, Hashable, Codable {
    /// The parameter's name.
    public var name: String
    /// The parameter's title.
    public var title: String
    /// The parameter's description, if any.
    public var description: String?
    /// The parameter's value type.
    public var value: ValueDescriptor
    /// Whether a run must give it a value (it is neither optional nor defaulted).
    public var isRequired: Bool
    /// The default value, as JSON, if any.
    public var defaultValue: JSONValue?
    /// The values the parameter is limited to, if any.
    public var allowedValues: [JSONValue]?
    /// The smallest and largest values allowed, when declared with `inclusiveRange:`.
    public var range: [JSONValue]?
    /// How the parameter is entered: control style, units, input options, list size…; `nil`
    /// when it declares none.
    public var hints: ParameterHints?
  }

  /// The intent's persistent identifier.
  public var identifier: String
  /// The intent's title.
  public var title: String
  /// What the intent does, if it says.
  public var description: String?
  /// The parameters, in declaration order.
  public var parameters: [Parameter]
  /// Whether running it opens the app.
  public var opensApp: Bool
  /// Whether it is offered to people.
  public var isDiscoverable: Bool
  /// The parameter summary with placeholders, if the intent has one.
  public var summary: String?
  /// The parameters the summary lists below its sentence (`Summary("…") { \.$note }`), if any.
  public var summaryParameters: [String]?
  /// The system intent kinds it adopts (`open`, `delete`, `progressReporting`,
  /// `widgetConfiguration`, `urlRepresentable`…), if any.
  public var kinds: [String]?
  /// Why it is deprecated and what replaces it, when it is a `DeprecatedAppIntent`.
  public var deprecation: IntentDeprecationNote?
  /// The assistant schema the intent adopts (`@AppIntent(schema:)`), if any.
  public var schema: SchemaDescription?
  /// The processes the intent may run in (`allowedExecutionTargets`): `main`,
  /// `appIntentsExtension`, `widgetKitExtension`. A host runs it only when its own
  /// ``IntentsHost/executionTarget`` is among them.
  public var executionTargets: [String]? = nil
}

/// The deprecation of an intent.
public struct IntentDeprecationNote: Sendable, Hashable, Codable {
  /// The message for people.
  public var message: String
  /// The identifier of the intent that replaces it, if any.
  public var replacement: String?
}
