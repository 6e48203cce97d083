import Synchronization

/// One step of an operation, as a transcript records it: which query method ran with what,
/// which question was asked and how it was answered, which intent performed.
public struct TranscriptEvent: Sendable, Hashable, Codable, CustomStringConvertible {
  /// What kind of step this is.
  public enum Kind: String, Sendable, Hashable, Codable {
    /// A query method was called.
    case query
    /// A question was asked.
    case question
    /// A question was answered.
    case answer
    /// An intent's `perform()` ran.
    case perform
    /// Something the runtime did on its own, such as loading dependencies.
    case note
  }

  /// What kind of step this is.
  public var kind: Kind
  /// The entity or intent type concerned.
  public var type: String
  /// The method or parameter concerned, such as `entities(matching:)`.
  public var subject: String
  /// The arguments, question or answer, as text.
  public var detail: String
  /// The number of entities returned, for a query.
  public var count: Int?

  /// The step as one line, such as `query LandmarkEntity.entities(for:) ["1"] → 1`.
  public var description: String {
    var line = "\(kind.rawValue) \(type).\(subject)"
    if !detail.isEmpty { line += " \(detail)" }
    if let count { line += " → \(count)" }
    return line
  }
}

/// Collects the steps of the operations run while it is installed with ``Transcript/record(into:_:)``.
public final class TranscriptRecorder: Sendable {
  private let events = Mutex<[TranscriptEvent]>([])

  /// An empty recorder.
  public init() {}

  /// The steps so far, in order.
  public var steps: [TranscriptEvent] { events.withLock { $0 } }

  /// Forgets the steps so far.
  public func reset() { events.withLock { $0.removeAll() } }

  func append(_ event: TranscriptEvent) { events.withLock { $0.append(event) } }
}

/// The transcript of the current task.
public enum Transcript {
  @TaskLocal static var recorder: TranscriptRecorder?

  /// Runs the operation with a recorder collecting its steps.
  public static func record<Result>(
    into recorder: TranscriptRecorder, _ operation: () async throws -> Result
  ) async rethrows -> Result {
    try await $recorder.withValue(recorder, operation: operation)
  }

  /// Runs work the runtime does for itself (reading a sample entity), leaving it out of the
  /// transcript.
  static func muted<Result>(_ operation: () async throws -> Result) async rethrows -> Result {
    try await $recorder.withValue(nil, operation: operation)
  }

  /// Records a step — building its detail only when a recorder is installed.
  static func note(
    _ kind: TranscriptEvent.Kind, _ type: String, _ subject: String,
    _ detail: @autoclosure () -> String = "", count: Int? = nil
  ) {
    guard let recorder else { return }
    recorder.append(
      TranscriptEvent(kind: kind, type: type, subject: subject, detail: detail(), count: count))
  }
}
