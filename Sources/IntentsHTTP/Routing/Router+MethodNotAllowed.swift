import HTTPTypes
import Hummingbird
import IntentsGuards
import IntentsRuntime

extension Router {
  /// Answers, on every path of the routes added so far, each method of
  /// `HTTPRequest.Method.answeredWhereUnserved` (the list the MCP server shares) the path does
  /// not serve: `OPTIONS` with `204` and `Allow` listing the methods the path serves (RFC 9110
  /// §9.3.7), any other with `405` — a JSON `methodNotAllowed` error — and the same `Allow`.
  ///
  /// Hummingbird's router answers a method a path does not serve as it answers a path it does
  /// not know, `404`; HTTP (RFC 9110) and the API's contract want `405` with `Allow`, so the
  /// refusals are routes of their own, added last. `HEAD` is served wherever `GET` is — the
  /// router generates it (`RouterOptions.autoGenerateHeadEndpoints`) — and is listed in
  /// `Allow` beside it, as `OPTIONS` is. The API sends no CORS headers; a proxy that adds them
  /// for an origin in `allowedOrigins` gets the `2xx` a browser's preflight needs.
  ///
  /// Hummingbird's router prefers constant segments, so `/entities/TrailEntity/find` belongs to
  /// `/entities/{type}/find` (`POST`) and a `GET` of it is that path's `405`, not a read of
  /// the entity `find` through `/entities/{type}/{id}`.
  func refuseUnservedMethods() {
    var order: [String] = []
    var paths: [String: (path: RouterPath, served: Set<String>)] = [:]
    for route in routes {
      let key = route.path.description
      if paths[key] == nil { order.append(key) }
      paths[key, default: (route.path, [])].served.insert(route.method.rawValue)
    }
    for key in order {
      guard let (path, served) = paths[key] else { continue }
      var allowed = served
      if served.contains(HTTPRequest.Method.get.rawValue) {
        allowed.insert(HTTPRequest.Method.head.rawValue)
      }
      allowed.insert(HTTPRequest.Method.options.rawValue)
      let names = allowed.sorted()
      let allow = names.joined(separator: ", ")
      if !served.contains(HTTPRequest.Method.options.rawValue) {
        on(path, method: .options) { _, _ in
          Response(status: .noContent, headers: [.allow: allow])
        }
      }
      for method in HTTPRequest.Method.answeredWhereUnserved
      where !allowed.contains(method.rawValue) {
        on(path, method: method) { request, _ in
          JSONResponse(
            error: IntentsError(
              IntentsError.methodNotAllowed,
              "This path does not serve \(request.method.rawValue.prefix(20)).", allowed: names),
            headers: [.allow: allow])
        }
      }
    }
  }
}
