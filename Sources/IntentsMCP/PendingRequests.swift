import Foundation
import Synchronization

/// The identifiers of the requests read and not answered yet, shared by the reader thread and
/// the transport: what the end of input waits for.
///
/// Each identifier is counted as often as it was read: a client that sends a second request
/// with the identifier of one still running gets both answers before the session ends.
final class PendingRequests: Sendable {
  private struct State {
    /// How many requests with each identifier key are still owed an answer.
    var owed: [String: Int] = [:]
    /// Whether the reader thread waits for a change (``waitUntilAnswered(unless:)``).
    var waiting = false
  }

  private let state = Mutex(State())
  /// Wakes the waiting reader thread after a change.
  private let changed = DispatchSemaphore(value: 0)

  /// Notes a request read, by its identifier key (``MessageIdentifiers/key(of:)``).
  func received(_ key: String) {
    state.withLock { $0.owed[key, default: 0] += 1 }
  }

  /// Forgets the requests with this key: the client cancelled it, and the SDK answers a
  /// cancelled request with nothing.
  func cancelled(_ key: String) {
    change { $0.owed[key] = nil }
  }

  /// Notes the responses in an outgoing message.
  func answered(_ message: Data) {
    let ids = MessageIdentifiers.of(message).responses
    guard !ids.isEmpty else { return }
    change { state in
      for id in ids {
        guard let count = state.owed[id] else { continue }
        state.owed[id] = count > 1 ? count - 1 : nil
      }
    }
  }

  /// Wakes ``waitUntilAnswered(unless:)`` to look again whether to give up.
  func stopWaiting() {
    change { _ in }
  }

  /// Blocks the calling thread until every request is answered (or cancelled), however long
  /// that takes, unless `nothingCanBeDelivered` says so first — asked after each change, and
  /// at least every tenth of a second. Returns how many requests are left unanswered.
  func waitUntilAnswered(unless nothingCanBeDelivered: () -> Bool) -> Int {
    while true {
      let left = state.withLock { state in
        let left = state.owed.values.reduce(0, +)
        state.waiting = left > 0
        return left
      }
      if left == 0 { return 0 }
      if nothingCanBeDelivered() {
        state.withLock { $0.waiting = false }
        return left
      }
      _ = changed.wait(timeout: .now() + .milliseconds(100))
    }
  }

  /// Changes the state, and wakes the reader thread if it waits.
  private func change(_ body: (inout State) -> Void) {
    let wake = state.withLock { state in
      body(&state)
      defer { state.waiting = false }
      return state.waiting
    }
    if wake { changed.signal() }
  }
}
