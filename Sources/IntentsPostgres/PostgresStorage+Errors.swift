import Foundation
import IntentsRuntime
import Logging
import PostgresNIO
import Synchronization

extension PostgresStorage {
  /// How long an operation waits for the pool before the storage checks the server itself.
  static let stallBeforeDiagnosis: Duration = .seconds(1)

  /// Runs `operation` and returns its result — or fails, without waiting for it, when the
  /// server cannot be reached or refuses the login (found out after
  /// ``stallBeforeDiagnosis``), when the configuration's `requestTimeout` passes, or when the
  /// calling task is cancelled. Any error is `IntentsError.storeFailed` naming the server.
  func bounded<Result: Sendable>(
    _ action: String, _ operation: @escaping @Sendable (PostgresClient) async throws -> Result
  ) async throws -> Result {
    let race = Race<Result>()
    let client = client
    let timeout = configuration.requestTimeout
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        race.begin(continuation)
        race.add(
          Task {
            do {
              race.finish(.success(try await operation(client)))
            } catch {
              race.finish(.failure(self.storeError(action, error)))
            }
          })
        race.add(
          Task {
            let stall = min(Self.stallBeforeDiagnosis, timeout)
            guard (try? await Task.sleep(for: stall)) != nil else { return }
            if let problem = await self.diagnose() {
              race.finish(.failure(problem))
              return
            }
            guard (try? await Task.sleep(for: timeout - stall)) != nil else { return }
            race.finish(
              .failure(
                self.failure(
                  "did not finish \(action) within \(Self.seconds(timeout)) (request_timeout); "
                    + "the server answers, but is slow or holds a lock this waits for")))
          })
      }
    } onCancel: {
      race.finish(.failure(CancellationError()))
    }
  }

  /// Connects once, outside the pool, and says why that fails; `nil` when it works.
  func diagnose() async -> IntentsError? {
    do {
      let connection = try await PostgresConnection.connect(
        configuration: try configuration.connectionConfiguration(), id: 0, logger: logger)
      try? await connection.close()
      return nil
    } catch {
      return storeError("connecting", error)
    }
  }

  /// An error of postgres-nio, or any other, as `IntentsError.storeFailed` naming the server
  /// and, for the server's own errors, its message and SQLSTATE. Passwords never appear.
  func storeError(_ action: String, _ error: any Error) -> IntentsError {
    switch error {
    case let error as IntentsError: return error
    case let error as PostgresTransactionError:
      if let inner = error.closureError ?? error.beginError ?? error.commitError {
        return storeError(action, inner)
      }
      return failure("failed \(action): the transaction could not be completed")
    case let error as PSQLError: return failure(describe(error, action: action))
    case is CancellationError: return IntentsError(IntentsError.cancelled, "Cancelled while \(action).")
    default: return failure("failed \(action): \(error)")
    }
  }

  private func describe(_ error: PSQLError, action: String) -> String {
    if let info = error.serverInfo, let message = info[.message] {
      let state = info[.sqlState] ?? ""
      let said = "“\(message)” (SQLSTATE \(state))"
      switch state {
      case "28P01", "28000":
        return "refused the login of role ‘\(configuration.username)’: \(said); "
          + "check the user and password"
      case "3D000":
        return "has no database ‘\(configuration.database)’: \(said); create it first"
      case "57P01", "57P02", "57P03":
        return "is shutting down or starting: \(said)"
      case "53300":
        return "has no connection to spare: \(said); lower pool_size or raise max_connections"
      default:
        return "failed \(action): \(said)"
      }
    }
    switch error.code {
    case .connectionError:
      let reason = error.underlying.map { "\($0)" } ?? "no reason given"
      return "cannot be reached (\(reason)); check that it runs and listens there"
    case .sslUnsupported:
      return "does not offer TLS, which sslmode=\(configuration.tlsMode.rawValue) requires"
    case .failedToAddSSLHandler:
      return "could not start TLS: \(error.underlying.map { "\($0)" } ?? "no reason given")"
    case .serverClosedConnection, .uncleanShutdown:
      return "closed the connection while \(action)"
    case .authMechanismRequiresPassword:
      return "asks role ‘\(configuration.username)’ for a password, and none was given"
    case .unsupportedAuthMechanism:
      return "asks for a way of logging in postgres-nio does not speak (use scram-sha-256 or md5)"
    case .poolClosed, .clientClosedConnection:
      return "cannot be used: this storage was shut down (or its run() is not running)"
    default:
      let reason = error.underlying.map { ": \($0)" } ?? ""
      return "failed \(action) (\(error.code))\(reason)"
    }
  }

  func failure(_ problem: String) -> IntentsError {
    IntentsError(
      IntentsError.storeFailed,
      "PostgreSQL at \(configuration.serverDescription) (database ‘\(configuration.database)’, "
        + "role ‘\(configuration.username)’) \(problem).")
  }

  static func seconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return attoseconds == 0
      ? "\(seconds) s" : String(format: "%.1f s", Double(seconds) + Double(attoseconds) / 1e18)
  }
}

/// The first of several tasks to finish an operation resumes its caller, and the others are
/// cancelled: the caller never waits for a task that is stuck. The continuation and the tasks
/// are guarded by the mutex.
private final class Race<Result: Sendable>: Sendable {
  private struct State {
    var continuation: CheckedContinuation<Result, any Error>?
    var outcome: Swift.Result<Result, any Error>?
    var tasks: [Task<Void, Never>] = []
  }
  private let state = Mutex(State())

  func begin(_ continuation: CheckedContinuation<Result, any Error>) {
    let outcome: Swift.Result<Result, any Error>? = state.withLock { state in
      if state.outcome == nil { state.continuation = continuation }
      return state.outcome
    }
    if let outcome { continuation.resume(with: outcome) }
  }

  func add(_ task: Task<Void, Never>) {
    let finished = state.withLock { state in
      state.tasks.append(task)
      return state.outcome != nil
    }
    if finished { task.cancel() }
  }

  func finish(_ outcome: Swift.Result<Result, any Error>) {
    let (continuation, tasks) = state.withLock { state -> (CheckedContinuation<Result, any Error>?, [Task<Void, Never>]) in
      guard state.outcome == nil else { return (nil, []) }
      state.outcome = outcome
      defer { state.continuation = nil }
      return (state.continuation, state.tasks)
    }
    continuation?.resume(with: outcome)
    for task in tasks { task.cancel() }
  }
}
