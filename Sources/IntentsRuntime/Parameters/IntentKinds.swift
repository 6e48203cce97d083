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
  /// The predictions a donated intent counts towards: for each of its type's prediction
  /// configurations whose parameters all have values, those values and how they are shown.
  static func candidates<Intent: AppIntent>(
    _ type: Intent.Type, of intent: any AppIntent
  ) -> [StoredDonation.Prediction] {
    guard let predictable = type as? any PredictableIntent.Type else { return [] }
    var candidates: [StoredDonation.Prediction] = []
    for configuration in predictable.anyPredictionConfiguration.flattened {
      let objects = configuration.parameters(of: intent)
      let named = IntentParameters.of(intent)
      let parameters = objects.compactMap { object in named.first { $0.parameter === object } }
      let values = parameters.compactMap { $0.parameter.anyCurrentValue }
      guard values.count == objects.count,
        let display = configuration.displayRepresentation(for: values)
      else { continue }
      let json = IntentParameters.values(of: parameters)
      candidates.append(
        StoredDonation.Prediction(
          key: parameters.map(\.name).joined(separator: ",") + JSONValue.object(json).description,
          parameters: json, title: String(localized: display.title),
          subtitle: display.subtitle.map { String(localized: $0) }))
    }
    return candidates
  }

  /// The predictions of an intent from the donations kept: one per key, counted, most often
  /// donated first, then most recently, then by key.
  static func group(intent: String, _ donations: [StoredDonation]) -> [IntentPredictionResult] {
    var results: [String: IntentPredictionResult] = [:]
    for stored in donations where stored.donation.intent == intent {
      let date = stored.donation.date
      for candidate in stored.predictions {
        if var known = results[candidate.key] {
          known.count += 1
          known.lastDonated = max(known.lastDonated, date)
          results[candidate.key] = known
        } else {
          results[candidate.key] = IntentPredictionResult(
            intent: intent, parameters: candidate.parameters, title: candidate.title,
            subtitle: candidate.subtitle, count: 1, lastDonated: date)
        }
      }
    }
    return results.sorted {
      ($0.value.count, $0.value.lastDonated, $1.key) > ($1.value.count, $1.value.lastDonated, $0.key)
    }.map(\.value)
  }
}

extension PredictableIntent {
  static var anyPredictionConfiguration: any IntentPredictionConfiguration {
    predictionConfiguration
  }
}
