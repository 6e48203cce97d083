// The system intent kinds that mark what an intent does. On Apple platforms each lets the
// intent run in a special context (audio session, live activity, push-to-talk, workout); the
// OpenIntents runtime runs them like any intent and publishes the kind on the intent's
// description, so a client can tell what the intent does.

/// An intent that plays audio.
public protocol AudioPlaybackIntent: SystemIntent {}

/// An intent that starts playing audio.
public protocol AudioStartingIntent: SystemIntent {}

/// An intent that records audio.
public protocol AudioRecordingIntent: SystemIntent {}

/// An intent that updates a live activity.
public protocol LiveActivityIntent: SystemIntent {}

/// An intent that starts a live activity.
public protocol LiveActivityStartingIntent: SystemIntent {}

/// An intent that starts or stops a push-to-talk transmission.
public protocol PushToTalkTransmissionIntent: SystemIntent {}

/// An intent that pauses a workout.
public protocol PauseWorkoutIntent: SystemIntent {}

/// An intent that resumes a workout.
public protocol ResumeWorkoutIntent: SystemIntent {}

/// An intent that sets a value, such as a toggle's state.
public protocol SetValueIntent<ValueType>: AppIntent {
  /// The type of the value set.
  associatedtype ValueType: _IntentValue
  /// The value to set.
  var value: Self.ValueType { get set }
}

/// An intent that can be undone: it registers the undoing of its change with ``undoManager``
/// (on Linux, one undo manager for the app's process). The kind is published on the intent's
/// description.
public protocol UndoableIntent: SystemIntent {}

/// An intent that opens content identified by a string, such as a document or a window.
public protocol TargetContentProvidingIntent: AppIntent {
  /// The identifier of the content to open.
  var contentIdentifier: String { get }
}

extension TargetContentProvidingIntent {
  /// The intent's persistent identifier.
  public var contentIdentifier: String { Self.persistentIdentifier }

  /// Opens the content: the runtime reports `contentIdentifier` in the run's result.
  public func perform() async throws -> some IntentResult { .result() }
}

extension TargetContentProvidingIntent where Self: OpenIntent {
  /// The identifier of the target: an entity's identifier or an enum case's raw value.
  public var contentIdentifier: String {
    if let entity = target as? any AppEntity { return entity.id.entityIdentifierString }
    if let value = target as? any AppEnum { return "\(value.rawValue)" }
    return "\(target)"
  }

  /// Opens the target: the runtime reports `contentIdentifier` in the run's result.
  public func perform() async throws -> some IntentResult { .result() }
}
