import AppIntentsTesting
import Foundation
import IntentsFixtures
import IntentsWire
import Testing

/// The JSON forms the HTTP and MCP adapters read and write.
@Suite(.serialized) struct WireTests {
  @Test func findRequestsReadFromJSONAndRoundTrip() async throws {
    let json = try JSONValue(
      parsing: """
        {"filters": [{"property": "difficulty", "comparison": "equalTo", "value": "hard"},
                     {"property": "lengthKm", "comparison": "isBetween", "values": [5, 15]}],
         "mode": "and", "sort": [{"property": "name", "order": "descending"}], "limit": 5}
        """)
    let request = try FindRequest(json: json)
    #expect(request.filters.map(\.property) == ["difficulty", "lengthKm"])
    #expect(request.filters[1].values == [.json(5), .json(15)])
    #expect(request.sort == [.init("name", .descending)])
    #expect(request.limit == 5)
    #expect(try FindRequest(json: request.json) == request)

    let found = try await makeSystem().host.find(type: "TrailEntity", request)
    #expect(found.map(\.title) == ["Säntis Ridge", "Matterhorn Glacier Trail"])
  }

  @Test(arguments: [
    (#"[1]"#, "invalidRequest", "A Find is a JSON object"),
    (#"{"filter": []}"#, "invalidRequest", "‘filter’ is not a member of a Find"),
    (
      #"{"filters": [{"property": "name", "comparison": "like", "value": "x"}]}"#, "invalidRequest",
      "needs a ‘comparison’"
    ),
    (
      #"{"filters": [{"property": "name", "comparison": "isBetween", "value": 1}]}"#,
      "invalidRequest", "isBetween takes ‘values’"
    ),
    (
      #"{"filters": [{"property": "name", "comparison": "isBetween", "value": [1, 2]}]}"#,
      "invalidRequest", "isBetween takes ‘values’"
    ),
    (
      #"{"filters": [{"property": "name", "comparison": "equalTo", "values": ["a"]}]}"#,
      "invalidRequest", "equalTo takes one ‘value’"
    ),
    (
      #"{"filters": [{"property": "name", "comparison": "equalTo", "value": null}]}"#,
      "invalidRequest", "‘value’ of filter 1 must not be null"
    ),
    (#"{"sort": null}"#, "invalidRequest", "‘sort’ of a Find must not be null"),
    (#"{"limit": null}"#, "invalidRequest", "‘limit’ of a Find must not be null"),
    (#"{"sort": ["name:desc"]}"#, "invalidRequest", "A sort key is {"),
    (
      #"{"sort": [{"property": "name", "order": null}]}"#, "invalidRequest", "must be \"ascending\""
    ),
    (#"{"sort": [{"property": "name", "order": "desc"}]}"#, "invalidRequest", "cannot be ‘desc’"),
    (#"{"limit": -1}"#, "invalidRequest", "‘limit’ must be a whole number"),
    (#"{"limit": 2.5}"#, "invalidRequest", "‘limit’ must be a whole number"),
    (#"{"mode": "xor"}"#, "invalidRequest", "‘mode’ must be"),
    (#"{"sort": [{"property": "name", "order": "up"}]}"#, "invalidRequest", "cannot be ‘up’"),
  ])
  func malformedFindRequestsAreClearErrors(json: String, code: String, message: String) throws {
    let error = #expect(throws: IntentsError.self) {
      try FindRequest(json: JSONValue(parsing: json))
    }
    #expect(error?.code.rawValue == code)
    #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
  }

  /// The Find schema says `maxItems: 64`; more filters are over the limit, as the runtime says
  /// it for a Find from the command line, before any filter is read.
  @Test func tooManyFiltersAreOverTheLimitBeforeReadingThem() throws {
    let filter: JSONValue = ["property": "name", "comparison": "contains", "value": "a"]
    let json: JSONValue = ["filters": .array(Array(repeating: filter, count: 65))]
    let error = #expect(throws: IntentsError.self) { try FindRequest(json: json) }
    #expect(error?.code == IntentsError.requestTooLarge)
    #expect(error?.message == "A Find may have at most 64 filters, not 65.")
  }

  @Test func resolveRequestsReadFromJSONAsTheirSchemaSays() throws {
    #expect(try IntentsHost.identifiers(resolveRequest: ["ids": ["1", "x"]]) == ["1", "x"])
    let tooMany: JSONValue = [
      "ids": .array((0...Limits.maximumIdentifiers).map { .string("\($0)") })
    ]
    for json: JSONValue in [["ids": [1]], ["ids": "1"], ["id": ["1"]], [1]] {
      let error = #expect(throws: IntentsError.self) {
        try IntentsHost.identifiers(resolveRequest: json)
      }
      #expect(error?.code == IntentsError.invalidRequest, "\(json.description.prefix(40))")
    }
    // Too many is a limit, as the runtime says it on every surface.
    let error = #expect(throws: IntentsError.self) {
      try IntentsHost.identifiers(resolveRequest: tooMany)
    }
    #expect(error?.code == IntentsError.requestTooLarge)
  }

  @Test func sortKeysParseFromText() throws {
    #expect(try FindRequest.SortKey(parsing: "name") == .init("name"))
    #expect(try FindRequest.SortKey(parsing: "height:desc") == .init("height", .descending))
    #expect(try FindRequest.SortKey(parsing: "height:ASC") == .init("height", .ascending))
    #expect(throws: IntentsError.self) { try FindRequest.SortKey(parsing: "height:sideways") }
  }

  @Test func parameterInputsReadFromJSON() throws {
    #expect(ParameterInput(json: "eiger") == .text("eiger"))
    #expect(ParameterInput(json: ["id": "3"]) == .identifier("3"))
    #expect(ParameterInput(json: ["id": 3]) == .identifier("3"))
    #expect(ParameterInput(json: ["text": "eiger"]) == .text("eiger"))
    #expect(ParameterInput(json: 2) == .value(2))
    #expect(ParameterInput(json: ["a", ["id": "1"]]) == .list([.text("a"), .identifier("1")]))
    let parameters = try ParameterInput.parameters(json: ["trail": ["id": "1"], "note": nil])
    #expect(parameters == ["trail": .identifier("1")])
    #expect(throws: IntentsError.self) { try ParameterInput.parameters(json: [1, 2]) }
  }

  @Test func answersReadFromJSON() throws {
    #expect(try IntentAnswer(json: ["option": "3"]) == .option("3"))
    #expect(try IntentAnswer(json: "3") == .option("3"))
    #expect(try IntentAnswer(json: ["confirm": false]) == .confirm(false))
    #expect(try IntentAnswer(json: ["value": "x"]) == .value(.text("x")))
    #expect(throws: IntentsError.self) { try IntentAnswer(json: ["maybe": 1]) }
    // An option's id given as a whole number: exact up to Int's bounds, refused beyond them
    // (text below Int.min reads as a double rounded to −2^63).
    #expect(try IntentAnswer(json: ["option": .integer(Int.min)]) == .option(String(Int.min)))
    #expect(try IntentAnswer(json: ["option": 1.5e17]) == .option("150000000000000000"))
    let below = try JSONValue(parsing: #"{"option": -9223372036854775809}"#)
    #expect(throws: IntentsError.self) { try IntentAnswer(json: below) }
  }

  @Test func entitiesAndResultsAsJSON() async throws {
    let host = makeSystem().host
    let trail = try await host.entity(type: "TrailEntity", identifier: "5")
    let json = try await host.json(of: trail)
    #expect(json.objectValue?["id"] == "5")
    #expect(json.objectValue?["title"] == "Säntis Ridge")
    #expect(json.objectValue?["url"] == "https://trails.example/t/5")
    #expect(json.objectValue?["properties"]?.objectValue?["lengthKm"] == 14.2)
    #expect(json.objectValue?["properties"]?.objectValue?["difficulty"] == "hard")
    let bare = try await host.json(of: trail, properties: nil)
    #expect(bare.objectValue?["properties"] == nil)

    let resolved = try await host.json(
      of: try await host.resolve(type: "TrailEntity", identifiers: ["2", "99"]), properties: nil)
    #expect(resolved.objectValue?["missing"] == ["99"])
    #expect(resolved.objectValue?["entities"]?.arrayValue?.count == 1)
  }

  @Test func outcomesAndErrorsAsJSON() async throws {
    let system = makeSystem()
    let outcome = try await system.run(OpenTrailIntent.self, ["trail": .text("trail")])
    let json = outcome.json.objectValue
    #expect(json?["status"] == "needsInput")
    let question = json?["question"]?.objectValue
    #expect(question?["id"] == "choose:trail")
    #expect(question?["options"]?.arrayValue?.compactMap { $0.objectValue?["id"] } == ["1", "3"])
    let done = try await system.run(OpenTrailIntent.self, ["trail": .identifier("1")])
    #expect(done.json.objectValue?["result"]?.objectValue?["dialog"] == "Opening Eiger Trail")

    let error = IntentsError(
      IntentsError.unknownProperty, "No such property.", allowed: ["a", "b"])
    #expect(
      error.json == [
        "error": [
          "code": "unknownProperty", "message": "No such property.", "allowed": ["a", "b"],
        ]
      ])
  }

  @Test func findSchemasListFilterablePropertiesComparisonsAndSortKeys() async throws {
    let host = makeSystem().host
    let schema = try await host.findSchema(type: "TrailEntity")
    let properties = try #require(schema.objectValue?["properties"]?.objectValue)
    let filters = try #require(
      properties["filters"]?.objectValue?["items"]?.objectValue?["anyOf"]?.arrayValue)
    let described = try await host.describe(entityType: "TrailEntity")
    #expect(filters.count == described.properties.filter { !$0.comparators.isEmpty }.count)
    #expect(
      properties["sort"]?.objectValue?["items"]?.objectValue?["properties"]?.objectValue?[
        "property"]?
        .objectValue?["enum"]?.arrayValue?.contains("name") == true)
    #expect(schema.objectValue?["additionalProperties"] == false)
  }

  @Test func parameterSchemasComeFromParameters() throws {
    let host = makeSystem().host
    let schema = try host.parametersSchema(intent: "PlanHikeIntent")
    let properties = try #require(schema.objectValue?["properties"]?.objectValue)
    #expect(Set(properties.keys) == ["trail", "hut", "pace", "days", "companions", "note"])
    #expect(schema.objectValue?["required"] == ["trail"])
    #expect(properties["pace"]?.objectValue?["enum"] == ["easy", "moderate", "hard"])
    #expect(properties["days"]?.objectValue?["type"] == "integer")
    #expect(properties["days"]?.objectValue?["default"] == 1)
    #expect(properties["days"]?.objectValue?["minimum"] == 1)
    #expect(properties["days"]?.objectValue?["maximum"] == 14)
    #expect(properties["hut"]?.objectValue?["anyOf"]?.arrayValue?.last == ["type": "null"])
    #expect(properties["trail"]?.objectValue?["anyOf"]?.arrayValue?.count == 2)
    #expect(properties["companions"]?.objectValue?["type"] == ["array", "null"])
  }
}

/// An intent with an optional enum parameter.
struct PickPaceIntent: AppIntent {
  static let title: LocalizedStringResource = "Pick Pace"
  @Parameter(title: "Pace") var pace: Difficulty?
  func perform() async throws -> some IntentResult { .result() }
}

@Suite struct OptionalValueSchemaTests {
  /// `null` is one of an optional enum's values: it must not be refused by the enum's list.
  @Test func anOptionalEnumAcceptsNullAndItsCasesOnly() throws {
    let host = IntentsHost(name: "Paces") { PickPaceIntent.self }
    let pace = try #require(try host.describe(intent: "PickPaceIntent").parameters.first)
    let schema = host.schema(of: pace.value, asParameter: true)
    #expect(JSONSchemaValidator.issues(of: .null, against: schema).isEmpty)
    #expect(JSONSchemaValidator.issues(of: "easy", against: schema).isEmpty)
    #expect(!JSONSchemaValidator.issues(of: "brisk", against: schema).isEmpty)
  }
}
