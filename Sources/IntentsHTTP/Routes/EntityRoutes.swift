import AppIntents
import HTTPTypes
import Hummingbird
import IntentsRuntime
import IntentsWire

/// The routes of entity types: describe a type, suggest, search and find its entities, read
/// one, and resolve identifiers.
struct EntityRoutes {
  /// The request context of the API's routes.
  typealias Context = IntentsRequestContext

  /// Every entity route.
  static let all: [Route] = [describe, suggestions, search, find, entity, resolve]

  /// The host served.
  let host: IntentsHost
  /// What the server knows of the host's types and intents.
  let catalog: HostCatalog

  /// The routes, as Hummingbird routes to add to the router.
  var routes: RouteCollection<Context> {
    let routes = RouteCollection(context: Context.self)
    routes.on(Self.describe, use: describe)
    routes.on(Self.suggestions, use: suggestions)
    routes.on(Self.search, use: search)
    routes.on(Self.find, use: find)
    routes.on(Self.entity, use: entity)
    routes.on(Self.resolve, use: resolve)
    return routes
  }

  /// The selection the `properties` query parameter asks for; throws
  /// ``IntentsError/unknownType`` for a type the host does not serve.
  func propertySelection(_ input: RouteInput, type: String) async throws -> PropertySelection? {
    guard let entry = catalog.entities[type] else {
      _ = try await host.describe(entityType: type)
      return .inexpensive
    }
    return try PropertySelection.fromQuery(
      input.query["properties"], names: entry.propertyNames, type: type)
  }

  /// The page the `limit` and `offset` query parameters ask for.
  static func paging(_ input: RouteInput) throws -> Paging {
    try Paging(limitText: input.query["limit"], offsetText: input.query["offset"])
  }

  /// `GET /entities/{type}`: what the host knows of the type, with the schema of its Find.
  static let describe = Route(
    .get, "/entities/{type}",
    documentation: RouteDocumentation(
      operationID: "describe", tag: "Entities", summary: "Describe the entity type",
      description:
        "The type's name, identifier form, what its query can do, its properties with the "
        + "comparisons each supports and whether each sorts, and `findSchema`: the JSON Schema "
        + "of the body of its Find.",
      successDescription: "The type's description.", successSchema: .named("EntityTypeDetail"))
  )

  /// Serves `GET /entities/{type}`.
  @Sendable func describe(_ request: Request, context: Context) async throws -> JSONResponse {
    let input = try await RouteInput(request, context: context, route: Self.describe)
    let type = input.parameter("type")
    guard let detail = catalog.entities[type]?.detail else {
      _ = try await host.describe(entityType: type)  // throws unknownType, listing types
      return JSONResponse([:])
    }
    return JSONResponse(text: detail)
  }

  /// `GET /entities/{type}/suggestions`: the entities the type's query suggests.
  static let suggestions = Route(
    .get, "/entities/{type}/suggestions",
    query: [
      .properties, .limit, .offset,
      QueryParameter(
        name: "context", isRequired: false,
        description:
          "A situation (" + AppEntityContext.all.map { "`\($0.name)`" }.joined(separator: ", ")
          + "): the entities the app registered as "
          + "relevant in it come first (in a section of their own), then the query's "
          + "suggestions.",
        schema: .fixed(
          ["type": "string", "enum": .array(AppEntityContext.all.map { .string($0.name) })])),
    ],
    documentation: RouteDocumentation(
      operationID: "suggest", tag: "Entities", summary: "Suggested entities",
      description:
        "The entities the type's query suggests, with its sections (titles and the "
        + "identifiers in each) and prompt when it gives them; given a `context`, the "
        + "entities relevant in it first.",
      successDescription: "The suggested entities.", successSchema: .ofSubject("EntityResults"),
      errors: [
        .badRequest: "`context` is not a context there is (`invalidRequest`).",
        .unprocessableContent:
          "`properties` names a property the type does not have (`unknownProperty`).",
      ])
  )

  /// Serves `GET /entities/{type}/suggestions`.
  @Sendable func suggestions(_ request: Request, context: Context) async throws -> JSONResponse {
    let input = try await RouteInput(request, context: context, route: Self.suggestions)
    let type = input.parameter("type")
    let selection = try await propertySelection(input, type: type)
    let page = try await host.suggest(
      type: type, context: input.query["context"], paging: try Self.paging(input))
    return JSONResponse(bytes: try await host.jsonBytes(of: page, properties: selection))
  }

  /// `GET /entities/{type}/search?q=`: the entities matching text.
  static let search = Route(
    .get, "/entities/{type}/search",
    query: [
      QueryParameter(
        name: "q", isRequired: true,
        description:
          "The text to search for, at most 4096 characters, without control characters.",
        schema: .text(TextSchema.searchText)),
      .properties, .limit, .offset,
    ],
    documentation: RouteDocumentation(
      operationID: "search", tag: "Entities", summary: "Search entities by text",
      description:
        "The entities matching the text: through the type's string query, or over every "
        + "entity of an enumerable query, matching names and synonyms without regard to case "
        + "or diacritics.",
      successDescription: "The matching entities.", successSchema: .ofSubject("EntityResults"),
      errors: [
        .conflict: "The type's query cannot search by text (`notSearchable`).",
        .contentTooLarge: "The text is longer than 4096 characters (`requestTooLarge`).",
        .unprocessableContent:
          "The text has a control character, such as a NUL or a line break (`invalidValue`), "
          + "or `properties` names a property the type does not have (`unknownProperty`).",
      ])
  )

