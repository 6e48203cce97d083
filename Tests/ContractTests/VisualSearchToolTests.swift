import AppIntents
import Foundation
import Hummingbird
import HummingbirdTesting
import IntentsFixtures
import IntentsHTTP
import IntentsMCP
import IntentsRuntime
import IntentsWire
import MCP
import Testing

/// What an agent (MCP) and a program (OpenAPI) are told about visual search: a host without an image reader says the image
/// is refused — as every surface refuses it — instead of inviting one.
@Suite struct VisualSearchToolTests {
  static func imageDescription(_ host: IntentsHost) async throws -> (tool: String, image: String) {
    let (clientSide, serverSide) = await InMemoryTransport.createConnectedPair()
    try await IntentsMCPServer(host: host).makeServer().start(transport: serverSide)
    let client = Client(name: "VisualSearchToolTests", version: "1.0")
    try await client.connect(transport: clientSide)
    defer { Task { await client.disconnect() } }
    let tool = try #require(
      try await client.listTools().tools.first { $0.name == "visual_search" })
    let image = tool.inputSchema.objectValue?["properties"]?.objectValue?["image"]?.objectValue
    return (tool.description ?? "", image?["description"]?.stringValue ?? "")
  }

  @Test func aHostThatReadsImagesInvitesThem() async throws {
    let described = try await Self.imageDescription(VisualTrails.make())
    #expect(described.image.contains("PNG or JPEG"))
    #expect(described.tool.contains("hand over the image"))
  }

  @Test func aHostWithoutAnImageReaderSaysTheImageIsRefused() async throws {
    _ = TrailsHost.make()  // registers the fixture stores
    let host = IntentsHost(name: "Trails") {
      TrailEntity.self
      TrailSightingQuery.self
    }
    let described = try await Self.imageDescription(host)
    #expect(described.image.contains("refused (notSearchable)"))
    #expect(!described.tool.contains("hand over the image"))
    #expect(described.tool.contains("labels"))
  }

  /// The OpenAPI description of `POST /visual-search`.
  static func openAPIDescription(_ host: IntentsHost) async throws -> String {
    let application = try await IntentsHTTPServer(host: host).makeApplication()
    return try await application.test(.router) { client in
      let response = try await client.executeRequest(
        uri: "/openapi.json", method: .get, headers: [:], body: nil)
      let document = try JSONValue(parsing: String(buffer: response.body))
      return document.objectValue?["paths"]?.objectValue?["/visual-search"]?.objectValue?["post"]?
        .objectValue?["description"]?.stringValue ?? ""
    }
  }

  @Test func theOpenAPIDocumentSaysSoToo() async throws {
    #expect(try await !Self.openAPIDescription(VisualTrails.make()).contains("reads no images"))
    _ = TrailsHost.make()
    let host = IntentsHost(name: "Trails") {
      TrailEntity.self
      TrailSightingQuery.self
    }
    #expect(try await Self.openAPIDescription(host).contains("refused with 409 (`notSearchable`)"))
  }
}
