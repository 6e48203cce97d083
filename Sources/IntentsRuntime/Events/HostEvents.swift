import AppIntents
import Foundation
import Synchronization

/// What a host keeps of the app's system events, and the event streams it feeds.
///
/// The event log and the donations live in the host's ``HostStateStore``, shared with the other
/// hosts of the app: events published here go to this host's streams at once and to the log in
/// order; events other hosts logged come to this host's streams when the store wakes it.
/// Relevant intents and shown snippets stay here: every host of an app runs the app's code that
/// sets them.
final class HostEvents: Sendable {
  private struct State {
    var relevant: [RelevantIntent] = []
    var shownSnippets: [(runID: UUID?, intent: any AppIntent)] = []
    var streams: [UUID: AsyncStream<IntentRunEvent>.Continuation] = [:]
    var follower: Task<Void, Never>?
    /// The follower's first read of where the log stands: its streams hear every event logged
    /// after it.
    var position: Task<Int?, Never>?
    /// Which follower is the current one: a follower replaced yields nothing more.
    var followerToken: UUID?
    var finished = false
  }

  /// The most shown snippets kept for reloads.
  static let maximumShownSnippets = 32
  /// The most events waiting for the store to log them.
  static let maximumUnloggedEvents = 4096

  /// Where the log and the donations are kept.
  let store: any HostStateStore
  /// This host among those sharing the store.
  let origin = UUID()
  /// The writes to the store, in the order they were made.
  let writes = OrderedWrites()
  private let state = Mutex(State())
  /// Events published and not yet given to the store, and whether a write will take them.
  private let unlogged = Shared<(drafts: [LoggedEvent.Draft], scheduled: Bool)>(([], false))

  init(store: any HostStateStore) { self.store = store }

  // MARK: - Streams

  func stream() -> AsyncStream<IntentRunEvent> { makeStream().stream }

  /// A stream returned once the follower knows where the log stands: every event any host
  /// logs after this returns reaches it. (A stream from ``stream()`` hears other hosts from
  /// that moment too, which comes a little after it returns.)
  func followingStream() async -> AsyncStream<IntentRunEvent> {
    let (stream, position) = makeStream()
    // A caller that stops waiting stops the read (the follower then asks again at its next
    // wake-up), so that a store that does not answer cannot hold it.
    await withTaskCancellationHandler {
      _ = await position?.value
    } onCancel: {
      position?.cancel()
    }
    return stream
  }

  private func makeStream() -> (
    stream: AsyncStream<IntentRunEvent>, position: Task<Int?, Never>?
  ) {
    let (stream, continuation) = AsyncStream.makeStream(
      of: IntentRunEvent.self, bufferingPolicy: .bufferingNewest(256))
    let token = UUID()
    let startFollowing = state.withLock { state -> Bool in
      guard !state.finished else { return false }
      state.streams[token] = continuation
      return state.follower == nil
    }
    continuation.onTermination = { [weak self] _ in
      // The last stream gone, nobody needs the other hosts' events until the next one.
      let idle = self?.state.withLock { state -> Task<Void, Never>? in
        state.streams.removeValue(forKey: token)
        guard state.streams.isEmpty else { return nil }
        defer { (state.follower, state.position, state.followerToken) = (nil, nil, nil) }
        return state.follower
      }
      idle?.cancel()
    }
    if startFollowing { follow() }
    return (stream, state.withLock { $0.position })
  }

  /// Reads the events other hosts log while this host has streams, and streams them.
  private func follow() {
    let store = store
    let origin = origin
    let wakeUps = store.eventsAppended()
    // Where the log stands; while the store cannot tell, asked again at each wake-up (what
    // was logged meanwhile is missed), so that a store down for a moment does not leave the
    // streams deaf to the other hosts until they all close.
    let position = Task { try? await store.events(after: .max, limit: 0).lastSequence }
    let token = UUID()
    let task = Task { [weak self] in
      var last = await position.value
      for await _ in wakeUps {
        guard var position = last else {
          last = try? await store.events(after: .max, limit: 0).lastSequence
          continue
        }
        while let newer = try? await store.events(after: position, limit: 256),
          !newer.events.isEmpty
        {
          position = newer.events.last?.sequence ?? position
          last = position
          let theirs = newer.events.filter { $0.origin != origin }.map(\.event)
          // A follower stopped meanwhile leaves the events to the one that replaced it.
          guard let self, !Task.isCancelled else { return }
          if !theirs.isEmpty { self.yield(theirs, from: token) }
        }
      }
    }
    let cancel = state.withLock { state -> Bool in
      if state.finished || state.streams.isEmpty || state.follower != nil { return true }
      (state.follower, state.position, state.followerToken) = (task, position, token)
      return false
    }
    if cancel {
      task.cancel()
      position.cancel()
    }
  }

  private func yield(_ events: [IntentRunEvent]) {
    let streams = state.withLock { Array($0.streams.values) }
    for continuation in streams { for event in events { continuation.yield(event) } }
  }

  /// Yields other hosts' events, when the follower that read them is still the current one: a
  /// follower replaced between its last check and its cancellation would stream them twice.
  private func yield(_ events: [IntentRunEvent], from follower: UUID) {
    let streams = state.withLock { state in
      state.followerToken == follower ? Array(state.streams.values) : []
    }
    for continuation in streams { for event in events { continuation.yield(event) } }
  }

