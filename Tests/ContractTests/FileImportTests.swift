import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import IntentsFixtures
import IntentsHTTP
import IntentsMCP
import IntentsRuntime
import IntentsWire
import MCP
import Testing

/// A file parameter takes the file as each surface's callers hand one over: the runtime's
/// base64 form everywhere, MCP's embedded resources and image blocks everywhere (agents pass
/// them on), a `multipart/form-data` upload over HTTP, `@path` with `--NAME-type` on the
/// command line; and an MCP agent names a resource of the server by URI alone.
@Suite struct FileImportTests {
  private static func host() -> IntentsHost {
    FixtureDependencies.registered
    return IntentsHost(name: "TrailPacks") {
      TrailEntity.self
      SendTrailPackIntent.self
    }
  }

  private static let recipient: JSONValue = [
    "name": "Ada Lovelace", "handle": ["emailAddress": "ada@example.com"],
  ]

  private static func run(map: JSONValue) -> ContractCase.Operation {
    .run(intent: "SendTrailPackIntent", parameters: ["recipient": recipient, "map": map])
  }

  /// The pack's lines: the intent lists the map it was given.
  private static func lines(_ answer: Answer) -> [String] {
    guard case .json(let json) = answer, let data = json["result"]?["value"]?["data"]?.stringValue,
      let bytes = Data(base64Encoded: data)
    else { return [] }
    return String(decoding: bytes, as: UTF8.self).components(separatedBy: "\n")
  }

  @Test(arguments: Surface.allCases)
  func anMCPEmbeddedResourceOrImageBlockIsAFile(_ surface: Surface) async throws {
    let surfaces = Surfaces(host: Self.host())
    let bytes = Data([0x89, 0x50, 0x4E, 0x47, 1, 2]).base64EncodedString()
    let resource = try await surfaces.answer(
      Self.run(map: [
        "type": "resource",
        "resource": [
          "uri": "file:///uploads/summit.png", "mimeType": "image/png", "blob": .string(bytes),
        ],
      ]), on: surface)
    #expect(Self.lines(resource).contains("Map: summit.png, 6 bytes"), "\(surface): \(resource)")
    let image = try await surfaces.answer(
      Self.run(map: ["type": "image", "mimeType": "image/png", "data": .string(bytes)]),
      on: surface)
    #expect(Self.lines(image).contains("Map: image.png, 6 bytes"), "\(surface): \(image)")
  }

  @Test(arguments: Surface.allCases)
  func aFileOfATypeTheParameterRefusesListsTheTypes(_ surface: Surface) async throws {
    let surfaces = Surfaces(host: Self.host())
    let answer = try await surfaces.answer(
      Self.run(map: [
        "type": "resource",
        "resource": ["uri": "file:///notes.txt", "mimeType": "text/plain", "text": "a note"],
      ]), on: surface)
    #expect(answer.code == "invalidValue", "\(surface): \(answer)")
    #expect(answer.message?.contains("public.image, com.adobe.pdf") == true, "\(answer)")
  }

  // MARK: - HTTP uploads

  /// A `multipart/form-data` body as curl writes one.
  private static func form(
    _ parts: [(name: String, filename: String?, type: String?, body: Data)]
  )
    -> (boundary: String, body: Data)
  {
    let boundary = "------------------------\(UUID().uuidString.prefix(12))"
    var body = Data()
    for part in parts {
      var head = "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(part.name)\""
      if let filename = part.filename { head += "; filename=\"\(filename)\"" }
      head += "\r\n"
      if let type = part.type { head += "Content-Type: \(type)\r\n" }
      body += Data((head + "\r\n").utf8) + part.body + Data("\r\n".utf8)
    }
    body += Data("--\(boundary)--\r\n".utf8)
    return (boundary, body)
  }

