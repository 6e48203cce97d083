public import Foundation

/// Where hosts note the tokens that may be used once — such as the `requestState` of an MCP
/// 2026-07-28 question, which carries the answers given so far and must not be answered twice —
/// so that a token spent on one host is refused on every other host sharing the store.
///
/// A conforming store must guarantee that:
/// - ``consume(_:expiresAt:)`` answers `true` for a token at most once, whichever host asks
///   and however many ask at the same moment: the first consumption wins, every later one —
///   concurrent, on another host, after a restart — gets `false`, for as long as the token has
///   not expired;
/// - a token whose expiry has passed is never accepted: consuming it answers `false`;
/// - a consumption that answered `true` is durable as the store's other writes are (a store in
///   memory promises it for its own lifetime only, which is enough for one process);
/// - entries whose expiry has passed may be forgotten at any time — they can no longer be
///   accepted anyway — so the store stays as small as the tokens still live.
///
/// The store never sees what a token grants: callers check a token's signature and expiry
/// first and consume it last, just before acting on it. Run ``AppIntentsTesting``'s
/// `SingleUseTokenStoreChecks` against a new store in its tests.
public protocol SingleUseTokenStore: Sendable {
  /// Spends `token`, which stops being valid at `expiresAt`: `true` the first time, `false`
  /// when it was spent before or has expired.
  func consume(_ token: String, expiresAt: Date) async throws -> Bool
}

/// A single-use token store in memory, for one process: tests, and a server that runs alone.
/// Hosts behind a load balancer share a store in their database instead (IntentsSQLite's
/// `SQLiteSingleUseTokenStore`), or a token spent on one host is accepted again on another.
public actor InMemorySingleUseTokenStore: SingleUseTokenStore {
  /// The tokens spent and still live, with their expiry.
  private var spent: [String: Date] = [:]
  /// When expired entries were last forgotten.
  private var lastPurge = Date.distantPast
  /// The clock, for tests.
  private let now: @Sendable () -> Date

  /// An empty store, reading the time from `now`.
  public init(now: @escaping @Sendable () -> Date = { Date() }) {
    self.now = now
  }

  /// How many spent tokens the store holds.
  public var count: Int { spent.count }

  /// Spends `token`: `true` the first time, `false` when it was spent before or has expired.
  public func consume(_ token: String, expiresAt: Date) -> Bool {
    let time = now()
    // Forget what can no longer be accepted, at most once a second.
    if time.timeIntervalSince(lastPurge) >= 1 {
      spent = spent.filter { $0.value > time }
      lastPurge = time
    }
    guard expiresAt > time else { return false }
    if let expiry = spent[token], expiry > time { return false }
    spent[token] = expiresAt
    return true
  }
}
