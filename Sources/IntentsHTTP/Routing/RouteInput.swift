import Foundation
import Hummingbird
import IntentsGuards
import IntentsRuntime
import IntentsWire

/// What a route reads from its request, as its ``Route`` describes it, in the order every route
/// reads it — so that a request wrong in several ways gets the same error from every route: the
/// path parameters, percent-decoded; the query, checked against the route's parameters; the
/// body, read within its limit; the `Intents-Client` header; the `Intents-Run-ID` header of a
/// route that performs an intent.
struct RouteInput: Sendable {
  /// The path parameters, percent-decoded.
  let parameters: [String: String]
  /// The query parameters, decoded and checked against the route's.
  let query: [String: String]
  /// The body, when the route reads one: `{}` for an empty optional body.
  let body: JSONValue?
  /// The request's `Accept` header, if any.
  var accept: String? = nil
  /// The client the request names in its `Intents-Client` header, if any: whose on-screen
  /// context it reads and sets.
  var client: IntentsClient? = nil
  /// The image a ``Route/Body/jsonOrImage`` route received as bytes, if it was not JSON.
  var image: Data? = nil
  /// The name the client gave its run in its `Intents-Run-ID` header, on a route that
  /// performs an intent.
  var runID: RunID? = nil

  /// Reads a request for a route; throws the first thing wrong with it.
  init(_ request: Request, context: IntentsRequestContext, route: Route) async throws {
    var parameters: [String: String] = [:]
    for (name, text) in context.parameters {
      // Most segments have nothing to decode: only those with `%` go through Foundation.
      guard
        let decoded = text.utf8.contains(UInt8(ascii: "%"))
          ? text.removingPercentEncoding : String(text),
        !decoded.isEmpty
      else {
        throw IntentsError(
          IntentsError.invalidRequest, "The path segment for ‘\(name)’ is malformed.")
      }
      parameters[String(name)] = decoded
    }
    self.parameters = parameters
    let query = try QueryString(request.uri.query)
    try query.check(against: route)
    self.query = query.values
    let reader = RequestBodyReader(limit: context.maxUploadSize)
    switch route.body {
    case .none: body = nil
    case .optional: body = try await reader.json(of: request) ?? [:]
    case .required:
      guard let json = try await reader.json(of: request) else {
        throw IntentsError(
          IntentsError.invalidRequest,
          "\(route.method.rawValue) \(route.path) needs a JSON body; see /openapi.json.")
      }
      body = json
    case .jsonOrImage:
      (body, image) = try await reader.jsonOrImage(of: request)
    case .jsonOrForm: body = try await reader.jsonOrForm(of: request) ?? [:]
    }
    client = try IntentsClient.named(byHeader: request.headers[values: .intentsClient])
    accept = request.headers[.accept]
    if route.performsIntent {
      runID = try RunID.named(byHeader: request.headers[values: RunID.header])
    }
  }

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

  /// The path parameter of that name; the route's path guarantees it.
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
