/// Builds an intent's prediction configuration from one or more `IntentPrediction`s.
@resultBuilder
public enum IntentPredictionsBuilder<Intent> where Intent: AppIntent {
  /// A prediction stands for itself.
  public static func buildExpression<A0>(_ expression: A0) -> A0
  where Intent == A0.Intent, A0: IntentPredictionConfiguration {
    expression
  }

  /// One prediction.
  public static func buildBlock<A0>(_ block: A0) -> A0
  where Intent == A0.Intent, A0: IntentPredictionConfiguration {
    block
  }

  /// 2 predictions.
  public static func buildBlock<A0, A1>(
    _ a0: A0, _ a1: A1
  ) -> TupleIntentPrediction<A0.Intent, (A0, A1)>
  where Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration {
    TupleIntentPrediction(predictions: [a0, a1])
  }

  /// 3 predictions.
  public static func buildBlock<A0, A1, A2>(
    _ a0: A0, _ a1: A1, _ a2: A2
  ) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2)>
  where
    Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration,
    A2: IntentPredictionConfiguration
  {
    TupleIntentPrediction(predictions: [a0, a1, a2])
  }

  /// 4 predictions.
  public static func buildBlock<A0, A1, A2, A3>(
    _ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3
  ) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3)>
  where
    Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration,
    A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration
  {
    TupleIntentPrediction(predictions: [a0, a1, a2, a3])
  }

  /// 5 predictions.
  public static func buildBlock<A0, A1, A2, A3, A4>(
    _ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4
  ) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3, A4)>
  where
    Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration,
    A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration,
    A4: IntentPredictionConfiguration
  {
    TupleIntentPrediction(predictions: [a0, a1, a2, a3, a4])
  }

  /// 6 predictions.
  public static func buildBlock<A0, A1, A2, A3, A4, A5>(
    _ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5
  ) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3, A4, A5)>
  where
    Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration,
    A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration,
    A4: IntentPredictionConfiguration, A5: IntentPredictionConfiguration
  {
    TupleIntentPrediction(predictions: [a0, a1, a2, a3, a4, a5])
  }

  /// 7 predictions.
  public static func buildBlock<A0, A1, A2, A3, A4, A5, A6>(
    _ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6
  ) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3, A4, A5, A6)>
  where
    Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration,
    A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration,
    A4: IntentPredictionConfiguration, A5: IntentPredictionConfiguration,
    A6: IntentPredictionConfiguration
  {
    TupleIntentPrediction(predictions: [a0, a1, a2, a3, a4, a5, a6])
  }

  /// 8 predictions.
  public static func buildBlock<A0, A1, A2, A3, A4, A5, A6, A7>(
    _ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6, _ a7: A7
  ) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3, A4, A5, A6, A7)>
  where
    Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration,
    A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration,
    A4: IntentPredictionConfiguration, A5: IntentPredictionConfiguration,
    A6: IntentPredictionConfiguration, A7: IntentPredictionConfiguration
  {
    TupleIntentPrediction(predictions: [a0, a1, a2, a3, a4, a5, a6, a7])
  }

  /// 9 predictions.
  public static func buildBlock<A0, A1, A2, A3, A4, A5, A6, A7, A8>(
    _ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6, _ a7: A7, _ a8: A8
  ) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3, A4, A5, A6, A7, A8)>
  where
    Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration,
    A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration,
    A4: IntentPredictionConfiguration, A5: IntentPredictionConfiguration,
    A6: IntentPredictionConfiguration, A7: IntentPredictionConfiguration,
    A8: IntentPredictionConfiguration
  {
    TupleIntentPrediction(predictions: [a0, a1, a2, a3, a4, a5, a6, a7, a8])
  }

  /// 10 predictions.
  public static func buildBlock<A0, A1, A2, A3, A4, A5, A6, A7, A8, A9>(
    _ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6, _ a7: A7, _ a8: A8,
    _ a9: A9
  ) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9)>
  where
    Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration,
    A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration,
    A4: IntentPredictionConfiguration, A5: IntentPredictionConfiguration,
    A6: IntentPredictionConfiguration, A7: IntentPredictionConfiguration,
    A8: IntentPredictionConfiguration, A9: IntentPredictionConfiguration
  {
    TupleIntentPrediction(predictions: [a0, a1, a2, a3, a4, a5, a6, a7, a8, a9])
  }

  /// 11 predictions.
  public static func buildBlock<A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10>(
    _ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6, _ a7: A7, _ a8: A8,
    _ a9: A9, _ a10: A10
  ) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10)>
  where
    Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration,
    A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration,
    A4: IntentPredictionConfiguration, A5: IntentPredictionConfiguration,
    A6: IntentPredictionConfiguration, A7: IntentPredictionConfiguration,
    A8: IntentPredictionConfiguration, A9: IntentPredictionConfiguration,
    A10: IntentPredictionConfiguration
  {
    TupleIntentPrediction(predictions: [a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10])
  }

  /// 12 predictions.
  public static func buildBlock<A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11>(
    _ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6, _ a7: A7, _ a8: A8,
    _ a9: A9, _ a10: A10, _ a11: A11
  ) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11)>
  where
    Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration,
    A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration,
    A4: IntentPredictionConfiguration, A5: IntentPredictionConfiguration,
    A6: IntentPredictionConfiguration, A7: IntentPredictionConfiguration,
    A8: IntentPredictionConfiguration, A9: IntentPredictionConfiguration,
    A10: IntentPredictionConfiguration, A11: IntentPredictionConfiguration
  {
    TupleIntentPrediction(predictions: [a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11])
  }

  /// 13 predictions.
  public static func buildBlock<A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12>(
    _ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6, _ a7: A7, _ a8: A8,
    _ a9: A9, _ a10: A10, _ a11: A11, _ a12: A12
  ) -> TupleIntentPrediction<A0.Intent, (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12)>
  where
    Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration,
    A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration,
    A4: IntentPredictionConfiguration, A5: IntentPredictionConfiguration,
    A6: IntentPredictionConfiguration, A7: IntentPredictionConfiguration,
    A8: IntentPredictionConfiguration, A9: IntentPredictionConfiguration,
    A10: IntentPredictionConfiguration, A11: IntentPredictionConfiguration,
    A12: IntentPredictionConfiguration
  {
    TupleIntentPrediction(predictions: [a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12])
  }

  /// 14 predictions.
  public static func buildBlock<A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13>(
    _ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6, _ a7: A7, _ a8: A8,
    _ a9: A9, _ a10: A10, _ a11: A11, _ a12: A12, _ a13: A13
  ) -> TupleIntentPrediction<
    A0.Intent, (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13)
  >
  where
    Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration,
    A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration,
    A4: IntentPredictionConfiguration, A5: IntentPredictionConfiguration,
    A6: IntentPredictionConfiguration, A7: IntentPredictionConfiguration,
    A8: IntentPredictionConfiguration, A9: IntentPredictionConfiguration,
    A10: IntentPredictionConfiguration, A11: IntentPredictionConfiguration,
    A12: IntentPredictionConfiguration, A13: IntentPredictionConfiguration
  {
    TupleIntentPrediction(predictions: [a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13])
  }

  /// 15 predictions.
  public static func buildBlock<A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14>(
    _ a0: A0, _ a1: A1, _ a2: A2, _ a3: A3, _ a4: A4, _ a5: A5, _ a6: A6, _ a7: A7, _ a8: A8,
    _ a9: A9, _ a10: A10, _ a11: A11, _ a12: A12, _ a13: A13, _ a14: A14
  ) -> TupleIntentPrediction<
    A0.Intent, (A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, A10, A11, A12, A13, A14)
  >
  where
    Intent == A0.Intent, A0: IntentPredictionConfiguration, A1: IntentPredictionConfiguration,
    A2: IntentPredictionConfiguration, A3: IntentPredictionConfiguration,
    A4: IntentPredictionConfiguration, A5: IntentPredictionConfiguration,
    A6: IntentPredictionConfiguration, A7: IntentPredictionConfiguration,
    A8: IntentPredictionConfiguration, A9: IntentPredictionConfiguration,
    A10: IntentPredictionConfiguration, A11: IntentPredictionConfiguration,
    A12: IntentPredictionConfiguration, A13: IntentPredictionConfiguration,
    A14: IntentPredictionConfiguration
  {
    TupleIntentPrediction(predictions: [
      a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14,
    ])
  }
}
