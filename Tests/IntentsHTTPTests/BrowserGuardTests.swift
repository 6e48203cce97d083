import AppIntentsTesting
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import IntentsGuards
import IntentsWire
import Testing

@testable import IntentsHTTP

/// Web pages the user visits cannot use the server through the browser: other origins, other
/// host names (DNS rebinding) and bodies that are not JSON are refused, and nothing is done.
@Suite struct BrowserGuardTests {
  static let evil: HTTPFields = [.origin: "https://evil.example"]

  @Test(arguments: Transport.allCases)
  func aCrossOriginRequestIsRefusedAndChangesNothing(transport: Transport) async throws {
    try await withServer(transport) { client, host in
      let run = try await client.request(
        .post, "/intents/OpenTrailIntent/run", json: ["parameters": ["trail": ["id": "2"]]],
        headers: Self.evil)
      expectError(run, .forbidden, "forbiddenOrigin")
      #expect(run["status"] == nil)

      // A form posted from another site: text/plain, no preflight.
      let form = try await client.request(
        .put, "/references/home", body: #"{"type": "TrailEntity", "id": "1"}"#,
        contentType: "text/plain", headers: Self.evil)
      expectError(form, .forbidden, "forbiddenOrigin")
      let saved = try await client.request(
        .put, "/runs/weekend",
        json: ["intent": "PlanHikeIntent", "parameters": ["trail": ["id": "2"]]],
        headers: Self.evil)
      expectError(saved, .forbidden, "forbiddenOrigin")
      for origin in ["null", "http://localhost.evil.example", "file://", "http://127.0.0.1.nip.io"]
      {
        let refused = try await client.request(
          .put, "/references/home", json: ["type": "TrailEntity", "id": "1"],
          headers: [.origin: origin])
        expectError(refused, .forbidden, "forbiddenOrigin")
      }
      #expect(try await host.references().isEmpty)
      #expect(try await host.savedRuns().isEmpty)
      // Reading is refused too: a rebound page must not read answers.
      expectError(
        try await client.request(.get, "/types", headers: Self.evil), .forbidden,
        "forbiddenOrigin")
    }
  }

  @Test(arguments: Transport.allCases)
  func pagesOfLoopbackOriginsWork(transport: Transport) async throws {
    try await withServer(transport) { client, host in
      for origin in [
        "http://localhost:3000", "http://127.0.0.1:8080", "https://[::1]:9", "http://LOCALHOST",
      ] {
        let saved = try await client.request(
          .put, "/references/home", json: ["type": "TrailEntity", "id": "1"],
          headers: [.origin: origin])
        #expect(saved.status == .ok, "\(origin): \(saved.text)")
      }
      #expect(try await host.references().map(\.name) == ["home"])
    }
  }

  @Test(arguments: Transport.allCases)
  func configuredOriginsAreAllowed(transport: Transport) async throws {
    let configuration = IntentsHTTPConfiguration(allowedOrigins: ["https://intents.example/"])
    try await withServer(transport, configuration: configuration) { client, _ in
      let allowed = try await client.request(
        .get, "/types", headers: [.origin: "https://Intents.example"])
      #expect(allowed.status == .ok)
      let other = try await client.request(
        .get, "/types", headers: [.origin: "https://intents.example:8443"])
      expectError(other, .forbidden, "forbiddenOrigin")
    }
  }

  @Test(arguments: Transport.allCases)
  func aRequestForAnotherHostIsRefusedOnALoopbackAddress(transport: Transport) async throws {
    try await withServer(transport) { client, host in
      let rebound = try await client.request(
        .put, "/references/home", json: ["type": "TrailEntity", "id": "1"],
        headers: [.hostHeader: "evil.example:8080"])
      expectError(rebound, .forbidden, "forbiddenHost")
      #expect(try await host.references().isEmpty)
    }
  }

  #if os(Linux)
  @Test func aRebindingPageCannotReadAnswersOverARealSocket() async throws {
    try await withServer(.live) { client, host in
      let port = try #require(client.port)
      let rebound = try await RawHTTP.exchange(
        port: port, "GET /types HTTP/1.1\r\nHost: evil.example:\(port)\r\nConnection: close\r\n\r\n"
      )
      #expect(rebound.hasPrefix("HTTP/1.1 403"), "\(rebound)")
      #expect(rebound.contains("\"forbiddenHost\""))
      #expect(!rebound.contains("TrailEntity"))
      for name in ["localhost", "127.0.0.1", "[::1]"] {
        let local = try await RawHTTP.exchange(
          port: port, "GET /types HTTP/1.1\r\nHost: \(name):\(port)\r\nConnection: close\r\n\r\n")
        #expect(local.hasPrefix("HTTP/1.1 200"), "\(name): \(local)")
      }
    }
  }
  #endif

