import IntentsRuntime
import IntentsWire
import MCP

extension IntentsError {
  /// The MCP error of a failed protocol request (reading a resource, completing an argument):
  /// a missing entity is “resource not found” (-32002), a failure of the app's own code is an
  /// internal error, and anything the caller got wrong is “invalid params”. Tool calls do not
  /// use it: their errors are tool results, which the agent reads.
  var mcpError: MCPError {
    switch code {
    case IntentsError.entityNotFound:
      .serverError(code: -32002, message: "Resource not found: \(description)")
    case IntentsError.queryFailed, IntentsError.intentFailed, IntentsError.storeFailed,
      IntentsError.missingDependency, IntentsError.internalError:
      .internalError(description)
    default:
      .invalidParams(description)
    }
  }

  /// Runs an operation of the host for a protocol request, turning its errors into MCP errors;
  /// with `failures`, a failure on the server's side is logged and answered without its
  /// details (see ``IntentsError/redacted``).
  static func mapping<Result: Sendable>(
    _ failures: FailureReporting, _ operation: () async throws -> Result
  ) async throws
    -> Result
  {
    do {
      return try await operation()
    } catch let error as MCPError {
      throw error
    } catch {
      throw failures.callerError(error).mcpError
    }
  }
}
