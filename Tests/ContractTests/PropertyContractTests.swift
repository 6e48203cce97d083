import AppIntents
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import IntentsCLI
import IntentsFixtures
import IntentsHTTP
import IntentsMCP
import IntentsRuntime
import IntentsWire
import MCP
import Testing

/// The contract for computed and deferred properties, union values and assistant schemas, on
/// the command line, HTTP and MCP alike, over the gauge fixture (`GaugesHost`).
///
/// Serialized: the deferred property's getter counts its reads in one shared counter.
@Suite(.serialized) struct PropertyContractTests {
  let surfaces = Surfaces(host: GaugesHost.make())

  // MARK: - Deferred properties

  @Test(arguments: Surface.allCases)
  func aDeferredPropertyIsReadOnlyWhenACallerNamesIt(_ surface: Surface) async throws {
    let before = GaugeForecasts.reads
    // Find (sorted on a computed property), search, suggestions and a plain get never read it.
    let sorted = try await surfaces.answer(
      .find(
        type: "GaugeEntity", request: ["sort": [["property": "levelCm", "order": "descending"]]]),
      on: surface)
    #expect(Self.ids(sorted) == ["2", "1", "3"], "\(surface): \(sorted)")
    let found = try await surfaces.answer(.search(type: "GaugeEntity", text: "aare"), on: surface)
    #expect(Self.ids(found) == ["1"], "\(surface): \(found)")
    _ = try await surfaces.answer(.suggest(type: "GaugeEntity"), on: surface)
    let plain = try await surfaces.answer(.resolve(type: "GaugeEntity", ids: ["1"]), on: surface)
    #expect(Self.entities(plain).first?["properties"]?.objectValue?["river"] == "Aare")
    #expect(Self.entities(plain).first?["properties"]?.objectValue?["forecast"] == nil)
    #expect(GaugeForecasts.reads == before, "\(surface) read a forecast nobody asked for")

    // Named: read once for each entity; a failing getter fails that property of that entity.
    let named = try await surfaces.answer(
      .resolve(type: "GaugeEntity", ids: ["1", "3"], properties: "river,forecast"), on: surface)
    #expect(GaugeForecasts.reads == before + 2, "\(surface)")
    let entities = Self.entities(named)
    #expect(entities.count == 2, "\(surface): \(named)")
    guard entities.count == 2 else { return }
    #expect(entities[0]["properties"]?.objectValue?["forecast"] == "Aare: 192 cm tomorrow")
    #expect(entities[0]["propertyErrors"] == nil)
    #expect(entities[1]["properties"]?.objectValue?["river"] == "Reuss")
    #expect(entities[1]["properties"]?.objectValue?["forecast"] == nil)
    let error = entities[1]["propertyErrors"]?.objectValue?["forecast"]?.stringValue ?? ""
    #expect(error.contains("no data for this gauge"), "\(surface): \(named)")
  }

  @Test func everySurfaceAnswersANamedDeferredPropertyAlike() async throws {
    var answers: [JSONValue] = []
    for surface in Surface.allCases {
      let answer = try await surfaces.answer(
        .resolve(type: "GaugeEntity", ids: ["2", "3"], properties: "forecast"), on: surface)
      guard case .json(let json) = answer else {
        Issue.record("\(surface): \(answer)")
        continue
      }
      answers.append(json)
    }
    #expect(Set(answers).count == 1, "\(answers)")
  }

  @Test func aDeferredPropertyCannotFilterAFind() async throws {
    var codes: Set<String> = []
    for surface in Surface.allCases {
      let answer = try await surfaces.answer(
        .find(
          type: "GaugeEntity",
          request: ["filters": [["property": "forecast", "comparison": "equalTo", "value": "x"]]]),
        on: surface)
      guard case .error(let code, let message) = answer else {
        Issue.record("\(surface): a Find on a deferred property answered \(answer)")
        continue
      }
      #expect(message.contains("forecast"), "\(surface): \(message)")
      codes.insert(code)
    }
    #expect(codes.count == 1, "\(codes)")
  }

