import HTTPTypes
import Hummingbird
import IntentsRuntime
import IntentsWire

/// What every request goes through before its route: the browser guard (`Origin` and `Host`),
/// the bearer token, the declared body size, and JSON answers for paths and methods no route
/// serves.
///
/// A path belongs to the most specific templates that match it, as in the router, whose tree
/// prefers constant segments: `/entities/TrailEntity/find` belongs to
/// `/entities/{type}/find` (`POST`), not to `/entities/{type}/{id}` (`GET`). A method the path's
/// templates do not serve is answered `405` with `Allow` listing those they do; a path no
/// template matches, `404`.
struct APIMiddleware: RouterMiddleware {
  typealias Context = BasicRequestContext

  /// Every route served.
  let routes: [Route]
  /// Refuses requests from web pages of other origins, and for other hosts.
  let browserGuard: BrowserGuard
  /// The token requests must carry, if any.
  let token: BearerToken?
  /// The largest body accepted.
  let maximumBodyBytes: Int
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
    if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > maximumBodyBytes
    {
      // Routes that take an image or a file take more; others are refused here.
      let limit =
        routes.lazy.filter { $0.method == request.method }
        .filter { $0.path.match(request.uri.path) != nil }
        .map { $0.maximumBodyBytes(maximumBodyBytes) }.max() ?? maximumBodyBytes
      if length > limit { return JSONResponse.error(RequestBodyReader.tooLarge(limit)) }
    }
    if request.method == .options { return options(request) }
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

  /// The methods the routes of a path serve, with `HEAD` beside `GET` and `OPTIONS` always;
  /// empty when no route serves the path.
  private func methods(of path: String) -> [String] {
    let matches = routes.filter { $0.path.match(path) != nil }
    let specificity = matches.map(\.path.constantCount).max()
    var methods = Set(
      matches.filter { $0.path.constantCount == specificity }.map(\.method.rawValue))
    guard !methods.isEmpty else { return [] }
    if methods.contains("GET") { methods.insert("HEAD") }
    methods.insert("OPTIONS")
    return methods.sorted()
  }

  /// `OPTIONS`: `204` with `Allow` listing the path's methods. No CORS headers: pages of other
  /// origins are not served (see ``BrowserGuard``).
  private func options(_ request: Request) -> Response {
    let allowed = methods(of: request.uri.path)
    guard !allowed.isEmpty else {
      return JSONResponse.error(
        IntentsError(
          IntentsError.unknownRoute,
          "No route serves this path. GET /openapi.json lists the routes."))
    }
    return Response(status: .noContent, headers: [.allow: allowed.joined(separator: ", ")])
  }

  /// The answer to a request the router found no endpoint for.
  private func unrouted(_ request: Request) -> Response {
    let allowed = methods(of: request.uri.path)
    guard !allowed.isEmpty else {
      return JSONResponse.error(
        IntentsError(
          IntentsError.unknownRoute,
          "No route serves this path. GET /openapi.json lists the routes."))
    }
    return JSONResponse.error(
      IntentsError(
        IntentsError.methodNotAllowed,
        "This path does not serve \(request.method.rawValue.prefix(20)).", allowed: allowed),
      headers: [.allow: allowed.joined(separator: ", ")])
  }

  /// Whether the request is for the one route served without a token, `/health`.
  private static func isPublic(_ request: Request) -> Bool {
    request.uri.path.split(separator: "/") == ["health"]
  }
}
