import Foundation
import HTTPTypes
import Hummingbird
import IntentsRuntime
import IntentsWire
import UniformTypeIdentifiers

/// The routes of visual search and on-screen context, and content negotiation on the entity
/// route.
struct ContentRoutes {
  /// The request context of the API's routes.
  typealias Context = IntentsRequestContext

  /// Every content route.
  static let all: [Route] = [visualSearch, context, show, clear]

  /// The host served.
  let host: IntentsHost

  /// The routes, as Hummingbird routes to add to the router.
  var routes: RouteCollection<Context> {
    let routes = RouteCollection(context: Context.self)
    routes.on(Self.visualSearch, use: visualSearch)
    routes.on(Self.context, use: context)
    routes.on(Self.show, use: show)
    routes.on(Self.clear, use: clear)
    return routes
  }

  /// The content an entity route answers with instead of JSON: `nil` without `Accept`, or when
  /// `Accept` prefers JSON (`*/*` does); the exported content of the type `Accept` prefers
  /// among those the entity's representations export; ``IntentsError/unsupportedContentType``
  /// (406, listing what it has) when `Accept` names neither.
  static func negotiatedContent(
    of entity: EntityValue, accept: String?, host: IntentsHost
  ) async throws -> TransferredContent? {
    guard let accept, !accept.isEmpty else { return nil }
    let available = [UTType.json] + host.contentTypes(of: entity)
    guard let chosen = ContentNegotiation.choose(accept: accept, from: available) else {
      throw IntentsError(
        IntentsError.unsupportedContentType,
        "\(entity.typeIdentifier) \(entity.identifier) has no content of the types accepted "
          + "(\(accept.prefix(200))); accept application/json or one of the types it exports.",
        allowed: available.map(ContentNegotiation.name(of:)))
    }
    guard chosen != .json else { return nil }
    return try await host.export(entity, as: chosen)
  }

  /// `POST /visual-search`: the app's values for an image, labels, or both.
  static let visualSearch = Route(
    .post, "/visual-search", body: .jsonOrImage,
    documentation: RouteDocumentation(
      operationID: "visualSearch", tag: "Content", summary: "Search the app's values by image",
      description:
        "What the app's `IntentValueQuery` types find for a picture and words for what it "
        + "shows: a PNG or JPEG sent as the body (`Content-Type: image/png` or `image/jpeg`, at "
        + "most \(VisualSearchRequest.maximumImageBytes) bytes), or JSON "
        + "`{\"labels\": [\"mountain\"], \"image\": BASE64, \"limit\": 10}`. The values come "
        + "back ranked, each with the run that opens it (`open`), and `moreResults`: the run of "
        + "the app's own search for the same content.",
      body: ("A visual search: labels, a base64 image, or both.", .named("VisualSearch")),
      successDescription: "The values found, best first.",
      successSchema: .named("VisualSearchResults"),
      errors: [
        .conflict: "The app has no visual search (`notSearchable`).",
        .unprocessableContent:
          "The image is not a readable PNG or JPEG (`invalidImage`), or a label is empty or "
          + "has control characters (`invalidValue`).",
      ])
  )

  /// Serves `POST /visual-search`.
  @Sendable func visualSearch(_ request: Request, context: Context) async throws -> JSONResponse {
    let input = try await RouteInput(request, context: context, route: Self.visualSearch)
    var request = try VisualSearchRequest(json: input.body ?? [:])
    if let image = input.image { request.image = image }
    return JSONResponse(try await host.visualSearch(request).json)
  }

  /// `GET /context`: what the client has on screen.
  static let context = Route(
    .get, "/context",
    documentation: RouteDocumentation(
      operationID: "context", tag: "Content", summary: "What the client has on screen",
      description:
        "The entities the client named in the `Intents-Client` header said it is looking at, "
        + "most recent first; \"this\" in its runs means the first of the parameter's type. "
        + "Each client's context is its own, and expires.",
      successDescription: "The client's on-screen entities.",
      successSchema: .named("OnScreenContext"),
      errors: [.badRequest: "There is no `Intents-Client` header (`invalidRequest`)."])
  )

  /// Serves `GET /context`.
  @Sendable func context(_ request: Request, context: Context) async throws -> JSONResponse {
    let input = try await RouteInput(request, context: context, route: Self.context)
    return JSONResponse(try await host.contextJSON(for: try input.requiredClient()))
  }

  /// `PUT /context`: the client is looking at an entity.
  static let show = Route(
    .put, "/context", body: .required,
    documentation: RouteDocumentation(
      operationID: "showOnScreen", tag: "Content", summary: "Say what the client is looking at",
      description:
        "Puts an entity on the client's screen — `{\"type\": \"LandmarkEntity\", \"id\": "
        + "\"113\"}` — so that \"this\" in its later runs means it. Answers the client's "
        + "context.",
      body: ("The entity on screen.", .named("ShowOnScreen")),
      successDescription: "The client's on-screen entities.",
      successSchema: .named("OnScreenContext"),
      errors: [
        .notFound: "The type or the entity does not exist (`unknownType`, `entityNotFound`).",
        .unprocessableContent: "The identifier is malformed (`malformedIdentifier`).",
      ])
  )

  /// Serves `PUT /context`.
  @Sendable func show(_ request: Request, context: Context) async throws -> JSONResponse {
    let input = try await RouteInput(request, context: context, route: Self.show)
    let client = try input.requiredClient()
    let (type, id) = try IntentsHost.shownEntity(json: input.body ?? [:])
    try await host.show(type: type, identifier: id, to: client)
    return JSONResponse(try await host.contextJSON(for: client))
  }

  /// `DELETE /context`: the client has nothing on screen.
  static let clear = Route(
    .delete, "/context",
    documentation: RouteDocumentation(
      operationID: "clearOnScreen", tag: "Content", summary: "Clear what the client has on screen",
      description: "Takes everything the client showed off its screen.",
      success: .noContent, successDescription: "The context is empty.",
      errors: [.badRequest: "There is no `Intents-Client` header (`invalidRequest`)."])
  )

  /// Serves `DELETE /context`.
  @Sendable func clear(_ request: Request, context: Context) async throws -> HTTPResponse.Status {
    let input = try await RouteInput(request, context: context, route: Self.clear)
    try await host.clearOnScreen(for: try input.requiredClient())
    return .noContent
  }
}
