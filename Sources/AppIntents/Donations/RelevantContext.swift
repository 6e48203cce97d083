public import Foundation

/// When an intent is relevant: a time span, a sleep or a fitness routine, a place. On Apple
/// platforms this is RelevanceKit's; OpenIntents declares it here, since RelevanceKit does not
/// exist on Linux, and evaluates the date forms itself. This is an OpenIntents addition.
public struct RelevantContext: Sendable, Hashable, CustomStringConvertible {
  package enum Kind: Hashable, Sendable {
    case date(DateInterval)
    case named(String)
  }

  package let kind: Kind

  /// Relevant between two dates.
  public static func date(from start: Date, to end: Date) -> RelevantContext {
    RelevantContext(kind: .date(DateInterval(start: min(start, end), end: max(start, end))))
  }

  /// Relevant during a date interval.
  public static func date(interval: DateInterval) -> RelevantContext {
    RelevantContext(kind: .date(interval))
  }

  /// Relevant in a situation the system knows by name ("sleep", "fitness"…), which Linux cannot
  /// detect: the runtime lists such intents, but never reports them as relevant now.
  public static func situation(_ name: String) -> RelevantContext {
    RelevantContext(kind: .named(name))
  }

  /// Whether the context holds at a date; `false` for situations Linux cannot detect.
  public func isRelevant(at date: Date) -> Bool {
    if case .date(let interval) = kind { return interval.contains(date) }
    return false
  }

  /// The context in words.
  public var description: String {
    switch kind {
    case .date(let interval):
      "from \(interval.start.ISO8601Format()) to \(interval.end.ISO8601Format())"
    case .named(let name): name
    }
  }
}

/// A widget configuration intent that is relevant in a context, for the system to suggest the
/// widget then.
public struct RelevantIntent: Sendable, CustomDebugStringConvertible {
  package let intent: any WidgetConfigurationIntent
  package let widgetKind: String
  package let relevance: RelevantContext

  /// A relevant intent for a kind of widget.
  public init<IntentType>(_ intent: IntentType, widgetKind: String, relevance: RelevantContext)
  where IntentType: WidgetConfigurationIntent {
    self.intent = intent
    self.widgetKind = widgetKind
    self.relevance = relevance
  }

  /// The intent type, widget kind and context.
  public var debugDescription: String {
    "RelevantIntent(\(type(of: intent)), widgetKind: \(widgetKind), \(relevance))"
  }
}

/// Where an app tells the system its relevant intents.
public final class RelevantIntentManager: Sendable {
  /// The manager of the process.
  public static let shared = RelevantIntentManager()

  /// Replaces the app's relevant intents; the OpenIntents hosts of the process list them
  /// (`IntentsHost.relevantIntents(at:)`). Throws when no host serves one of the intents.
  public func updateRelevantIntents(_ relevantIntents: [RelevantIntent]) async throws {
    let hosts = IntentSystemEvents.shared.post(.relevantIntents(relevantIntents))
    if hosts == 0, !relevantIntents.isEmpty {
      throw AppIntentError(
        "notDonated",
        "No OpenIntents host in this process receives relevant intents; create an IntentsHost "
          + "that declares the widget configuration intents first.")
    }
  }
}
