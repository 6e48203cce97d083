import Foundation
import IntentsRuntime

/// Checks that a `SingleUseTokenStore` keeps the guarantees the protocol documents: a token is
/// accepted once, by exactly one of many concurrent consumers, never after it expired, and
/// tokens are independent of each other. Run it against a store in your store's tests — for
/// a store shared by hosts, also against two stores opened on the same database
/// (``run(on:alongside:)``).
public enum SingleUseTokenStoreChecks {
  /// A guarantee the store broke.
  public struct Failure: Error, CustomStringConvertible {
    /// Which guarantee, and what the store did instead.
    public let description: String
  }

  /// Exercises a store; throws ``Failure`` at the first broken guarantee. The tokens it uses
  /// are new to the store (each run picks its own), so the store need not be empty.
  public static func run(on store: any SingleUseTokenStore) async throws {
    try await run(on: store, alongside: store)
  }

  /// Exercises two stores that must share what they spent — two connections to one database,
  /// as two hosts have: a token spent through one is refused through the other.
  public static func run(
    on store: any SingleUseTokenStore, alongside other: any SingleUseTokenStore
  ) async throws {
    let run = UUID().uuidString.lowercased()
    let later = Date().addingTimeInterval(600)
    try check(
      try await store.consume("\(run)-a", expiresAt: later), "a new token must be accepted")
    try check(
      !(try await store.consume("\(run)-a", expiresAt: later)),
      "a token must be refused the second time")
    try check(
      !(try await other.consume("\(run)-a", expiresAt: later)),
      "a token spent through one store must be refused through the store sharing it")
    try check(
      try await other.consume("\(run)-b", expiresAt: later),
      "tokens must be independent: another token must be accepted")
    try check(
      !(try await store.consume("\(run)-c", expiresAt: Date().addingTimeInterval(-1))),
      "an expired token must be refused, even the first time")

    // Many consumers of one token at once, through both stores: exactly one wins.
    let token = "\(run)-race"
    let wins = try await withThrowingTaskGroup(of: Bool.self) { group in
      for index in 0..<16 {
        let target = index.isMultiple(of: 2) ? store : other
        group.addTask { try await target.consume(token, expiresAt: later) }
      }
      var wins = 0
      for try await won in group where won { wins += 1 }
      return wins
    }
    try check(wins == 1, "exactly one of 16 concurrent consumers must win, not \(wins)")
  }

  private static func check(_ condition: Bool, _ message: String) throws {
    if !condition { throw Failure(description: "SingleUseTokenStore guarantee broken: \(message)") }
  }
}
