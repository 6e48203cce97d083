import AppIntents
public import CoreTransferable
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import IntentsCLI
public import IntentsFixtures
import IntentsHTTP
import IntentsMCP
import IntentsRuntime
import IntentsWire
import MCP
import Testing
import UniformTypeIdentifiers

/// Trails share a line of text about themselves.
extension TrailEntity: Transferable {
  /// A line of text: name and length.
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(exportedContentType: .plainText) { trail in
      Data("Trail: \(trail.name)\nLength: \(trail.lengthKm) km\n".utf8)
    }
  }
}

/// Shared content, visual search by image body and on-screen context, on the surfaces that
/// carry them beyond JSON: HTTP content negotiation and context routes, the command line's
/// `get --as`, MCP resources read `?as=` a content type and the `visual_search` tool with MCP
/// image content.
@Suite struct ContentServingTests {
  let host = VisualTrails.make()

  /// The response to a request on the HTTP router.
  func http(
    _ method: HTTPRequest.Method, _ uri: String, headers: HTTPFields = [:], body: Data? = nil
  ) async throws -> (status: Int, type: String?, body: Data) {
    let application = try await IntentsHTTPServer(host: host).makeApplication()
    return try await application.test(.router) { client in
      let response = try await client.executeRequest(
        uri: uri, method: method, headers: headers, body: body.map { ByteBuffer(bytes: $0) })
      return (
        response.status.code, response.headers[.contentType],
        Data(response.body.readableBytesView)
      )
    }
  }

  @Test func theEntityRouteAnswersTheContentAcceptAsksFor() async throws {
    let text = try await http(.get, "/entities/TrailEntity/1", headers: [.accept: "text/plain"])
    #expect(text.status == 200)
    #expect(text.type == "text/plain")
    #expect(String(decoding: text.body, as: UTF8.self) == "Trail: Eiger Trail\nLength: 6.0 km\n")
    let json = try await http(.get, "/entities/TrailEntity/1", headers: [.accept: "*/*"])
    #expect(json.type == "application/json")
    #expect(try JSONValue(parsing: String(decoding: json.body, as: UTF8.self))["id"] == "1")
    let refused = try await http(.get, "/entities/TrailEntity/1", headers: [.accept: "image/png"])
    #expect(refused.status == 406)
    let error = try JSONValue(parsing: String(decoding: refused.body, as: UTF8.self))
    #expect(error["error"]?["code"] == "unsupportedContentType")
    #expect(error["error"]?["allowed"] == ["application/json", "text/plain"])
  }

  @Test func anImageBodyIsSearchedAsJSONsBase64Is() async throws {
    let picture = VisualTrails.picture(red: 20, green: 60, blue: 220)
    let raw = try await http(
      .post, "/visual-search", headers: [.contentType: "image/png"], body: picture)
    #expect(raw.status == 200)
    let found = try JSONValue(parsing: String(decoding: raw.body, as: UTF8.self))
    #expect(found["values"]?.arrayValue?.compactMap { $0["id"]?.stringValue } == ["4", "6"])
    #expect(found["image"]?["format"] == "png")
    let gif = try await http(
      .post, "/visual-search", headers: [.contentType: "image/gif"], body: Data("GIF89a".utf8))
    #expect(gif.status == 415)
  }