  /// Serves `GET /entities/{type}/search?q=`.
  @Sendable func search(_ request: Request, context: Context) async throws -> JSONResponse {
    let input = try await RouteInput(request, context: context, route: Self.search)
    let type = input.parameter("type")
    let text = input.query["q"] ?? ""
    let selection = try await propertySelection(input, type: type)
    let page = try await host.search(
      type: type, text: text, paging: try Self.paging(input))
    return JSONResponse(bytes: try await host.jsonBytes(of: page, properties: selection))
  }

  /// `POST /entities/{type}/find`: the entities matching filters, sorted and limited.
  static let find = Route(
    .post, "/entities/{type}/find", query: [.properties], body: .optional,
    documentation: RouteDocumentation(
      operationID: "find", tag: "Entities", summary: "Find entities by their properties",
      description:
        "The entities matching every filter (`mode: and`, the default) or any (`mode: or`), "
        + "sorted by the sort keys and cut to `limit`. An empty body finds every entity. "
        + "Without a limit, a page of \(Paging.defaultLimit) entities comes back; when more "
        + "matched, `truncated: true` and `nextOffset`, the `offset` of the next page. "
        + "Unknown properties, comparisons a property does not support and values of the wrong "
        + "type are errors that list what is allowed.",
      body: (
        "A Find: filters on properties, mode, sort keys and limit; every member is optional.",
        .ofSubject("Find")
      ),
      successDescription: "The entities found, in order.", successSchema: .ofSubject("EntityList"),
      errors: [
        .conflict: "The type's query cannot find by properties (`notFindable`).",
        .contentTooLarge:
          "A value is longer than 4096 characters, or there are more than 64 filters "
          + "(`requestTooLarge`).",
        .unprocessableContent:
          "A filter or sort key names an unknown property (`unknownProperty`), a comparison the "
          + "property does not support or a property computed on demand "
          + "(`unsupportedComparator`), a property that does not sort (`notSortable`), or a "
          + "value of the wrong type or with a control character (`invalidValue`).",
      ])
  )

  /// Serves `POST /entities/{type}/find`.
  @Sendable func find(_ request: Request, context: Context) async throws -> JSONResponse {
    let input = try await RouteInput(request, context: context, route: Self.find)
    let type = input.parameter("type")
    let request = try FindRequest(json: input.body ?? [:])
    let selection = try await propertySelection(input, type: type)
    let page = try await host.findPage(type: type, request)
    return JSONResponse(bytes: try await host.jsonBytes(of: page, properties: selection))
  }

  /// `GET /entities/{type}/{id}`: one entity with its property values.
  static let entity = Route(
    .get, "/entities/{type}/{id}", query: [.properties],
    documentation: RouteDocumentation(
      operationID: "get", tag: "Entities", summary: "One entity",
      description:
        "The entity with the identifier: type, id, title, subtitle, URL when the type has "
        + "one, and its property values (`?properties=all` computes deferred ones too). An "
        + "identifier that is also the name of a route (`find`, `resolve`, `search`, "
        + "`suggestions`) is read with `POST /entities/{type}/resolve`. With an `Accept` "
        + "header preferring another type the entity's `transferRepresentation` exports "
        + "(`text/plain`, `image/png`, `application/pdf`…), the entity's content of that type "
        + "comes back instead of JSON.",
      pathParameters: ["id": "The entity's identifier, percent-encoded."],
      successDescription: "The entity.", successSchema: .ofSubject("Entity"),
      errors: [
        .notFound: "No entity has this identifier (`entityNotFound`).",
        .notAcceptable:
          "`Accept` names neither JSON nor a type the entity exports "
          + "(`unsupportedContentType`, `allowed` lists those it has).",
        .unprocessableContent:
          "The identifier is not of the type's form (`malformedIdentifier`), or `properties` "
          + "names an unknown property (`unknownProperty`).",
      ])
  )

  /// Serves `GET /entities/{type}/{id}`.
  @Sendable func entity(_ request: Request, context: Context) async throws -> Response {
    let input = try await RouteInput(request, context: context, route: Self.entity)
    let type = input.parameter("type")
    let selection = try await propertySelection(input, type: type)
    let entity = try await host.entity(type: type, identifier: input.parameter("id"))
    if let content = try await ContentRoutes.negotiatedContent(
      of: entity, accept: input.accept, host: host)
    {
      return ContentResponse(content: content).response(from: request, context: context)
    }
    return JSONResponse(bytes: try await host.jsonBytes(of: entity, properties: selection))
      .response
  }

  /// `POST /entities/{type}/resolve`: entities by identifier, and the identifiers missing.
  static let resolve = Route(
    .post, "/entities/{type}/resolve", query: [.properties], body: .required,
    documentation: RouteDocumentation(
      operationID: "resolve", tag: "Entities", summary: "Resolve identifiers",
      description:
        "The entities with the identifiers, in the order asked, and the identifiers that no "
        + "longer exist under `missing`. At most 1000 identifiers.",
      body: ("The identifiers to resolve.", .ofSubject("ResolveRequest")),
      successDescription: "The entities found and the identifiers missing.",
      successSchema: .ofSubject("Resolved"),
      errors: [
        .contentTooLarge: "More than 1000 identifiers (`requestTooLarge`).",
        .unprocessableContent:
          "An identifier is not of the type's form (`malformedIdentifier`), or `properties` "
          + "names an unknown property (`unknownProperty`).",
      ])
  )

  /// Serves `POST /entities/{type}/resolve`.
  @Sendable func resolve(_ request: Request, context: Context) async throws -> JSONResponse {
    let input = try await RouteInput(request, context: context, route: Self.resolve)
    let type = input.parameter("type")
    let identifiers = try IntentsHost.identifiers(resolveRequest: input.body ?? [:])
    let selection = try await propertySelection(input, type: type)
    let resolved = try await host.resolve(type: type, identifiers: identifiers)
    return JSONResponse(bytes: try await host.jsonBytes(of: resolved, properties: selection))
  }
}
