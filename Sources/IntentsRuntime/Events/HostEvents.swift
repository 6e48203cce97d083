import AppIntents
import Foundation
import Synchronization

/// What a host keeps of the app's system events: donations, relevant intents, recently shown
/// snippets; and the event streams it feeds.
final class HostEvents: Sendable {
  private struct State {
    var donations: [IntentDonationRecord] = []
    var relevant: [RelevantIntent] = []
    var shownSnippets: [(runID: UUID?, intent: any AppIntent)] = []
    var streams: [UUID: AsyncStream<IntentRunEvent>.Continuation] = [:]
    var recent: [RecentIntentEvents.Entry] = []
    var lastSequence = 0
  }

  /// The most recent events kept for clients that poll.
  static let maximumRecentEvents = 256

  /// The most donations kept; the oldest go first.
  static let maximumDonations = 1000
  /// The most shown snippets kept for reloads.
  static let maximumShownSnippets = 32

  private let state = Mutex(State())

  // MARK: - Streams

  func stream() -> AsyncStream<IntentRunEvent> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: IntentRunEvent.self, bufferingPolicy: .bufferingNewest(256))
    let token = UUID()
    state.withLock { $0.streams[token] = continuation }
    continuation.onTermination = { [weak self] _ in
      _ = self?.state.withLock { $0.streams.removeValue(forKey: token) }
    }
    return stream
  }

  func publish(_ event: IntentRunEvent) {
    let streams = state.withLock { state in
      state.lastSequence += 1
      state.recent.append(.init(sequence: state.lastSequence, event: event))
      if state.recent.count > Self.maximumRecentEvents {
        state.recent.removeFirst(state.recent.count - Self.maximumRecentEvents)
      }
      return Array(state.streams.values)
    }
    for continuation in streams { continuation.yield(event) }
  }

  /// The kept events after a sequence number, oldest first, at most `limit` of them.
  func recent(after sequence: Int, limit: Int) -> RecentIntentEvents {
    state.withLock { state in
      let newer = state.recent.filter { $0.sequence > sequence }
      let missed = sequence < state.lastSequence && (newer.first?.sequence ?? .max) > sequence + 1
      return RecentIntentEvents(
        events: Array(newer.prefix(max(0, limit))), lastSequence: state.lastSequence,
        missed: missed)
    }
  }

  func finish() {
    for continuation in state.withLock({ Array($0.streams.values) }) { continuation.finish() }
  }

  // MARK: - Donations

  func record(_ donation: IntentDonationRecord) {
    state.withLock { state in
      state.donations.append(donation)
      if state.donations.count > Self.maximumDonations {
        state.donations.removeFirst(state.donations.count - Self.maximumDonations)
      }
    }
  }

  var donations: [IntentDonationRecord] { state.withLock { $0.donations } }

  func deleteDonations(where matches: (IntentDonationRecord) -> Bool) -> [IntentDonationIdentifier]
  {
    state.withLock { state in
      let removed = state.donations.filter(matches).map(\.identifier)
      state.donations.removeAll(where: matches)
      return removed
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
