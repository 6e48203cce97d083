import HTTPTypes
import IntentsGuards
import IntentsRuntime
import IntentsWire
import Synchronization

/// The runs under way on a server, so that they can be cancelled: those a client named with
/// an `Intents-Run-ID` header, by that name, for `DELETE /running/{runID}`; and every run, when
/// the client that asked for it goes away.
///
/// Cancelling a run cancels the task performing it, as Ctrl-C does at the command line and
/// `notifications/cancelled` does over MCP: the runtime calls a `CancellableIntent`'s
/// `withIntentCancellationHandler` handler at once with `.userCancelled`, and the run ends
/// with the error `cancelled` (`409`) unless `perform()` returns a result anyway.
///
/// Only runs under way are held: a run leaves when it ends, however it ends — a result, an
/// error, a cancellation, a client gone. At most ``maximumRuns`` named runs are held at once;
/// a run named past that is refused (`503`, `tooManyRuns`) before it starts.
final class RunningRuns: Sendable {
  /// The most named runs under way at once.
  static let maximumRuns = 1024

  /// The runs under way, by the name their clients gave them.
  private let runs = Mutex<[String: Run]>([:])

  init() {}

  /// How many named runs are under way.
  var count: Int { runs.withLock(\.count) }

  /// Performs `operation`, a route's run of an intent, for a request: named as its
  /// `Intents-Run-ID` header says, and cancelled if its client leaves.
  func perform<Value: Sendable>(
    for input: RouteInput, context: IntentsRequestContext,
    _ operation: @escaping @Sendable () async throws -> Value
  ) async throws -> Value {
    try await perform(
      named: input.runID, departure: await ClientDeparture.of(context.channel), operation)
  }

  /// Performs `operation` as a run: named `id` while it runs, when the client named it, and
  /// cancelled when `departure` says the client left. Throws ``IntentsError/runInProgress``
  /// when a run of that name is under way, ``IntentsError/tooManyRuns`` when
  /// ``maximumRuns`` named runs are; either way `operation` does not start.
  func perform<Value: Sendable>(
    named id: RunID?, departure: ClientDeparture?,
    _ operation: @escaping @Sendable () async throws -> Value
  ) async throws -> Value {
    guard id != nil || departure != nil else { return try await operation() }
    let run = Run()
    if let id { try register(run, as: id) }
    defer { if let id { unregister(run, as: id) } }
    // A task of its own, so that it can be cancelled from outside the request — as the
    // command line runs a command — inheriting the request's task-local values (its client,
    // the files it may name). Cancelling the request cancels it too.
    let task = Task { try await operation() }
    run.start { task.cancel() }
    let outcome = {
      try await withTaskCancellationHandler {
        try await task.value
      } onCancel: {
        task.cancel()
      }
    }
    guard let departure else { return try await outcome() }
    return try await departure.watching(onDeparture: run.cancel, outcome)
  }

  /// Cancels the run of this name; whether one was under way.
  func cancel(_ id: RunID) -> Bool {
    guard let run = runs.withLock({ $0[id.text] }) else { return false }
    run.cancel()
    return true
  }

  private func register(_ run: Run, as id: RunID) throws {
    try runs.withLock { runs in
      guard runs[id.text] == nil else {
        throw IntentsError(
          IntentsError.runInProgress,
          "A run named ‘\(id.text)’ is under way; give each run a name of its own, such as a "
            + "UUID.")
      }
      guard runs.count < Self.maximumRuns else {
        throw IntentsError(
          IntentsError.tooManyRuns,
          "\(Self.maximumRuns) named runs are under way, the most this server holds; try again "
            + "when one ends, or run without Intents-Run-ID.")
      }
      runs[id.text] = run
    }
  }

  private func unregister(_ run: Run, as id: RunID) {
    runs.withLock { runs in
      if runs[id.text] === run { runs[id.text] = nil }
    }
  }
}

extension RunningRuns {
  /// One run under way: cancelled before its task starts, or while it runs.
  private final class Run: Sendable {
    private enum State {
      /// The task is not started; whether the run was cancelled meanwhile.
      case waiting(cancelled: Bool)
      /// The task runs; how to cancel it.
      case running(@Sendable () -> Void)
    }

    private let state = Mutex(State.waiting(cancelled: false))

    /// Its task has started; cancelled at once if the run was cancelled before.
    func start(cancelling cancel: @escaping @Sendable () -> Void) {
      let cancelled = state.withLock { state in
        defer { state = .running(cancel) }
        if case .waiting(cancelled: true) = state { return true }
        return false
      }
      if cancelled { cancel() }
    }

    /// Cancels the run: its task now, or as soon as it starts. The intent's cancellation
    /// handler runs here, outside the lock.
    @Sendable func cancel() {
      let cancel = state.withLock { state -> (@Sendable () -> Void)? in
        switch state {
        case .waiting: state = .waiting(cancelled: true); return nil
        case .running(let cancel): return cancel
        }
      }
      cancel?()
    }
  }
}
