extension ParameterSummaryWhenCondition {
  /// When a union-value parameter's value is of a case, or is not (iOS 27):
  /// `When(\.$result, .equalTo, .collection) { … } otherwise: { … }`.
  public init<ValueType, Parameter>(
    _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: EquatableComparisonOperator,
    _ value: ValueType.ValueType.Cases,
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  )
  where ValueType == Parameter.Value, Parameter: AnyIntentValue, ValueType.ValueType: AppUnionValue {
    let expected = UnionCaseName.of(value)
    self.init(keyPath, when: when, otherwise: otherwise) {
      UnionCaseName.compare($0, comparisonOperator, expected)
    }
  }

  /// When an optional union-value parameter's value is of a case, or is not; no value is of
  /// no case.
  public init<ValueType, Parameter>(
    _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: EquatableComparisonOperator,
    _ value: ValueType.ValueType.Cases,
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  )
  where
    ValueType: ExpressibleByNilLiteral, ValueType == Parameter.Value, Parameter: AnyIntentValue,
    ValueType.ValueType: AppUnionValue
  {
    let expected = UnionCaseName.of(value)
    self.init(keyPath, when: when, otherwise: otherwise) {
      UnionCaseName.compare($0, comparisonOperator, expected)
    }
  }

  /// When a union-value parameter's value is of one of several cases.
  public init<ValueType, Parameter>(
    _ keyPath: KeyPath<Intent, Parameter>, _ comparisonOperator: OneOfComparisonOperator,
    _ values: [ValueType.ValueType.Cases],
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  )
  where ValueType == Parameter.Value, Parameter: AnyIntentValue, ValueType.ValueType: AppUnionValue {
    let expected = Set(values.map(UnionCaseName.of))
    self.init(keyPath, when: when, otherwise: otherwise) { current in
      UnionCaseName.ofUnion(current).map(expected.contains) ?? false
    }
  }
}

/// Case names of union values, for the conditions above (outside the generic type, so that its
/// closures capture no metatype).
enum UnionCaseName {
  /// The name of a case of a union's `Cases` enum: its raw value, as `@UnionValue` writes it.
  static func of(_ value: some AppUnionValueCasesProviding) -> String {
    String(describing: value.rawValue)
  }

  /// Whether a parameter's current value is (`.equalTo`) or is not (`.notEqualTo`) of the
  /// named case; no value is of no case.
  static func compare(
    _ value: Any?, _ comparisonOperator: EquatableComparisonOperator, _ expected: String
  ) -> Bool {
    (ofUnion(value) == expected) == (comparisonOperator == .equalTo)
  }

  /// The name of the case a parameter's current value is, if it has one.
  static func ofUnion(_ value: Any?) -> String? {
    guard let value, let union = OptionalValue.unwrap(value) as? any UnionValue else { return nil }
    return union.caseName
  }
}
