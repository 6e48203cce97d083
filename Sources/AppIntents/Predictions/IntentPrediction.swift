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
    let make = Serialized(displayRepresentation)
    display = { _ in make.call { $0() } }
  }

  /// A prediction over the parameters at the key paths, shown by `display` from their values
  /// in the same order (`nil` when a value is missing or of another type). The arities Apple
  /// declares funnel here (IntentPrediction+Arities.swift).
  init(
    keyPaths: [PartialKeyPath<Intent>],
    display: @escaping @Sendable (_ values: [Any]) -> DisplayRepresentation?
  ) {
    parameters = keyPaths
    let count = keyPaths.count
    self.display = { values in values.count == count ? display(values) : nil }
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
