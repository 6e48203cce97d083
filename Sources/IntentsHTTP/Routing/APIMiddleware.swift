import HTTPTypes
import Hummingbird
import IntentsRuntime
import IntentsWire

/// What every request goes through before its route: the browser guard (`Origin` and `Host`),
/// the bearer token, the declared body size; and JSON answers for paths no route serves.
///
/// `OPTIONS` and the `405`s are routes of their own (``PathMethods``); a request the router
/// finds no route for is `404`.
struct APIMiddleware: RouterMiddleware {
  typealias Context = BasicRequestContext

  /// Refuses requests from web pages of other origins, and for other hosts.
  let browserGuard: BrowserGuard
  /// The token requests must carry, if any.
  let token: BearerToken?
  /// The server's limit of a JSON body.
  let maximumBodyBytes: Int
  /// The largest body a route of each method accepts, where it is more than
  /// ``maximumBodyBytes``: the routes that take an image or a file.
  let largestBody: [HTTPRequest.Method: Int]
  /// The local files callers may name in input: routes run with it as
  /// `LocalFileAccess.current`, whatever the process around the server set.
  let fileAccess: LocalFileAccess

  func handle(
    _ request: Request, context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    if let refusal = browserGuard.refusal(of: request) {
      return JSONResponse.error(refusal)
    }
    if let token, !Self.isPublic(request), !token.authorizes(request.headers) {
      return JSONResponse.error(
        IntentsError(
          IntentsError.unauthorized,
          "This server needs the header ‘Authorization: Bearer <token>’ with its token."),
        headers: [.wwwAuthenticate: "Bearer"])
    }
    // A declared length over what any route of the method takes is refused before routing;
    // each route's body reader refuses more than its own limit as it reads
    // (``RequestBodyReader``).
    let limit = largestBody[request.method] ?? maximumBodyBytes
    if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > limit {
      return JSONResponse.error(RequestBodyReader.tooLarge(limit))
    }
    do {
      var response = try await LocalFileAccess.$current.withValue(fileAccess) {
        try await next(request, context)
      }
      // HEAD is GET without the body: the same status and headers.
      if request.method == .head { response.body = ResponseBody() }
      return response
    } catch let error as HTTPError where error.status == .notFound {
      return unrouted(request)
    } catch {
      return RouteResponder.failure(error, context: context)
    }
  }

  /// The answer to a request the router found no route for: no route serves the path, or the
  /// method is none of those ``PathMethods`` answers `405` for (such as `PURGE`).
  private func unrouted(_ request: Request) -> Response {
    JSONResponse.error(
      IntentsError(
        IntentsError.unknownRoute,
        "No route serves \(request.method.rawValue.prefix(20)) on this path. GET /openapi.json "
          + "lists the routes."))
  }

  /// Whether the request is for the one route served without a token, `/health`.
  private static func isPublic(_ request: Request) -> Bool {
    request.uri.path.split(separator: "/") == ["health"]
  }
}
