import HTTPTypes
import Hummingbird
import IntentsRuntime
import IntentsWire

/// The routes of saved runs: intents with their parameters, saved to run later.
struct SavedRunRoutes {
  /// The request context of the API's routes.
  typealias Context = IntentsRequestContext

  /// Every saved-run route.
  static let all: [Route] = [list, save, run, remove]

  /// The host served.
  let host: IntentsHost
  /// What the server knows of the host's types and intents.
  let catalog: HostCatalog
  /// The runs under way, to cancel.
  let runs: RunningRuns

  /// The routes, as Hummingbird routes to add to the router.
  var routes: RouteCollection<Context> {
    let routes = RouteCollection(context: Context.self)
    routes.on(Self.list, use: list)
    routes.on(Self.save, use: save)
    routes.on(Self.run, use: run)
    routes.on(Self.remove, use: remove)
    return routes
  }

  static let name = ["name": "The run's name: 1 to 200 characters, percent-encoded."]
  static let missing = "No run has this name (`unknownReference`)."

  /// `GET /runs`: every saved run.
  static let list = Route(
    .get, "/runs",
    documentation: RouteDocumentation(
      operationID: "listRuns", tag: "Saved runs", summary: "The saved runs",
      description:
        "Every saved run, sorted by name, with its intent's parameter summary filled in with "
        + "its values (`summary`) when the intent has one.",
      successDescription: "The runs.", successSchema: .named("RunList"))
  )

  /// Serves `GET /runs`.
  @Sendable func list(_ request: Request, context: Context) async throws -> JSONResponse {
    _ = try await RouteInput(request, context: context, route: Self.list)
    return JSONResponse(try await host.savedRunsJSON())
  }

  /// `PUT /runs/{name}`: saves an intent with its parameters.
  static let save = Route(
    .put, "/runs/{name}", body: .required,
    documentation: RouteDocumentation(
      operationID: "saveRun", tag: "Saved runs", summary: "Save a run",
      description:
        "Saves the intent with its parameters under the name, replacing a run of the same name. "
        + "Entity parameters are kept as identifiers: text given for one must match exactly "
        + "one entity now. When anything is wrong, nothing is saved.",
      pathParameters: name,
      body: ("The intent and its parameters.", .named("SavedRunRequest")),
      successDescription: "The saved run.", successSchema: .named("SavedRun"),
      errors: [
        .conflict:
          "Text is given for an entity whose query cannot search by text (`notSearchable`), or "
          + "text matches several entities (`ambiguousValue`).",
        .notFound:
          "No intent has this identifier (`unknownIntent`), no entity an identifier, or no "
          + "entity the text (`entityNotFound`).",
        .unprocessableContent:
          "The name is empty, longer than 200 characters or has spaces around it "
          + "(`invalidValue`), a parameter the intent does not have "
          + "(`unknownParameter`), or an identifier not of its type's form "
          + "(`malformedIdentifier`).",
      ],
      links: ["run": "runSaved", "remove": "removeRun"])
  )

  /// Serves `PUT /runs/{name}`.
  @Sendable func save(_ request: Request, context: Context) async throws -> JSONResponse {
    let input = try await RouteInput(request, context: context, route: Self.save)
    let members = try input.bodyMembers(
      allowing: ["intent", "parameters"], in: "a saved run ({\"intent\", \"parameters\"})")
    guard let intent = members["intent"]?.stringValue else {
      throw IntentsError(
        IntentsError.invalidRequest,
        "A saved run is {\"intent\": \"an intent\", \"parameters\": {…}}; ‘intent’ is a string.")
    }
    let run = try await host.saveRun(
      named: input.parameter("name"), intent: intent,
      parameters: try catalog.parameters(members["parameters"], intent: intent))
    return JSONResponse(run.json)
  }

  /// `POST /runs/{name}/run`: runs a saved run, with answers to questions asked before.
  static let run = Route(
    .post, "/runs/{name}/run", body: .optional, performsIntent: true,
    documentation: RouteDocumentation(
      operationID: "runSaved", tag: "Saved runs", summary: "Run a saved run",
      description:
        "Runs the saved intent with its parameters, following the identifier migrations of its "
        + "entities. Like running an intent, a question comes back as a `needsInput` outcome; "
        + "run again with `answers`.",
      pathParameters: name,
      body: ("Answers to questions asked before; optional.", .named("SavedRunRunRequest")),
      successDescription: "The run completed, or needs an answer first.",
      successSchema: .named("RunOutcome"),
      errors: IntentRoutes.runErrors.merging([
        .notFound: missing + " Or an entity it uses no longer exists (`entityNotFound`)."
      ]) { $1 })
  )

  /// Serves `POST /runs/{name}/run`.
  @Sendable func run(_ request: Request, context: Context) async throws -> JSONResponse {
    let input = try await RouteInput(request, context: context, route: Self.run)
    let members = try input.bodyMembers(allowing: ["answers"], in: "a run request ({\"answers\"})")
    let name = input.parameter("name")
    let answers = try IntentAnswer.answers(json: members["answers"])
    let outcome = try await runs.perform(for: input, context: context) { [host] in
      try await host.runSaved(named: name, answers: answers)
    }
    return JSONResponse(outcome.json)
  }

  /// `DELETE /runs/{name}`: removes a saved run.
  static let remove = Route(
    .delete, "/runs/{name}",
    documentation: RouteDocumentation(
      operationID: "removeRun", tag: "Saved runs", summary: "Remove a saved run",
      description: "Removes the run. Removing one that does not exist is an error.",
      pathParameters: name, success: .noContent, successDescription: "Removed.",
      errors: [.notFound: missing, .unprocessableContent: ReferenceRoutes.badName])
  )

  /// Serves `DELETE /runs/{name}`.
  @Sendable func remove(_ request: Request, context: Context) async throws -> HTTPResponse.Status {
    let input = try await RouteInput(request, context: context, route: Self.remove)
    let name = input.parameter("name")
    guard try await host.removeRun(named: name) else {
      throw IntentsError(
        IntentsError.unknownReference, "There is no saved run ‘\(name.prefix(80))’.")
    }
    return .noContent
  }
}
