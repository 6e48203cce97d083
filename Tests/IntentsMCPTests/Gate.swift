import AppIntentsTesting
import Foundation
import Synchronization

/// A gate an intent waits at until the test opens it: a request that is still running for as
/// long as the test wants, with no clock involved.
final class Gate: Sendable {
  private let state = Mutex((open: false, waiting: [CheckedContinuation<Void, Never>]()))
  private let (arrivalStream, arrival) = AsyncStream<Void>.makeStream()

  /// The gates by name, as a request's arguments name them.
  private static let gates = Mutex<[String: Gate]>([:])

  /// A new gate, closed, registered under a name of its own.
  static func make() -> (name: String, gate: Gate) {
    let name = UUID().uuidString
    let gate = Gate()
    gates.withLock { $0[name] = gate }
    return (name, gate)
  }

  /// The gate with this name.
  static func named(_ name: String) -> Gate? {
    gates.withLock { $0[name] }
  }

  /// Arrives at the gate, and returns once it is open.
  func pass() async {
    arrival.yield()
    await withCheckedContinuation { continuation in
      let open = state.withLock { state in
        if !state.open { state.waiting.append(continuation) }
        return state.open
      }
      if open { continuation.resume() }
    }
  }

  /// Returns once a request has arrived at the gate: it is running.
  func arrived() async {
    var arrivals = arrivalStream.makeAsyncIterator()
    _ = await arrivals.next()
  }

  /// Opens the gate for every request waiting at it and every one that comes later.
  func open() {
    let waiting = state.withLock { state in
      state.open = true
      defer { state.waiting = [] }
      return state.waiting
    }
    for continuation in waiting { continuation.resume() }
  }
}

/// An intent that waits at the gate its argument names, then answers with the name.
struct WaitAtGateIntent: AppIntent {
  static let title: LocalizedStringResource = "Wait at Gate"

  @Parameter(title: "Gate") var gate: String

  init() {}

  func perform() async throws -> some IntentResult & ReturnsValue<String> {
    await Gate.named(gate)?.pass()
    return .result(value: gate)
  }
}
