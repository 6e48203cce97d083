import HTTPTypes
import Hummingbird
import IntentsGuards
import IntentsRuntime
import IntentsWire
import Logging

/// What every request the guards let through (`RequestGuardMiddleware`) goes through before
/// its route: the server's body limit in its context, the local files and the client its route
/// runs with, and a JSON answer for any error — a route's, or Hummingbird's own `404` for a
/// path no route serves.
struct APIMiddleware: RouterMiddleware {
  typealias Context = IntentsRequestContext

  /// The server's limit of a JSON body.
  let maximumBodyBytes: Int
  /// The local files callers may name in input: routes run with it as
  /// `LocalFileAccess.current`, whatever the process around the server set.
  let fileAccess: LocalFileAccess

  func handle(
    _ request: Request, context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    var context = context
    context.maxUploadSize = maximumBodyBytes
    // The client whose on-screen context the route's runs see. A malformed header is the
    // route's to refuse, in the order it reads its request (``RouteInput``).
    let client = try? IntentsClient.named(byHeader: request.headers[values: .intentsClient])
    do {
      return try await LocalFileAccess.$current.withValue(fileAccess) {
        try await IntentsClient.$current.withValue(client) { try await next(request, context) }
      }
    } catch let error as HTTPError where error.status == .notFound {
      return unrouted(request)
    } catch {
      return Self.failure(error, context: context)
    }
  }

  /// The answer to a request the router found no route for: no route serves the path, or the
  /// method is none of those the path answers `405` for (such as `PURGE`).
  private func unrouted(_ request: Request) -> Response {
    JSONResponse(
      error: IntentsError(
        IntentsError.unknownRoute,
        "No route serves \(request.method.rawValue.prefix(20)) on this path. GET /openapi.json "
          + "lists the routes.")
    ).response
  }

  /// The JSON response of any error, through its `HTTPResponseError` conformance; an error
  /// that is not an ``IntentsRuntime/IntentsError`` is logged and answered as one.
  static func failure(_ error: any Error, context: Context) -> Response {
    let failure = intentsError(error)
    if !(error is IntentsError), failure.isServerFailure {
      context.logger.error("Request failed", metadata: ["error": "\(error)"])
    }
    return failure.response(context: context)
  }

  /// The ``IntentsRuntime/IntentsError`` of any error: itself, or the code matching an HTTP
  /// error's status, or `internalError`.
  static func intentsError(_ error: any Error) -> IntentsError {
    if let error = error as? IntentsError { return error }
    if let error = error as? HTTPError {
      switch error.status {
      case .contentTooLarge:
        return IntentsError(IntentsError.requestTooLarge, "The request body is too large.")
      case .badRequest:
        return IntentsError(IntentsError.invalidRequest, "The request is malformed.")
      case .notFound:
        return IntentsError(IntentsError.unknownRoute, "There is no such route.")
      default: break
      }
    }
    return IntentsError(IntentsError.internalError, "The server failed to answer.")
  }
}
