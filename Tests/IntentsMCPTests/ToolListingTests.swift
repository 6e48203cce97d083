import AppIntentsTesting
import Foundation
import IntentsFixtures
import IntentsMCP
import IntentsRuntime
import IntentsWire
import MCP
import Testing

/// What `tools/list` offers: names, schemas from the fixture's properties, comparators,
/// sorting options and parameters, and descriptions that teach an agent.
@Suite struct ToolListingTests {
  @Test func offersEntityToolsOnlyWhereTheQueryCanAndOneToolPerIntent() async throws {
    let names = Set(try await connectedClient().listTools().tools.map(\.name))
    let expected: Set = [
      "get_TrailEntity", "search_TrailEntity", "find_TrailEntity", "suggest_TrailEntity",
      "get_HutEntity", "search_HutEntity", "find_HutEntity", "suggest_HutEntity",
      "get_RegionEntity", "suggest_RegionEntity",
      "get_AuditEntity", "search_AuditEntity", "suggest_AuditEntity",
      "OpenTrailIntent", "PlanHikeIntent", "CompareTrailsIntent", "DeleteTrailIntent",
      "NaggingIntent", "RecommendIntent",
      // Spotlight over every indexed type, and the App Shortcut phrases.
      "spotlight_search", "interpret",
      // The doctor, for the app's developers.
      "doctor",
      // What the agent is looking at.
      "show_on_screen", "get_on_screen", "clear_on_screen",
    ]
    #expect(names == expected)
    for name in names {
      #expect(name.count <= 64)
      #expect(
        name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") })
    }
  }

  /// The tool list is read by an agent on every turn: no kilobyte-long pattern repeated in
  /// every tool that takes an identifier (before, one 1.1 KB regex appeared nine times).
  @Test func toolSchemasCarryNoLongPatterns() async throws {
    let tools = try await connectedClient().listTools().tools
    let text = String(decoding: try JSONEncoder().encode(tools), as: UTF8.self)
    let patterns = try JSONValue(parsing: text).strings(named: "pattern")
    #expect(!patterns.isEmpty)
    // Identifier patterns are short; the longest left lists a type's property names.
    #expect(patterns.allSatisfy { $0.count < 400 }, "\(patterns.map(\.count))")
    #expect(!patterns.contains { $0.contains("922337203685477580") })
  }

  @Test func findSchemaListsFilterablePropertiesWithTheirComparisonsAndSortKeys() async throws {
    let tool = try await connectedClient().tool("find_TrailEntity")
    let properties = try #require(tool.inputSchema["properties"]?.objectValue)
    let filters = try #require(properties["filters"]?["items"]?["anyOf"]?.arrayValue)
    let byProperty = Dictionary(
      filters.flatMap { $0["anyOf"]?.arrayValue ?? [$0] }.compactMap {
        branch -> (String, [String])? in
        guard let name = branch["properties", "property", "const"]?.stringValue else { return nil }
        let comparisons =
          branch["properties", "comparison", "enum"]?.arrayValue?.compactMap(\.stringValue)
          ?? [branch["properties", "comparison", "const"]?.stringValue].compactMap { $0 }
        return (name, comparisons)
      }, uniquingKeysWith: +)
    #expect(byProperty["name"] == ["equalTo", "contains", "hasPrefix"])
    #expect(Set(byProperty["lengthKm"] ?? []) == ["lessThan", "greaterThan", "isBetween"])
    #expect(byProperty["tags"] == ["contains"])
    let sortKeys = properties["sort"]?["items", "properties", "property", "enum"]?.arrayValue
    #expect(sortKeys == ["name", "lengthKm", "elevationGain"])
    #expect(tool.inputSchema["additionalProperties"] == false)
    let description = try #require(tool.description)
    #expect(description.contains("Find trails by name, region, length or climb."))
    #expect(description.contains("- lengthKm (number): lessThan, greaterThan, isBetween"))
    #expect(description.contains("Sort by: name, lengthKm, elevationGain"))
    #expect(tool.annotations.readOnlyHint == true)
  }

  @Test func entityToolsDescribeTheTypeItsIdentifiersAndProperties() async throws {
    let client = try await connectedClient()
    let get = try await client.tool("get_TrailEntity")
    let text = try #require(get.description)
    #expect(text.contains("Trail entities (entity type TrailEntity)"))
    #expect(text.contains("Also called: hike, route."))
    #expect(text.contains("whole numbers"))
    #expect(text.contains("difficulty (Difficulty: easy | moderate | hard)"))
    #expect(text.contains("intents://trails/TrailEntity/{id}"))
    #expect(get.inputSchema["properties", "ids", "type"] == "array")
    #expect(
      get.outputSchema?[
        "properties", "entities", "items", "properties", "properties", "properties", "lengthKm"]
        != nil)

