import HTTPTypes
import IntentsRuntime

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
  }

  /// The method.
  let method: HTTPRequest.Method
  /// The path template.
  let path: PathTemplate
  /// The query parameters it reads; others are refused.
  let query: [QueryParameter]
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
    self.body = body
    self.documentation = documentation
    self.handle = handle
  }
}

/// What a route handler receives: the host, the decoded path parameters, the checked query and
/// the parsed body.
struct RouteInput: Sendable {
  /// The host served.
  let host: IntentsHost
  /// The path parameters, percent-decoded.
  let parameters: [String: String]
  /// The query parameters, decoded and checked against the route's.
  let query: [String: String]
  /// The body, when the route reads one: `{}` for an empty optional body.
  let body: JSONValue?
  /// What the server knows of the host's types and intents.
  let catalog: HostCatalog
  /// The OpenAPI document, as served at `/openapi.json`.
  let openAPIDocument: String

  /// The path parameter of that name; the route's template guarantees it.
  func parameter(_ name: String) -> String { parameters[name] ?? "" }

  /// The members of the body object, refusing members not in `allowed`.
  func bodyMembers(allowing allowed: Set<String>, in what: String) throws -> [String: JSONValue] {
    guard let members = (body ?? [:]).objectValue else {
      throw IntentsError(IntentsError.invalidRequest, "The body must be a JSON object: \(what).")
    }
    if let unknown = members.keys.sorted().first(where: { !allowed.contains($0) }) {
      throw IntentsError(
        IntentsError.invalidRequest, "‘\(unknown.prefix(80))’ is not a member of \(what).",
        allowed: allowed.sorted())
    }
    return members
  }
}

/// What a route handler answers.
enum RouteOutput: Sendable {
  /// A JSON value.
  case json(HTTPResponse.Status, JSONValue)
  /// JSON text, sent as is.
  case jsonText(HTTPResponse.Status, String)
  /// No body: `204 No Content`.
  case noContent
}
