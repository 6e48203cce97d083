/// Builds the cases of a parameter summary's `Switch`: one or more `Case`s and a
/// `DefaultCase`, last.
@resultBuilder
public enum ParameterSummaryCaseBuilder<Intent, Value>
where Intent: AppIntent, Value: _IntentValue {
  /// A case stands for itself.
  public static func buildExpression<C0>(_ expression: C0) -> C0
  where Intent == C0.Intent, Value == C0.Value, C0: _ParameterSummarySwitchCase {
    expression
  }

  /// One case and the default case.
  public static func buildBlock<C0, DefaultSummary>(
    _ c0: C0, _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
  ) -> ParameterSummaryTupleCaseCondition<
    Intent, Value, (C0, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)
  >
  where Intent == C0.Intent, C0: _ParameterSummarySwitchCase, DefaultSummary: ParameterSummary {
    ParameterSummaryTupleCaseCondition(cases: [c0], default: `default`)
  }

  /// 2 cases and the default case.
  public static func buildBlock<C0, C1, DefaultSummary>(
    _ c0: C0, _ c1: C1,
    _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
  ) -> ParameterSummaryTupleCaseCondition<
    Intent, Value, (C0, C1, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)
  >
  where
    Intent == C0.Intent, C0: _ParameterSummarySwitchCase, Intent == C1.Intent,
    C1: _ParameterSummarySwitchCase, DefaultSummary: ParameterSummary
  {
    ParameterSummaryTupleCaseCondition(cases: [c0, c1], default: `default`)
  }

  /// 3 cases and the default case.
  public static func buildBlock<C0, C1, C2, DefaultSummary>(
    _ c0: C0, _ c1: C1, _ c2: C2,
    _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
  ) -> ParameterSummaryTupleCaseCondition<
    Intent, Value, (C0, C1, C2, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)
  >
  where
    Intent == C0.Intent, C0: _ParameterSummarySwitchCase, Intent == C1.Intent,
    C1: _ParameterSummarySwitchCase, Intent == C2.Intent, C2: _ParameterSummarySwitchCase,
    DefaultSummary: ParameterSummary
  {
    ParameterSummaryTupleCaseCondition(cases: [c0, c1, c2], default: `default`)
  }

  /// 4 cases and the default case.
  public static func buildBlock<C0, C1, C2, C3, DefaultSummary>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3,
    _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
  ) -> ParameterSummaryTupleCaseCondition<
    Intent, Value,
    (C0, C1, C2, C3, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)
  >
  where
    Intent == C0.Intent, C0: _ParameterSummarySwitchCase, Intent == C1.Intent,
    C1: _ParameterSummarySwitchCase, Intent == C2.Intent, C2: _ParameterSummarySwitchCase,
    Intent == C3.Intent, C3: _ParameterSummarySwitchCase, DefaultSummary: ParameterSummary
  {
    ParameterSummaryTupleCaseCondition(cases: [c0, c1, c2, c3], default: `default`)
  }

  /// 5 cases and the default case.
  public static func buildBlock<C0, C1, C2, C3, C4, DefaultSummary>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4,
    _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
  ) -> ParameterSummaryTupleCaseCondition<
    Intent, Value,
    (C0, C1, C2, C3, C4, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)
  >
  where
    Intent == C0.Intent, C0: _ParameterSummarySwitchCase, Intent == C1.Intent,
    C1: _ParameterSummarySwitchCase, Intent == C2.Intent, C2: _ParameterSummarySwitchCase,
    Intent == C3.Intent, C3: _ParameterSummarySwitchCase, Intent == C4.Intent,
    C4: _ParameterSummarySwitchCase, DefaultSummary: ParameterSummary
  {
    ParameterSummaryTupleCaseCondition(cases: [c0, c1, c2, c3, c4], default: `default`)
  }

  /// 6 cases and the default case.
  public static func buildBlock<C0, C1, C2, C3, C4, C5, DefaultSummary>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5,
    _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
  ) -> ParameterSummaryTupleCaseCondition<
    Intent, Value,
    (C0, C1, C2, C3, C4, C5, ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>)
  >
  where
    Intent == C0.Intent, C0: _ParameterSummarySwitchCase, Intent == C1.Intent,
    C1: _ParameterSummarySwitchCase, Intent == C2.Intent, C2: _ParameterSummarySwitchCase,
    Intent == C3.Intent, C3: _ParameterSummarySwitchCase, Intent == C4.Intent,
    C4: _ParameterSummarySwitchCase, Intent == C5.Intent, C5: _ParameterSummarySwitchCase,
    DefaultSummary: ParameterSummary
  {
    ParameterSummaryTupleCaseCondition(cases: [c0, c1, c2, c3, c4, c5], default: `default`)
  }

  /// 7 cases and the default case.
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, DefaultSummary>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6,
    _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
  ) -> ParameterSummaryTupleCaseCondition<
    Intent, Value,
    (
      C0, C1, C2, C3, C4, C5, C6,
      ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    )
  >
  where
    Intent == C0.Intent, C0: _ParameterSummarySwitchCase, Intent == C1.Intent,
    C1: _ParameterSummarySwitchCase, Intent == C2.Intent, C2: _ParameterSummarySwitchCase,
    Intent == C3.Intent, C3: _ParameterSummarySwitchCase, Intent == C4.Intent,
    C4: _ParameterSummarySwitchCase, Intent == C5.Intent, C5: _ParameterSummarySwitchCase,
    Intent == C6.Intent, C6: _ParameterSummarySwitchCase, DefaultSummary: ParameterSummary
  {
    ParameterSummaryTupleCaseCondition(cases: [c0, c1, c2, c3, c4, c5, c6], default: `default`)
  }

  /// 8 cases and the default case.
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, DefaultSummary>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7,
    _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
  ) -> ParameterSummaryTupleCaseCondition<
    Intent, Value,
    (
      C0, C1, C2, C3, C4, C5, C6, C7,
      ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    )
  >
  where
    Intent == C0.Intent, C0: _ParameterSummarySwitchCase, Intent == C1.Intent,
    C1: _ParameterSummarySwitchCase, Intent == C2.Intent, C2: _ParameterSummarySwitchCase,
    Intent == C3.Intent, C3: _ParameterSummarySwitchCase, Intent == C4.Intent,
    C4: _ParameterSummarySwitchCase, Intent == C5.Intent, C5: _ParameterSummarySwitchCase,
    Intent == C6.Intent, C6: _ParameterSummarySwitchCase, Intent == C7.Intent,
    C7: _ParameterSummarySwitchCase, DefaultSummary: ParameterSummary
  {
    ParameterSummaryTupleCaseCondition(cases: [c0, c1, c2, c3, c4, c5, c6, c7], default: `default`)
  }

  /// 9 cases and the default case.
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, DefaultSummary>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
  ) -> ParameterSummaryTupleCaseCondition<
    Intent, Value,
    (
      C0, C1, C2, C3, C4, C5, C6, C7, C8,
      ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    )
  >
  where
    Intent == C0.Intent, C0: _ParameterSummarySwitchCase, Intent == C1.Intent,
    C1: _ParameterSummarySwitchCase, Intent == C2.Intent, C2: _ParameterSummarySwitchCase,
    Intent == C3.Intent, C3: _ParameterSummarySwitchCase, Intent == C4.Intent,
    C4: _ParameterSummarySwitchCase, Intent == C5.Intent, C5: _ParameterSummarySwitchCase,
    Intent == C6.Intent, C6: _ParameterSummarySwitchCase, Intent == C7.Intent,
    C7: _ParameterSummarySwitchCase, Intent == C8.Intent, C8: _ParameterSummarySwitchCase,
    DefaultSummary: ParameterSummary
  {
    ParameterSummaryTupleCaseCondition(
      cases: [c0, c1, c2, c3, c4, c5, c6, c7, c8], default: `default`)
  }

  /// 10 cases and the default case.
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, DefaultSummary>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9, _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
  ) -> ParameterSummaryTupleCaseCondition<
    Intent, Value,
    (
      C0, C1, C2, C3, C4, C5, C6, C7, C8, C9,
      ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    )
  >
  where
    Intent == C0.Intent, C0: _ParameterSummarySwitchCase, Intent == C1.Intent,
    C1: _ParameterSummarySwitchCase, Intent == C2.Intent, C2: _ParameterSummarySwitchCase,
    Intent == C3.Intent, C3: _ParameterSummarySwitchCase, Intent == C4.Intent,
    C4: _ParameterSummarySwitchCase, Intent == C5.Intent, C5: _ParameterSummarySwitchCase,
    Intent == C6.Intent, C6: _ParameterSummarySwitchCase, Intent == C7.Intent,
    C7: _ParameterSummarySwitchCase, Intent == C8.Intent, C8: _ParameterSummarySwitchCase,
    Intent == C9.Intent, C9: _ParameterSummarySwitchCase, DefaultSummary: ParameterSummary
  {
    ParameterSummaryTupleCaseCondition(
      cases: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9], default: `default`)
  }

  /// 11 cases and the default case.
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, DefaultSummary>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9, _ c10: C10,
    _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
  ) -> ParameterSummaryTupleCaseCondition<
    Intent, Value,
    (
      C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10,
      ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    )
  >
  where
    Intent == C0.Intent, C0: _ParameterSummarySwitchCase, Intent == C1.Intent,
    C1: _ParameterSummarySwitchCase, Intent == C2.Intent, C2: _ParameterSummarySwitchCase,
    Intent == C3.Intent, C3: _ParameterSummarySwitchCase, Intent == C4.Intent,
    C4: _ParameterSummarySwitchCase, Intent == C5.Intent, C5: _ParameterSummarySwitchCase,
    Intent == C6.Intent, C6: _ParameterSummarySwitchCase, Intent == C7.Intent,
    C7: _ParameterSummarySwitchCase, Intent == C8.Intent, C8: _ParameterSummarySwitchCase,
    Intent == C9.Intent, C9: _ParameterSummarySwitchCase, Intent == C10.Intent,
    C10: _ParameterSummarySwitchCase, DefaultSummary: ParameterSummary
  {
    ParameterSummaryTupleCaseCondition(
      cases: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10], default: `default`)
  }

  /// 12 cases and the default case.
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11, DefaultSummary>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9, _ c10: C10, _ c11: C11,
    _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
  ) -> ParameterSummaryTupleCaseCondition<
    Intent, Value,
    (
      C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11,
      ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    )
  >
  where
    Intent == C0.Intent, C0: _ParameterSummarySwitchCase, Intent == C1.Intent,
    C1: _ParameterSummarySwitchCase, Intent == C2.Intent, C2: _ParameterSummarySwitchCase,
    Intent == C3.Intent, C3: _ParameterSummarySwitchCase, Intent == C4.Intent,
    C4: _ParameterSummarySwitchCase, Intent == C5.Intent, C5: _ParameterSummarySwitchCase,
    Intent == C6.Intent, C6: _ParameterSummarySwitchCase, Intent == C7.Intent,
    C7: _ParameterSummarySwitchCase, Intent == C8.Intent, C8: _ParameterSummarySwitchCase,
    Intent == C9.Intent, C9: _ParameterSummarySwitchCase, Intent == C10.Intent,
    C10: _ParameterSummarySwitchCase, Intent == C11.Intent, C11: _ParameterSummarySwitchCase,
    DefaultSummary: ParameterSummary
  {
    ParameterSummaryTupleCaseCondition(
      cases: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11], default: `default`)
  }

  /// 13 cases and the default case.
  public static func buildBlock<
    C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11, C12, DefaultSummary
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9, _ c10: C10, _ c11: C11, _ c12: C12,
    _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
  ) -> ParameterSummaryTupleCaseCondition<
    Intent, Value,
    (
      C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11, C12,
      ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    )
  >
  where
    Intent == C0.Intent, C0: _ParameterSummarySwitchCase, Intent == C1.Intent,
    C1: _ParameterSummarySwitchCase, Intent == C2.Intent, C2: _ParameterSummarySwitchCase,
    Intent == C3.Intent, C3: _ParameterSummarySwitchCase, Intent == C4.Intent,
    C4: _ParameterSummarySwitchCase, Intent == C5.Intent, C5: _ParameterSummarySwitchCase,
    Intent == C6.Intent, C6: _ParameterSummarySwitchCase, Intent == C7.Intent,
    C7: _ParameterSummarySwitchCase, Intent == C8.Intent, C8: _ParameterSummarySwitchCase,
    Intent == C9.Intent, C9: _ParameterSummarySwitchCase, Intent == C10.Intent,
    C10: _ParameterSummarySwitchCase, Intent == C11.Intent, C11: _ParameterSummarySwitchCase,
    Intent == C12.Intent, C12: _ParameterSummarySwitchCase, DefaultSummary: ParameterSummary
  {
    ParameterSummaryTupleCaseCondition(
      cases: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12], default: `default`)
  }

  /// 14 cases and the default case.
  public static func buildBlock<
    C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11, C12, C13, DefaultSummary
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9, _ c10: C10, _ c11: C11, _ c12: C12, _ c13: C13,
    _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
  ) -> ParameterSummaryTupleCaseCondition<
    Intent, Value,
    (
      C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11, C12, C13,
      ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    )
  >
  where
    Intent == C0.Intent, C0: _ParameterSummarySwitchCase, Intent == C1.Intent,
    C1: _ParameterSummarySwitchCase, Intent == C2.Intent, C2: _ParameterSummarySwitchCase,
    Intent == C3.Intent, C3: _ParameterSummarySwitchCase, Intent == C4.Intent,
    C4: _ParameterSummarySwitchCase, Intent == C5.Intent, C5: _ParameterSummarySwitchCase,
    Intent == C6.Intent, C6: _ParameterSummarySwitchCase, Intent == C7.Intent,
    C7: _ParameterSummarySwitchCase, Intent == C8.Intent, C8: _ParameterSummarySwitchCase,
    Intent == C9.Intent, C9: _ParameterSummarySwitchCase, Intent == C10.Intent,
    C10: _ParameterSummarySwitchCase, Intent == C11.Intent, C11: _ParameterSummarySwitchCase,
    Intent == C12.Intent, C12: _ParameterSummarySwitchCase, Intent == C13.Intent,
    C13: _ParameterSummarySwitchCase, DefaultSummary: ParameterSummary
  {
    ParameterSummaryTupleCaseCondition(
      cases: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13], default: `default`)
  }

  /// 15 cases and the default case.
  public static func buildBlock<
    C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11, C12, C13, C14, DefaultSummary
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9, _ c10: C10, _ c11: C11, _ c12: C12, _ c13: C13, _ c14: C14,
    _ default: ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
  ) -> ParameterSummaryTupleCaseCondition<
    Intent, Value,
    (
      C0, C1, C2, C3, C4, C5, C6, C7, C8, C9, C10, C11, C12, C13, C14,
      ParameterSummaryDefaultCaseCondition<Intent, Value, DefaultSummary>
    )
  >
  where
    Intent == C0.Intent, C0: _ParameterSummarySwitchCase, Intent == C1.Intent,
    C1: _ParameterSummarySwitchCase, Intent == C2.Intent, C2: _ParameterSummarySwitchCase,
    Intent == C3.Intent, C3: _ParameterSummarySwitchCase, Intent == C4.Intent,
    C4: _ParameterSummarySwitchCase, Intent == C5.Intent, C5: _ParameterSummarySwitchCase,
    Intent == C6.Intent, C6: _ParameterSummarySwitchCase, Intent == C7.Intent,
    C7: _ParameterSummarySwitchCase, Intent == C8.Intent, C8: _ParameterSummarySwitchCase,
    Intent == C9.Intent, C9: _ParameterSummarySwitchCase, Intent == C10.Intent,
    C10: _ParameterSummarySwitchCase, Intent == C11.Intent, C11: _ParameterSummarySwitchCase,
    Intent == C12.Intent, C12: _ParameterSummarySwitchCase, Intent == C13.Intent,
    C13: _ParameterSummarySwitchCase, Intent == C14.Intent, C14: _ParameterSummarySwitchCase,
    DefaultSummary: ParameterSummary
  {
    ParameterSummaryTupleCaseCondition(
      cases: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14], default: `default`)
  }
}