    let search = try await client.tool("search_TrailEntity")
    #expect(search.inputSchema["required"] == ["query"])
    #expect(search.description?.contains("the app's own search") == true)
    let derived = try await client.tool("search_HutEntity")
    #expect(derived.description?.contains("matching the words") == true)
  }

  /// Text to look for — a search, a Spotlight query, a Find's text value, text naming an entity
  /// parameter — is promised without control characters, as the runtime refuses them.
  @Test func textToLookForIsPromisedWithoutControlCharacters() async throws {
    let client = try await connectedClient()
    func json(_ value: Value?) throws -> JSONValue {
      let value = try #require(value)
      return try JSONValue(
        parsing: String(decoding: try JSONEncoder().encode(value), as: UTF8.self))
    }
    let find = try json(try await client.tool("find_TrailEntity").inputSchema)
    let texts: [(String, JSONValue, JSONValue)] = [
      (
        "search",
        try json(try await client.tool("search_TrailEntity").inputSchema["properties", "query"]),
        "a\u{0}b"
      ),
      (
        "spotlight",
        try json(try await client.tool("spotlight_search").inputSchema["properties", "query"]),
        "hut\u{1B}"
      ),
      (
        "find", find,
        ["filters": [["property": "name", "comparison": "contains", "value": "a\nb"]]]
      ),
      (
        "run", try json(try await client.tool("PlanHikeIntent").inputSchema),
        ["trail": "\u{202E}eiger"]
      ),
    ]
    for (name, schema, refused) in texts {
      #expect(!JSONSchemaValidator.issues(of: refused, against: schema).isEmpty, "\(name)")
    }
    let fine: JSONValue = [
      "filters": [["property": "name", "comparison": "contains", "value": "Sä"]]
    ]
    #expect(JSONSchemaValidator.issues(of: fine, against: find).isEmpty)
  }

  @Test func intentSchemaComesFromItsParametersPlusAnswers() async throws {
    let tool = try await connectedClient().tool("PlanHikeIntent")
    let properties = try #require(tool.inputSchema["properties"]?.objectValue)
    #expect(
      Set(properties.keys) == ["trail", "hut", "pace", "days", "companions", "note", "answers"])
    #expect(tool.inputSchema["required"] == ["trail"])
    #expect(properties["pace"]?["enum"] == ["easy", "moderate", "hard"])
    #expect(properties["days"]?["type"] == "integer")
    #expect(properties["trail"]?["anyOf"]?.arrayValue?.count == 2)
    #expect(properties["answers"]?["type"] == "object")
    #expect(tool.title == "Plan Hike")
    let description = try #require(tool.description)
    #expect(description.contains("- trail (required): Trail, TrailEntity identifier"))
    #expect(
      description.contains("- pace: Pace, Difficulty: easy | moderate | hard; default \"moderate\"")
    )
    #expect(description.contains("needsInput"))

    let open = try await connectedClient().tool("OpenTrailIntent")
    #expect(open.description?.hasPrefix("Open Trail: Shows a trail.") == true)
    #expect(open.description?.contains("Summary: Open") == true)
  }

  @Test func serverNameAndInstructionsComeFromTheHost() async throws {
    let (clientSide, serverSide) = await InMemoryTransport.createConnectedPair()
    let server = IntentsMCPServer(host: makeHost(), version: "2.0.0")
    try await server.makeServer().start(transport: serverSide)
    let initialized = try await Client(name: "t", version: "1").connect(transport: clientSide)
    #expect(initialized.serverInfo.name == "Trails")
    #expect(initialized.serverInfo.version == "2.0.0")
    #expect(initialized.instructions?.contains("TrailEntity (Trail)") == true)
    #expect(initialized.capabilities.completions != nil)
    #expect(IntentsMCPServer(host: makeHost(), name: "trails-mcp").name == "trails-mcp")
  }
}

extension JSONValue {
  /// Every string value of a member of this name, anywhere in the value.
  fileprivate func strings(named name: String) -> [String] {
    switch self {
    case .object(let members):
      let own = members[name]?.stringValue.map { [$0] } ?? []
      return own + members.values.flatMap { $0.strings(named: name) }
    case .array(let items): return items.flatMap { $0.strings(named: name) }
    default: return []
    }
  }
}