  // MARK: - Union values

  @Test(arguments: Surface.allCases)
  func aUnionValueComesBackInItsTaggedForm(_ surface: Surface) async throws {
    let gauge = try await surfaces.answer(
      .run(intent: "LatestReadingIntent", parameters: ["gauge": ["id": "2"]]), on: surface)
    let value = Self.resultValue(gauge)
    #expect(value?["case"] == "gauge", "\(surface): \(gauge)")
    #expect(value?["value"]?.objectValue?["id"] == "2", "\(surface): \(gauge)")
    #expect(value?["value"]?.objectValue?["type"] == "GaugeEntity", "\(surface): \(gauge)")

    let note = try await surfaces.answer(
      .run(intent: "LatestReadingIntent", parameters: [:]), on: surface)
    #expect(Self.resultValue(note) == ["case": "note", "value": "No gauge given."], "\(note)")
  }

  @Test func theIntentsOutputSchemaIsTheUnionsOneOfOnHTTPAndMCP() async throws {
    let host = surfaces.host
    let expected = try host.runOutcomeSchema(intent: "LatestReadingIntent")
    let answer = try await surfaces.answer(
      .run(intent: "LatestReadingIntent", parameters: ["gauge": ["id": "1"]]), on: .http)
    guard case .json(let outcome) = answer else {
      Issue.record("\(answer)")
      return
    }
    #expect(JSONSchemaValidator.issues(of: outcome, against: expected).isEmpty)
    // A wrong tag does not validate: the schema is the union's, not any value.
    var wrong = outcome.objectValue ?? [:]
    var result = wrong["result"]?.objectValue ?? [:]
    result["value"] = ["case": "river", "value": "Aare"]
    wrong["result"] = .object(result)
    #expect(!JSONSchemaValidator.issues(of: .object(wrong), against: expected).isEmpty)

    // HTTP's OpenAPI document publishes it as the intent's run outcome.
    let document = try await Self.http(host, "/openapi.json")
    let components = document.objectValue?["components"]?.objectValue?["schemas"]?.objectValue
    let component = components?.first { name, _ in
      name.contains("RunOutcome") && name.contains("LatestReadingIntent")
    }
    #expect(component?.value == expected)

    // MCP's tool has it as its output schema (beside the error form).
    let tools = try await Self.mcpTools(host)
    let tool = tools.first { $0.name == "LatestReadingIntent" }
    let output = try tool?.outputSchema.map(Self.json)
    let variants = output?.objectValue?["anyOf"]?.arrayValue ?? []
    let expectedVariants = expected.objectValue?["anyOf"]?.arrayValue ?? []
    #expect(!expectedVariants.isEmpty)
    #expect(expectedVariants.allSatisfy(variants.contains), "\(String(describing: output))")
  }

  @Test(arguments: Surface.allCases)
  func aUnionValueParameterTakesTheTaggedFormTheOutputsWrite(_ surface: Surface) async throws {
    // By identifier.
    let byID = try await surfaces.answer(
      .run(intent: "DescribeReadingIntent", parameters: ["reading": ["case": "gauge", "value": "2"]]),
      on: surface)
    #expect(Self.resultText(byID) == "gauge 2 on Rhine", "\(surface): \(byID)")
    // The value LatestReadingIntent returned, passed on as it came back.
    let latest = try await surfaces.answer(
      .run(intent: "LatestReadingIntent", parameters: ["gauge": ["id": "3"]]), on: surface)
    let returned = try #require(Self.resultValue(latest), "\(surface): \(latest)")
    let chained = try await surfaces.answer(
      .run(intent: "DescribeReadingIntent", parameters: ["reading": .object(returned)]),
      on: surface)
    #expect(Self.resultText(chained) == "gauge 3 on Reuss", "\(surface): \(chained)")
    // A case carrying text.
    let note = try await surfaces.answer(
      .run(
        intent: "DescribeReadingIntent",
        parameters: ["reading": ["case": "note", "value": "frozen"]]),
      on: surface)
    #expect(Self.resultText(note) == "note: frozen", "\(surface): \(note)")
  }

