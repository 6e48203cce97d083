public import HTTPTypes
public import Hummingbird
public import IntentsRuntime
import IntentsWire
import Logging

/// Errors answer for themselves, as Hummingbird's errors do: a route throws an
/// ``IntentsRuntime/IntentsError`` and Hummingbird writes it as `{"error": {"code", "message",
/// "allowed"}}` with its ``IntentsRuntime/IntentsError/httpStatus``.
extension IntentsError: HTTPResponseError {
  /// The status the error is answered with (``httpStatus``).
  public var status: HTTPResponse.Status { httpStatus }

  /// The JSON response of the error: a server-side failure is logged with its details and
  /// answered without them; a missing token asks for one (`WWW-Authenticate`).
  public func response(from request: Request, context: some RequestContext) throws -> Response {
    response(context: context)
  }

  /// The response, for a request already read.
  func response(context: some RequestContext) -> Response {
    if isServerFailure {
      context.logger.error(
        "Request failed", metadata: ["error.code": "\(code)", "error": "\(message)"])
    }
    var headers: HTTPFields = [:]
    if code == Self.unauthorized { headers[.wwwAuthenticate] = "Bearer" }
    return JSONResponse(error: self, headers: headers).response
  }
}
