import HTTPTypes
import Hummingbird
import IntentsRuntime
import IntentsWire

/// The routes of intents: list them, describe one, run one.
struct IntentRoutes {
  /// The request context of the API's routes.
  typealias Context = IntentsRequestContext

  /// Every intent route.
  static let all: [Route] = [list, describe, run]

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
    routes.on(Self.describe, use: describe)
    routes.on(Self.run, use: run)
    return routes
  }

  /// `GET /intents`: every intent, in short.
  static let list = Route(
    .get, "/intents",
    documentation: RouteDocumentation(
      operationID: "listIntents", tag: "Intents", summary: "The intents served",
      description: "Every intent: identifier, title, description, and whether it opens the app.",
      successDescription: "The intents.", successSchema: .named("IntentList"))
  )

  /// Serves `GET /intents`.
  @Sendable func list(_ request: Request, context: Context) async throws -> JSONResponse {
    _ = try await RouteInput(request, context: context, route: Self.list)
    return JSONResponse(text: catalog.intentList)
  }

  /// `GET /intents/{intent}`: the intent's description and the schema of its parameters.
  static let describe = Route(
    .get, "/intents/{intent}",
    documentation: RouteDocumentation(
      operationID: "describeIntent", tag: "Intents", summary: "Describe the intent",
      description:
        "The intent's title, description, parameters (type, whether required, default, allowed "
        + "values) and summary, and `parametersSchema`: the JSON Schema of its parameters.",
      successDescription: "The intent's description.", successSchema: .named("IntentDetail"))
  )

  /// Serves `GET /intents/{intent}`.
  @Sendable func describe(_ request: Request, context: Context) async throws -> JSONResponse {
    let input = try await RouteInput(request, context: context, route: Self.describe)
    let intent = input.parameter("intent")
    guard let detail = catalog.intents[intent]?.detail else {
      _ = try host.describe(intent: intent)  // throws unknownIntent, listing the intents
      return JSONResponse([:])
    }
    return JSONResponse(text: detail)
  }

  /// The errors of running an intent, for this route and saved runs.
  static let runErrors: [HTTPResponse.Status: String] = [
    .notFound:
      "An entity given by identifier does not exist, or the intent said so itself "
      + "(`entityNotFound`, with the app's message).",
    .conflict:
      "The person declined a confirmation (`declined`), the intent asked again a question "
      + "already answered (`repeatedQuestion`), or text was given for an entity whose query "
      + "cannot search by text (`notSearchable`).",
    .contentTooLarge:
      "A value is longer than 4096 characters, or a list has more than 1000 items "
      + "(`requestTooLarge`).",
    .unprocessableContent:
      "A parameter the intent does not have (`unknownParameter`), a value of the wrong type, "
      + "out of range or with a control character in text searched for an entity "
      + "(`invalidValue`), or an action the intent refused (`notAllowed`, with the app's "
      + "message).",
  ]

  /// `POST /intents/{intent}/run`: runs the intent with parameters and answers.
  static let run = Route(
    .post, "/intents/{intent}/run", body: .jsonOrForm, performsIntent: true,
    documentation: RouteDocumentation(
      operationID: "run", tag: "Intents", summary: "Run the intent",
      description:
        "Resolves the parameters and performs the intent. Text given for an entity is "
        + "searched: one match is used; several come back as a `needsInput` outcome whose "
        + "question lists the choices; a missing required value comes back as a question too. "
        + "Run again with the same parameters and `answers` (question id → answer), or with "
        + "an identifier (`{\"id\": \"3\"}`). A run asks each question at most once, so it "
        + "always ends. Both outcomes are `200`. The body may also be `multipart/form-data` "
        + "(`curl -F photo=@summit.jpg -F landmark=Matterhorn`): each field a parameter — a "
        + "file part for a file parameter, text otherwise — and `parameters` and `answers` "
        + "parts holding JSON; files up to 16 MiB. Its fields are as loosely typed as a form, "
        + "so this document describes the JSON form only.",
      body: ("The parameters and the answers to questions asked before.", .ofSubject("RunRequest")),
      successDescription: "The run completed, or needs an answer first.",
      successSchema: .ofSubject("RunOutcome"),
      errors: runErrors)
  )

  /// Serves `POST /intents/{intent}/run`.
  @Sendable func run(_ request: Request, context: Context) async throws -> JSONResponse {
    let input = try await RouteInput(request, context: context, route: Self.run)
    let members = try input.bodyMembers(
      allowing: ["parameters", "answers"], in: "a run request ({\"parameters\", \"answers\"})")
    let intent = input.parameter("intent")
    let parameters = try catalog.parameters(members["parameters"], intent: intent)
    let answers = try IntentAnswer.answers(json: members["answers"])
    let outcome = try await runs.perform(for: input, context: context) { [host] in
      try await host.run(intent: intent, parameters: parameters, answers: answers)
    }
    return JSONResponse(outcome.json)
  }
}
