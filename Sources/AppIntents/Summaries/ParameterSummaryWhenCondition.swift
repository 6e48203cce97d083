/// A parameter summary chosen by a condition on a parameter's value (or the widget size):
/// the `when` summary when the condition holds, the `otherwise` summary when it does not.
///
/// ```swift
/// static var parameterSummary: some ParameterSummary {
///   When(\.$collection, .hasAnyValue) {
///     Summary("Add \(\.$landmark) to \(\.$collection)")
///   } otherwise: {
///     Summary("Add \(\.$landmark)")
///   }
/// }
/// ```
public struct ParameterSummaryWhenCondition<Intent, WhenCondition, Otherwise>: ParameterSummary
where Intent: AppIntent, WhenCondition: ParameterSummary, Otherwise: ParameterSummary {
  let condition: @Sendable (Intent, ParameterSummaryContext) -> Bool
  let whenSummary: SummaryRenderer<Intent>
  let otherwiseSummary: SummaryRenderer<Intent>

  init(
    condition: @escaping @Sendable (Intent, ParameterSummaryContext) -> Bool,
    when: () -> WhenCondition, otherwise: () -> Otherwise
  ) {
    self.condition = condition
    whenSummary = SummaryRenderer(when())
    otherwiseSummary = SummaryRenderer(otherwise())
  }

  init<Parameter: AnyIntentValue>(
    _ keyPath: KeyPath<Intent, Parameter>, when: () -> WhenCondition, otherwise: () -> Otherwise,
    test: @escaping @Sendable (Any?) -> Bool
  ) {
    let keyPath = SharedKeyPath(keyPath)
    self.init(
      condition: { intent, _ in test(SummaryValue.of(intent[keyPath: keyPath.path])) },
      when: when, otherwise: otherwise)
  }

  /// When the parameter has a value, or has none.
  public init<Parameter>(
    _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: HasValueComparisonOperator,
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) where Parameter: AnyIntentValue {
    self.init(keyPath, when: when, otherwise: otherwise) { value in
      (value != nil) == (comparisonOperator == .hasAnyValue)
    }
  }

  /// When the parameter's value equals a value, or differs from it.
  public init<ValueType, Parameter>(
    _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: EquatableComparisonOperator,
    _ value: ValueType, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) where ValueType: Equatable, ValueType == Parameter.Value, Parameter: AnyIntentValue {
    let expected = value
    self.init(keyPath, when: when, otherwise: otherwise) { current in
      ((current as? ValueType) == expected) == (comparisonOperator == .equalTo)
    }
  }

  /// When an optional parameter's value equals a value, or differs from it.
  public init<ValueType, Parameter>(
    _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: EquatableComparisonOperator,
    _ value: ValueType.ValueType, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  )
  where
    ValueType: ExpressibleByNilLiteral, ValueType == Parameter.Value, Parameter: AnyIntentValue,
    ValueType.ValueType: Equatable
  {
    let expected = Serialized(value)
    self.init(keyPath, when: when, otherwise: otherwise) { current in
      let current = current as? ValueType.ValueType
      return expected.call { $0 == current } == (comparisonOperator == .equalTo)
    }
  }

  /// When the parameter's value is one of several.
  public init<ValueType, Parameter>(
    _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: OneOfComparisonOperator,
    _ values: [ValueType.ValueType], @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  )
  where ValueType == Parameter.Value, Parameter: AnyIntentValue, ValueType.ValueType: Equatable {
    let expected = Serialized(values)
    self.init(keyPath, when: when, otherwise: otherwise) { current in
      guard let current = current as? ValueType.ValueType else { return false }
      return expected.call { $0.contains(current) }
    }
  }

  /// When the parameter's value compares so with a value.
  public init<ValueType, Parameter>(
    _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: ComparableComparisonOperator,
    _ value: ValueType, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) where ValueType: Comparable, ValueType == Parameter.Value, Parameter: AnyIntentValue {
    let expected = value
    self.init(keyPath, when: when, otherwise: otherwise) { current in
      guard let current = current as? ValueType else { return false }
      return comparisonOperator.holds(current, expected)
    }
  }

  /// When an optional parameter's value compares so with a value; no value never does.
  public init<Value, Parameter>(
    _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: ComparableComparisonOperator,
    _ value: Value.ValueType, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  )
  where
    Value: ExpressibleByNilLiteral, Value == Parameter.Value, Parameter: AnyIntentValue,
    Value.ValueType: Comparable
  {
    let expected = Serialized(value)
    self.init(keyPath, when: when, otherwise: otherwise) { current in
      guard let current = current as? Value.ValueType else { return false }
      return expected.call { comparisonOperator.holds(current, $0) }
    }
  }

  /// When the entity's identifier is one of several.
  public init<Parameter>(
    _ keyPath: KeyPath<Intent, Parameter>, identifier comparisonOperator: OneOfComparisonOperator,
    _ values: [String], @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) where Parameter: AnyIntentValue, Parameter.Value.ValueType: AppEntity {
    self.init(keyPath, when: when, otherwise: otherwise) { current in
      SummaryValue.identifier(current).map(values.contains) ?? false
    }
  }

  /// When the entity's integer identifier is one of several.
  public init<Parameter>(
    _ keyPath: KeyPath<Intent, Parameter>, identifier comparisonOperator: OneOfComparisonOperator,
    _ values: [Parameter.Value.ValueType.ID],
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  )
  where
    Parameter: AnyIntentValue, Parameter.Value.ValueType: AppEntity,
    Parameter.Value.ValueType.ID == Int
  {
    let texts = values.map(String.init)
    self.init(keyPath, when: when, otherwise: otherwise) { current in
      SummaryValue.identifier(current).map(texts.contains) ?? false
    }
  }

  /// When the entity's identifier equals a text, or differs from it.
  public init<Parameter>(
    _ keyPath: KeyPath<Intent, Parameter>,
    identifier comparisonOperator: EquatableComparisonOperator, _ value: String,
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) where Parameter: AnyIntentValue, Parameter.Value.ValueType: AppEntity {
    self.init(keyPath, when: when, otherwise: otherwise) { current in
      (SummaryValue.identifier(current) == value) == (comparisonOperator == .equalTo)
    }
  }

  /// When the entity's integer identifier equals a value, or differs from it.
  public init<Parameter>(
    _ keyPath: KeyPath<Intent, Parameter>,
    identifier comparisonOperator: EquatableComparisonOperator,
    _ value: Parameter.Value.ValueType.ID,
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  )
  where
    Parameter: AnyIntentValue, Parameter.Value.ValueType: AppEntity,
    Parameter.Value.ValueType.ID == Int
  {
    let text = String(value)
    self.init(keyPath, when: when, otherwise: otherwise) { current in
      (SummaryValue.identifier(current) == text) == (comparisonOperator == .equalTo)
    }
  }

  /// When the entity's identifier contains, starts or ends with a text.
  public init<Parameter>(
    _ keyPath: KeyPath<Intent, Parameter>, identifier comparisonOperator: StringComparisonOperator,
    _ value: String, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) where Parameter: AnyIntentValue, Parameter.Value.ValueType: AppEntity {
    self.init(keyPath, when: when, otherwise: otherwise) { current in
      SummaryValue.identifier(current).map { comparisonOperator.holds($0, value) } ?? false
    }
  }

  /// When the entity's integer identifier compares so with a value.
  public init<Parameter>(
    _ keyPath: KeyPath<Intent, Parameter>,
    identifier comparisonOperator: ComparableComparisonOperator,
    _ value: Parameter.Value.ValueType.ID,
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  )
  where
    Parameter: AnyIntentValue, Parameter.Value.ValueType: AppEntity,
    Parameter.Value.ValueType.ID == Int
  {
    self.init(keyPath, when: when, otherwise: otherwise) { current in
      guard let id = SummaryValue.identifier(current).flatMap({ Int($0) }) else { return false }
      return comparisonOperator.holds(id, value)
    }
  }

  /// When the widget is one of several sizes.
  public init(
    widgetFamily comparisonOperator: OneOfComparisonOperator, _ values: [IntentWidgetFamily],
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) {
    self.init(
      condition: { _, context in values.contains(context.widgetFamily) }, when: when,
      otherwise: otherwise)
  }

  /// When the widget is of a size, or is not.
  public init(
    widgetFamily comparisonOperator: EquatableComparisonOperator, _ value: IntentWidgetFamily,
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) {
    self.init(
      condition: { _, context in
        (context.widgetFamily == value) == (comparisonOperator == .equalTo)
      }, when: when, otherwise: otherwise)
  }
}

extension ParameterSummaryWhenCondition: ParameterSummaryRendering {
  package func renderedSentence(
    for intent: any AppIntent, in context: ParameterSummaryContext
  ) -> String? {
    guard let intent = intent as? Intent else { return nil }
    let chosen = condition(intent, context) ? whenSummary : otherwiseSummary
    return chosen.sentence(intent, context)
  }

  package func additionalParameterNames(
    for intent: any AppIntent, in context: ParameterSummaryContext
  ) -> [String] {
    guard let intent = intent as? Intent else { return [] }
    let chosen = condition(intent, context) ? whenSummary : otherwiseSummary
    return chosen.additional(intent, context)
  }
}

/// Reads the value a summary condition tests.
enum SummaryValue {
  /// The current value of a parameter (or of any described value), `nil` when it has none.
  static func of(_ subject: Any) -> Any? {
    if let parameter = subject as? any AnyIntentParameter { return parameter.anyCurrentValue }
    return OptionalValue.unwrap(subject)
  }

  /// The identifier of an entity value, as text.
  static func identifier(_ value: Any?) -> String? {
    (value as? any AppEntity)?.id.entityIdentifierString
  }
}
