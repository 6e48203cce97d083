/// An intent whose work may take minutes, reporting its progress as it goes.
///
/// ```swift
/// struct ImportPhotosIntent: LongRunningIntent, CancellableIntent {
///   func perform() async throws -> some IntentResult {
///     try await performBackgroundTask {
///       progress.totalUnitCount = Int64(files.count)
///       for file in files {
///         try await importer.add(file)
///         progress.completedUnitCount += 1
///       }
///     } onCancel: { reason in
///       importer.rollBack()
///     }
///     return .result()
///   }
/// }
/// ```
///
/// On Linux no host limits how long a run takes, so the work is never stopped for its length.
/// Its progress reaches every surface as a `ProgressReportingIntent`'s does: progress lines on
/// the command line's standard error, MCP `notifications/progress` when the call gave a
/// `progressToken`, and the run's events (`IntentsHost.events()`).
public protocol LongRunningIntent: ProgressReportingIntent {}

extension LongRunningIntent {
  /// Does the long work. `options` say what it needs; on Linux `.requiresGPU` changes nothing,
  /// as the process already has whatever hardware the machine gives it.
  @discardableResult
  public func performBackgroundTask<T>(
    options: LongRunningTaskOptions = [], operation: @escaping () async throws -> T
  ) async throws -> T {
    try await operation()
  }

  /// Does the long work, calling `onCancel` with the reason as soon as the run is cancelled.
  @discardableResult
  public func performBackgroundTask<T>(
    options: LongRunningTaskOptions = [], operation: @escaping () async throws -> T,
    onCancel: @escaping @Sendable (IntentCancellationReason) -> Void
  ) async throws -> T where Self: CancellableIntent {
    try await self.withIntentCancellationHandler(operation: operation, onCancel: onCancel)
  }
}

/// What the work of a ``LongRunningIntent`` needs.
public struct LongRunningTaskOptions: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: Int

  /// The GPU, in the background (an entitlement on Apple platforms; nothing to ask for on
  /// Linux).
  public static let requiresGPU = LongRunningTaskOptions(rawValue: 1 << 0)

  /// Options from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
}
