import Foundation
import IntentsRuntime

/// Checks that a `HostStateStore` keeps the guarantees the protocol documents: consecutive event
/// numbers whoever appends, a wake-up after an append, donations oldest first within their bound
/// and removed by identifier, on-screen entries bounded, expiring and per client. Run it against
/// an empty store in your store's tests; give `other` a second handle on the same storage (a
/// second connection, another process's view) to check that what one writes the other reads.
public enum HostStateStoreChecks {
  /// A guarantee the store broke.
  public struct Failure: Error, CustomStringConvertible {
    /// Which guarantee, and what the store did instead.
    public let description: String
  }

  /// Exercises an empty store; throws ``Failure`` at the first broken guarantee.
  public static func run(on store: any HostStateStore, other: (any HostStateStore)? = nil)
    async throws
  {
    let other = other ?? store
    try await checkEvents(store, other)
    try await checkDonations(store, other)
    try await checkOnScreen(store, other)
  }

  private static func checkEvents(_ store: any HostStateStore, _ other: any HostStateStore)
    async throws
  {
    let empty = try await store.events(after: 0, limit: 10)
    try check(empty.events.isEmpty && empty.lastSequence == 0, "a new store must have no events")
    let wakeUps = other.eventsAppended()
    let first = UUID()
    let second = UUID()
    let one = try await store.appendEvents([.init(event: event("a"), origin: first)])
    let three = try await other.appendEvents([
      .init(event: event("b"), origin: second), .init(event: event("c"), origin: first),
    ])
    let none = try await store.appendEvents([])
    try check(
      [one, three, none] == [1, 3, 3],
      "events are numbered 1, 2, 3… (an empty append gives the newest), got \([one, three, none])")
    let read = try await other.events(after: 1, limit: 10)
    try check(
      read.events.map(\.sequence) == [2, 3] && read.lastSequence == 3,
      "events after 1 must be 2 and 3, got \(read.events.map(\.sequence)) of \(read.lastSequence)")
    try check(
      read.events.map(\.event.intent) == ["b", "c"] && read.events.map(\.origin) == [second, first],
      "events must read back with their origin")
    let limited = try await store.events(after: 0, limit: 1)
    try check(limited.events.map(\.sequence) == [1], "a limit of 1 must give the oldest event")
    let woke = try await withTimeout(seconds: 10) {
      for await _ in wakeUps { return true }
      return false
    }
    try check(woke, "a store must wake its followers after an append")

    for index in 0..<(HostStateLimits.keptEvents + 10) {
      try await store.appendEvents([.init(event: event("n\(index)"), origin: first)])
    }
    let recent = try await other.events(after: 0, limit: HostStateLimits.keptEvents * 8)
    let expectedLast = 3 + HostStateLimits.keptEvents + 10
    try check(recent.lastSequence == expectedLast, "the newest event must be \(expectedLast)")
    try check(
      recent.events.count >= HostStateLimits.keptEvents
        && recent.events.last?.sequence == expectedLast
        && zip(recent.events, recent.events.dropFirst()).allSatisfy { $0.sequence + 1 == $1.sequence },
      "at least the newest \(HostStateLimits.keptEvents) events must be kept, consecutively")
  }

