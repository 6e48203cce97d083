public import Foundation

/// Something that happened while an intent ran, or afterwards because of it: progress, a
/// snippet reloaded, a donation, suggestions that changed. Adapters forward these — the CLI
/// prints them, HTTP streams them, MCP sends them as notifications.
///
/// Events of a run go to the run's `onEvent` handler
/// (``IntentsHost/run(intent:parameters:answers:responder:onEvent:)``); every event of the
/// host, of any run or none, goes to each ``IntentsHost/events()`` stream.
public struct IntentRunEvent: Sendable, Hashable, Codable {
  /// What happened.
  public enum Kind: String, Sendable, Hashable, Codable {
    /// A `ProgressReportingIntent` reported progress (``IntentRunEvent/progress``).
    case progress
    /// `SnippetIntent.reload()` was called: ``IntentRunEvent/snippet`` holds the snippet run
    /// again, or is `nil` when no snippet of that type is shown.
    case snippetReload
    /// An intent was donated (``IntentRunEvent/donation``).
    case donation
    /// A system intent's suggestions changed (suggested workouts, Focus filter context).
    case suggestionsChanged
    /// The app's relevant intents changed.
    case relevantIntentsChanged
  }

  /// What happened.
  public var kind: Kind
  /// The run it happened in, if any.
  public var runID: UUID?
  /// The intent concerned: the running intent, the snippet intent, the donated intent…
  public var intent: String
  /// The progress, for ``Kind/progress``.
  public var progress: IntentProgress?
  /// The snippet's new content, for ``Kind/snippetReload``.
  public var snippet: IntentSnippet?
  /// The donation, for ``Kind/donation``.
  public var donation: IntentDonation?

  /// An event of a kind about an intent, with what that kind carries.
  public init(
    _ kind: Kind, runID: UUID? = nil, intent: String, progress: IntentProgress? = nil,
    snippet: IntentSnippet? = nil, donation: IntentDonation? = nil
  ) {
    self.kind = kind
    self.runID = runID
    self.intent = intent
    self.progress = progress
    self.snippet = snippet
    self.donation = donation
  }
}

/// How far a run has come.
public struct IntentProgress: Sendable, Hashable, Codable {
  /// The units done.
  public var completed: Int64
  /// The units in all; 0 or less when unknown.
  public var total: Int64
  /// What the intent says about it, if anything.
  public var message: String?

  /// The fraction done, between 0 and 1, when the total is known.
  public var fraction: Double? {
    total > 0 ? min(1, max(0, Double(completed) / Double(total))) : nil
  }
}

/// What a snippet shows, on Linux where there are no views: the snippet intent's identity and
/// parameters (so a client can render it and run it again), and what its `perform()` returned.
public struct IntentSnippet: Sendable, Hashable, Codable {
  /// The snippet intent's identifier.
  public var intent: String
  /// The snippet intent's title.
  public var title: String
  /// The snippet intent's parameters, as JSON.
  public var parameters: [String: JSONValue]
  /// What the snippet says, if anything.
  public var dialog: String?
  /// The snippet's value, as JSON, if any.
  public var value: JSONValue?
  /// The snippet intent's parameter summary, if it has one.
  public var summary: String?
}
