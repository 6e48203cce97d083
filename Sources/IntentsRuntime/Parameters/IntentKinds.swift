import AppIntents
import Foundation

/// The system intent kinds an intent adopts, and the ones the runtime runs without calling
/// `perform()`.
enum IntentKinds {
  /// The kinds, by the names the descriptions publish.
  static func of(_ type: any AppIntent.Type) -> [String] {
    let kinds: [(String, Bool)] = [
      ("open", type is any OpenIntent.Type),
      ("delete", type is any DeleteIntent.Type),
      ("urlRepresentable", type is any URLRepresentableIntent.Type),
      ("widgetConfiguration", type is any WidgetConfigurationIntent.Type),
      ("controlConfiguration", type is any ControlConfigurationIntent.Type),
      ("customIntentMigrated", type is any CustomIntentMigratedAppIntent.Type),
      ("audioPlayback", type is any AudioPlaybackIntent.Type),
      ("audioStarting", type is any AudioStartingIntent.Type),
      ("audioRecording", type is any AudioRecordingIntent.Type),
      ("liveActivity", type is any LiveActivityIntent.Type),
      ("liveActivityStarting", type is any LiveActivityStartingIntent.Type),
      ("pushToTalkTransmission", type is any PushToTalkTransmissionIntent.Type),
      ("foregroundContinuable", type is any ForegroundContinuableIntent.Type),
      ("progressReporting", type is any ProgressReportingIntent.Type),
      ("undoable", type is any UndoableIntent.Type),
      ("setValue", type is any SetValueIntent.Type),
      ("playVideo", type is any PlayVideoIntent.Type),
      ("startWorkout", type is any StartWorkoutIntent.Type),
      ("pauseWorkout", type is any PauseWorkoutIntent.Type),
      ("resumeWorkout", type is any ResumeWorkoutIntent.Type),
      ("cameraCapture", type is any CameraCaptureIntent.Type),
      ("setFocusFilter", type is any SetFocusFilterIntent.Type),
      ("targetContentProviding", type is any TargetContentProvidingIntent.Type),
      ("snippet", type is any SnippetIntent.Type),
      ("predictable", type is any PredictableIntent.Type),
      ("deprecated", type is any DeprecatedAppIntent.Type),
    ]
    return kinds.filter(\.1).map(\.0)
  }

  /// The deprecation of a `DeprecatedAppIntent`.
  static func deprecation(of type: any AppIntent.Type) -> IntentDeprecationNote? {
    guard let deprecated = type as? any DeprecatedAppIntent.Type else { return nil }
    let note = deprecated.deprecationNote
    return IntentDeprecationNote(message: note.message, replacement: note.replacement)
  }

  /// The result of an intent the system does not perform: a widget or control configuration
  /// (its resolved parameters), or a URL-representable intent (the URL to open). `nil` for an
  /// intent that is performed.
  static func withoutPerform(
    _ intent: any AppIntent, result: IntentRunResult
  ) async throws
    -> IntentRunResult?
  {
    var result = result
    if intent is any WidgetConfigurationIntent || intent is any ControlConfigurationIntent {
      result.isConfiguration = true
      return result
    }
    if let intent = intent as? any URLRepresentableIntent {
      guard let url = await url(of: intent) else {
        throw IntentsError(
          IntentsError.invalidValue,
          "\(type(of: intent).persistentIdentifier) has no URL for these parameters; give "
            + "every parameter its URL template uses.")
      }
      result.openedURL = url.absoluteString
      return result
    }
    return nil
  }

  private static func url<Intent: URLRepresentableIntent>(of intent: Intent) async -> URL? {
    await intent.urlRepresentation
  }
}

/// Predictions of intents from their donations.
enum IntentPredictions {
  static func of<Intent: AppIntent>(
    _ type: Intent.Type, from donations: [IntentDonationRecord]
  ) -> [IntentPredictionResult] {
    guard let predictable = type as? any PredictableIntent.Type else { return [] }
    let configurations = predictable.anyPredictionConfiguration.flattened
    var results: [String: IntentPredictionResult] = [:]
    for configuration in configurations {
      for record in donations {
        let objects = configuration.parameters(of: record.intent)
        let named = IntentParameters.of(record.intent)
        let parameters = objects.compactMap { object in named.first { $0.parameter === object } }
        let names = parameters.map(\.name)
        let values = parameters.compactMap { $0.parameter.anyCurrentValue }
        guard values.count == objects.count,
          let display = configuration.displayRepresentation(for: values)
        else { continue }
        let json = IntentParameters.values(of: parameters)
        let key = names.joined(separator: ",") + JSONValue.object(json).description
        if var known = results[key] {
          known.count += 1
          known.lastDonated = max(known.lastDonated, record.date)
          results[key] = known
        } else {
          results[key] = IntentPredictionResult(
            intent: Intent.persistentIdentifier, parameters: json,
            title: String(localized: display.title),
            subtitle: display.subtitle.map { String(localized: $0) }, count: 1,
            lastDonated: record.date)
        }
      }
    }
    return results.values.sorted {
      ($0.count, $0.lastDonated) > ($1.count, $1.lastDonated)
    }
  }
}

extension PredictableIntent {
  static var anyPredictionConfiguration: any IntentPredictionConfiguration {
    predictionConfiguration
  }
}
