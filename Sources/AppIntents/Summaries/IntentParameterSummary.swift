/// A parameter summary: a sentence with parameters interpolated, and optionally the other
/// parameters to list below it.
///
/// ```swift
/// static var parameterSummary: some ParameterSummary {
///   Summary("Add \(\.$landmark) to \(\.$collection)") {
///     \.$note
///   }
/// }
/// ```
public struct IntentParameterSummary<Intent>: ParameterSummary where Intent: AppIntent {
  let sentence: ParameterSummaryString<Intent>?
  let additionalParameters: [PartialKeyPath<Intent>]

  /// A summary with no sentence.
  public init() {
    sentence = nil
    additionalParameters = []
  }

  /// A summary sentence, optionally from a strings table.
  public init(_ string: ParameterSummaryString<Intent>, table: String? = nil) {
    sentence = string
    additionalParameters = []
  }

  /// A summary sentence with other parameters listed below it.
  public init(
    _ string: ParameterSummaryString<Intent>, table: String? = nil,
    @ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<Intent>]
  ) {
    sentence = string
    additionalParameters = additionalParameterKeyPaths()
  }

  /// No sentence, only the parameters to list.
  public init(
    @ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<Intent>]
  ) {
    sentence = nil
    additionalParameters = additionalParameterKeyPaths()
  }

  /// The sentence with each parameter replaced by its value's title, or by the parameter's
  /// title in angle quotes when it has none yet. This is an OpenIntents addition.
  public func render(_ intent: Intent) -> String? {
    sentence.map { $0.render(intent) }
  }

  /// Builds the list of parameters shown below a summary's sentence.
  @resultBuilder
  public enum ParameterKeyPathsBuilder {
    /// A parameter: `\.$note`.
    public static func buildExpression<ValueType>(
      _ expression: KeyPath<Intent, IntentParameter<ValueType>>
    ) -> PartialKeyPath<Intent> where ValueType: _IntentValue, ValueType: Sendable {
      expression
    }

    /// The parameters, in order.
    public static func buildBlock(_ blocks: PartialKeyPath<Intent>...) -> [PartialKeyPath<Intent>] {
      blocks
    }
  }
}

extension IntentParameterSummary: ParameterSummaryRendering {
  package func renderedSentence(
    for intent: any AppIntent, in context: ParameterSummaryContext
  ) -> String? {
    guard let intent = intent as? Intent else { return nil }
    return render(intent)
  }

  package func additionalParameterNames(
    for intent: any AppIntent, in context: ParameterSummaryContext
  ) -> [String] {
    guard let intent = intent as? Intent else { return [] }
    let named = Mirror(reflecting: intent).children.compactMap { child in
      (child.value as? any AnyIntentParameter).map { ($0, String((child.label ?? "").dropFirst())) }
    }
    return additionalParameters.compactMap { keyPath in
      guard let object = intent[keyPath: keyPath] as? any AnyIntentParameter else { return nil }
      return named.first { $0.0 === object }?.1
    }
  }
}
