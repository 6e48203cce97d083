import AppIntentsTesting
import Foundation
import HTTPTypes
import IntentsFixtures
import IntentsWire
import Testing

/// What the document's schemas refuse is refused as malformed (`400`), by the runtime's JSON
/// readers and the documented query schemas rather than checks of each route.
@Suite struct SchemaLimitTests {
  @Test(arguments: Transport.allCases)
  func searchTextIsLimitedInUnicodeScalars(transport: Transport) async throws {
    try await withServer(transport) { client, _ in
      // "é" as e + U+0301: one character, two scalars. 2048 of them are 4096 scalars: allowed.
      let accent = "e%CC%81"
      let longest = String(repeating: accent, count: Limits.maximumTextLength / 2)
      #expect(try await client.get("/entities/TrailEntity/search?q=\(longest)").status == .ok)
      let tooLong = try await client.get("/entities/TrailEntity/search?q=\(longest)x")
      // Too large, as over the CLI and MCP.
      expectError(tooLong, .contentTooLarge, "requestTooLarge")
      #expect(tooLong.errorMessage.contains("4096"))
    }
  }

  @Test(arguments: Transport.allCases)
  func findAndResolveBodiesAreHeldToTheirSchemas(transport: Transport) async throws {
    try await withServer(transport) { client, _ in
      for body: JSONValue in [
        ["limit": nil], ["mode": nil], ["sort": ["name:desc"]],
        ["sort": [["property": "name", "order": nil]]],
        ["filters": [["property": "name", "comparison": "contains", "values": ["a"]]]],
        ["filters": [["property": "lengthKm", "comparison": "isBetween", "value": [1, 2]]]],
      ] {
        let refused = try await client.post("/entities/TrailEntity/find", body)
        expectError(refused, .badRequest, "invalidRequest")
      }
      let ids: JSONValue = ["ids": .array((0...Limits.maximumIdentifiers).map { .string("\($0)") })]
      let tooMany = try await client.post("/entities/TrailEntity/resolve", ids)
      expectError(tooMany, .badRequest, "invalidRequest")
      #expect(tooMany.errorMessage.contains("1000"))
      let sorted = try await client.post(
        "/entities/TrailEntity/find?properties=none",
        ["sort": [["property": "name", "order": "descending"]], "limit": 1])
      #expect(sorted["entities", 0, "title"] == "Seealpsee Loop")
    }
  }
}