  private static func checkDonations(_ store: any HostStateStore, _ other: any HostStateStore)
    async throws
  {
    try check(try await store.donations().isEmpty, "a new store must have no donations")
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    let entity = StoredDonation.Entity(type: "T", identifier: "1")
    let prediction = StoredDonation.Prediction(
      key: "k", parameters: ["x": .string("é")], title: "Title", subtitle: nil)
    let a = donation("a", date: date, entities: [entity], predictions: [prediction])
    let b = donation("b", date: date.addingTimeInterval(1), entities: [], predictions: [])
    try await store.addDonation(a)
    try await other.addDonation(b)
    try await store.addDonation(a)
    let kept = try await store.donations()
    try check(
      kept == [b, a], "donations must read back unchanged, oldest first, one per identifier")
    let removed = try await other.removeDonations(identifiers: ["a", "zzz"])
    try check(removed == ["a"], "removing must report only what was kept, got \(removed)")
    try check(try await store.donations() == [b], "a removed donation must be gone")
    try check(
      try await store.removeDonations(identifiers: []).isEmpty, "removing nothing removes nothing")
    // Every host of a process hears its donations: two hosts on one store record each at once.
    for round in 0..<20 {
      let same = donation("same\(round)", date: date, entities: [], predictions: [])
      async let first: Void = store.addDonation(same)
      async let second: Void = other.addDonation(same)
      _ = try await (first, second)
    }
    let twice = try await store.donations().filter { $0.donation.id.hasPrefix("same") }
    try check(
      twice.count == 20, "a donation two hosts record at once must be kept once, not fail")
    for index in 0..<HostStateLimits.keptDonations {
      try await store.addDonation(donation("d\(index)", date: date, entities: [], predictions: []))
    }
    let bounded = try await other.donations()
    try check(
      bounded.count == HostStateLimits.keptDonations && bounded.first?.donation.id == "d0",
      "at most \(HostStateLimits.keptDonations) donations are kept, the oldest going first")
  }

  private static func checkOnScreen(_ store: any HostStateStore, _ other: any HostStateStore)
    async throws
  {
    let policy = OnScreenPolicy(maximumEntities: 2, maximumClients: 2, lifetime: 60)
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    func entry(_ identifier: String, _ seconds: TimeInterval) -> OnScreenRecord {
      OnScreenRecord(
        type: "T", identifier: identifier, since: now.addingTimeInterval(seconds), source: .client)
    }
    try await store.show(entry("1", 0), to: "c1", policy: policy)
    try await other.show(entry("2", 1), to: "c1", policy: policy)
    try await store.show(entry("1", 2), to: "c1", policy: policy)
    var shown = try await other.onScreen(for: "c1", policy: policy, now: now.addingTimeInterval(3))
    try check(
      shown.map(\.identifier) == ["1", "2"], "entries must be most recent first, one per entity")
    try await store.show(entry("3", 3), to: "c1", policy: policy)
    shown = try await other.onScreen(for: "c1", policy: policy, now: now.addingTimeInterval(4))
    try check(shown.map(\.identifier) == ["3", "1"], "the oldest entry leaves beyond the bound")
    shown = try await store.onScreen(for: "c1", policy: policy, now: now.addingTimeInterval(62.5))
    try check(shown.map(\.identifier) == ["3"], "expired entries must not be listed")
    try check(
      try await store.onScreen(for: "c2", policy: policy, now: now).isEmpty,
      "each client has its own screen")
    try await store.show(entry("1", 10), to: "c2", policy: policy)
    try await store.show(entry("1", 20), to: "c3", policy: policy)
    try check(
      try await other.onScreen(for: "c1", policy: policy, now: now.addingTimeInterval(21)).isEmpty,
      "the client heard from longest ago must be forgotten beyond the bound")
    try await other.clearOnScreen(for: "c3")
    try check(
      try await store.onScreen(for: "c3", policy: policy, now: now.addingTimeInterval(21)).isEmpty,
      "clearing must take everything off the client's screen")
  }

  private static func event(_ intent: String) -> IntentRunEvent {
    IntentRunEvent(.suggestionsChanged, intent: intent)
  }

  private static func donation(
    _ id: String, date: Date, entities: [StoredDonation.Entity],
    predictions: [StoredDonation.Prediction]
  ) -> StoredDonation {
    StoredDonation(
      donation: IntentDonation(
        id: id, intent: "I", parameters: ["p": .integer(1)], date: date, dialog: "Done",
        value: .string("v")), entities: entities, predictions: predictions)
  }

  private static func withTimeout(
    seconds: Double, _ operation: @escaping @Sendable () async -> Bool
  ) async throws -> Bool {
    try await withThrowingTaskGroup(of: Bool.self) { group in
      group.addTask { await operation() }
      group.addTask {
        try await Task.sleep(for: .seconds(seconds))
        return false
      }
      let first = try await group.next() ?? false
      group.cancelAll()
      return first
    }
  }

  private static func check(_ condition: Bool, _ message: String) throws {
    if !condition { throw Failure(description: "HostStateStore guarantee broken: \(message)") }
  }
}
