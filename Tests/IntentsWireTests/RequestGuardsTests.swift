import IntentsRuntime
import IntentsWire
import Testing

/// The guards both servers apply: one order, one set of errors, whatever else is wrong with a
/// request.
@Suite struct RequestGuardsTests {
  /// A server on the loopback address with a token, taking JSON bodies up to 1 KiB and, by
  /// `POST`, up to 4 KiB.
  static let guards = RequestGuards(
    IntentsHTTPConfiguration(bearerToken: "s3cret", maximumBodyBytes: 1024),
    largestBody: 1024, largestBodies: ["POST": 4096], publicPaths: ["/health"])

  /// A request wrong in every way the guards check: another host, another origin, no token,
  /// a body over every limit.
  static let wrongEverywhere = RequestGuards.Head(
    method: "POST", path: "/references/home", hosts: ["evil.example"],
    origins: ["https://evil.example"], authorizations: [], contentLength: "5000")

  @Test func aRequestGetsTheFirstCheckItFailsHostOriginTokenLength() {
    var head = Self.wrongEverywhere
    #expect(Self.guards.refusal(of: head)?.code == IntentsError.forbiddenHost)
    head.hosts = ["localhost:8080"]
    #expect(Self.guards.refusal(of: head)?.code == IntentsError.forbiddenOrigin)
    head.origins = ["http://localhost:3000"]
    let missing = Self.guards.refusal(of: head)
    #expect(missing == .missingToken)
    #expect(missing?.message.contains("Authorization: Bearer <token>") == true)
    head.authorizations = ["Bearer s3cret"]
    let tooLarge = Self.guards.refusal(of: head)
    #expect(tooLarge?.code == IntentsError.requestTooLarge)
    #expect(
      tooLarge?.message
        == "The request body is larger than the limit of 4096 bytes; nothing was done.")
    head.contentLength = "4096"
    #expect(Self.guards.refusal(of: head) == nil)
  }

  @Test func eachMethodDeclaresAtMostItsLargestBody() {
    var head = RequestGuards.Head(
      method: "PUT", path: "/references/home", hosts: ["127.0.0.1"],
      authorizations: ["Bearer s3cret"], contentLength: "1025")
    #expect(Self.guards.refusal(of: head) == .bodyTooLarge(limit: 1024))
    head.method = "POST"
    #expect(Self.guards.refusal(of: head) == nil)
    // A length that is not a number is the HTTP parser's to refuse, not the guards'.
    head.contentLength = "many"
    #expect(Self.guards.refusal(of: head) == nil)
  }

  /// A public path is served without a token, and nothing else is spared: its `Origin` is
  /// still checked, and its body's length.
  @Test func aPublicPathNeedsNoTokenButPassesTheOtherGuards() {
    var head = RequestGuards.Head(method: "GET", path: "/health", hosts: ["localhost"])
    #expect(Self.guards.refusal(of: head) == nil)
    head.path = "//health/"
    #expect(Self.guards.refusal(of: head) == nil)
    head.origins = ["https://evil.example"]
    #expect(Self.guards.refusal(of: head)?.code == IntentsError.forbiddenOrigin)
    head.origins = []
    head.contentLength = "2048"
    #expect(Self.guards.refusal(of: head)?.code == IntentsError.requestTooLarge)
    head.contentLength = nil
    for path in ["/healthz", "/health/check", "/"] {
      head.path = path
      #expect(Self.guards.refusal(of: head) == .missingToken, "\(path)")
    }
  }

  @Test func eachRefusalHasItsStatus() {
    #expect(RequestGuards.status(of: Self.guards.refusal(of: Self.wrongEverywhere)!) == 403)
    #expect(RequestGuards.status(of: .missingToken) == 401)
    #expect(RequestGuards.status(of: .bodyTooLarge(limit: 1)) == 413)
  }

  /// The `Intents-Client` header both servers read: one client identifier, or none.
  @Test func theClientHeaderNamesOneClient() throws {
    #expect(try IntentsClient.named(byHeader: []) == nil)
    #expect(try IntentsClient.named(byHeader: ["agent-1"])?.id == "agent-1")
    for values in [[""], ["a", "b"], ["tab\there"]] {
      let error = #expect(throws: IntentsError.self) {
        try IntentsClient.named(byHeader: values)
      }
      #expect(error?.code == IntentsError.invalidRequest, "\(values)")
      #expect(error?.message.hasPrefix("The Intents-Client header names one client") == true)
    }
  }
}