  private func upload(_ body: Data, contentType: String) async throws -> (Int, JSONValue?) {
    let application = try await IntentsHTTPServer(host: Self.host()).makeApplication()
    return try await application.test(.router) { client in
      let response = try await client.executeRequest(
        uri: "/intents/SendTrailPackIntent/run", method: .post,
        headers: [.contentType: contentType, .contentLength: "\(body.count)"],
        body: ByteBuffer(bytes: body))
      return (response.status.code, try? JSONValue(parsing: String(buffer: response.body)))
    }
  }

  @Test func anHTTPFormUploadsAFileParameter() async throws {
    // Larger than the 1 MiB JSON limit: uploads get a file's budget.
    let map = Data([0x89, 0x50, 0x4E, 0x47]) + Data(repeating: 7, count: 1_500_000)
    let (boundary, body) = Self.form([
      ("parameters", nil, "application/json", Data(#"{"recipient": \#(Self.recipient)}"#.utf8)),
      ("map", "big map.png", "image/png", map),
    ])
    let (status, json) = try await upload(
      body, contentType: "multipart/form-data; boundary=\(boundary)")
    #expect(status == 200, "\(String(describing: json))")
    #expect(Self.lines(.json(json ?? .null)).contains("Map: big map.png, 1500004 bytes"))
  }

  @Test func aFormPartOfAnotherTypeOrAMalformedFormIsRefused() async throws {
    let (boundary, body) = Self.form([
      ("parameters", nil, nil, Data(#"{"recipient": \#(Self.recipient)}"#.utf8)),
      ("map", "notes.txt", "text/plain", Data("not a map".utf8)),
    ])
    let (status, json) = try await upload(
      body, contentType: "multipart/form-data; boundary=\(boundary)")
    #expect(status == 422)
    #expect(json?["error"]?["code"] == "invalidValue")
    let truncated = body.prefix(body.count - 10)
    let (cut, error) = try await upload(
      Data(truncated), contentType: "multipart/form-data; boundary=\(boundary)")
    #expect(cut == 400)
    #expect(error?["error"]?["message"]?.stringValue?.contains("multipart/form-data") == true)
    let (noBoundary, _) = try await upload(body, contentType: "multipart/form-data")
    #expect(noBoundary == 400)
  }

  @Test func theOpenAPIDocumentOffersTheFormUpload() async throws {
    let document = try await IntentsHTTPServer(host: Self.host()).openAPIDocument()
    let run = document["paths"]?["/intents/SendTrailPackIntent/run"]?["post"]
    #expect(run?["description"]?.stringValue?.contains("multipart/form-data") == true)
    #expect(run?["requestBody"]?["content"]?["application/json"] != nil)
  }

  // MARK: - Visual search's JSON form

  @Test func aBase64ImageInJSONGetsTheImageBudget() async throws {
    let host = VisualTrails.make()
    let application = try await IntentsHTTPServer(host: host).makeApplication()
    let picture = VisualTrails.picture(red: 20, green: 60, blue: 220).base64EncodedString()
    // Over the 1 MiB JSON limit, within the image's: searched.
    let padded =
      #"{"image": "\#(picture)", "labels": []}"#
      + String(repeating: " ", count: 1_200_000)
    let tooLarge = #"{"image": "\#(String(repeating: "A", count: 12_000_000))"}"#
    try await application.test(.router) { client in
      let found = try await client.executeRequest(
        uri: "/visual-search", method: .post,
        headers: [.contentType: "application/json", .contentLength: "\(padded.utf8.count)"],
        body: ByteBuffer(string: padded))
      #expect(found.status == .ok, "\(String(buffer: found.body).prefix(300))")
      let refused = try await client.executeRequest(
        uri: "/visual-search", method: .post,
        headers: [.contentType: "application/json"], body: ByteBuffer(string: tooLarge))
      #expect(refused.status == .contentTooLarge)
      let error = try JSONValue(parsing: String(buffer: refused.body))
      #expect(error["error"]?["code"] == "requestTooLarge")
    }
  }
}
