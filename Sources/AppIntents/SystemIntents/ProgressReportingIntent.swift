public import Foundation

/// An intent that reports its progress while it runs.
///
/// ```swift
/// func perform() async throws -> some IntentResult {
///   progress.totalUnitCount = Int64(files.count)
///   for file in files {
///     try await upload(file)
///     progress.completedUnitCount += 1
///   }
///   return .result()
/// }
/// ```
///
/// The OpenIntents runtime publishes every change as a progress event of the run, which the
/// CLI shows and MCP sends as progress notifications.
public protocol ProgressReportingIntent: AppIntent {}

extension ProgressReportingIntent {
  /// The progress of the running intent; outside a run, a progress nobody observes.
  public var progress: Progress { IntentRunProgress.current ?? Progress(totalUnitCount: 0) }
}

/// A progress whose changes the runtime hears of.
package final class ReportingProgress: Progress, @unchecked Sendable {
  // @unchecked Sendable: Foundation's Progress guards its own state; the callback is set once,
  // before the intent runs.
  private let report: @Sendable (Int64, Int64, String?) -> Void

  /// A progress that calls `report` with the completed and total units and the description.
  package init(report: @escaping @Sendable (Int64, Int64, String?) -> Void) {
    self.report = report
    super.init(parent: nil, userInfo: nil)
  }

  override package var completedUnitCount: Int64 {
    didSet { report(completedUnitCount, totalUnitCount, localizedAdditionalDescription) }
  }

  override package var totalUnitCount: Int64 {
    didSet { report(completedUnitCount, totalUnitCount, localizedAdditionalDescription) }
  }
}

/// The progress of the intent running on this task.
package enum IntentRunProgress {
  /// The running intent's progress, if it reports any.
  @TaskLocal package static var current: Progress?
}