  @Test func eachHTTPClientHasItsOwnContext() async throws {
    let application = try await IntentsHTTPServer(host: host).makeApplication()
    try await application.test(.router) { client in
      let show = try await client.executeRequest(
        uri: "/context", method: .put,
        headers: [.contentType: "application/json", ClientHeaderName.value: "walker-1"],
        body: ByteBuffer(string: #"{"type": "TrailEntity", "id": "3"}"#))
      #expect(show.status == .ok)
      let mine = try await client.executeRequest(
        uri: "/context", method: .get, headers: [ClientHeaderName.value: "walker-1"], body: nil)
      let context = try JSONValue(parsing: String(buffer: mine.body))
      #expect(context["onScreen"]?[0]?["id"] == "3")
      let theirs = try await client.executeRequest(
        uri: "/context", method: .get, headers: [ClientHeaderName.value: "walker-2"], body: nil)
      #expect(try JSONValue(parsing: String(buffer: theirs.body))["onScreen"] == [])
      let run = try await client.executeRequest(
        uri: "/intents/OpenTrailIntent/run", method: .post,
        headers: [.contentType: "application/json", ClientHeaderName.value: "walker-1"],
        body: ByteBuffer(string: #"{"parameters": {"trail": "this"}}"#))
      let outcome = try JSONValue(parsing: String(buffer: run.body))
      #expect(outcome["status"] == "completed", "\(outcome)")
      #expect(outcome.description.contains("Matterhorn Glacier Trail"))
      let anonymous = try await client.executeRequest(
        uri: "/context", method: .get, headers: [:], body: nil)
      #expect(anonymous.status == .badRequest)
      let cleared = try await client.executeRequest(
        uri: "/context", method: .delete, headers: [ClientHeaderName.value: "walker-1"], body: nil)
      #expect(cleared.status == .noContent)
    }
  }

  @Test func theCommandLineWritesContentOfTheTypeAsked() async throws {
    let host = host
    let console = RecordingConsole(interactive: false)
    let status = await IntentsCommandLine.run(
      ["get", "TrailEntity", "5", "--as", "public.plain-text"], name: "trails",
      console: console.console
    ) { _ in host }
    #expect(status == 0)
    #expect(console.output == "Trail: Säntis Ridge\nLength: 14.2 km\n")
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("trail-\(UUID().uuidString).txt")
    defer { try? FileManager.default.removeItem(at: file) }
    let written = await IntentsCommandLine.run(
      ["get", "TrailEntity", "5", "--as", "txt", "--output", file.path], name: "trails",
      console: RecordingConsole(interactive: false).console
    ) { _ in host }
    #expect(written == 0)
    #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("Trail: Säntis Ridge"))
    let refused = RecordingConsole(interactive: false)
    let pdf = await IntentsCommandLine.run(
      ["get", "TrailEntity", "5", "--as", "pdf", "--json"], name: "trails",
      console: refused.console
    ) { _ in host }
    #expect(pdf == 65)
    #expect(refused.error.contains("unsupportedContentType"))
  }

  @Test func mcpReadsContentAndTakesImageContent() async throws {
    let (clientSide, serverSide) = await InMemoryTransport.createConnectedPair()
    try await IntentsMCPServer(host: host).makeServer().start(transport: serverSide)
    let client = Client(name: "ContentServingTests", version: "1.0")
    try await client.connect(transport: clientSide)
    let contents = try await client.readResource(
      uri: "intents://trails/TrailEntity/4?as=text/plain")
    #expect(contents.first?.mimeType == "text/plain")
    #expect(contents.first?.text?.hasPrefix("Trail: Five Lakes Walk") == true)
    await #expect(throws: (any Error).self) {
      _ = try await client.readResource(uri: "intents://trails/TrailEntity/4?as=application/pdf")
    }
    let picture = VisualTrails.picture(red: 20, green: 60, blue: 220)
    let result = try await client.send(
      CallTool.request(
        .init(
          name: "visual_search",
          arguments: [
            "image": [
              "type": "image", "data": .string(picture.base64EncodedString()),
              "mimeType": "image/png",
            ],
            "labels": ["ridge"],
          ]))
    ).value
    #expect(result.isError != true)
    let found = try result.structuredContent.map {
      try JSONValue(parsing: String(decoding: JSONEncoder().encode($0), as: UTF8.self))
    }
    #expect(found?["values"]?.arrayValue?.compactMap { $0["id"]?.stringValue } == ["4", "5", "6"])
    await client.disconnect()
  }
}

/// The `Intents-Client` header's name, as clients write it.
enum ClientHeaderName {
  static let value = HTTPField.Name("Intents-Client")!
}

extension JSONValue {
  /// The member of an object, if this is one and has it.
  subscript(key: String) -> JSONValue? { objectValue?[key] }
  /// The element of an array, if this is one and has it.
  subscript(index: Int) -> JSONValue? {
    guard let items = arrayValue, items.indices.contains(index) else { return nil }
    return items[index]
  }
}
