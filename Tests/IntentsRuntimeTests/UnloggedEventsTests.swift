import Foundation
import Synchronization
import Testing

@testable import IntentsRuntime

/// A store that does not answer: events wait for it within a bound, and reach the host's own
/// streams meanwhile.
@Suite struct UnloggedEventsTests {
  /// A store whose appends wait until released, counting what they were given.
  final class StalledState: HostStateStore {
    let inner = InMemoryHostState()
    let released = Mutex(false)
    let given = Mutex<[Int]>([])

    func appendEvents(_ events: [LoggedEvent.Draft]) async throws -> Int {
      given.withLock { $0.append(events.count) }
      while !released.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(20)) }
      return inner.appendEvents(events)
    }
    func events(after sequence: Int, limit: Int) async throws -> (
      events: [LoggedEvent], lastSequence: Int
    ) { inner.events(after: sequence, limit: limit) }
    func eventsAppended() -> AsyncStream<Void> { inner.eventsAppended() }
    func addDonation(_ donation: StoredDonation) async throws { inner.addDonation(donation) }
    func donations() async throws -> [StoredDonation] { inner.donations() }
    func removeDonations(identifiers: Set<String>) async throws -> [String] {
      inner.removeDonations(identifiers: identifiers)
    }
    func show(_ entry: OnScreenRecord, to client: String, policy: OnScreenPolicy) async throws {
      inner.show(entry, to: client, policy: policy)
    }
    func onScreen(for client: String, policy: OnScreenPolicy, now: Date) async throws
      -> [OnScreenRecord]
    { inner.onScreen(for: client, policy: policy, now: now) }
    func clearOnScreen(for client: String) async throws { inner.clearOnScreen(for: client) }
  }

  @Test func eventsWaitingForAStalledStoreAreBounded() async throws {
    let state = StalledState()
    let events = HostEvents(store: state)
    let stream = events.stream()
    // The first event's write stalls; the rest wait behind it.
    events.publish(IntentRunEvent(.suggestionsChanged, intent: "first"))
    while state.given.withLock({ $0.isEmpty }) { try await Task.sleep(for: .milliseconds(5)) }
    let published = HostEvents.maximumUnloggedEvents + 500
    for index in 0..<published {
      events.publish(IntentRunEvent(.suggestionsChanged, intent: "e\(index)"))
    }
    // The host's own stream heard them meanwhile (its newest 256 unread, as streams keep).
    var heard = 0
    for await event in stream {
      heard += 1
      if event.intent == "e\(published - 1)" { break }
    }
    #expect(heard >= 256)
    state.released.withLock { $0 = true }
    let logged = try await events.recent(after: 0, limit: 10_000)
    #expect(state.given.withLock { $0 } == [1, HostEvents.maximumUnloggedEvents])
    #expect(logged.lastSequence == 1 + HostEvents.maximumUnloggedEvents)
    #expect(logged.events.last?.event.intent == "e\(published - 1)")
    events.finish()
  }
}
