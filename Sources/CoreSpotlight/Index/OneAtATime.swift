import Synchronization

/// Runs async operations one at a time, in the order they arrive: the system's rebuilds and
/// refreshes of an index, each of which owns the index's batch while it runs.
package final class OneAtATime: Sendable {
  private struct State {
    var busy = false
    var waiting: [CheckedContinuation<Void, Never>] = []
  }

  private let state = Mutex(State())

  package init() {}

  /// Waits for the operations before, then runs `work`.
  package func run<Result>(_ work: () async throws -> Result) async throws -> Result {
    await enter()
    defer { leave() }
    return try await work()
  }

  private func enter() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let admitted = state.withLock { state in
        if state.busy {
          state.waiting.append(continuation)
          return false
        }
        state.busy = true
        return true
      }
      if admitted { continuation.resume() }
    }
  }

  private func leave() {
    let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
      guard !state.waiting.isEmpty else {
        state.busy = false
        return nil
      }
      return state.waiting.removeFirst()
    }
    next?.resume()
  }
}