  @Test func aWrongUnionValueIsTheSameErrorOnEverySurface() async throws {
    let wrong: [(JSONValue, String)] = [
      (["case": "river", "value": "Aare"], "invalidValue"),  // no such case
      (["case": "gauge", "value": "99"], "entityNotFound"),  // no such gauge
      (["case": "gauge", "value": "2", "extra": true], "invalidValue"),  // an unknown member
      (["case": "gauge"], "invalidValue"),  // no value
      ("2", "invalidValue"),  // not tagged
      (["case": 1, "value": "2"], "invalidValue"),  // a case that is not text
      (["case": "gauge", "value": .number(1e300)], "invalidValue"),  // no identifier
      (["case": "gauge", "value": .number(1e20)], "invalidValue"),  // past 2^53
      (["case": "gau\u{0}ge", "value": "2"], "invalidValue"),  // a NUL in the case
    ]
    for (reading, expected) in wrong {
      var codes: Set<String> = []
      for surface in Surface.allCases {
        let answer = try await surfaces.answer(
          .run(intent: "DescribeReadingIntent", parameters: ["reading": reading]), on: surface)
        guard case .error(let code, let message) = answer else {
          Issue.record("\(surface): \(reading) answered \(answer)")
          continue
        }
        #expect(message.contains("reading"), "\(surface): \(message)")
        #expect(!message.contains("\u{0}"), "\(surface): \(message)")
        codes.insert(code)
      }
      #expect(codes == [expected], "\(reading): \(codes)")
    }
  }

  @Test func aUnionValueParameterIsDescribedAsTheOneOfOfItsCases() async throws {
    let host = surfaces.host
    let tools = try await Self.mcpTools(host)
    let tool = try #require(tools.first { $0.name == "DescribeReadingIntent" })
    let input = try Self.json(tool.inputSchema)
    let reading = input.objectValue?["properties"]?.objectValue?["reading"]
    let variants = reading?.objectValue?["oneOf"]?.arrayValue ?? []
    let cases = variants.compactMap {
      $0.objectValue?["properties"]?.objectValue?["case"]?.objectValue?["const"]
    }
    #expect(cases == ["gauge", "note"], "\(String(describing: reading))")
    // The tagged form the intent returned validates against the parameter's schema.
    let returned: JSONValue = [
      "case": "gauge", "value": ["type": "GaugeEntity", "id": "1", "title": "Aare"],
    ]
    #expect(JSONSchemaValidator.issues(of: returned, against: try #require(reading)).isEmpty)
    #expect(!JSONSchemaValidator.issues(of: ["case": "river", "value": "x"], against: reading!).isEmpty)
  }

  // MARK: - Relevant entities
  // All of them here, in this serialized suite: `RelevantEntities.shared` is the process's.

  @Test func relevantEntitiesComeFirstInTheirContextOnEverySurface() async throws {
    let relevant = RelevantEntities.shared
    let gauges = try await surfaces.host.resolve(type: "GaugeEntity", identifiers: ["3", "2"])
      .compactMap { resolved -> (any AppEntity)? in
        guard case .found(let value) = resolved else { return nil }
        return value.entity
      }
    try await relevant.updateEntities(gauges, for: .audio(.nowPlaying))
    defer { Task { try await relevant.removeAllEntities(for: .audio(.nowPlaying)) } }
    var answers: Set<JSONValue> = []
    for surface in Surface.allCases {
      let plain = try await surfaces.answer(.suggest(type: "GaugeEntity"), on: surface)
      #expect(Self.ids(plain) == ["1", "2", "3"], "\(surface): \(plain)")
      let playing = try await surfaces.answer(
        .suggest(type: "GaugeEntity", context: "audio.nowPlaying"), on: surface)
      #expect(Self.ids(playing) == ["3", "2", "1"], "\(surface): \(playing)")
      if case .json(let json) = playing { answers.insert(json) }
    }
    #expect(answers.count == 1, "\(answers)")

    // An unknown context: one error code everywhere, naming the contexts there are.
    var codes: Set<String> = []
    for surface in Surface.allCases {
      let answer = try await surfaces.answer(
        .suggest(type: "GaugeEntity", context: "audio.later"), on: surface)
      guard case .error(let code, let message) = answer else {
        Issue.record("\(surface): an unknown context answered \(answer)")
        continue
      }
      #expect(message.contains("audio.later"), "\(surface): \(message)")
      codes.insert(code)
    }
    #expect(codes == ["invalidRequest"], "\(codes)")
  }

