import IntentsRuntime
import IntentsWire
import Logging

/// How a server tells callers what went wrong: in full to the local user (standard input and
/// output, or in process), who may read the app's own errors; without the app's details to
/// callers on other machines (Streamable HTTP), logging the original for the server's owner.
///
/// A failure on the server's side — the app's query or intent, the reference store, a missing
/// dependency — carries the app's own error text (an SQL error, a path); redacted, it keeps its
/// code and says the server log has the details. Errors in the caller's request are sent as
/// they are either way.
struct FailureReporting: Sendable {
  /// Whether failures on the server's side are sent without their details.
  let redacts: Bool
  /// Where redacted failures are logged in full.
  let logger: Logger?

  /// Every detail, for the local user.
  static let full = FailureReporting(redacts: false, logger: nil)

  /// Redacted, for remote callers, with the originals logged to `logger`.
  static func redacted(loggingTo logger: Logger) -> FailureReporting {
    FailureReporting(redacts: true, logger: logger)
  }

  /// The error to send the caller for any thrown error.
  func callerError(_ error: any Error) -> IntentsError {
    guard redacts else { return IntentsError.from(error) }
    let redacted = IntentsError.redacted(error)
    if redacted.isServerFailure {
      logger?.error(
        "Request failed", metadata: ["error.code": "\(redacted.code)", "error": "\(error)"])
    }
    return redacted
  }

  /// Logs the app's own error texts of the doctor's findings when they are redacted: they are
  /// for the server's log, not for remote callers.
  func logDetails(of report: DoctorReport) {
    guard redacts else { return }
    for finding in report.findings {
      guard let detail = finding.detail else { continue }
      logger?.error(
        "doctor: \(finding.message) \(detail)", metadata: ["rule": "\(finding.rule)"])
    }
  }
}
