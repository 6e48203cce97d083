/// The events a host published recently, numbered, for clients that poll rather than keep a
/// stream open: ask with the ``lastSequence`` of the previous answer to get only newer events.
///
/// This is an OpenIntents addition.
public struct RecentIntentEvents: Sendable, Hashable {
  /// An event with its number: events are numbered from 1 in the order the host's
  /// ``HostStateStore`` logged them, whichever host sharing it published them.
  public struct Entry: Sendable, Hashable {
    /// The event's number.
    public var sequence: Int
    /// The event.
    public var event: IntentRunEvent
  }

  /// The events after the number asked for, oldest first.
  public var events: [Entry]
  /// The number of the newest event logged; 0 when none. Ask with it next time, through this
  /// host or another sharing its ``HostStateStore``.
  public var lastSequence: Int
  /// Whether events after the number asked for are no longer kept (the store keeps at least
  /// the most recent ``HostStateLimits/keptEvents``): the client missed them.
  public var missed: Bool
}

extension IntentsHost {
  /// The events published after `sequence`, oldest first, at most `limit` of them: progress,
  /// snippet reloads, donations… as ``events()`` streams them — published by this host or
  /// another sharing its ``HostStateStore``, numbered in the order the store logged them. The
  /// store keeps at least the most recent 256. Throws what the store throws when it cannot be
  /// read.
  ///
  /// This is an OpenIntents addition.
  public func recentEvents(after sequence: Int = 0, limit: Int = 256) async throws
    -> RecentIntentEvents
  {
    try await hostEvents.recent(after: sequence, limit: limit)
  }
}
