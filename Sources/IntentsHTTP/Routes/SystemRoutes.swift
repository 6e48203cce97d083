import HTTPTypes
import Hummingbird
import IntentsRuntime
import IntentsWire

/// The routes about the server and what it serves: health, the OpenAPI document, the types and
/// the manifest.
struct SystemRoutes {
  /// The request context of the API's routes.
  typealias Context = IntentsRequestContext

  /// Every system route.
  static let all: [Route] = [health, openAPI, types, manifest]

  /// The host served.
  let host: IntentsHost
  /// What the server knows of the host's types and intents.
  let catalog: HostCatalog
  /// The OpenAPI document, as served.
  let openAPIDocument: String

  /// The routes, as Hummingbird routes to add to the router.
  var routes: RouteCollection<Context> {
    let routes = RouteCollection(context: Context.self)
    routes.on(Self.health, use: health)
    routes.on(Self.openAPI, use: openAPI)
    routes.on(Self.types, use: types)
    routes.on(Self.manifest, use: manifest)
    return routes
  }

  /// `GET /health`: `{"status": "ok"}`, without a token.
  static let health = Route(
    .get, "/health",
    documentation: RouteDocumentation(
      operationID: "health", tag: "System", summary: "Whether the server is up",
      description: "Answers `{\"status\": \"ok\"}` while the server runs. Needs no token.",
      successDescription: "The server is up.", successSchema: .named("Health"), isPublic: true)
  )

  /// Serves `GET /health`.
  @Sendable func health(_ request: Request, context: Context) async throws -> JSONResponse {
    _ = try await RouteInput(request, context: context, route: Self.health)
    return JSONResponse(["status": "ok"])
  }

  /// `GET /openapi.json`: this API's OpenAPI 3.1 document.
  static let openAPI = Route(
    .get, "/openapi.json",
    documentation: RouteDocumentation(
      operationID: "openAPIDocument", tag: "System", summary: "This API's OpenAPI document",
      description:
        "The OpenAPI 3.1 document of this server, generated from the types and intents it "
        + "serves: one operation per entity type and per intent, with their Find and parameter "
        + "schemas.",
      successDescription: "The OpenAPI document.", successSchema: .named("OpenAPIDocument"))
  )

  /// Serves `GET /openapi.json`.
  @Sendable func openAPI(_ request: Request, context: Context) async throws -> JSONResponse {
    _ = try await RouteInput(request, context: context, route: Self.openAPI)
    return JSONResponse(text: openAPIDocument)
  }

  /// `GET /types`: the entity types with their capabilities, the enums and the intents.
  static let types = Route(
    .get, "/types",
    documentation: RouteDocumentation(
      operationID: "listTypes", tag: "System", summary: "The types and intents served",
      description:
        "The entity types with what their queries can do (text search, Find, listing), the "
        + "enum types with their cases, and the intents, each with the assistant schema it "
        + "adopts (`schema`: its id, such as `photos.openAsset`, and what it means). Types for "
        + "an assistant only (`isAssistantOnly`) are not listed, and stay served by name. "
        + "`GET /entities/{type}` and `GET /intents/{intent}` describe one in full.",
      successDescription: "The types and intents.", successSchema: .named("Types"))
  )

  /// Serves `GET /types`.
  @Sendable func types(_ request: Request, context: Context) async throws -> JSONResponse {
    _ = try await RouteInput(request, context: context, route: Self.types)
    return JSONResponse(text: catalog.types)
  }

  /// `GET /manifest`: the manifest, as `Manifest.json()` writes it. Not kept by the catalog: it
  /// lists the app's App Shortcuts, which may change while serving.
  static let manifest = Route(
    .get, "/manifest",
    documentation: RouteDocumentation(
      operationID: "manifest", tag: "System", summary: "The manifest of everything served",
      description:
        "The host's manifest: entity types with their properties and query capabilities, enums, "
        + "intents with their parameters, and App Shortcut phrases — sorted, so manifests diff "
        + "cleanly between versions. Each type names the assistant schema it adopts (`schema`); "
        + "types for an assistant only are left out, as from `GET /types`.",
      successDescription: "The manifest.", successSchema: .named("Manifest"))
  )

  /// Serves `GET /manifest`.
  @Sendable func manifest(_ request: Request, context: Context) async throws -> JSONResponse {
    _ = try await RouteInput(request, context: context, route: Self.manifest)
    return JSONResponse(text: try await host.manifest(for: .people).json())
  }
}