  @Test func relevantEntitiesAreReplacedAndRemovedAsTheAppSays() async throws {
    let relevant = RelevantEntities.shared
    let context = AppEntityContext.audio(.nowPlaying)
    func listed() -> [String] { relevant.identifiers(ofType: "GaugeEntity", in: context) }
    let one = GaugeEntity(Gauge.sample[0])
    let two = GaugeEntity(Gauge.sample[1])
    let three = GaugeEntity(Gauge.sample[2])
    try await relevant.updateEntities([one, two, one], for: context)
    #expect(listed() == ["1", "2"])  // each once, in the order given
    try await relevant.updateEntities([three], for: context)
    #expect(listed() == ["3"])  // replaced
    try await relevant.updateEntities([one, two, three], for: context)
    try await relevant.removeEntities([two], from: context)
    #expect(listed() == ["1", "3"])
    try await relevant.removeEntities([one])
    #expect(listed() == ["3"])
    try await relevant.removeAllEntities(for: context)
    #expect(listed().isEmpty)
    try await relevant.updateEntities([one], for: context)
    try await relevant.removeAllEntities()
    #expect(listed().isEmpty)

    // Too many for one context: an error, and the context keeps what it had.
    try await relevant.updateEntities([two], for: context)
    let many = (0...RelevantEntities.maximumEntitiesPerContext).map {
      GaugeEntity(Gauge(id: 100 + $0, river: "R\($0)", levelCm: 1))
    }
    await #expect(throws: AppIntentError.self) {
      try await relevant.updateEntities(many, for: context)
    }
    #expect(listed() == ["2"])
    try await relevant.removeAllEntities()
    #expect(AppEntityContext(named: "audio.nowPlaying") == context)
    #expect(AppEntityContext(named: "audio.later") == nil)
  }

  @Test func anEntityRelevantButGoneIsLeftOut() async throws {
    let relevant = RelevantEntities.shared
    let gone = GaugeEntity(Gauge(id: 77, river: "Dried", levelCm: 0))
    let three = GaugeEntity(Gauge.sample[2])
    try await relevant.updateEntities([gone, three], for: .audio(.nowPlaying))
    defer { Task { try await relevant.removeAllEntities() } }
    let results = try await surfaces.host.suggest(type: "GaugeEntity", context: "audio.nowPlaying")
    #expect(results.sections.first?.entities.map(\.identifier) == ["3"])
    #expect(results.sections.first?.title == "Relevant (audio.nowPlaying)")
  }

  // MARK: - Assistant schemas

  // MARK: - Assistant schemas

  @Test func theCommandLineNamesTheSchemaAndListsTypesForPeople() async throws {
    let describe = await Self.cli(surfaces.host, ["describe", "TabEntity"])
    #expect(describe.contains("Schema: browser.tab — "), "\(describe)")
    let types = await Self.cli(surfaces.host, ["types"])
    #expect(types.contains("browser.tab"), "\(types)")
    // An assistant-only type is left out of the listing for people, and still described.
    #expect(!types.contains("CaptureMode"), "\(types)")
    let mode = await Self.cli(surfaces.host, ["describe", "CaptureMode"])
    #expect(mode.contains("Schema: camera.captureMode"), "\(mode)")
  }

  @Test func httpListsTheSchemaOfEachTypeForPeople() async throws {
    let types = try await Self.http(surfaces.host, "/types")
    let tab = types.objectValue?["entities"]?.arrayValue?.first {
      $0.objectValue?["identifier"] == "TabEntity"
    }
    let schema = tab?.objectValue?["schema"]?.objectValue
    #expect(schema?["id"] == "browser.tab")
    #expect(schema?["meaning"]?.stringValue?.isEmpty == false)
    let enums = types.objectValue?["enums"]?.arrayValue ?? []
    #expect(!enums.contains { $0.objectValue?["identifier"] == "CaptureMode" })
    let manifest = try await Self.http(surfaces.host, "/manifest")
    let entities = manifest.objectValue?["entities"]?.arrayValue ?? []
    #expect(
      entities.contains {
        $0.objectValue?["schema"]?.objectValue?["id"] == "browser.tab"
      })
  }

  @Test func mcpToolDescriptionsLeadWithTheSchema() async throws {
    let tools = try await Self.mcpTools(surfaces.host)
    let get = tools.first { $0.name == "get_TabEntity" }
    let description = get?.description ?? ""
    #expect(description.hasPrefix("Schema browser.tab: "), "\(description)")
    // Tools without a schema start with what they do.
    let gauge = tools.first { $0.name == "get_GaugeEntity" }?.description ?? ""
    #expect(gauge.hasPrefix("Get Gauge entities"), "\(gauge)")
    #expect(gauge.contains("forecast (string, computed only when named in \"properties\")"))
  }

  // MARK: - Helpers

  private static func entities(_ answer: Answer) -> [[String: JSONValue]] {
    guard case .json(let json) = answer else { return [] }
    return json.objectValue?["entities"]?.arrayValue?.compactMap(\.objectValue) ?? []
  }

  private static func ids(_ answer: Answer) -> [String] {
    entities(answer).compactMap { $0["id"]?.stringValue }
  }

  private static func resultText(_ answer: Answer) -> String? {
    guard case .json(let json) = answer else { return nil }
    return json.objectValue?["result"]?.objectValue?["value"]?.stringValue
  }

  private static func resultValue(_ answer: Answer) -> [String: JSONValue]? {
    guard case .json(let json) = answer else { return nil }
    return json.objectValue?["result"]?.objectValue?["value"]?.objectValue
  }

  /// What the command line prints for these arguments, standard output and error together.
  private static func cli(_ host: IntentsHost, _ arguments: [String]) async -> String {
    let console = RecordingConsole(interactive: false)
    _ = await IntentsCommandLine.run(arguments, name: "gauges", console: console.console) { _ in
      host
    }
    return console.output + console.error
  }

  /// The JSON of an HTTP `GET`.
  private static func http(_ host: IntentsHost, _ path: String) async throws -> JSONValue {
    let application = try await IntentsHTTPServer(host: host).makeApplication()
    return try await application.test(.router) { client in
      let response = try await client.executeRequest(
        uri: path, method: .get, headers: [:], body: nil)
      return try JSONValue(parsing: String(buffer: response.body))
    }
  }

  /// The tools the MCP server lists.
  private static func mcpTools(_ host: IntentsHost) async throws -> [Tool] {
    let (clientSide, serverSide) = await InMemoryTransport.createConnectedPair()
    try await IntentsMCPServer(host: host).makeServer().start(transport: serverSide)
    let client = Client(name: "PropertyContractTests", version: "1.0")
    try await client.connect(transport: clientSide)
    let tools = try await client.listTools().tools
    await client.disconnect()
    return tools
  }

  private static func json(_ value: Value) throws -> JSONValue {
    try JSONValue(parsing: String(decoding: JSONEncoder().encode(value), as: UTF8.self))
  }
}
