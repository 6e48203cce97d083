import Foundation
import HTTPTypes
import Hummingbird
import IntentsRuntime
import IntentsWire

/// The OpenAPI 3.1 document of a server, generated from its route table and its host's
/// descriptions: routes over `{type}` or `{intent}` become one operation per entity type or
/// intent, each with the schemas of that type's Find and entities or that intent's parameters.
struct OpenAPIDocument: Sendable {
  /// The host served.
  let host: IntentsHost
  /// What the server knows of the host's types and intents.
  let catalog: HostCatalog
  /// The routes served.
  let routes: [Route]
  /// Whether requests need a bearer token.
  let requiresToken: Bool
  /// The largest body accepted.
  let maximumBodyBytes: Int

  /// The document.
  func json() -> JSONValue {
    var paths: [String: [String: JSONValue]] = [:]
    for route in routes {
      for subject in subjects(route.subject) {
        paths[Self.path(of: route, subject: subject), default: [:]][
          route.method.rawValue.lowercased()] = operation(route, subject)
      }
    }
    var schemas = ComponentSchemas.all
    schemas.merge(SubjectSchemas(host: host, catalog: catalog).all()) { $1 }
    var components: [String: JSONValue] = ["schemas": .object(schemas)]
    var document: [String: JSONValue] = [
      "openapi": "3.1.0",
      "info": [
        "title": .string("\(host.name) — App Intents over HTTP"), "version": "1.0.0",
        "description": .string(description),
      ],
      "paths": .object(paths.mapValues(JSONValue.object)),
    ]
    if requiresToken {
      components["securitySchemes"] = [
        "bearerAuth": [
          "type": "http", "scheme": "bearer",
          "description": "The token the server was started with.",
        ]
      ]
      document["security"] = [["bearerAuth": []]]
    }
    document["components"] = .object(components)
    return .object(document)
  }

  private var description: String {
    "The entities, queries and intents of \(host.name), served by OpenIntents. Every answer is "
      + "JSON; every error is `{\"error\": {\"code\", \"message\", \"allowed\"}}` with a stable "
      + "code. Request bodies are limited to \(maximumBodyBytes) bytes. A path that no route "
      + "serves is a 404 error (`unknownRoute`), a method a path does not serve a 405 error "
      + "(`methodNotAllowed`) with `Allow`. Bodies are `application/json`; any other "
      + "`Content-Type` is a 415 error (`unsupportedMediaType`). A request from a web page of "
      + "another origin (an `Origin` header that is not http(s) on localhost, 127.0.0.1 or "
      + "[::1]) is a 403 error (`forbiddenOrigin`), and so is a request for another host than "
      + "those when the server listens on a loopback address (`forbiddenHost`)."
  }

  /// The route's path as the document writes it: its subject's parameter (`{type}`,
  /// `{intent}`) replaced by the subject's identifier, percent-encoded; the other parameters
  /// stay `{name}`.
  static func path(of route: Route, subject: String?) -> String {
    guard let subject, let name = route.subject.parameterName else {
      return route.path.description
    }
    return "/"
      + route.path.map { element in
        element == .capture(name[...])
          ? subject.addingPercentEncoding(withAllowedCharacters: segmentCharacters) ?? subject
          : element.description
      }.joined(separator: "/")
  }

  /// The characters a path segment may hold without encoding (RFC 3986 `pchar`, less `:` and
  /// `@` for readability of templates).
  static let segmentCharacters = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=")

  /// The identifiers a route's subject ranges over; `[nil]` for a route without one.
  private func subjects(_ subject: RouteDocumentation.Subject) -> [String?] {
    switch subject {
    case .none: [nil]
    case .entityType: catalog.entities.keys.sorted()
    case .intent: catalog.intents.keys.sorted()
    }
  }

  /// The schema of a path parameter: an identifier of the subject's type, a saved name, or
  /// any segment.
  private func pathSchema(_ name: String, _ subject: String?) -> JSONValue {
    switch name {
    case "id":
      IdentifierSchema.pathSegment(
        subject.flatMap { catalog.entities[$0]?.identifier } ?? JSONSchema.string)
    case "name": IdentifierSchema.savedName
    case "runID": RunID.schema
    default: ["type": "string", "minLength": 1]
    }
  }

  private func querySchema(_ source: QueryParameter.Schema, _ subject: String?) -> JSONValue {
    switch source {
    case .fixed(let schema), .integer(let schema), .text(let schema): schema
    case .propertySelection:
      PropertySelection.querySchema(
        names: subject.flatMap { catalog.entities[$0]?.propertyNames } ?? [])
    }
  }

  private func schema(_ source: RouteDocumentation.Schema, _ subject: String?) -> JSONValue {
    switch source {
    case .named(let name): JSONSchema.ref(name)
    case .ofSubject(let prefix): JSONSchema.ref(JSONSchema.componentName(prefix, subject ?? ""))
    }
  }

