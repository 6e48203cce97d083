import HTTPTypes
import IntentsRuntime
import IntentsWire

/// How the OpenAPI document describes a route.
///
/// A route over an entity type or an intent (`/entities/{type}/find`) is documented once per
/// type or intent the host serves (`/entities/TrailEntity/find`), each with its own schemas:
/// the Find of that type, the parameters of that intent.
struct RouteDocumentation: Sendable {
  /// What the route's `{type}` or `{intent}` stands for in the document.
  enum Subject: Sendable {
    /// Nothing: one operation.
    case none
    /// Each entity type: `{type}` is replaced by the type's identifier.
    case entityType
    /// Each intent: `{intent}` is replaced by the intent's identifier.
    case intent

    /// The path parameter the subject replaces.
    var parameterName: String? {
      switch self {
      case .none: nil
      case .entityType: "type"
      case .intent: "intent"
      }
    }
  }

  /// Where a schema comes from.
  enum Schema: Sendable {
    /// A schema of `components/schemas`.
    case named(String)
    /// The schema of `components/schemas` made for the operation's subject: `Entity` names
    /// `Entity.TrailEntity` in the operation of `TrailEntity`.
    case ofSubject(String)
  }

  /// The operation's identifier; the subject's identifier is appended for each subject.
  var operationID: String
  /// The group of operations (ignored for subjects, which group by subject).
  var tag: String
  /// A one-line summary.
  var summary: String
  /// The full description.
  var description: String
  /// What each path parameter (other than the subject's) means.
  var pathParameters: [String: String] = [:]
  /// The body's description and schema, when the route reads one.
  var body: (description: String, schema: Schema)?
  /// The status of success.
  var success: HTTPResponse.Status = .ok
  /// What success returns.
  var successDescription: String
  /// The schema of success's body; `nil` for none.
  var successSchema: Schema?
  /// The errors particular to the route, by status, and when they happen.
  var errors: [HTTPResponse.Status: String] = [:]
  /// Whether the route is served without a token (only `GET /health`).
  var isPublic = false
  /// The operations that take on from success, by link name, each given the same `{name}`.
  var links: [String: String] = [:]
}
