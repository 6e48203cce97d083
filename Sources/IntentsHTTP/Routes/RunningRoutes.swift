import HTTPTypes
import Hummingbird
import IntentsRuntime
import IntentsWire

/// The routes of runs under way: cancel one that its client named.
struct RunningRoutes {
  /// The request context of the API's routes.
  typealias Context = IntentsRequestContext

  /// Every route of runs under way.
  static let all: [Route] = [cancel]

  /// The runs under way.
  let runs: RunningRuns

  /// The routes, as Hummingbird routes to add to the router.
  var routes: RouteCollection<Context> {
    let routes = RouteCollection(context: Context.self)
    routes.on(Self.cancel, use: cancel)
    return routes
  }

  /// `DELETE /running/{runID}`: cancels the run a client named with `Intents-Run-ID`.
  static let cancel = Route(
    .delete, "/running/{runID}",
    documentation: RouteDocumentation(
      operationID: "cancelRun", tag: "Intents", summary: "Cancel a run under way",
      description:
        "Cancels the run whose request named it with the `Intents-Run-ID` header — on "
        + "`POST /intents/{intent}/run`, `POST /runs/{name}/run` or `POST /interpret` — as "
        + "Ctrl-C cancels a run at the command line and `notifications/cancelled` over MCP: a "
        + "`CancellableIntent`'s cancellation handler runs at once with `userCancelled`, and "
        + "the run's own request answers `409` (`cancelled`) once `perform()` stops — or its "
        + "result, if `perform()` finishes anyway. Cancelling a run already cancelled and not "
        + "yet ended is accepted again. A run is also cancelled when its client closes the "
        + "connection (or shuts down its sending side) before the answer.",
      pathParameters: [
        "runID": "The name the run's request gave in `Intents-Run-ID`, percent-encoded."
      ],
      success: .accepted,
      successDescription:
        "The run was told to stop; its own request answers when it does.",
      errors: [
        .notFound:
          "No run of this name is under way: it ended, or no request named it "
          + "(`unknownRun`).",
        .badRequest:
          "The run ID is not 1 to \(RunID.maximumLength) visible ASCII characters "
          + "(`invalidRequest`).",
      ])
  )

  /// Serves `DELETE /running/{runID}`.
  @Sendable func cancel(_ request: Request, context: Context) async throws -> HTTPResponse.Status {
    let input = try await RouteInput(request, context: context, route: Self.cancel)
    let id = try RunID(input.parameter("runID"))
    guard runs.cancel(id) else {
      throw IntentsError(
        IntentsError.unknownRun,
        "No run named ‘\(id.text)’ is under way: it ended, or no request named it with "
          + "\(RunID.headerName): \(id.text).")
    }
    return .accepted
  }
}
