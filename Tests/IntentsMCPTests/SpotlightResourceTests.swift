import AppIntents
import Foundation
import IntentsFixtures
import IntentsMCP
import IntentsRuntime
import IntentsWire
import MCP
import Testing

/// Spotlight searches as resources: `spotlight://<app>/<query>` reads the ranked hits as
/// `spotlight_search` answers them.
@Suite struct SpotlightResourceTests {
  /// A server whose host has the fixture huts in a Spotlight index of its own.
  static func client() async throws -> Client {
    FixtureDependencies.registered
    let index = CSSearchableIndex(name: "huts")
    try await index.indexAppEntities(HutEntity.all) { $0.name.hasPrefix("Monte") ? 10 : 1 }
    let host = IntentsHost(name: "Trails", spotlightIndex: index) {
      HutEntity.self
      Difficulty.self
    }
    return try await connectedClient(IntentsMCPServer(host: host))
  }

  static func json(_ contents: [Resource.Content]) throws -> Value {
    let text = try #require(contents.first?.text)
    return try JSONDecoder().decode(Value.self, from: Data(text.utf8))
  }

  /// The titles of the hits of an answer, best first.
  static func titles(_ answer: Value?) -> [String] {
    (answer?["hits"]?.arrayValue ?? []).compactMap { $0["entity", "title"]?.stringValue }
  }

  @Test func theSearchTemplateIsListedBesideTheEntityTemplates() async throws {
    let templates = try await Self.client().listResourceTemplates().templates
    let search = try #require(templates.first { $0.name == "spotlight" })
    #expect(search.uriTemplate == "spotlight://trails/{query}{?types,limit,offset}")
    #expect(search.mimeType == "application/json")
    #expect(templates.contains { $0.uriTemplate == "intents://trails/HutEntity/{id}" })
  }

  @Test func readingASearchGivesTheToolsAnswer() async throws {
    let client = try await Self.client()
    let uri = "spotlight://trails/h%C3%B6rnli"
    let contents = try await client.readResource(uri: uri)
    #expect(contents.first?.uri == uri)
    #expect(contents.first?.mimeType == "application/json")
    let read = try Self.json(contents)
    #expect(read["match"] == "allWords")
    #expect(read["total"]?.intValue == 1)
    #expect(Self.titles(read) == ["Hörnlihütte"])
    let hit = try #require(read["hits"]?.arrayValue?.first)
    #expect(hit["matchedFields"]?.arrayValue?.first == "title")
    #expect((hit["score"]?.doubleValue ?? hit["score"]?.intValue.map(Double.init) ?? 0) > 0)
    let called = try await client.call("spotlight_search", ["query": "hörnli"])
    #expect(Self.titles(called.structuredContent) == Self.titles(read))
    #expect(called["hits"]?.arrayValue?.first?["matchedFields"] == hit["matchedFields"])
  }

  @Test func pagesAndTypesAreQueryParameters() async throws {
    let client = try await Self.client()
    let all = try Self.json(try await client.readResource(uri: "spotlight://trails/h"))
    #expect(all["total"]?.intValue == 3)
    #expect(Self.titles(all).count == 3)
    let page = try Self.json(
      try await client.readResource(uri: "spotlight://trails/h?limit=1&offset=1&types=HutEntity"))
    #expect(Self.titles(page) == [Self.titles(all)[1]])
    #expect(page["nextOffset"]?.intValue == 2)
  }

  @Test(arguments: [
    ("spotlight://hikes/h", -32602, "this server's searches read spotlight://trails/<query>"),
    ("spotlight://trails", -32602, "is not a Spotlight search"),
    ("spotlight://trails/h?sort=name", -32602, "‘sort’ is not a parameter"),
    ("spotlight://trails/h?limit=many", -32602, "‘limit’ must be a whole number"),
    ("spotlight://trails/h?types=MountainEntity", -32602, "MountainEntity"),
    ("spotlight://trails/%FF", -32602, "is not percent-encoded text"),
  ])
  func badSearchesAreClearErrors(uri: String, code: Int, message: String) async throws {
    let client = try await Self.client()
    await #expect {
      _ = try await client.readResource(uri: uri)
    } throws: { error in
      guard let error = error as? MCPError else { return false }
      return error.code == code && "\(error.errorDescription ?? "")".contains(message)
    }
  }

  @Test func completesTheLastWordOfTheQuery() async throws {
    let client = try await Self.client()
    let template = "spotlight://trails/{query}{?types,limit,offset}"
    let completed = try await client.complete(
      resourceURI: template, argumentName: "query", argumentValue: "monte r")
    #expect(completed.values == ["monte rosa"])
    let nothing = try await client.complete(
      resourceURI: template, argumentName: "query", argumentValue: "monte ")
    #expect(nothing.values.isEmpty)
  }
}
