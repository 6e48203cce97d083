import Foundation
import HTTPTypes
import Hummingbird
import IntentsRuntime
import IntentsWire

/// The routes of Spotlight and Siri's front door: search every indexed entity type at once, and
/// understand what a person says as an App Shortcut phrase.
struct SpotlightRoutes {
  /// The request context of the API's routes.
  typealias Context = IntentsRequestContext

  /// Every Spotlight route.
  static let all: [Route] = [spotlight, interpret]

  /// The host served.
  let host: IntentsHost
  /// The runs under way, to cancel.
  let runs: RunningRuns

  /// The routes, as Hummingbird routes to add to the router.
  var routes: RouteCollection<Context> {
    let routes = RouteCollection(context: Context.self)
    routes.on(Self.spotlight, use: spotlight)
    routes.on(Self.interpret, use: interpret)
    return routes
  }

  /// `GET /spotlight?q=`: the indexed entities of every type matching what was typed.
  static let spotlight = Route(
    .get, "/spotlight",
    query: [
      QueryParameter(
        name: "q", isRequired: true,
        description:
          "What was typed, at most 4096 characters, without control characters; the last word "
          + "is a prefix unless the text ends with a space.",
        schema: .text(TextSchema.searchText)),
      QueryParameter(
        name: "types", isRequired: false,
        description:
          "The entity types to search, separated by commas; left out, every type Spotlight "
          + "searches.",
        schema: .fixed(["type": "string"])),
      .limit, .offset,
    ],
    documentation: RouteDocumentation(
      operationID: "spotlight", tag: "Spotlight", summary: "Search every indexed entity type",
      description:
        "The entities of every indexed type whose title, synonyms, keywords or description hold "
        + "the words, best first, resolved live: case, accents and word forms ignored, the last "
        + "word a prefix while typing, misspelt words corrected when nothing matched as typed. "
        + "`hits` carry each entity with its score and the fields it matched in; `shortcuts` "
        + "the App Shortcut phrases holding the words (first page only); `stale` the index "
        + "entries whose entities no longer exist. Pages as every page: `limit`, `offset`, "
        + "`total`, `nextOffset`.",
      successDescription: "The hits, best first.", successSchema: .named("SpotlightResults"),
      errors: [
        .notFound:
          "`types` names a type the host does not serve or that is for an assistant only "
          + "(`unknownType`).",
        .contentTooLarge: "The text is longer than 4096 characters (`requestTooLarge`).",
        .unprocessableContent:
          "The text has a control character, such as a NUL or a line break (`invalidValue`).",
      ])
  )

  /// Serves `GET /spotlight?q=`.
  @Sendable func spotlight(_ request: Request, context: Context) async throws -> JSONResponse {
    let input = try await RouteInput(request, context: context, route: Self.spotlight)
    let types = input.query["types"].map {
      $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }
    let paging = try Paging(limitText: input.query["limit"], offsetText: input.query["offset"])
    let results = try await host.spotlight(
      query: input.query["q"] ?? "", paging: paging, types: types)
    return JSONResponse(try await host.json(of: results))
  }

  /// `POST /interpret`: matches an utterance to an App Shortcut phrase and runs it.
  static let interpret = Route(
    .post, "/interpret", body: .required, performsIntent: true,
    documentation: RouteDocumentation(
      operationID: "interpret", tag: "Spotlight", summary: "Understand and run a spoken phrase",
      description:
        "Matches what a person said against every App Shortcut phrase — ignoring case, accents, "
        + "punctuation and filler words, forgiving small variations — fills the phrase's "
        + "parameter from the words said, and runs its intent. Several matching entities come "
        + "back as a `needsInput` outcome with choices: send the same utterance again with "
        + "`answers` (question id → answer). No phrase matching is `noMatch` with the closest "
        + "phrases. Every outcome is `200`.",
      body: (
        "The utterance and the answers to questions asked before.", .named("InterpretRequest")
      ),
      successDescription: "The intent ran, needs an answer first, or no phrase matched.",
      successSchema: .named("Interpretation"),
      errors: IntentRoutes.runErrors)
  )

  /// Serves `POST /interpret`.
  @Sendable func interpret(_ request: Request, context: Context) async throws -> JSONResponse {
    let input = try await RouteInput(request, context: context, route: Self.interpret)
    let members = try input.bodyMembers(
      allowing: ["utterance", "answers"], in: "an interpret request ({\"utterance\", \"answers\"})")
    guard let utterance = members["utterance"]?.stringValue else {
      throw IntentsError(
        IntentsError.invalidRequest, "Give ‘utterance’, what was said, as a string.")
    }
    let answers = try IntentAnswer.answers(json: members["answers"])
    let interpretation = try await runs.perform(for: input, context: context) { [host] in
      try await host.interpret(utterance, answers: answers)
    }
    return JSONResponse(interpretation.json)
  }

  /// The schemas of `components/schemas` these routes name.
  static let schemas: [String: JSONValue] = [
    "SpotlightResults": SpotlightResults.schema,
    "Interpretation": Interpretation.schema,
    "InterpretRequest": [
      "type": "object",
      "properties": [
        "utterance": [
          "type": "string", "maxLength": .number(Double(Limits.maximumTextLength)),
          "description": "What was said, such as “open the Matterhorn in Landmarks”.",
        ],
        // `null` reads as left out, as it does for MCP's interpret tool.
        "answers": ["anyOf": [IntentAnswer.answersSchema, ["type": "null"]]],
      ],
      "required": ["utterance"], "additionalProperties": false,
    ],
  ]
}
