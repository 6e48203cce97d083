import AppIntentsTesting
import HTTPTypes
import Hummingbird
import IntentsWire
import Testing

@testable import IntentsHTTP

/// The bearer token, the body-size limit and the configuration's checks.
@Suite struct LimitsAndAuthTests {
  static let token = IntentsHTTPConfiguration(bearerToken: "s3cret-token")

  /// The guards both servers share answer each of their refusals with the status this API
  /// gives its code, so that a refusal reads the same from the guards and from a route.
  @Test func theGuardsAnswerWithTheAPIsStatuses() {
    for refusal in [
      IntentsError.missingToken, .bodyTooLarge(limit: 1),
      IntentsError(IntentsError.forbiddenHost, "another host"),
      IntentsError(IntentsError.forbiddenOrigin, "another origin"),
    ] {
      #expect(RequestGuards.status(of: refusal) == refusal.httpStatus.code, "\(refusal.code)")
    }
  }

  @Test(arguments: Transport.allCases)
  func everyRouteButHealthNeedsTheToken(transport: Transport) async throws {
    try await withServer(transport, configuration: Self.token) { authorized, _ in
      var anonymous = authorized
      anonymous.token = nil
      #expect(try await anonymous.get("/health").status == .ok)
      for (method, path) in [
        (HTTPRequest.Method.get, "/types"), (.get, "/openapi.json"),
        (.post, "/entities/TrailEntity/find"),
        (.put, "/references/home"), (.get, "/nowhere"),
      ] {
        let refused = try await anonymous.request(method, path)
        expectError(refused, .unauthorized, "unauthorized")
        #expect(refused.headers[.wwwAuthenticate] == "Bearer")
      }
      for wrong in [
        "Bearer s3cret-tokem", "Bearer s3cret-token2", "Bearer ", "s3cret-token", "Basic czNjcmV0",
      ] {
        let refused = try await anonymous.request(.get, "/types", headers: [.authorization: wrong])
        expectError(refused, .unauthorized, "unauthorized")
      }
      #expect(try await authorized.get("/types").status == .ok)
      let lowercase = try await anonymous.request(
        .get, "/types", headers: [.authorization: "bearer s3cret-token"])
      #expect(lowercase.status == .ok)
      #expect(
        try await authorized.put("/references/home", ["type": "TrailEntity", "id": "1"]).status
          == .ok)
    }
  }

  @Test func theDocumentDeclaresTheBearerSchemeWhenATokenIsSet() async throws {
    let host = makeSystem().host
    let open = try await IntentsHTTPServer(host: host).openAPIDocument()
    #expect(open.objectValue?["security"] == nil)
    let secured = try await IntentsHTTPServer(host: host, configuration: Self.token)
      .openAPIDocument()
    #expect(secured.objectValue?["security"] == [["bearerAuth": []]])
    #expect(
      secured.objectValue?["components"]?.objectValue?["securitySchemes"]?.objectValue?[
        "bearerAuth"] == [
          "type": "http", "scheme": "bearer",
          "description": "The token the server was started with.",
        ])
    let health = secured.objectValue?["paths"]?.objectValue?["/health"]?.objectValue?["get"]
    #expect(health?.objectValue?["security"] == [])
  }

  @Test func tokensCompareEqualOnlyWhenEveryByteMatches() {
    let expected = Array("abc".utf8)
    #expect(BearerToken.constantTimeEquals(expected, Array("abc".utf8)))
    #expect(!BearerToken.constantTimeEquals(expected, Array("abd".utf8)))
    #expect(!BearerToken.constantTimeEquals(expected, Array("ab".utf8)))
    #expect(!BearerToken.constantTimeEquals(expected, Array("abcd".utf8)))
    #expect(!BearerToken.constantTimeEquals(expected, []))
  }

  @Test(arguments: Transport.allCases)
  func oversizedBodiesAre413AndSaveNothing(transport: Transport) async throws {
    let small = IntentsHTTPConfiguration(maximumBodyBytes: 256)
    try await withServer(transport, configuration: small) { client, host in
      let padding = String(repeating: "x", count: 300)
      let big: JSONValue = ["type": "TrailEntity", "id": "1", "padding": .string(padding)]
      let refused = try await client.put("/references/home", big)
      expectError(refused, .contentTooLarge, "requestTooLarge")
      #expect(refused.errorMessage.contains("256"))
      #expect(try await host.references().isEmpty)

      let run: JSONValue = [
        "intent": "OpenTrailIntent", "parameters": ["trail": ["id": "1"]],
        "padding": .string(padding),
      ]
      expectError(try await client.put("/runs/big", run), .contentTooLarge, "requestTooLarge")
      #expect(try await host.savedRuns().isEmpty)
      // Even a route that reads no body refuses one that is too large.
      expectError(
        try await client.request(.get, "/types", body: padding), .contentTooLarge,
        "requestTooLarge")
      // At the limit is fine.
      #expect(
        try await client.put("/references/home", ["type": "TrailEntity", "id": "1"]).status == .ok)
    }
  }

  @Test func streamedBodiesAreCountedWhateverTheirDeclaredLength() async throws {
    let chunks = (0..<10).map { _ in ByteBuffer(string: String(repeating: " ", count: 100)) }
    let json: HTTPFields = [.contentType: "application/json"]
    let streamed = Request(
      head: HTTPRequest(
        method: .post, scheme: "http", authority: "localhost", path: "/", headerFields: json),
      body: RequestBody(asyncSequence: Self.stream(chunks)))
    let error = await #expect(throws: IntentsError.self) {
      _ = try await RequestBodyReader(limit: 512).json(of: streamed)
    }
    #expect(error?.code == IntentsError.requestTooLarge)

    let fitting = Request(
      head: HTTPRequest(
        method: .post, scheme: "http", authority: "localhost", path: "/", headerFields: json),
      body: RequestBody(
        asyncSequence: Self.stream([ByteBuffer(string: "{\"a\":"), ByteBuffer(string: " 1}")])))
    #expect(try await RequestBodyReader(limit: 512).json(of: fitting) == ["a": 1])
  }

  #if os(Linux)
  @Test func chunkedBodiesOverTheLimitAreRefusedOnARealSocket() async throws {
    let host = makeSystem().host
    let server = IntentsHTTPServer(
      host: host, configuration: IntentsHTTPConfiguration(port: 0, maximumBodyBytes: 512))
    let ports = AsyncStream<Int>.makeStream()
    let serving = Task { try await server.run { port in ports.continuation.yield(port) } }
    var iterator = ports.stream.makeAsyncIterator()
    let port = try #require(await iterator.next())

    var request = "PUT /references/home HTTP/1.1\r\nHost: localhost\r\n"
    request +=
      "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
    let part =
      "{\"type\": \"TrailEntity\", \"id\": \"1\", \"padding\": \""
      + String(repeating: "x", count: 600) + "\"}"
    request += String(part.utf8.count, radix: 16) + "\r\n" + part + "\r\n0\r\n\r\n"
    let response = try await RawHTTP.exchange(port: port, request)
    #expect(response.hasPrefix("HTTP/1.1 413"), "\(response)")
    #expect(response.contains("\"requestTooLarge\""))
    #expect(try await host.references().isEmpty)
    serving.cancel()
    _ = await serving.result
  }
  #endif

  @Test func invalidConfigurationsAreRefusedBeforeServing() async throws {
    let host = makeSystem().host
    for configuration in [
      IntentsHTTPConfiguration(port: 70_000), IntentsHTTPConfiguration(port: -1),
      IntentsHTTPConfiguration(bearerToken: ""), IntentsHTTPConfiguration(bearerToken: "two words"),
      IntentsHTTPConfiguration(maximumBodyBytes: 0), IntentsHTTPConfiguration(address: ""),
    ] {
      let error = await #expect(throws: IntentsError.self) {
        _ = try await IntentsHTTPServer(host: host, configuration: configuration).makeApplication()
      }
      #expect(error?.code == IntentsError.invalidValue)
    }
  }

  static func stream(_ chunks: [ByteBuffer]) -> AsyncStream<ByteBuffer> {
    AsyncStream { continuation in
      for chunk in chunks { continuation.yield(chunk) }
      continuation.finish()
    }
  }

  @Test func defaultsServeTheLoopbackAddressWithoutAToken() {
    let configuration = IntentsHTTPConfiguration()
    #expect(configuration.address == "127.0.0.1")
    #expect(configuration.port == 8080)
    #expect(configuration.bearerToken == nil)
    #expect(configuration.maximumBodyBytes == 1 << 20)
  }
}
