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

  /// The document says what the runtime refuses — search text without control characters —
  /// and text that breaks it is refused with the runtime's message, not the pattern's.
  @Test(arguments: Transport.allCases)
  func searchTextWithAControlCharacterIsRefusedAsTheDocumentSays(
    transport: Transport
  ) async throws {
    try await withServer(transport) { client, _ in
      let document = try await client.get("/openapi.json")
      for path in ["/entities/TrailEntity/search", "/spotlight"] {
        let parameters = document["paths", path, "get", "parameters"]?.arrayValue ?? []
        let text = try #require(
          parameters.first { $0.objectValue?["name"] == "q" }?.objectValue?["schema"], "\(path)")
        #expect(!JSONSchemaValidator.issues(of: "a\u{0}b", against: text).isEmpty, "\(path)")
        #expect(!JSONSchemaValidator.issues(of: "a\nb", against: text).isEmpty, "\(path)")
        #expect(JSONSchemaValidator.issues(of: "Säntis hut", against: text).isEmpty, "\(path)")
      }
      for path in ["/entities/TrailEntity/search?q=a%00b", "/spotlight?q=a%00b"] {
        let refused = try await client.get(path)
        expectError(refused, .unprocessableContent, "invalidValue")
        #expect(refused.errorMessage.contains("U+0000 at position 2"), "\(path)")
      }
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
      expectError(tooMany, .contentTooLarge, "requestTooLarge")
      #expect(tooMany.errorMessage.contains("1000"))
      let sorted = try await client.post(
        "/entities/TrailEntity/find?properties=none",
        ["sort": [["property": "name", "order": "descending"]], "limit": 1])
      #expect(sorted["entities", 0, "title"] == "Seealpsee Loop")
    }
  }
}
