import HTTPTypes
import Hummingbird
import IntentsRuntime
import IntentsWire

/// How the API describes one of its operations: its method and path, the query parameters and
/// body it reads, and how the OpenAPI document describes it.
///
/// The description is not the route: the handler is a Hummingbird route, registered with
/// `on(_:use:)` under the description's method and path, and it reads its request as the
/// description says (``RouteInput``). The OpenAPI document is written from the descriptions
/// (``RouteTable``), since it depends on the host's types; a test checks that it lists exactly
/// the routes the router serves.
struct Route: Sendable {
  /// Whether a route reads a JSON body.
  enum Body: Sendable {
    /// It reads none; a body sent is ignored (but still limited in size).
    case none
    /// It reads one when there is one; an empty body reads as `{}`.
    case optional
    /// It needs one.
    case required
    /// It needs a JSON body or the bytes of a PNG or JPEG image (`Content-Type: image/png` or
    /// `image/jpeg`), up to ``VisualSearchRequest/maximumImageBytes``.
    case jsonOrImage
    /// It reads a JSON body when there is one (an empty body reads as `{}`), or a
    /// `multipart/form-data` upload read into the same JSON, up to the largest file a
    /// parameter takes (``RequestBodyReader/jsonOrForm(of:)``).
    case jsonOrForm
  }

  /// The most bytes a body of this route may have, given the server's limit for JSON: more for
  /// the routes that take an image or a file. This is an OpenIntents addition.
  func maximumBodyBytes(_ limit: Int) -> Int {
    switch body {
    case .none, .optional, .required: limit
    case .jsonOrImage: limit + (VisualSearchRequest.maximumImageBytes + 2) / 3 * 4
    case .jsonOrForm: limit + IntentsHost.maximumTransferBytes
    }
  }

  /// The method.
  let method: HTTPRequest.Method
  /// The path, as Hummingbird matches it and OpenAPI writes it: `/entities/{type}/{id}`.
  let path: RouterPath
  /// The query parameters it reads; others are refused.
  let query: [QueryParameter]
  /// The names of the query parameters it reads.
  let queryNames: Set<String>
  /// Whether a query parameter is required.
  let requiresQuery: Bool
  /// The body it reads.
  let body: Body
  /// Whether it performs an intent: it reads the `Intents-Run-ID` header that names the run,
  /// for `DELETE /running/{runID}` to cancel it (``RunningRuns``).
  let performsIntent: Bool
  /// How the OpenAPI document describes it.
  let documentation: RouteDocumentation

  /// The names of the path's parameters, in order: `type` and `id` of `/entities/{type}/{id}`.
  var parameterNames: [String] {
    path.compactMap { element in
      let text = element.description
      guard text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
      return String(text.dropFirst().dropLast())
    }
  }

  /// What the route's path ranges over: entity types for `{type}`, intents for `{intent}`.
  var subject: RouteDocumentation.Subject {
    if path.contains(.capture("type")) { return .entityType }
    if path.contains(.capture("intent")) { return .intent }
    return .none
  }

  init(
    _ method: HTTPRequest.Method, _ path: RouterPath, query: [QueryParameter] = [],
    body: Body = .none, performsIntent: Bool = false, documentation: RouteDocumentation
  ) {
    self.method = method
    self.path = path
    self.query = query
    queryNames = Set(query.map(\.name))
    requiresQuery = query.contains(where: \.isRequired)
    self.body = body
    self.performsIntent = performsIntent
    self.documentation = documentation
  }
}
