package import NIOCore
import Synchronization

/// The moment a connection's client stops sending: it closed the connection, or shut down its
/// side of it. The ``ConnectionGuard`` of each connection marks it; a route doing long work for
/// the connection watches it to stop that work.
///
/// Hummingbird (2.28) does not cancel a route's handler when its client goes away: it keeps
/// half-closed connections open (`allowRemoteHalfClosure`), so the channel stays open, and
/// its close future unfired, until the handler has answered. The end of the client's input is
/// what a handler can learn while it runs — the guard sees it as NIO's `inputClosed` event
/// (or the connection's end, `channelInactive`). A client that shuts down its sending side
/// after its request and waits for the answer (`nc -N`) looks the same as one that left: HTTP
/// gives no way to tell them apart, and servers that stop work for departed clients (Go's
/// `net/http` request context, nginx's aborted requests) treat both as gone too.
package final class ClientDeparture: Sendable {
  private struct State {
    var departed = false
    var watchers: [Int: @Sendable () -> Void] = [:]
    var nextWatcher = 0
  }

  private let state = Mutex(State())

  package init() {}

  /// Marks the client gone, calling every watcher once; later calls do nothing.
  package func depart() {
    let watchers = state.withLock { state -> [@Sendable () -> Void] in
      guard !state.departed else { return [] }
      state.departed = true
      defer { state.watchers = [:] }
      return Array(state.watchers.values)
    }
    // Watchers run off the event loop that marks the departure: cancelling a run runs the
    // app's cancellation handlers, which must not hold up the loop's other connections.
    guard !watchers.isEmpty else { return }
    Task { for watcher in watchers { watcher() } }
  }

  /// Runs `operation`, calling `onDeparture` if the client goes while it runs — at once if
  /// it has gone already. The watch ends with `operation`, however it ends.
  package func watching<Value>(
    onDeparture: @escaping @Sendable () -> Void,
    isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> Value
  ) async throws -> Value {
    let watcher = state.withLock { state -> Int? in
      guard !state.departed else { return nil }
      state.nextWatcher += 1
      state.watchers[state.nextWatcher] = onDeparture
      return state.nextWatcher
    }
    if watcher == nil { onDeparture() }
    defer {
      if let watcher { _ = state.withLock { $0.watchers.removeValue(forKey: watcher) } }
    }
    return try await operation()
  }

  /// The departure of the client of a request that arrived on `channel`: the one its
  /// connection's guard keeps, or `nil` on a channel without one (a test's channel, which
  /// no client leaves).
  ///
  /// A connection reset before the run looks its guard up has no pipeline left, so it has no
  /// guard either: such a run is not watched, and goes on to its end (a closed channel cannot
  /// be told apart from a test's channel that never had a guard).
  package static func of(_ channel: any Channel) async -> ClientDeparture? {
    try? await channel.eventLoop.submit {
      try channel.pipeline.syncOperations.handler(type: ConnectionGuard.self).departure
    }.get()
  }
}
