public import IntentsRuntime

extension IntentsError {
  /// Something failed that is not an ``IntentsError``: a bug, or an error of a library the
  /// adapter uses.
  public static let internalError = Code(rawValue: "internalError")

  /// The codes of failures on the server's side rather than the caller's: the app's query or
  /// intent failed, the reference store failed, a dependency was not registered, or something
  /// unexpected went wrong. Their messages carry the app's own error text — an SQL error, a
  /// file path — which is for the server's log, not for callers on other machines.
  public static let serverFailureCodes: Set<Code> = [
    missingDependency, queryFailed, intentFailed, storeFailed, internalError,
  ]

  /// Whether the error is a failure on the server's side (see ``serverFailureCodes``).
  public var isServerFailure: Bool { Self.serverFailureCodes.contains(code) }

  /// The error as a caller on another machine should see it: a server-side failure keeps its
  /// code but gets a message that names no internals, saying the server log has the details;
  /// any other error, which is about the caller's request, is returned as it is.
  ///
  /// Adapters serving remote callers (HTTP, MCP over HTTP) answer with it and log the original;
  /// those serving the local user (the command line, MCP over standard input and output) may
  /// show the original.
  public var redacted: IntentsError {
    guard isServerFailure else { return self }
    let message =
      switch code {
      case Self.missingDependency:
        "The server cannot answer: a query or intent needs a dependency that was not registered."
      case Self.queryFailed: "The app's query failed while answering."
      case Self.intentFailed: "The intent failed while running."
      case Self.storeFailed: "The server's store failed."
      default: "The server failed to answer."
      }
    return IntentsError(code, message + " The server log has the details.")
  }

  /// The error a remote caller should see for any thrown error: an ``IntentsError`` redacted,
  /// anything else an ``internalError`` that names nothing of it.
  public static func redacted(_ error: any Error) -> IntentsError {
    guard let error = error as? IntentsError else {
      return IntentsError(
        internalError, "The server failed to answer. The server log has the details.")
    }
    return error.redacted
  }
}
