import HTTPTypes
import Hummingbird
import IntentsRuntime
import IntentsWire

/// The methods one path of the API serves, registered with Hummingbird beside the path's
/// routes: `OPTIONS` answers `204` with `Allow` listing them, and every other method is
/// answered `405` with the same `Allow`.
///
/// Hummingbird's router prefers constant segments, so `/entities/TrailEntity/find` belongs to
/// `/entities/{type}/find` (`POST`) and a `GET` of it is that path's `405`, not a read of
/// the entity `find` through `/entities/{type}/{id}`.
struct PathMethods: Sendable {
  /// The path, as the routes declare it.
  let path: PathTemplate
  /// The methods served, sorted: the routes' own, `HEAD` beside `GET`, and `OPTIONS`.
  let allowed: [String]

  /// The methods of a path served by these methods.
  init(path: PathTemplate, serving methods: some Sequence<HTTPRequest.Method>) {
    self.path = path
    var names = Set(methods.map(\.rawValue))
    if names.contains(HTTPRequest.Method.get.rawValue) {
      names.insert(HTTPRequest.Method.head.rawValue)
    }
    names.insert(HTTPRequest.Method.options.rawValue)
    allowed = names.sorted()
  }

  /// The paths of the routes, in the order they first appear, each with the methods of its
  /// routes.
  static func of(_ routes: [Route]) -> [PathMethods] {
    var order: [PathTemplate] = []
    var methods: [PathTemplate: [HTTPRequest.Method]] = [:]
    for route in routes {
      if methods[route.path] == nil { order.append(route.path) }
      methods[route.path, default: []].append(route.method)
    }
    return order.map { PathMethods(path: $0, serving: methods[$0] ?? []) }
  }

  /// The methods answered `405` by a route of their own when a path does not serve them: the
  /// standard ones and `QUERY` (the safe method with a body, RFC draft "The HTTP QUERY
  /// Method"); any other method (an extension such as `PURGE`) finds no route and is `404`.
  static let refusable: [HTTPRequest.Method] =
    [.get, .head, .post, .put, .delete, .patch, .trace] + [HTTPRequest.Method("QUERY")].compactMap { $0 }

  /// `OPTIONS` and the `405`s of the path, added to the routes.
  func register(in routes: RouteCollection<BasicRequestContext>) {
    let path = RouterPath(path.description)
    let allow = allowed.joined(separator: ", ")
    routes.on(path, method: .options) { _, _ in
      Response(status: .noContent, headers: [.allow: allow])
    }
    let allowed = allowed
    for method in Self.refusable where !allowed.contains(method.rawValue) {
      routes.on(path, method: method) { request, _ in
        Self.notAllowed(request.method, allow: allow, allowed: allowed)
      }
    }
  }

  /// The `405` of a method a path does not serve: `Allow` and the error's `allowed` list the
  /// methods it does.
  static func notAllowed(
    _ method: HTTPRequest.Method, allow: String, allowed: [String]
  ) -> Response {
    JSONResponse.error(
      IntentsError(
        IntentsError.methodNotAllowed,
        "This path does not serve \(method.rawValue.prefix(20)).", allowed: allowed),
      headers: [.allow: allow])
  }
}
