import AppIntentsTesting
import Foundation
import IntentsFixtures
import IntentsMCP
import IntentsWire
import MCP
import Testing

/// Entities as resources: templates, reading, listing and completing identifiers.
@Suite struct ResourceTests {
  @Test func eachEntityTypeHasATemplateAndURLTypesTheirOwn() async throws {
    let templates = try await connectedClient().listResourceTemplates().templates
    let uris = templates.map(\.uriTemplate)
    #expect(uris.contains("intents://trails/TrailEntity/{id}"))
    #expect(uris.contains("intents://trails/HutEntity/{id}"))
    #expect(uris.contains("intents://trails/RegionEntity/{id}"))
    #expect(uris.contains("https://trails.example/t/{id}"))
    #expect(templates.count == 6)  // and the Spotlight search template (SpotlightResourceTests)
    #expect(templates.allSatisfy { $0.mimeType == "application/json" })
  }

  @Test(arguments: ["intents://trails/TrailEntity/5", "https://trails.example/t/5"])
  func readsAnEntityAsJSON(uri: String) async throws {
    let contents = try await connectedClient().readResource(uri: uri)
    let content = try #require(contents.first)
    #expect(content.uri == uri)
    #expect(content.mimeType == "application/json")
    let json = try JSONDecoder().decode(Value.self, from: Data(try #require(content.text).utf8))
    #expect(json["type"] == "TrailEntity")
    #expect(json["title"] == "Säntis Ridge")
    #expect(json["properties", "tags"] == ["ridge"])
  }

  @Test func readsEntitiesWhoseIdentifiersNeedEscaping() async throws {
    let client = try await connectedClient()
    let region = try await client.readResource(
      uri: "intents://trails/RegionEntity/bernese-oberland")
    #expect(region.first?.text?.contains("Bernese Oberland") == true)
    let hut = try await client.readResource(
      uri: "intents://Trails/HutEntity/00000000-0000-0000-0000-00000000000C")
    #expect(hut.first?.text?.contains("Clear above 2883 m") == true)
  }

  @Test(arguments: [
    ("intents://trails/TrailEntity/99", -32002, "No TrailEntity has the identifier “99”"),
    ("intents://trails/MountainEntity/1", -32602, "MountainEntity"),
    ("intents://hikes/TrailEntity/1", -32602, "this server serves intents://trails/<Type>/<id>"),
    ("intents://trails/TrailEntity", -32602, "is not an entity URI"),
    ("https://elsewhere.example/t/5", -32602, "No entity type's URL template matches"),
    ("file:///etc/passwd", -32602, "No entity type's URL template matches"),
  ])
  func unknownURIsAreClearErrors(uri: String, code: Int, message: String) async throws {
    let client = try await connectedClient()
    await #expect {
      _ = try await client.readResource(uri: uri)
    } throws: { error in
      guard let error = error as? MCPError else { return false }
      return error.code == code && "\(error.errorDescription ?? "")".contains(message)
    }
  }

  @Test func listsSuggestedEntitiesAsResources() async throws {
    let resources = try await connectedClient().listResources().resources
    let uris = resources.map(\.uri)
    #expect(uris.contains("intents://trails/TrailEntity/4"))
    #expect(uris.contains("intents://trails/RegionEntity/appenzell"))
    #expect(!uris.contains { $0.contains("AuditEntity") })
    #expect(
      resources.first { $0.uri == "intents://trails/TrailEntity/4" }?.title == "Five Lakes Walk")
  }

  @Test func completesIdentifiersFromSuggestionsAndSearch() async throws {
    let client = try await connectedClient()
    let template = "intents://trails/TrailEntity/{id}"
    let suggested = try await client.complete(
      resourceURI: template, argumentName: "id", argumentValue: "")
    #expect(suggested.values == ["4", "6"])
    let searched = try await client.complete(
      resourceURI: template, argumentName: "id", argumentValue: "glacier")
    #expect(searched.values == ["3"])
    let byURL = try await client.complete(
      resourceURI: "https://trails.example/t/{id}", argumentName: "id", argumentValue: "eiger")
    #expect(byURL.values == ["1"])
    // A type that cannot search completes identifiers by prefix, over its suggestions.
    let regions = try await client.complete(
      resourceURI: "intents://trails/RegionEntity/{id}", argumentName: "id", argumentValue: "va")
    #expect(regions.values == ["valais"])
    #expect(regions.hasMore == false)
  }

  @Test func completingSomethingElseIsAnError() async throws {
    let client = try await connectedClient()
    await #expect(throws: MCPError.self) {
      _ = try await client.complete(
        resourceURI: "intents://trails/Nothing/{id}", argumentName: "id", argumentValue: "")
    }
    await #expect(throws: MCPError.self) {
      _ = try await client.complete(
        resourceURI: "intents://trails/TrailEntity/{id}", argumentName: "name", argumentValue: "")
    }
  }
}
