/// How the system may suggest an intent: which parameter combinations to predict, and how to
/// show each prediction.
public protocol IntentPredictionConfiguration {
  /// The intent predicted.
  associatedtype Intent: AppIntent
}

/// An intent whose past runs the system predicts, showing each prediction as the configuration
/// says.
///
/// ```swift
/// struct OpenLandmarkIntent: AppIntent, PredictableIntent {
///   static var predictionConfiguration: some IntentPredictionConfiguration {
///     IntentPrediction(parameters: (\.$landmark)) { landmark in
///       DisplayRepresentation(title: "Open \(landmark.name)")
///     }
///   }
/// }
/// ```
///
/// The OpenIntents runtime predicts from the intent's donations: the parameter values donated
/// most often, most recently, each shown through the configuration
/// (`IntentsHost.predictions(intent:)`).
public protocol PredictableIntent: AppIntent {
  /// The prediction configuration.
  associatedtype Prediction: IntentPredictionConfiguration
  /// The ways the intent is predicted.
  @IntentPredictionsBuilder<Self> static var predictionConfiguration: Self.Prediction { get }
}

/// One way an intent is predicted: over some of its parameters, with a display for each
/// combination of their values.
public struct IntentPrediction<Intent, T>: IntentPredictionConfiguration where Intent: AppIntent {
  package let parameters: [PartialKeyPath<Intent>]
  package let display: @Sendable ([Any]) -> DisplayRepresentation?

  /// A prediction of the intent without parameters.
  public init(displayRepresentation: @escaping () -> DisplayRepresentation) where T == () {
    parameters = []
    nonisolated(unsafe) let make = displayRepresentation
    display = { _ in make() }
  }

  /// A prediction over one parameter, shown from its value.
  public init<V0, P0>(
    parameters: T, displayRepresentation: @escaping (_ value0: V0) -> DisplayRepresentation
  )
  where
    T == KeyPath<Intent, P0>, V0: _IntentValue, V0: Sendable, P0: IntentParameter<V0>
  {
    self.parameters = [parameters]
    nonisolated(unsafe) let make = displayRepresentation
    display = { values in
      guard values.count == 1, let value = values[0] as? V0 else { return nil }
      return make(value)
    }
  }
}

/// Several predictions of one intent.
public struct TupleIntentPrediction<Intent, T>: IntentPredictionConfiguration
where Intent: AppIntent {
  package let predictions: [any IntentPredictionConfiguration]
}

/// A prediction the runtime can evaluate without its types.
package protocol IntentPredictionEvaluating {
  /// The parameter objects of an intent the prediction is over, in order.
  func parameters(of intent: any AppIntent) -> [AnyObject]
  /// The display of a combination of values, in the order of the parameters.
  func displayRepresentation(for values: [Any]) -> DisplayRepresentation?
}

extension IntentPrediction: IntentPredictionEvaluating {
  package func parameters(of intent: any AppIntent) -> [AnyObject] {
    guard let intent = intent as? Intent else { return [] }
    return parameters.compactMap { intent[keyPath: $0] as? any AnyIntentParameter }
  }

  package func displayRepresentation(for values: [Any]) -> DisplayRepresentation? {
    display(values)
  }
}

extension IntentPredictionConfiguration {
  /// The single predictions of this configuration.
  package var flattened: [any IntentPredictionEvaluating] {
    if let tuple = self as? any TuplePredictionFlattening { return tuple.flattenedPredictions }
    return (self as? any IntentPredictionEvaluating).map { [$0] } ?? []
  }
}

protocol TuplePredictionFlattening {
  var flattenedPredictions: [any IntentPredictionEvaluating] { get }
}

extension TupleIntentPrediction: TuplePredictionFlattening {
  var flattenedPredictions: [any IntentPredictionEvaluating] {
    predictions.flatMap { $0.flattened }
  }
}
