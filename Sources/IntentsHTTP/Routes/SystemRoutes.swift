import HTTPTypes
import Hummingbird
import IntentsRuntime
import IntentsWire
import Logging

/// The routes about the server and what it serves: health, the OpenAPI document, the types,
/// the manifest, and the doctor's look at the app's queries.
struct SystemRoutes {
  /// The request context of the API's routes.
  typealias Context = IntentsRequestContext

  /// Every system route.
  static let all: [Route] = [health, openAPI, types, manifest, doctor]

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
    routes.on(Self.doctor, use: doctor)
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

  /// `GET /doctor`: the app's queries called as the system calls them, and what breaks them.
  static let doctor = Route(
    .get, "/doctor",
    query: [
      QueryParameter(
        name: "types", isRequired: false,
        description:
          "The entity types to examine, separated by commas; left out, every type. An empty "
            + "name is `invalidRequest`.",
        schema: .text(DoctorRequest.typesTextSchema)),
      QueryParameter(
        name: "sample", isRequired: false,
        description:
          "How many entities of each type to resolve again and search for: 20 when left out, "
          + "at most \(DoctorRequest.maximumSample).",
        schema: .integer(DoctorRequest.sampleSchema)),
      QueryParameter(
        name: "maximumEnumerable", isRequired: false,
        description: "The most entities an enumerable query should list: 500 when left out.",
        schema: .integer(DoctorRequest.maximumEnumerableSchema)),
      QueryParameter(
        name: "slowQueryMilliseconds", isRequired: false,
        description: "A query call slower than this is reported: 1000 when left out.",
        schema: .integer(DoctorRequest.slowQuerySchema)),
    ],
    documentation: RouteDocumentation(
      operationID: "doctor", tag: "System", summary: "Check how the app's queries answer",
      description:
        "Calls each entity type's query as Siri, Shortcuts and Spotlight would and reports "
        + "what breaks it: empty suggestions, identifiers that do not resolve back to the same "
        + "entity, `entities(for:)` losing or reordering identifiers, a string query that "
        + "cannot find an entity by its own title, a property query whose answers break its "
        + "own conditions, sort or limit, an enumerable query listing too many, slow calls. "
        + "Each finding names its `rule` (shared with intents-lint), `severity`, `type`, "
        + "`message` and `fix`; a query that threw is a finding, its error text in the server "
        + "log. The same request gets the same findings from `doctor` on the command line and "
        + "MCP's `doctor` tool.",
      successDescription: "The types examined and the findings.",
      successSchema: .named("DoctorReport"),
      errors: [
        .badRequest:
          "A number is not a whole number in its range, or `types` names an empty type "
          + "(`invalidRequest`).",
        .notFound: "`types` names a type the host does not serve (`unknownType`).",
        .contentTooLarge:
          "`sample` is above \(DoctorRequest.maximumSample) (`requestTooLarge`).",
      ])
  )

  /// Serves `GET /doctor`.
  @Sendable func doctor(_ request: Request, context: Context) async throws -> JSONResponse {
    let input = try await RouteInput(request, context: context, route: Self.doctor)
    let report = try await DoctorReport(host: host, request: DoctorRequest(text: input.query))
    // The app's own error texts are for the server's log, not for callers on other machines.
    for finding in report.findings {
      if let detail = finding.detail {
        context.logger.error(
          "doctor: \(finding.message) \(detail)", metadata: ["rule": "\(finding.rule)"])
      }
    }
    return JSONResponse(report.json(redacting: true))
  }
}
