public import Foundation
import Synchronization

/// A host state in memory, for one host: what a host makes for itself unless given a store.
/// Nothing outlives the process.
///
/// This is an OpenIntents addition.
public final class InMemoryHostState: HostStateStore {
  private struct State {
    var events: [LoggedEvent] = []
    var lastSequence = 0
    var donations: [StoredDonation] = []
    var screens: [String: (entries: [OnScreenRecord], used: Date)] = [:]
  }
  private let state = Mutex(State())
  private let wakeUps = WakeUps()

  /// An empty state.
  public init() {}

  // MARK: - Event log

  /// Appends events in order; returns the number of the last.
  @discardableResult
  public func appendEvents(_ drafts: [LoggedEvent.Draft]) -> Int {
    let sequence = state.withLock { state in
      for draft in drafts {
        state.lastSequence += 1
        state.events.append(
          LoggedEvent(sequence: state.lastSequence, event: draft.event, origin: draft.origin))
      }
      if state.events.count > HostStateLimits.keptEvents {
        state.events.removeFirst(state.events.count - HostStateLimits.keptEvents)
      }
      return state.lastSequence
    }
    if !drafts.isEmpty { wakeUps.wake() }
    return sequence
  }

  /// The events after a number, oldest first.
  public func events(after sequence: Int, limit: Int) -> (events: [LoggedEvent], lastSequence: Int)
  {
    state.withLock { state in
      let newer = state.events.drop { $0.sequence <= sequence }
      return (Array(newer.prefix(max(0, limit))), state.lastSequence)
    }
  }

  /// A wake-up after each append.
  public func eventsAppended() -> AsyncStream<Void> { wakeUps.stream() }

  // MARK: - Donations

  /// Keeps a donation (replacing one with its identifier), forgetting the oldest beyond the
  /// limit.
  public func addDonation(_ donation: StoredDonation) {
    state.withLock { state in
      state.donations.removeAll { $0.donation.id == donation.donation.id }
      state.donations.append(donation)
      if state.donations.count > HostStateLimits.keptDonations {
        state.donations.removeFirst(state.donations.count - HostStateLimits.keptDonations)
      }
    }
  }

  /// Every donation, oldest first.
  public func donations() -> [StoredDonation] { state.withLock { $0.donations } }

  /// Removes donations by identifier.
  public func removeDonations(identifiers: Set<String>) -> [String] {
    state.withLock { state in
      let removed = state.donations.map(\.donation.id).filter(identifiers.contains)
      state.donations.removeAll { identifiers.contains($0.donation.id) }
      return removed
    }
  }

  // MARK: - On screen

  /// Puts an entry in front of a client's screen.
  public func show(_ entry: OnScreenRecord, to client: String, policy: OnScreenPolicy) {
    state.withLock { state in
      state.screens[client] = (
        OnScreenBounds.adding(entry, to: state.screens[client]?.entries ?? [], policy: policy),
        entry.since
      )
      if state.screens.count > policy.maximumClients,
        let oldest = state.screens.min(by: { $0.value.used < $1.value.used })?.key
      {
        state.screens[oldest] = nil
      }
    }
  }

  /// A client's entries that have not expired, most recent first.
  public func onScreen(for client: String, policy: OnScreenPolicy, now: Date) -> [OnScreenRecord] {
    state.withLock { state in
      guard let kept = state.screens[client] else { return [] }
      let live = kept.entries.filter { !OnScreenBounds.expired($0, policy: policy, now: now) }
      state.screens[client] = live.isEmpty ? nil : (live, kept.used)
      return live
    }
  }

  /// Takes everything off a client's screen.
  public func clearOnScreen(for client: String) {
    state.withLock { _ = $0.screens.removeValue(forKey: client) }
  }
}

/// The rules every store applies to a client's screen, written once.
///
/// This is an OpenIntents addition.
public enum OnScreenBounds {
  /// Whether an entry has outlived the policy's lifetime at `now`.
  public static func expired(_ entry: OnScreenRecord, policy: OnScreenPolicy, now: Date) -> Bool {
    entry.since.addingTimeInterval(policy.lifetime) <= now
  }

  /// A client's entries with `entry` in front: the same entity shown before and expired entries
  /// leave, and the oldest beyond the policy's `maximumEntities`.
  public static func adding(
    _ entry: OnScreenRecord, to entries: [OnScreenRecord], policy: OnScreenPolicy
  ) -> [OnScreenRecord] {
    var kept = entries.filter {
      !($0.type == entry.type && $0.identifier == entry.identifier)
        && !expired($0, policy: policy, now: entry.since)
    }
    kept.insert(entry, at: 0)
    if kept.count > policy.maximumEntities { kept.removeLast(kept.count - policy.maximumEntities) }
    return kept
  }
}

extension WakeUps {
  /// A stream of wake-ups for a store other processes write: every `interval` it asks for the
  /// newest event number and wakes when it differs from the last seen, starting from `start`
  /// (the number when the stream was made, when the store can tell it at once). It ends when
  /// its reader stops reading.
  public static func polling(
    every interval: Duration, from start: Int?,
    newest: @escaping @Sendable () async -> Int?
  ) -> AsyncStream<Void> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Void.self, bufferingPolicy: .bufferingNewest(1))
    let watcher = Task {
      var seen = start
      if seen == nil { seen = await newest() }
      while !Task.isCancelled {
        try? await Task.sleep(for: interval)
        let now = await newest()
        if let now, now != seen {
          seen = now
          continuation.yield()
        }
      }
      continuation.finish()
    }
    continuation.onTermination = { _ in watcher.cancel() }
    return stream
  }
}

/// Streams of wake-ups, each woken by ``wake()``; a wake-up not yet read is not repeated.
///
/// This is an OpenIntents addition, for stores that implement ``HostStateStore``.
public final class WakeUps: Sendable {
  private let streams = Mutex<[UUID: AsyncStream<Void>.Continuation]>([:])

  /// No streams yet.
  public init() {}

  /// A new stream of wake-ups.
  public func stream() -> AsyncStream<Void> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Void.self, bufferingPolicy: .bufferingNewest(1))
    let token = UUID()
    streams.withLock { $0[token] = continuation }
    continuation.onTermination = { [weak self] _ in
      _ = self?.streams.withLock { $0.removeValue(forKey: token) }
    }
    return stream
  }

  /// Whether any stream is being read.
  public var isEmpty: Bool { streams.withLock { $0.isEmpty } }

  /// Wakes every stream.
  public func wake() {
    for continuation in streams.withLock({ Array($0.values) }) { continuation.yield() }
  }

  /// Ends every stream.
  public func finish() {
    for continuation in streams.withLock({ Array($0.values) }) { continuation.finish() }
  }

  deinit { finish() }
}
