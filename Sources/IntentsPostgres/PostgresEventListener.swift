import Foundation
import IntentsRuntime
import Logging
import PostgresNIO
import Synchronization

/// The wake-ups of one storage's event streams: a connection of its own, outside the pool, that
/// `LISTEN`s on the storage's channel, where every append — from this host or any other on the
/// same schema — sends a notification when its transaction commits.
///
/// A notification is a hint to look, never the events: the rows are the truth, and a reader of
/// the streams reads them. So nothing is lost when a notification is. One connection serves
/// every stream of the storage; it is opened when the first stream is made and closed when the
/// last one ends (or the storage shuts down).
///
/// - When the connection drops (the server restarts, an administrator ends it, the network
///   fails), or cannot be opened, it is opened again after a pause of 0.1 s that doubles with
///   each failure in a row, up to 10 s (a connection that drops within 10 s of listening counts
///   as one more failure in the row); each failure is logged through the storage's logger as a
///   warning. Each time it starts listening — the first time too — every stream is woken once:
///   events may have been appended while it was not.
/// - A slow safety poll, every 5 s, reads the newest event number through the pool and wakes the
///   streams when it changed. Notifications can be missed without any error: a connection
///   silently cut by the network (a firewall or a NAT dropping an idle connection) still looks
///   open; a connection pooler in transaction mode does not pass `LISTEN` on. The poll bounds how
///   long a follower can go without hearing, whatever happens to the notifications.
///
/// The streams' state, and the task that listens and polls, are guarded by the mutex.
final class PostgresEventListener: Sendable {
  /// How often the safety poll looks for new events.
  static let safetyPollInterval: Duration = .seconds(5)
  /// The pause before listening again after the first failure; it doubles with each failure.
  static let firstRetry: Duration = .milliseconds(100)
  /// The longest pause between two attempts to listen.
  static let longestRetry: Duration = .seconds(10)

  private struct State {
    var streams: [UUID: AsyncStream<Void>.Continuation] = [:]
    var task: Task<Void, Never>?
    var stopped = false
    var safetyPollInterval = PostgresEventListener.safetyPollInterval
  }
  private let state = Mutex(State())

  init() {}

  /// How often the safety poll looks; tests make it long to show that notifications alone wake
  /// the streams. A change applies from the poll's next pause.
  var safetyPollInterval: Duration {
    get { state.withLock { $0.safetyPollInterval } }
    set { state.withLock { $0.safetyPollInterval = newValue } }
  }

  /// A new stream of wake-ups, which ends when its reader stops reading or the storage shuts
  /// down; the first stream starts the listening.
  func stream(for storage: PostgresStorage) -> AsyncStream<Void> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: Void.self, bufferingPolicy: .bufferingNewest(1))
    let token = UUID()
    continuation.onTermination = { [weak self] _ in
      // The last stream gone, nobody needs the notifications until the next one.
      let idle = self?.state.withLock { state -> Task<Void, Never>? in
        state.streams.removeValue(forKey: token)
        guard state.streams.isEmpty else { return nil }
        defer { state.task = nil }
        return state.task
      }
      idle?.cancel()
    }
    let stopped = state.withLock { state -> Bool in
      guard !state.stopped else { return true }
      state.streams[token] = continuation
      if state.task == nil {
        let find: @Sendable () -> PostgresStorage? = { [weak storage] in storage }
        state.task = Task { await self.run(find) }
      }
      return false
    }
    if stopped { continuation.finish() }
    return stream
  }

  /// Stops listening and ends every stream, for good: the storage shut down.
  func stop() {
    let (task, streams) = state.withLock { state in
      state.stopped = true
      defer {
        state.task = nil
        state.streams = [:]
      }
      return (state.task, Array(state.streams.values))
    }
    task?.cancel()
    for continuation in streams { continuation.finish() }
  }

  private func wake() {
    for continuation in state.withLock({ Array($0.streams.values) }) { continuation.yield() }
  }

  /// Listens and polls until cancelled. The storage is held only while it is used, so that
  /// open streams do not keep a storage nobody else holds.
  private func run(_ storage: @escaping @Sendable () -> PostgresStorage?) async {
    // Where the log stands before listening starts (which wakes the streams), so that the poll
    // wakes them only for what comes after.
    let start = try? await storage()?.newestEventSequence()
    await withTaskGroup(of: Void.self) { group in
      group.addTask { await self.listen(storage) }
      group.addTask { await self.poll(storage, from: start) }
    }
  }

  /// What the listening connection needs of the storage.
  private struct Session: Sendable {
    var channel: String
    var configuration: PostgresConnection.Configuration
    var logger: Logger
  }

  private func listen(_ storage: @escaping @Sendable () -> PostgresStorage?) async {
    // Failures in a row: a connection that drops as soon as it listens counts as one more.
    var failures = 0
    var listening: ContinuousClock.Instant?
    while !Task.isCancelled {
      let logger = storage()?.logger
      do {
        guard let session = try await Self.session(storage) else { return }
        let connection = try await PostgresConnection.connect(
          configuration: session.configuration, id: 1, logger: session.logger)
        do {
          try await connection.listen(on: session.channel) { notifications in
            if failures > 0 {
              session.logger.info(
                "IntentsPostgres: listening for appended events again on “\(session.channel)”")
            }
            listening = .now
            // Events may have been appended while nothing listened: every stream looks once.
            wake()
            for try await _ in notifications { wake() }
          }
        } catch {
          try? await connection.close()
          throw error
        }
        try? await connection.close()
        // The notifications end without an error only when listening is cancelled.
        guard !Task.isCancelled else { return }
        throw NotificationsEnded()
      } catch {
        guard !Task.isCancelled else { return }
        if let listening, listening.duration(to: .now) >= Self.longestRetry { failures = 0 }
        listening = nil
        failures += 1
        let pause = Self.pause(afterFailures: failures)
        let reason = storage()?.storeError("listening for appended events", error).message
        logger?.warning(
          "IntentsPostgres: listening for appended events failed: \(reason ?? "\(error).") Trying again in \(PostgresStorage.seconds(pause))."
        )
        guard (try? await Task.sleep(for: pause)) != nil else { return }
      }
    }
  }

  /// The notifications ended though nobody stopped listening.
  private struct NotificationsEnded: Error, CustomStringConvertible {
    var description: String { "the notifications ended" }
  }

  /// The pause before the next attempt: 0.1 s, doubling with each failure in a row, at most
  /// 10 s.
  static func pause(afterFailures failures: Int) -> Duration {
    let doublings = min(max(0, failures - 1), 20)
    return min(firstRetry * (1 << doublings), longestRetry)
  }

  private static func session(_ storage: @Sendable () -> PostgresStorage?) async throws -> Session? {
    guard let storage = storage() else { return nil }
    return Session(
      channel: try await storage.eventChannel(),
      configuration: try storage.configuration.connectionConfiguration(),
      logger: storage.logger)
  }

  /// Every interval, wakes the streams when the newest event number differs from the last one
  /// read (`start`, or nothing when the store could not tell: then the first reading wakes).
  private func poll(_ storage: @escaping @Sendable () -> PostgresStorage?, from start: Int?) async {
    var seen = start
    while !Task.isCancelled {
      guard (try? await Task.sleep(for: safetyPollInterval)) != nil else { return }
      guard let current = storage() else { return }
      // A failed reading waits for the next: the listening connection wakes the streams when
      // the server is back.
      let newest = try? await current.newestEventSequence()
      if let newest, newest != seen {
        seen = newest
        wake()
      }
    }
  }
}
