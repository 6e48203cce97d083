import HTTPTypes
import Hummingbird
import IntentsRuntime
import IntentsWire

/// The routes of saved references: names people give to entities, resolved later.
struct ReferenceRoutes {
  /// The request context of the API's routes.
  typealias Context = IntentsRequestContext

  /// Every reference route.
  static let all: [Route] = [list, save, resolve, remove]

  /// The host served.
  let host: IntentsHost

  /// The routes, as Hummingbird routes to add to the router.
  var routes: RouteCollection<Context> {
    let routes = RouteCollection(context: Context.self)
    routes.on(Self.list, use: list)
    routes.on(Self.save, use: save)
    routes.on(Self.resolve, use: resolve)
    routes.on(Self.remove, use: remove)
    return routes
  }

  static let name = ["name": "The reference's name: 1 to 200 characters, percent-encoded."]
  static let missing = "No reference has this name (`unknownReference`)."
  /// A name no reference can have.
  static let badName =
    "The name is empty, longer than 200 characters, has spaces around it or a control "
    + "character (`invalidValue`)."

  /// `GET /references`: every saved reference.
  static let list = Route(
    .get, "/references",
    documentation: RouteDocumentation(
      operationID: "listReferences", tag: "References", summary: "The saved references",
      description: "Every saved reference, sorted by name.",
      successDescription: "The references.", successSchema: .named("ReferenceList"))
  )

  /// Serves `GET /references`.
  @Sendable func list(_ request: Request, context: Context) async throws -> JSONResponse {
    _ = try await RouteInput(request, context: context, route: Self.list)
    return JSONResponse(["references": .array(try await host.references().map(\.json))])
  }

  /// `PUT /references/{name}`: saves a name for an entity that exists now.
  static let save = Route(
    .put, "/references/{name}", body: .required,
    documentation: RouteDocumentation(
      operationID: "saveReference", tag: "References", summary: "Save a reference",
      description:
        "Saves the name for the entity, replacing a reference of the same name. The entity "
        + "must exist now; when it does not, or the body is wrong, nothing is saved.",
      pathParameters: name,
      body: ("The entity to name.", .named("ReferenceRequest")),
      successDescription: "The saved reference.", successSchema: .named("SavedReference"),
      errors: [
        .notFound:
          "No entity type has this identifier (`unknownType`), or no entity this identifier "
          + "(`entityNotFound`).",
        .unprocessableContent:
          "The name is empty, longer than 200 characters or has spaces around it "
          + "(`invalidValue`), or the identifier is not of the type's form "
          + "(`malformedIdentifier`).",
      ],
      links: ["resolve": "resolveReference", "remove": "removeReference"])
  )

  /// Serves `PUT /references/{name}`.
  @Sendable func save(_ request: Request, context: Context) async throws -> JSONResponse {
    let input = try await RouteInput(request, context: context, route: Self.save)
    let members = try input.bodyMembers(
      allowing: ["type", "id"], in: "a reference ({\"type\": …, \"id\": …})")
    guard let type = members["type"]?.stringValue, let identifier = members["id"]?.stringValue
    else {
      throw IntentsError(
        IntentsError.invalidRequest,
        "A reference is {\"type\": \"an entity type\", \"id\": \"an identifier\"}, both strings.")
    }
    let reference = try await host.saveReference(
      named: input.parameter("name"), type: type, identifier: identifier)
    return JSONResponse(reference.json)
  }

  /// `GET /references/{name}`: the entity a reference names, as it is now.
  static let resolve = Route(
    .get, "/references/{name}", query: [.allOrNoProperties],
    documentation: RouteDocumentation(
      operationID: "resolveReference", tag: "References", summary: "Resolve a reference",
      description:
        "The entity the reference names, as it is now, following the type's identifier "
        + "migrations.",
      pathParameters: name,
      successDescription: "The entity.", successSchema: .named("AnyEntity"),
      errors: [
        .notFound: missing + " Or the entity it names no longer exists (`entityNotFound`).",
        .unprocessableContent: badName,
      ])
  )

  /// Serves `GET /references/{name}`.
  @Sendable func resolve(_ request: Request, context: Context) async throws -> JSONResponse {
    let input = try await RouteInput(request, context: context, route: Self.resolve)
    let selection = try PropertySelection.fromQuery(
      input.query["properties"], names: nil, type: "")
    let entity = try await host.resolveReference(named: input.parameter("name"))
    return JSONResponse(bytes: try await host.jsonBytes(of: entity, properties: selection))
  }

  /// `DELETE /references/{name}`: removes a reference.
  static let remove = Route(
    .delete, "/references/{name}",
    documentation: RouteDocumentation(
      operationID: "removeReference", tag: "References", summary: "Remove a reference",
      description: "Removes the reference. Removing one that does not exist is an error.",
      pathParameters: name, success: .noContent, successDescription: "Removed.",
      errors: [.notFound: missing, .unprocessableContent: badName])
  )

  /// Serves `DELETE /references/{name}`.
  @Sendable func remove(_ request: Request, context: Context) async throws -> HTTPResponse.Status {
    let input = try await RouteInput(request, context: context, route: Self.remove)
    let name = input.parameter("name")
    guard try await host.removeReference(named: name) else {
      throw IntentsError(
        IntentsError.unknownReference, "There is no saved reference ‘\(name.prefix(80))’.")
    }
    return .noContent
  }
}