  @Test(arguments: Transport.allCases)
  func hostsAreNotCheckedOffLoopbackAndConfiguredOnesAreAllowed(
    transport: Transport
  )
    async throws
  {
    let named = IntentsHTTPConfiguration(allowedHosts: ["intents.local"])
    try await withServer(transport, configuration: named) { client, _ in
      let allowed = try await client.request(
        .get, "/types", headers: [.hostHeader: "Intents.local:443"])
      #expect(allowed.status == .ok)
    }
    let everywhere = BrowserGuard(IntentsHTTPConfiguration(address: "0.0.0.0"))
    #expect(everywhere.allowedHosts == nil)
    // A loopback address other than 127.0.0.1 answers for its own name.
    #expect(
      BrowserGuard(IntentsHTTPConfiguration(address: "127.0.0.2")).allowedHosts == ["127.0.0.2"])
  }

  @Test(arguments: Transport.allCases)
  func bodiesThatAreNotJSONAreRefusedAndChangeNothing(transport: Transport) async throws {
    try await withServer(transport) { client, host in
      let reference = #"{"type": "TrailEntity", "id": "1"}"#
      for contentType in [
        "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x",
        "application/json; charset=utf-16", "application/jsonp",
      ] {
        let refused = try await client.request(
          .put, "/references/home", body: reference, contentType: contentType)
        expectError(refused, .unsupportedMediaType, "unsupportedMediaType")
      }
      // A body without Content-Type is refused too.
      expectError(
        try await client.request(.put, "/references/home", body: reference, contentType: nil),
        .unsupportedMediaType, "unsupportedMediaType")
      #expect(try await host.references().isEmpty)
      // An empty text/plain form must not run an intent either.
      let form = try await client.request(
        .post, "/intents/OpenTrailIntent/run", body: "", contentType: "text/plain")
      expectError(form, .unsupportedMediaType, "unsupportedMediaType")

      let utf8 = try await client.request(
        .put, "/references/home", body: reference, contentType: "Application/JSON; charset=UTF-8")
      #expect(utf8.status == .ok, "\(utf8.text)")
      // A run without parameters needs no body, and so no Content-Type.
      let empty = try await client.request(.post, "/intents/OpenTrailIntent/run")
      #expect(empty.status == .ok)
      #expect(empty["status"] == "needsInput")
    }
  }

  @Test func originsAndHostsMustBeWellFormed() async throws {
    let host = makeSystem().host
    for configuration in [
      IntentsHTTPConfiguration(allowedOrigins: ["intents.example"]),
      IntentsHTTPConfiguration(allowedOrigins: ["https://intents.example/app"]),
      IntentsHTTPConfiguration(allowedHosts: ["intents.local:80"]),
      IntentsHTTPConfiguration(allowedHosts: [""]),
    ] {
      let error = await #expect(throws: IntentsError.self) {
        _ = try await IntentsHTTPServer(host: host, configuration: configuration).makeApplication()
      }
      #expect(error?.code == IntentsError.invalidValue)
    }
  }

  @Test func hostHeadersAreReadByTheirOneForm() {
    let cases: [(String, String?)] = [
      ("localhost", "localhost"), ("localhost:8080", "localhost"), ("127.0.0.1:80", "127.0.0.1"),
      ("LocalHost:8080", "localhost"), ("intents.example", "intents.example"),
      ("my_host-1.lan:65535", "my_host-1.lan"), ("[::1]:8080", "[::1]"), ("[::1]", "[::1]"),
      ("", nil), (":80", nil), ("localhost:", nil), ("localhost:123456", nil),
      ("localhost:80:80", nil), ("local host", nil), ("localhost:8o", nil), ("évil.example", nil),
      ("evil.example\u{0}", nil), ("a/b", nil), ("[::1", nil), ("[::G]", nil),
      ("[FE80::1]:443", "[fe80::1]"), ("\u{212A}ELVIN.example", nil),
    ]
    for (authority, expected) in cases {
      #expect(BrowserGuard.hostName(authority) == expected, "\(authority)")
    }
  }
}
