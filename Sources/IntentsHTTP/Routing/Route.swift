import HTTPTypes
import IntentsRuntime
import IntentsWire

/// One operation of the API: its method and path, the query parameters and body it reads, how
/// the OpenAPI document describes it, and what it does.
///
/// The route table is the single source of the router and of the OpenAPI document, so the
/// document lists exactly the routes served.
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
  /// The path template.
  let path: PathTemplate
  /// The query parameters it reads; others are refused.
  let query: [QueryParameter]
  /// The names of the query parameters it reads.
  let queryNames: Set<String>
  /// Whether a query parameter is required.
  let requiresQuery: Bool
  /// The body it reads.
  let body: Body
  /// How the OpenAPI document describes it.
  let documentation: RouteDocumentation
  /// What it does.
  let handle: @Sendable (RouteInput) async throws -> RouteOutput

  /// What the route's path ranges over: entity types for `{type}`, intents for `{intent}`.
  var subject: RouteDocumentation.Subject {
    if path.parameterNames.contains("type") { return .entityType }
    if path.parameterNames.contains("intent") { return .intent }
    return .none
  }

  init(
    _ method: HTTPRequest.Method, _ path: String, query: [QueryParameter] = [],
    body: Body = .none, documentation: RouteDocumentation,
    handle: @escaping @Sendable (RouteInput) async throws -> RouteOutput
  ) {
    self.method = method
    self.path = PathTemplate(path)
    self.query = query
    queryNames = Set(query.map(\.name))
    requiresQuery = query.contains(where: \.isRequired)
    self.body = body
    self.documentation = documentation
    self.handle = handle
  }
}
