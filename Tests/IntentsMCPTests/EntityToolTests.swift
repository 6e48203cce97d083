import AppIntentsTesting
import Foundation
import IntentsFixtures
import IntentsMCP
import IntentsWire
import MCP
import Testing

/// Calling `get_`, `search_`, `find_` and `suggest_` tools.
@Suite struct EntityToolTests {
  @Test func getReturnsEntitiesInOrderAndListsMissingIdentifiers() async throws {
    let client = try await connectedClient()
    let result = try await client.call("get_TrailEntity", ["ids": ["5", "99", "2"]])
    #expect(result.isError == false)
    #expect(result.entityIDs == ["5", "2"])
    #expect(result["missing"] == ["99"])
    let first = try #require(result["entities"]?.arrayValue?.first)
    #expect(first["title"] == "Säntis Ridge")
    #expect(first["url"] == "https://trails.example/t/5")
    #expect(first["properties", "lengthKm"] == 14.2)
    #expect(first["properties", "difficulty"] == "hard")
    // The text content is the same JSON, for clients that read only text.
    let text = try #require(result.texts.first)
    #expect(try JSONDecoder().decode(Value.self, from: Data(text.utf8)) == result.structuredContent)

    let one = try await client.call("get_TrailEntity", ["id": "1"])
    #expect(one.entityIDs == ["1"])
  }

  @Test func getComputesDeferredPropertiesOnlyWhenAsked() async throws {
    let client = try await connectedClient()
    let hut = "00000000-0000-0000-0000-00000000000A"
    let plain = try await client.call("get_HutEntity", ["id": .string(hut)])
    #expect(plain["entities"]?.arrayValue?.first?["properties", "forecast"] == nil)
    let all = try await client.call("get_HutEntity", ["id": .string(hut), "allProperties": true])
    #expect(all["entities"]?.arrayValue?.first?["properties", "forecast"] == "Clear above 3260 m")
  }

  @Test func searchUsesTheTypesSearchAndBoundsTheResults() async throws {
    let client = try await connectedClient()
    let trails = try await client.call("search_TrailEntity", ["query": "glacier"])
    #expect(trails.entityIDs == ["3"])
    let huts = try await client.call("search_HutEntity", ["query": "hutte"])
    #expect(huts.entityIDs.count == 3)
    let limited = try await client.call("search_HutEntity", ["query": "hutte", "limit": 1])
    #expect(limited.entityIDs.count == 1)
    #expect(limited["total"] == 3)
    #expect(limited["truncated"] == true)
  }

  @Test func findFiltersSortsAndLimits() async throws {
    let client = try await connectedClient()
    let result = try await client.call(
      "find_TrailEntity",
      [
        "filters": [
          ["property": "lengthKm", "comparison": "isBetween", "values": [5, 15]],
          ["property": "tags", "comparison": "contains", "value": "views"],
        ],
        "sort": [["property": "lengthKm", "order": "descending"]],
        "limit": 2,
      ])
    #expect(result.isError == false)
    #expect(result.entityIDs == ["2", "4"])

    let or = try await client.call(
      "find_TrailEntity",
      [
        "filters": [
          ["property": "difficulty", "comparison": "equalTo", "value": "hard"],
          ["property": "isLoop", "comparison": "equalTo", "value": true],
        ],
        "mode": "or", "sort": [["property": "name"]],
      ])
    #expect(or.entityIDs == ["4", "3", "5", "6"])

    let huts = try await client.call(
      "find_HutEntity",
      ["filters": [["property": "altitude", "comparison": "greaterThan", "value": 2500]]])
    #expect(huts.entityIDs.count == 2)
  }

  @Test func suggestKeepsSectionsAndPrompt() async throws {
    let client = try await connectedClient()
    let regions = try await client.call("suggest_RegionEntity")
    #expect(regions.entityIDs == ["bernese-oberland", "valais", "appenzell"])
    #expect(regions["promptLabel"] == "Which region?")
    #expect(regions["sections"]?.arrayValue?.map { $0["title"] } == ["Alps", "Prealps"])
    let limited = try await client.call("suggest_RegionEntity", ["limit": 2])
    #expect(limited["sections"]?.arrayValue?.map { $0["ids"] } == [["bernese-oberland", "valais"]])
    #expect(limited["truncated"] == true)
  }

  @Test func failuresOfTheHostAreToolErrorsWithTheirCode() async throws {
    let client = try await connectedClient()
    // A malformed identifier is the runtime's error, as over HTTP, saying the form.
    let malformed = try await client.call("get_TrailEntity", ["id": "eiger"])
    #expect(malformed.isError == true)
    #expect(malformed.errorCode == "malformedIdentifier")
    #expect(malformed.texts.first?.contains("whole numbers in canonical decimal") == true)

    let dependency = try await client.call("search_AuditEntity", ["query": "x"])
    #expect(dependency.isError == true)
    #expect(dependency.errorCode == "missingDependency")
  }
}
