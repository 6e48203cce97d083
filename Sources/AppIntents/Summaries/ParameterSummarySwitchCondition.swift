/// A parameter summary chosen by a parameter's value (or the widget size), case by case.
///
/// ```swift
/// static var parameterSummary: some ParameterSummary {
///   Switch(\.$mode) {
///     Case(.walking) { Summary("Walk to \(\.$landmark)") }
///     Case([.driving, .cycling]) { Summary("Ride to \(\.$landmark)") }
///     DefaultCase { Summary("Go to \(\.$landmark)") }
///   }
/// }
/// ```
public struct ParameterSummarySwitchCondition<Intent, Value, CaseCondition>: ParameterSummary
where Intent: AppIntent, Value: _IntentValue, CaseCondition: _ParameterSummarySwitchCase {
  let read: @Sendable (Intent, ParameterSummaryContext) -> Any?
  let cases: [ErasedSummaryCase<Intent>]

  /// Switches on a parameter's value.
  public init(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
    @ParameterSummaryCaseBuilder<Intent, Value> _ builder: () -> CaseCondition
  ) {
    let partial = SharedKeyPath<PartialKeyPath<Intent>>(keyPath)
    read = { intent, _ in
      (intent[keyPath: partial.path] as? any AnyIntentParameter)?.anyCurrentValue
    }
    cases = (builder() as? any SummaryCaseErasing)?.erasedCases(for: Intent.self) ?? []
  }

  /// Switches on the size of the widget the summary is shown in.
  public init(
    _ widgetFamily: WidgetFamily,
    @ParameterSummaryCaseBuilder<Intent, IntentWidgetFamily> _ builder: () -> CaseCondition
  ) where Value == IntentWidgetFamily {
    read = { _, context in context.widgetFamily }
    cases = (builder() as? any SummaryCaseErasing)?.erasedCases(for: Intent.self) ?? []
  }

  /// What a summary switches on besides parameters.
  public enum WidgetFamily: Hashable, Sendable {
    /// The size of the widget the summary is shown in.
    case widgetFamily
  }
}

extension ParameterSummarySwitchCondition: ParameterSummaryRendering {
  private func chosen(
    _ intent: Intent, _ context: ParameterSummaryContext
  )
    -> SummaryRenderer<Intent>?
  {
    let value = read(intent, context)
    return (cases.first { !$0.isDefault && $0.matches(value) } ?? cases.first(where: \.isDefault))?
      .renderer
  }

  package func renderedSentence(
    for intent: any AppIntent, in context: ParameterSummaryContext
  ) -> String? {
    guard let intent = intent as? Intent else { return nil }
    return chosen(intent, context)?.sentence(intent, context)
  }

  package func additionalParameterNames(
    for intent: any AppIntent, in context: ParameterSummaryContext
  ) -> [String] {
    guard let intent = intent as? Intent else { return [] }
    return chosen(intent, context)?.additional(intent, context) ?? []
  }
}

/// A case of a `Switch`: the summary to show when the value is one of the given ones.
public struct ParameterSummaryCaseCondition<Intent, Value, Summary>: _ParameterSummarySwitchCase
where Intent: AppIntent, Value: _IntentValue, Summary: ParameterSummary {
  let values: [Value]
  let renderer: SummaryRenderer<Intent>

  /// The case of one value.
  public init(_ value: Value, @ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) {
    self.init([value], parameterSummary)
  }

  /// The case of several values.
  public init(
    _ value: [Value], @ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary
  ) {
    values = value
    renderer = SummaryRenderer(parameterSummary())
  }
}

/// The case of a `Switch` used when no other case matches.
public struct ParameterSummaryDefaultCaseCondition<Intent, Value, Summary>:
  _ParameterSummarySwitchCase
where Intent: AppIntent, Value: _IntentValue, Summary: ParameterSummary {
  let renderer: SummaryRenderer<Intent>

  /// The default case.
  public init(@ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) {
    renderer = SummaryRenderer(parameterSummary())
  }
}

/// The cases of a `Switch`, in order, with the default last.
public struct ParameterSummaryTupleCaseCondition<Intent, Value, ValueType>:
  _ParameterSummarySwitchCase
where Intent: AppIntent, Value: _IntentValue {
  /// A tuple of cases has no summary of its own.
  public typealias Summary = Never
  let cases: [any _ParameterSummarySwitchCase]

  init(cases: [any _ParameterSummarySwitchCase], default: any _ParameterSummarySwitchCase) {
    self.cases = cases + [`default`]
  }
}

/// A `Switch` case with its value and summary erased.
struct ErasedSummaryCase<Intent: AppIntent> {
  let matches: (Any?) -> Bool
  let renderer: SummaryRenderer<Intent>
  let isDefault: Bool
}

/// A `Switch` case or list of cases that can be erased for rendering.
protocol SummaryCaseErasing {
  func erasedCases<I: AppIntent>(for intent: I.Type) -> [ErasedSummaryCase<I>]
}

extension ParameterSummaryCaseCondition: SummaryCaseErasing {
  func erasedCases<I: AppIntent>(for intent: I.Type) -> [ErasedSummaryCase<I>] {
    guard let renderer = renderer as? SummaryRenderer<I> else { return [] }
    let values = values.compactMap { OptionalValue.unwrap($0) }
    return [
      ErasedSummaryCase(
        matches: { value in
          guard let value else { return false }
          return values.contains { SummaryValue.same($0, value) }
        }, renderer: renderer, isDefault: false)
    ]
  }
}

extension ParameterSummaryDefaultCaseCondition: SummaryCaseErasing {
  func erasedCases<I: AppIntent>(for intent: I.Type) -> [ErasedSummaryCase<I>] {
    guard let renderer = renderer as? SummaryRenderer<I> else { return [] }
    return [ErasedSummaryCase(matches: { _ in true }, renderer: renderer, isDefault: true)]
  }
}

extension ParameterSummaryTupleCaseCondition: SummaryCaseErasing {
  func erasedCases<I: AppIntent>(for intent: I.Type) -> [ErasedSummaryCase<I>] {
    cases.flatMap { ($0 as? any SummaryCaseErasing)?.erasedCases(for: intent) ?? [] }
  }
}

extension SummaryValue {
  /// Whether two values are the same: enum cases by raw value, entities by identifier, others
  /// by equality.
  static func same(_ lhs: Any, _ rhs: Any) -> Bool {
    if let lhs = lhs as? any AppEnum, let rhs = rhs as? any AppEnum {
      return type(of: lhs) == type(of: rhs) && "\(lhs.rawValue)" == "\(rhs.rawValue)"
    }
    if let lhs = lhs as? any AppEntity, let rhs = rhs as? any AppEntity {
      return type(of: lhs) == type(of: rhs)
        && lhs.id.entityIdentifierString == rhs.id.entityIdentifierString
    }
    if let lhs = lhs as? AnyHashable, let rhs = rhs as? AnyHashable { return lhs == rhs }
    return "\(lhs)" == "\(rhs)"
  }
}
