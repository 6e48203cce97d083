import IntentsRuntime
import IntentsWire
import MCP
import Synchronization

/// Sends the events of a run to the client while its `tools/call` is under way, in order, and
/// all of them before the call's result:
///
/// - progress of a `ProgressReportingIntent` as `notifications/progress`, when the call's
///   `_meta` has a `progressToken` (the MCP way to ask for progress);
/// - snippet reloads, donations and changed suggestions as `notifications/message` (logging)
///   from the logger `openintents.events`, at level `info`, with the event's JSON as `data`,
///   unless the client set a level above `info` with `logging/setLevel`.
///
/// A notification that cannot be sent (the client went away) is dropped: the call's result
/// still says what the run did.
///
/// Over MCP 2026-07-28, the notifications go to a ``Sink`` of the request's event stream
/// instead of a server: progress only, as the revision deprecates logging.
final class RunNotifications: Sendable {
  /// Where the notifications of a run go.
  struct Sink: Sendable {
    /// Sends the progress so far — completed, the total when known, and a message.
    var progress:
      @Sendable (_ completed: Double, _ total: Double?, _ message: String?) async -> Void
    /// Sends another event, as its JSON; `nil` drops them.
    var event: (@Sendable (JSONValue) async -> Void)?
  }

  private let continuation: AsyncStream<IntentRunEvent>.Continuation
  private let sender: Task<Void, Never>

  convenience init(server: Server, progressToken: ProgressToken?, logging: LoggingLevel) {
    self.init(
      sink: Sink(
        progress: { completed, total, message in
          guard let progressToken else { return }
          try? await server.notify(
            ProgressNotification.message(
              .init(
                progressToken: progressToken, progress: completed, total: total,
                message: message)))
        },
        event: { json in
          guard logging.sends(.info) else { return }
          try? await server.log(level: .info, logger: "openintents.events", data: json.mcpValue)
        }))
  }

  init(sink: Sink) {
    let (stream, continuation) = AsyncStream.makeStream(of: IntentRunEvent.self)
    self.continuation = continuation
    sender = Task {
      for await event in stream {
        if event.kind == .progress {
          guard let progress = event.progress else { continue }
          let total = progress.total > 0 ? Double(progress.total) : nil
          await sink.progress(Double(progress.completed), total, progress.message)
        } else {
          await sink.event?(event.json)
        }
      }
    }
  }

  /// What the run calls with each event.
  var onEvent: @Sendable (IntentRunEvent) -> Void {
    { [continuation] event in continuation.yield(event) }
  }

  /// Sends what is left and returns when all is sent.
  func finish() async {
    continuation.finish()
    await sender.value
  }
}

/// The least severe log level the client wants (`logging/setLevel`); `info` until it says.
final class LoggingLevel: Sendable {
  private static let order: [LogLevel] = [
    .debug, .info, .notice, .warning, .error, .critical, .alert, .emergency,
  ]
  private let minimum = Mutex(LogLevel.info)

  func set(_ level: LogLevel) { minimum.withLock { $0 = level } }

  func sends(_ level: LogLevel) -> Bool {
    let least = minimum.withLock { $0 }
    return (Self.order.firstIndex(of: level) ?? 0) >= (Self.order.firstIndex(of: least) ?? 0)
  }
}
