import HTTPTypes
import Hummingbird
import IntentsRuntime
import IntentsWire

/// The host's recent events, for clients that show progress and reload snippets.
struct EventRoutes {
  /// The request context of the API's routes.
  typealias Context = IntentsRequestContext

  /// Every event route.
  static let all: [Route] = [events]

  /// The host served.
  let host: IntentsHost

  /// The routes, as Hummingbird routes to add to the router.
  var routes: RouteCollection<Context> {
    let routes = RouteCollection(context: Context.self)
    routes.on(Self.events, use: events)
    return routes
  }

  /// The largest event number `after` takes: the largest whole number a JSON number holds
  /// exactly.
  static let maximumSequence = 9_007_199_254_740_991

  /// `GET /events?after=N`: the events the host published after event `N`, numbered — progress
  /// of a `ProgressReportingIntent`'s run, snippet reloads (`SnippetIntent.reload()`),
  /// donations. A client polls with the `lastSequence` of its previous answer.
  static let events = Route(
    .get, "/events",
    query: [
      QueryParameter(
        name: "after", isRequired: false,
        description:
          "Only the events after this one: the `lastSequence` of the previous answer; 0 when "
          + "left out.",
        schema: .integer([
          "type": "integer", "minimum": 0, "maximum": .number(Double(maximumSequence)),
          "default": 0,
        ]))
    ],
    documentation: RouteDocumentation(
      operationID: "events", tag: "System", summary: "The host's recent events",
      description:
        "The events published after `after` by this host or another sharing its state, oldest "
        + "first: `progress` of a "
        + "ProgressReportingIntent's run (`completed`, `total`, `fraction`, `message`), "
        + "`snippetReload` when a snippet intent asked to reload (`snippet` is what it shows "
        + "now: run `snippet.intent` with `snippet.parameters` to show it again), `donation`, "
        + "`suggestionsChanged` and `relevantIntentsChanged`. Poll with `after` set to the "
        + "answer's `lastSequence`; `missed` says that events after `after` are no longer kept "
        + "(the host's state keeps at least the most recent 256).",
      successDescription: "The events.", successSchema: .named("RecentEvents"),
      errors: [.badRequest: "`after` is not a whole number from 0 (`invalidRequest`)."])
  )

  /// Serves `GET /events?after=N`.
  @Sendable func events(_ request: Request, context: Context) async throws -> JSONResponse {
    let input = try await RouteInput(request, context: context, route: Self.events)
    var after = 0
    if let text = input.query["after"] {
      guard let number = Int(text), (0...Self.maximumSequence).contains(number),
        text.allSatisfy(\.isASCII)
      else {
        throw IntentsError(
          IntentsError.invalidRequest,
          "‘after’ is a whole number from 0 to \(Self.maximumSequence), the lastSequence of a "
            + "previous answer, not “\(text.prefix(40))”.")
      }
      after = number
    }
    return JSONResponse(try await host.recentEvents(after: after).json)
  }
}
