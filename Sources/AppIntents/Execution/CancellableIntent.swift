import Synchronization

/// An intent that cleans up when its run is cancelled, and learns why.
///
/// ```swift
/// struct ExportIntent: CancellableIntent {
///   func perform() async throws -> some IntentResult {
///     try await withIntentCancellationHandler {
///       try await exporter.run()
///     } onCancel: { reason in
///       exporter.removePartialFile()
///     }
///     return .result()
///   }
/// }
/// ```
///
/// On Linux a run is cancelled from every surface: Ctrl-C (SIGINT) at the command line, MCP's
/// `notifications/cancelled` for the tool call, HTTP's `DELETE /running/{runID}` for a run its
/// request named with `Intents-Run-ID` (or its client closing the connection before the
/// answer), or the task running `IntentsHost.run` being cancelled by the program embedding the
/// host. The handler runs at once, with
/// ``IntentCancellationReason/userCancelled``; the run then ends with the error `cancelled`
/// unless `perform()` still returns a result.
public protocol CancellableIntent: AppIntent {}

extension CancellableIntent {
  /// Runs `operation`, calling `handler` with the reason as soon as the run is cancelled — while
  /// `operation` goes on, so that it can stop and clean up. A run already cancelled calls the
  /// handler before `operation` starts.
  public func withIntentCancellationHandler<T>(
    operation: () async throws -> T,
    onCancel handler: @Sendable (IntentCancellationReason) -> Void,
    isolation: isolated (any Actor)? = #isolation
  ) async rethrows -> T {
    let cancellation = IntentRunCancellation.current
    return try await withTaskCancellationHandler(
      operation: operation, onCancel: { handler(cancellation?.reason ?? .userCancelled) },
      isolation: isolation)
  }
}

/// Why a run was cancelled.
public struct IntentCancellationReason: Sendable, Equatable, CustomDebugStringConvertible {
  private let name: String

  /// The run took longer than the system allows. OpenIntents hosts set no time limit on runs
  /// and give no public way to name another reason, so on Linux a run is never cancelled for
  /// this reason: the handler is always given ``userCancelled``.
  public static var timeout: IntentCancellationReason { IntentCancellationReason(name: "timeout") }
  /// The person, or the program or agent acting for them, stopped the run.
  public static var userCancelled: IntentCancellationReason {
    IntentCancellationReason(name: "userCancelled")
  }

  /// `timeout` or `userCancelled`.
  public var debugDescription: String { name }
}

/// The cancellation of the run on this task: why it was cancelled, once it is. The runtime
/// sets it around `perform()`; whoever cancels the run with a reason other than
/// ``IntentCancellationReason/userCancelled`` records it here first.
package final class IntentRunCancellation: Sendable {
  /// The run's cancellation, inside a run.
  @TaskLocal package static var current: IntentRunCancellation?

  private let recorded = Mutex<IntentCancellationReason?>(nil)

  package init() {}

  /// Why the run was cancelled: the reason recorded, else the person.
  package var reason: IntentCancellationReason { recorded.withLock { $0 } ?? .userCancelled }

  /// Records why the run is about to be cancelled; the first reason recorded stays.
  package func record(_ reason: IntentCancellationReason) {
    recorded.withLock { if $0 == nil { $0 = reason } }
  }
}
