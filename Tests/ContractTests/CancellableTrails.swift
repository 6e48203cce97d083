import AppIntents
import Foundation
import IntentsFixtures
import IntentsRuntime
import IntentsWire
import Synchronization

/// What the runs of ``DownloadMapIntent`` did, by token: whether the work started and why it
/// was cancelled.
enum DownloadLog {
  private static let entries = Mutex<[String: (started: Bool, reason: IntentCancellationReason?)]>(
    [:])

  static func markStarted(_ token: String) {
    entries.withLock { $0[token, default: (false, nil)].started = true }
  }

  static func record(_ reason: IntentCancellationReason, for token: String) {
    entries.withLock { $0[token, default: (false, nil)].reason = reason }
  }

  static func reason(_ token: String) -> IntentCancellationReason? {
    entries.withLock { $0[token]?.reason }
  }

  /// Whether the run with the token started its work.
  static func started(_ token: String) -> Bool {
    entries.withLock { $0[token]?.started == true }
  }

  /// Waits until the run with the token has started its work (at most five seconds).
  static func waitUntilStarted(_ token: String) async throws {
    for _ in 0..<500 {
      if entries.withLock({ $0[token]?.started == true }) { return }
      try await Task.sleep(for: .milliseconds(10))
    }
    throw IntentsError(IntentsError.internalError, "The download \(token) never started.")
  }

  /// Waits until the run with the token has been told why it was cancelled (at most five
  /// seconds).
  static func waitForReason(_ token: String) async throws -> IntentCancellationReason? {
    for _ in 0..<500 {
      if let reason = reason(token) { return reason }
      try await Task.sleep(for: .milliseconds(10))
    }
    return nil
  }
}

/// Downloads a trail map: long work that reports progress and cleans up when cancelled.
struct DownloadMapIntent: LongRunningIntent, CancellableIntent {
  static let title: LocalizedStringResource = "Download Map"

  @Parameter(title: "Token") var token: String
  @Parameter(title: "Seconds", default: 0) var seconds: Int

  init() {}

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let (token, seconds) = (token, seconds)
    let progress = progress
    try await performBackgroundTask {
      progress.totalUnitCount = 2
      progress.completedUnitCount = 1
      DownloadLog.markStarted(token)
      try await Task.sleep(for: .seconds(seconds))
      progress.completedUnitCount = 2
    } onCancel: { reason in
      DownloadLog.record(reason, for: token)
    }
    return .result(dialog: "Map downloaded.")
  }
}

/// The trails with the map download.
enum CancellableTrails {
  static func make() -> IntentsHost {
    _ = TrailsHost.make()  // registers the fixture stores
    return IntentsHost(name: "Trails") {
      TrailEntity.self
      DownloadMapIntent.self
    }
  }
}

extension Contract {
  /// A long-running, cancellable intent that is not cancelled completes on every surface.
  static let longRunningCases: [ContractCase] = [
    .init(
      name: "a long-running intent completes with its result",
      operation: .run(intent: "DownloadMapIntent", parameters: ["token": "contract"]),
      expected: .result(members: ["dialog"], snippetIntent: nil), app: .cancellable)
  ]
}
