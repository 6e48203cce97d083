import Foundation
import IntentsRuntime
import IntentsWire

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
  /// The request's `Accept` header, if any.
  var accept: String? = nil
  /// The client the request names in its `Intents-Client` header, if any: whose on-screen
  /// context it reads and sets.
  var client: IntentsClient? = nil
  /// The image a ``Route/Body/jsonOrImage`` route received as bytes, if it was not JSON.
  var image: Data? = nil

  /// The client the request names; throws ``IntentsError/invalidRequest`` when it names none.
  func requiredClient() throws -> IntentsClient {
    guard let client else {
      throw IntentsError(
        IntentsError.invalidRequest,
        "Name your client in the Intents-Client header (such as Intents-Client: agent-1): "
          + "each client has its own on-screen context.")
    }
    return client
  }

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
