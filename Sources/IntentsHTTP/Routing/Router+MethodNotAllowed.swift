import HTTPTypes
import Hummingbird
import IntentsRuntime

extension Router {
  /// The methods a path answers `405` for when it does not serve them: the standard ones and
  /// `QUERY` (the safe method with a body, RFC draft "The HTTP QUERY Method"). Any other method
  /// (an extension such as `PURGE`) finds no route and is `404`, as Hummingbird answers it.
  static var refusableMethods: [HTTPRequest.Method] {
    [.get, .head, .post, .put, .delete, .patch, .trace, .options]
      + [HTTPRequest.Method("QUERY")].compactMap { $0 }
  }

  /// Answers `405` — a JSON `methodNotAllowed` error with `Allow` listing the methods the path
  /// serves — on every path of the routes added so far, for each of ``refusableMethods`` the
  /// path does not serve.
  ///
  /// Hummingbird's router answers a method a path does not serve as it answers a path it does
  /// not know, `404`; HTTP (RFC 9110) and the API's contract want `405` with `Allow`, so the
  /// refusals are routes of their own, added last. `HEAD` is served wherever `GET` is — the
  /// router generates it (`RouterOptions.autoGenerateHeadEndpoints`) — and is listed in
  /// `Allow` beside it. `OPTIONS` is served nowhere (Hummingbird answers it only in its CORS
  /// middleware, and the API sends no CORS headers), so it is a `405` like any other method,
  /// with the same `Allow`.
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
      let names = allowed.sorted()
      let allow = names.joined(separator: ", ")
      for method in Self.refusableMethods where !allowed.contains(method.rawValue) {
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
