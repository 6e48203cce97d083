import HTTPTypes
import IntentsRuntime
import IntentsWire

/// The host's events as they happen, for clients that show progress and snippets.
enum EventRoutes {
  /// Every event route.
  static let all: [Route] = [events]

  /// `GET /events`: a stream of Server-Sent Events, one per event of the host — progress of a
  /// `ProgressReportingIntent`'s run, snippet reloads (`SnippetIntent.reload()`), donations —
  /// named by kind, each with the event's JSON as `data`.
  static let events = Route(
    .get, "/events",
    documentation: RouteDocumentation(
      operationID: "events", tag: "System", summary: "The host's events, as they happen",
      description:
        "A `text/event-stream` (Server-Sent Events) of every event of the host from the moment "
        + "of the request: `progress` (a ProgressReportingIntent's run: `progress` has "
        + "`completed`, `total`, `fraction` and `message`), `snippetReload` (a snippet intent "
        + "asked to reload: `snippet` is what it shows now — run `snippet.intent` with "
        + "`snippet.parameters` to show it again), `donation`, `suggestionsChanged` and "
        + "`relevantIntentsChanged`. Each event is `event: KIND` and `data: {\"kind\", "
        + "\"intent\", \"runID\", …}`. Open it before running an intent to follow the run.",
      successDescription: "The stream of events; it ends when the client closes it.")
  ) { input in .events(input.host.events()) }
}
