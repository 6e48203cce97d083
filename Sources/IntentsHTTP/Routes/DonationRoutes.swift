import HTTPTypes
import Hummingbird
import IntentsRuntime
import IntentsWire

/// What the app donated, for suggestions.
struct DonationRoutes {
  /// The request context of the API's routes.
  typealias Context = IntentsRequestContext

  /// Every donation route.
  static let all: [Route] = [donations]

  /// The host served.
  let host: IntentsHost

  /// The routes, as Hummingbird routes to add to the router.
  var routes: RouteCollection<Context> {
    let routes = RouteCollection(context: Context.self)
    routes.on(Self.donations, use: donations)
    return routes
  }

  /// `GET /donations?intent=X`: the intents the app donated, its relevant intents, and an
  /// intent's predictions.
  static let donations = Route(
    .get, "/donations",
    query: [
      QueryParameter(
        name: "intent", isRequired: false,
        description: "Only this intent's donations, with its predictions.",
        schema: .fixed(["type": "string", "maxLength": 200]))
    ],
    documentation: RouteDocumentation(
      operationID: "donations", tag: "System", summary: "Donations and predictions",
      description:
        "The intents the app donated (`IntentDonationManager`, `AppIntent.donate()`) while this "
        + "server ran, newest first; the app's relevant intents; and, for `intent`, the "
        + "predictions of a PredictableIntent from its donations. Donations are kept in memory, "
        + "for the life of the server.",
      successDescription: "The donations.", successSchema: .named("Donations"),
      errors: [.notFound: "No intent has this identifier (`unknownIntent`)."])
  )

  /// Serves `GET /donations?intent=X`.
  @Sendable func donations(_ request: Request, context: Context) async throws -> JSONResponse {
    let input = try await RouteInput(request, context: context, route: Self.donations)
    return JSONResponse(try await host.donationsJSON(intent: input.query["intent"]))
  }
}