  private func operation(_ route: Route, _ subject: String?) -> JSONValue {
    let documentation = route.documentation
    var operation: [String: JSONValue] = [
      "operationId": .string(
        subject.map { documentation.operationID + "_" + $0 } ?? documentation.operationID),
      "summary": .string(documentation.summary + (subject.map { " (\($0))" } ?? "")),
      "description": .string(documentation.description + imageNote(route)),
      "tags": [.string(subject ?? documentation.tag)],
    ]
    var parameters: [JSONValue] = route.parameterNames
      .filter { $0 != route.subject.parameterName }
      .map { name in
        [
          "name": .string(name), "in": "path", "required": true,
          "description": .string(documentation.pathParameters[name] ?? name),
          "schema": pathSchema(name, subject),
        ]
      }
    parameters += route.query.map { parameter in
      [
        "name": .string(parameter.name), "in": "query",
        "required": .bool(parameter.isRequired), "description": .string(parameter.description),
        "schema": querySchema(parameter.schema, subject),
      ]
    }
    if route.performsIntent {
      parameters.append([
        "name": .string(RunID.headerName), "in": "header", "required": false,
        "description": .string(
          "A name for the run, chosen by the client, such as a UUID: while the run is under "
            + "way, `DELETE /running/{runID}` cancels it. Not the `runID` the answer carries."),
        "schema": RunID.schema,
      ])
    }
    if !parameters.isEmpty { operation["parameters"] = .array(parameters) }
    if let body = documentation.body {
      operation["requestBody"] = [
        "description": .string(body.description),
        "required": .bool(route.body == .required || route.body == .jsonOrImage),
        "content": ["application/json": ["schema": schema(body.schema, subject)]],
      ]
    }
    operation["responses"] = .object(responses(route, subject))
    if documentation.isPublic && requiresToken { operation["security"] = [] }
    return .object(operation)
  }

  /// What a route that takes an image says on a host without an image reader: the image is
  /// refused, as on every surface.
  private func imageNote(_ route: Route) -> String {
    guard route.body == .jsonOrImage, host.images == nil else { return "" }
    return " This app reads no images (it was set up without an image reader): an image is "
      + "refused with 409 (`notSearchable`); send labels."
  }

  private func responses(_ route: Route, _ subject: String?) -> [String: JSONValue] {
    let documentation = route.documentation
    var success: [String: JSONValue] = ["description": .string(documentation.successDescription)]
    if let source = documentation.successSchema {
      success["content"] = ["application/json": ["schema": schema(source, subject)]]
    }
    if !documentation.links.isEmpty {
      success["links"] = .object(
        documentation.links.mapValues { operation in
          ["operationId": .string(operation), "parameters": ["name": "$request.path.name"]]
        })
    }
    var responses: [String: JSONValue] = ["\(documentation.success.code)": .object(success)]
    var errors: [HTTPResponse.Status: [String]] = [:]
    errors[.badRequest] = [
      "The request is malformed (`invalidRequest`): "
        + (route.body == .none ? "" : "a body that is not JSON or not of the documented shape, ")
        + "a query parameter the route does not read"
        + (route.query.contains(where: \.isRequired) ? ", or a required one missing" : "")
        + (route.performsIntent ? ", or a malformed `\(RunID.headerName)`." : ".")
    ]
    errors[.contentTooLarge] = [
      "The request body is larger than \(maximumBodyBytes) bytes (`requestTooLarge`); nothing "
        + "was done."
    ]
    errors[.forbidden] = [
      "The request comes from a web page of another origin (`forbiddenOrigin`: its `Origin` "
        + "is not http(s) on localhost, 127.0.0.1 or [::1], nor an allowed origin), or, on a "
        + "server bound to a loopback address, names another host than localhost, 127.0.0.1 "
        + "or [::1] (`forbiddenHost`); nothing was done."
    ]
    if route.body != .none {
      errors[.unsupportedMediaType] = [
        "The request has a `Content-Type` other than `application/json`, or a body without "
          + "`Content-Type` (`unsupportedMediaType`); nothing was done."
      ]
    }
    if requiresToken && !documentation.isPublic {
      errors[.unauthorized] = ["The bearer token is missing or wrong (`unauthorized`)."]
    }
    if !documentation.isPublic {
      errors[.internalServerError] = [
        "The server failed: the app's query or intent, the reference store, or a missing "
          + "dependency (`queryFailed`, `intentFailed`, `storeFailed`, `missingDependency`, "
          + "`internalError`). The message names no internals; the server log has them."
      ]
    }
    if route.performsIntent {
      errors[.conflict, default: []] += [
        "The run was cancelled before it finished — by `DELETE /running/{runID}`, or the client "
          + "leaving — and `perform()` stopped (`cancelled`).",
        "A run named with the same `\(RunID.headerName)` is under way (`runInProgress`); "
          + "nothing was done.",
      ]
      errors[.serviceUnavailable] = [
        "\(RunningRuns.maximumRuns) runs named with `\(RunID.headerName)` are under way, the "
          + "most the server holds (`tooManyRuns`); nothing was done. Try again later."
      ]
    }
    for (status, text) in documentation.errors { errors[status, default: []].insert(text, at: 0) }
    for (status, texts) in errors {
      responses["\(status.code)"] = [
        "description": .string(texts.joined(separator: " Or: ")),
        "content": ["application/json": ["schema": JSONSchema.ref("Error")]],
      ]
    }
    return responses
  }
}
