import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-C while an intent runs: SIGINT cancels the run instead of killing the process, so that
/// a `CancellableIntent`'s handler runs (with `.userCancelled`) and the command ends with
/// status 130 (`cancelled`). A second Ctrl-C ends the process at once with status 130: a run
/// that does not stop when cancelled — one waiting for an answer at the terminal, whose read
/// cancellation cannot wake, or an intent that ignores cancellation — is not left running.
/// Outside a run, and when the command line is embedded through
/// ``IntentsCommandLine/run(_:name:abstract:version:commands:console:makeHost:)``, the signal's
/// disposition is left alone.
enum Interruption {
  /// Whether SIGINT cancels a run: only under ``IntentsCommandLine/main(name:abstract:version:commands:makeHost:)``,
  /// which owns the process.
  @TaskLocal static var cancelsRuns = false

  /// Runs `operation` in a task that SIGINT cancels, the previous disposition of the signal
  /// restored afterwards; cancelling the caller cancels it too.
  static func cancellingOnInterrupt<Result: Sendable>(
    _ operation: @escaping @Sendable () async throws -> Result
  ) async throws -> Result {
    guard cancelsRuns else { return try await operation() }
    let task = Task { try await operation() }
    let previous = signal(SIGINT, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
    let presses = Mutex(0)
    source.setEventHandler {
      let count = presses.withLock { count in
        count += 1
        return count
      }
      if count > 1 { exit(130) }
      task.cancel()
    }
    source.resume()
    defer {
      source.cancel()
      signal(SIGINT, previous)
    }
    return try await withTaskCancellationHandler {
      try await task.value
    } onCancel: {
      task.cancel()
    }
  }
}