  /// Streams an event here at once and logs it for every host: events published while the
  /// store is busy are logged together, in one write.
  func publish(_ event: IntentRunEvent) {
    yield([event])
    let draft = LoggedEvent.Draft(event: event, origin: origin)
    let schedule = unlogged.withLock { unlogged in
      unlogged.drafts.append(draft)
      // A store that does not answer keeps no more than this waiting: the oldest go first
      // (they have reached this host's streams).
      if unlogged.drafts.count > Self.maximumUnloggedEvents {
        unlogged.drafts.removeFirst(unlogged.drafts.count - Self.maximumUnloggedEvents)
      }
      defer { unlogged.scheduled = true }
      return !unlogged.scheduled
    }
    guard schedule else { return }
    let store = store
    writes.enqueue { [unlogged] in
      let drafts = unlogged.withLock { unlogged in
        defer { unlogged = ([], false) }
        return unlogged.drafts
      }
      // An event the store cannot keep has still reached this host's streams.
      _ = try? await store.appendEvents(drafts)
    }
  }

  /// The logged events after a sequence number, oldest first, at most `limit` of them — once
  /// this host's own events are logged.
  func recent(after sequence: Int, limit: Int) async throws -> RecentIntentEvents {
    await writes.settle()
    // One event at least, to tell whether the first newer event is still kept.
    let read = try await store.storing {
      try await store.events(after: sequence, limit: max(1, limit))
    }
    let newer = read.events.prefix(max(0, limit)).map {
      RecentIntentEvents.Entry(sequence: $0.sequence, event: $0.event)
    }
    let oldest = read.events.first?.sequence ?? read.lastSequence + 1
    let missed = sequence < read.lastSequence && oldest > sequence + 1
    return RecentIntentEvents(events: newer, lastSequence: read.lastSequence, missed: missed)
  }

  func finish() {
    let (streams, follower) = state.withLock { state in
      state.finished = true
      defer { state.streams.removeAll() }
      return (Array(state.streams.values), state.follower)
    }
    follower?.cancel()
    for continuation in streams { continuation.finish() }
  }

  // MARK: - Donations

  /// Keeps a donation; the task ends once it is kept.
  func record(_ donation: StoredDonation) -> Task<Void, any Error> {
    let store = store
    return writes.enqueue { [weak self] in
      try await Self.unlessGone(self) {
        try await store.storing { try await store.addDonation(donation) }
      } ?? ()
    }
  }

  /// Whether the host went away.
  private var isFinished: Bool { state.withLock { $0.finished } }

  /// The work's result; `nil` when it failed because the host went away meanwhile (its store
  /// may be closed): a host that is gone keeps nothing, and fails nothing.
  private static func unlessGone<Result: Sendable>(
    _ events: HostEvents?, _ work: () async throws -> Result
  ) async throws -> Result? {
    do {
      return try await work()
    } catch {
      if events?.isFinished ?? true { return nil }
      throw error
    }
  }

  /// Every donation kept, oldest first — once this host's own are kept.
  func donations() async throws -> [StoredDonation] {
    await writes.settle()
    return try await store.storing { try await store.donations() }
  }

  /// Removes the donations that match; the task gives their identifiers.
  func deleteDonations(
    where matches: @escaping @Sendable (StoredDonation) -> Bool
  ) -> Task<[String], any Error> {
    let store = store
    return writes.enqueue { [weak self] in
      try await Self.unlessGone(self) {
        try await store.storing {
          let identifiers = try await store.donations().filter(matches).map(\.donation.id)
          guard !identifiers.isEmpty else { return [] }
          return try await store.removeDonations(identifiers: Set(identifiers))
        }
      } ?? []
    }
  }

  // MARK: - Relevant intents

  func replaceRelevant(_ intents: [RelevantIntent]) { state.withLock { $0.relevant = intents } }
  var relevant: [RelevantIntent] { state.withLock { $0.relevant } }

  // MARK: - Snippets

  func shown(_ snippet: any AppIntent, runID: UUID?) {
    state.withLock { state in
      state.shownSnippets.append((runID, snippet))
      if state.shownSnippets.count > Self.maximumShownSnippets {
        state.shownSnippets.removeFirst()
      }
    }
  }

  /// The shown snippets of a type, newest last, one per set of parameters.
  func shownSnippets(of type: any AppIntent.Type) -> [(runID: UUID?, intent: any AppIntent)] {
    let identifier = type.persistentIdentifier
    return state.withLock { state in
      state.shownSnippets.filter { Swift.type(of: $0.intent).persistentIdentifier == identifier }
    }
  }
}

/// Work done one piece after another, in the order it was asked for.
final class OrderedWrites: Sendable {
  private let last = Mutex<Task<Void, Never>?>(nil)

  /// Starts `work` after everything enqueued before it; the task gives its result.
  @discardableResult
  func enqueue<Result: Sendable>(
    _ work: @escaping @Sendable () async throws -> Result
  ) -> Task<Result, any Error> {
    last.withLock { last in
      let previous = last
      let task = Task<Result, any Error> {
        await previous?.value
        return try await work()
      }
      last = Task { _ = await task.result }
      return task
    }
  }

  /// Waits until everything enqueued so far is done.
  func settle() async {
    await last.withLock { $0 }?.value
  }
}

/// A value behind a lock that closures can share.
final class Shared<Value: Sendable>: Sendable {
  private let value: Mutex<Value>
  init(_ value: Value) { self.value = Mutex(value) }
  func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
    value.withLock { body(&$0) }
  }
}
