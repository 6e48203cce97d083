import AppIntentsTesting
import Foundation
import IntentsFixtures
import IntentsMCP
import IntentsWire
import Synchronization
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// MCP 2026-07-28 over HTTP: `server/discover`, requests without sessions, the routing headers
/// and their errors, questions asked as input requests with a signed, single-use
/// `requestState`, cacheable lists, cancellation by leaving — beside the 2025-11-25 clients,
/// which are answered as before.
@Suite struct StatelessRevisionTests {
  static let key = String(repeating: "k3y-", count: 10)

  /// A running server on a free port.
  struct Running {
    let port: Int
    let task: Task<Void, any Error>
    var endpoint: URL { URL(string: "http://127.0.0.1:\(port)/mcp")! }

    init(
      _ server: IntentsMCPServer = IntentsMCPServer(host: makeHost()), token: String? = nil
    )
      async throws
    {
      let (ports, listening) = AsyncStream<Int>.makeStream()
      task = Task {
        defer { listening.finish() }
        try await server.runHTTP(port: 0, bearerToken: token) { listening.yield($0) }
      }
      port = try #require(await ports.first { _ in true }, "the server did not start")
    }

    func stop() async throws {
      task.cancel()
      try await task.value
    }

    /// POSTs a request of the revision, with the headers a client of it sends unless told
    /// otherwise; the response's JSON and status.
    func call(
      _ method: String, _ params: [String: JSONValue] = [:], id: JSONValue = 1,
      version: String = "2026-07-28", capabilities: JSONValue = ["elicitation": ["form": [:]]],
      headers: [String: String?] = [:], token: String? = nil
    ) async throws -> (json: JSONValue, status: Int) {
      var params = params
      params["_meta"] = [
        "io.modelcontextprotocol/protocolVersion": .string(version),
        "io.modelcontextprotocol/clientCapabilities": capabilities,
        "io.modelcontextprotocol/clientInfo": ["name": "tests", "version": "1"],
      ]
      var sent: [String: String] = ["MCP-Protocol-Version": version, "Mcp-Method": method]
      if method == "tools/call", let name = params["name"]?.stringValue { sent["Mcp-Name"] = name }
      for (name, value) in headers { sent[name] = value }
      let body = JSONValue.object([
        "jsonrpc": "2.0", "id": id, "method": .string(method), "params": .object(params),
      ])
      let (data, response) = try await HTTPExchange.post(
        Data(body.jsonBytes), to: endpoint, token: token, headers: sent)
      #expect(response.value(forHTTPHeaderField: "Mcp-Session-Id") == nil)
      let json = try JSONValue(parsing: String(decoding: data, as: UTF8.self))
      return (json, response.statusCode)
    }
  }

  // MARK: - Discovery, lists and the handshake revisions

  @Test func discoverSaysTheVersionsTheCapabilitiesAndHowLongToKeepThem() async throws {
    let server = try await Running()
    let (json, status) = try await server.call("server/discover")
    #expect(status == 200)
    let result = try #require(json["result"])
    #expect(result["supportedVersions"] == ["2026-07-28"])
    #expect(result["resultType"] == "complete")
    #expect(result["ttlMs"] == 60_000)
    #expect(result["cacheScope"] == "public")
    #expect(result["capabilities"]?["tools"] != nil)
    #expect(result["capabilities"]?["resources"] != nil)
    #expect(result["instructions"]?.stringValue?.contains("get_T reads entities") == true)
    #expect(result["_meta"]?["io.modelcontextprotocol/serverInfo"]?["name"] == "Trails")
    try await server.stop()
  }

  @Test func listsSayHowLongAndForWhomTheyMayBeCached() async throws {
    let open = try await Running()
    let tools = try await open.call("tools/list").json["result"]
    #expect(tools?["tools"]?.arrayValue?.contains { $0["name"] == "find_TrailEntity" } == true)
    #expect(tools?["resultType"] == "complete")
    #expect(tools?["ttlMs"] == 60_000)
    #expect(tools?["cacheScope"] == "public")
    let templates = try await open.call("resources/templates/list").json["result"]
    #expect(templates?["ttlMs"] == 60_000)
    #expect(templates?["cacheScope"] == "public")
    let resources = try await open.call("resources/list").json["result"]
    #expect(resources?["ttlMs"] == 0)
    #expect(resources?["cacheScope"] == "private")
    try await open.stop()

    // Behind a token, what one caller was shown is not for a cache shared with others.
    let guarded = try await Running(token: "s3cret")
    let refused = try await guarded.call("tools/list")
    #expect(refused.status == 401)
    let listed = try await guarded.call("tools/list", token: "s3cret").json["result"]
    #expect(listed?["cacheScope"] == "private")
    let discovered = try await guarded.call("server/discover", token: "s3cret").json["result"]
    #expect(discovered?["cacheScope"] == "private")
    try await guarded.stop()
  }

  @Test func aQueryToolAnswersWithoutASession() async throws {
    let server = try await Running()
    let (json, status) = try await server.call(
      "tools/call", ["name": "get_TrailEntity", "arguments": ["id": "3"]])
    #expect(status == 200)
    #expect(json["result"]?["resultType"] == "complete")
    #expect(
      json["result"]?["structuredContent"]?["entities"]?[0]?["title"]
        == "Matterhorn Glacier Trail")
    try await server.stop()
  }

  /// A client of 2025-11-25 initializes and calls as before: no member of the new revision
  /// appears in what it is sent.
  @Test func aClientOf20251125IsAnsweredAsBefore() async throws {
    let server = try await Running()
    let (initialized, response) = try await HTTPExchange.post(
      HTTPExchange.initialize, to: server.endpoint)
    #expect(response.statusCode == 200)
    let result = try JSONValue(parsing: String(decoding: initialized, as: UTF8.self))["result"]
    #expect(result?["protocolVersion"] == "2025-11-25")
    let list = Data(#"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#.utf8)
    let (listed, _) = try await HTTPExchange.post(
      list, to: server.endpoint, headers: ["MCP-Protocol-Version": "2025-11-25"])
    let tools = try JSONValue(parsing: String(decoding: listed, as: UTF8.self))["result"]
    #expect(tools?["tools"]?.arrayValue?.isEmpty == false)
    #expect(tools?["ttlMs"] == nil)
    #expect(tools?["resultType"] == nil)
    // A question is a result that says how to call again, as it was.
    let call = Data(
      #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"OpenTrailIntent","arguments":{"trail":"trail"}}}"#
        .utf8)
    let (asked, _) = try await HTTPExchange.post(
      call, to: server.endpoint, headers: ["MCP-Protocol-Version": "2025-11-25"])
    let question = try JSONValue(parsing: String(decoding: asked, as: UTF8.self))["result"]
    #expect(question?["structuredContent"]?["status"] == "needsInput")
    #expect(question?["requestState"] == nil)
    try await server.stop()
  }

  // MARK: - Headers and their errors

  @Test func routingHeadersMustAgreeWithTheBody() async throws {
    let server = try await Running()
    let noMethod = try await server.call("tools/list", headers: ["Mcp-Method": nil])
    #expect(noMethod.status == 400)
    #expect(noMethod.json["error"]?["code"] == -32020)
    #expect(noMethod.json["id"] == 1)
    #expect(noMethod.json["error"]?["message"]?.stringValue?.contains("Mcp-Method") == true)

    let otherMethod = try await server.call("tools/list", headers: ["Mcp-Method": "tools/call"])
    #expect(otherMethod.json["error"]?["code"] == -32020)

    let otherName = try await server.call(
      "tools/call", ["name": "get_TrailEntity", "arguments": ["id": "3"]],
      headers: ["Mcp-Name": "find_TrailEntity"])
    #expect(otherName.status == 400)
    #expect(otherName.json["error"]?["code"] == -32020)

    // A name that is not plain ASCII travels in base64.
    let encoded = "=?base64?" + Data("get_TrailEntity".utf8).base64EncodedString() + "?="
    let decoded = try await server.call(
      "tools/call", ["name": "get_TrailEntity", "arguments": ["id": "3"]],
      headers: ["Mcp-Name": encoded])
    #expect(decoded.status == 200)

    let otherVersion = try await server.call(
      "tools/list", headers: ["MCP-Protocol-Version": "2099-01-01"])
    #expect(otherVersion.status == 400)
    #expect(otherVersion.json["error"]?["code"] == -32020)
    try await server.stop()
  }

  @Test func anUnsupportedVersionNamesTheSupportedOnes() async throws {
    let server = try await Running()
    let (json, status) = try await server.call("server/discover", version: "2099-01-01")
    #expect(status == 400)
    #expect(json["error"]?["code"] == -32022)
    #expect(json["error"]?["data"]?["supported"] == ["2026-07-28"])
    #expect(json["error"]?["data"]?["requested"] == "2099-01-01")
    try await server.stop()
  }

  @Test func theEnvelopeIsRequiredAndOneRequestIsSentAtATime() async throws {
    let server = try await Running()
    let headers = ["MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "tools/list"]
    let bare = Data(#"{"jsonrpc":"2.0","id":4,"method":"tools/list","params":{}}"#.utf8)
    let (data, response) = try await HTTPExchange.post(
      bare, to: server.endpoint, headers: headers)
    let json = try JSONValue(parsing: String(decoding: data, as: UTF8.self))
    #expect(response.statusCode == 400)
    #expect(json["error"]?["code"] == -32602)
    #expect(json["id"] == 4)

    let batch = Data(#"[{"jsonrpc":"2.0","id":5,"method":"tools/list","params":{}}]"#.utf8)
    let (batchData, batchResponse) = try await HTTPExchange.post(
      batch, to: server.endpoint, headers: headers)
    #expect(batchResponse.statusCode == 400)
    #expect(
      try JSONValue(parsing: String(decoding: batchData, as: UTF8.self))["error"]?["code"]
        == -32600)

    let notification = Data(#"{"jsonrpc":"2.0","method":"notifications/cancelled"}"#.utf8)
    let (_, accepted) = try await HTTPExchange.post(
      notification, to: server.endpoint, headers: headers)
    #expect(accepted.statusCode == 202)

    // The revision has no handshake and no ping.
    let ping = try await server.call("ping")
    #expect(ping.status == 404)
    #expect(ping.json["error"]?["code"] == -32601)
    let initialize = try await server.call("initialize")
    #expect(initialize.json["error"]?["code"] == -32601)
    try await server.stop()
  }

  /// The guards of the endpoint apply to the revision: a JSON-RPC `id` is read by the same
  /// rules (the bearer token is checked in ``listsSayHowLongAndForWhomTheyMayBeCached()``).
  @Test func theEndpointsGuardsApplyToo() async throws {
    let server = try await Running()
    let fractional = try await server.call("tools/list", id: 1.5)
    #expect(fractional.status == 400)
    #expect(fractional.json["error"]?["code"] == -32600)
    try await server.stop()
  }

  // MARK: - Questions

  static func server(
    store: any SingleUseTokenStore = InMemorySingleUseTokenStore(), key: String = key,
    previousKeys: [String] = [], lifetime: Duration = .seconds(600)
  ) throws -> IntentsMCPServer {
    IntentsMCPServer(
      host: makeHost(),
      requestState: try MCPRequestState(
        key: key, previousKeys: previousKeys, store: store, lifetime: lifetime))
  }

  static let ambiguous: [String: JSONValue] = [
    "name": "OpenTrailIntent", "arguments": ["trail": "trail"],
  ]

  /// The answer choosing option `id` for the question a result asked, with its state.
  static func answer(_ asked: JSONValue, option: String) -> [String: JSONValue] {
    var params = ambiguous
    params["requestState"] = asked["result"]?["requestState"]
    params["inputResponses"] = [
      "choose:trail": ["action": "accept", "content": ["option": .string(option)]]
    ]
    return params
  }

  @Test func aQuestionIsAnInputRequestAnsweredWithItsState() async throws {
    let server = try await Running(try Self.server())
    let (asked, status) = try await server.call("tools/call", Self.ambiguous)
    #expect(status == 200)
    let result = try #require(asked["result"])
    #expect(result["resultType"] == "input_required")
    let request = try #require(result["inputRequests"]?["choose:trail"])
    #expect(request["method"] == "elicitation/create")
    #expect(request["params"]?["mode"] == "form")
    #expect(request["params"]?["message"]?.stringValue?.contains("Which Trail?") == true)
    let option = request["params"]?["requestedSchema"]?["properties"]?["option"]
    #expect(option?["oneOf"]?.arrayValue?.map { $0["const"] } == ["1", "3"])
    #expect(request["params"]?["requestedSchema"]?["required"] == ["option"])
    #expect(result["requestState"]?.stringValue?.hasPrefix("v2.") == true)

    let (done, doneStatus) = try await server.call(
      "tools/call", Self.answer(asked, option: "3"), id: 2)
    #expect(doneStatus == 200)
    #expect(done["result"]?["resultType"] == "complete")
    #expect(
      done["result"]?["structuredContent"]?["result"]?["dialog"]
        == "Opening Matterhorn Glacier Trail")
    try await server.stop()
  }

  @Test func aDeclinedConfirmationIsTheRunsAnswer() async throws {
    let server = try await Running(try Self.server())
    let call: [String: JSONValue] = [
      "name": "DeleteTrailIntent", "arguments": ["trail": ["id": "6"]],
    ]
    let (asked, _) = try await server.call("tools/call", call)
    let request = try #require(asked["result"]?["inputRequests"]?["confirm:DeleteTrailIntent"])
    #expect(
      request["params"]?["requestedSchema"]?["properties"]?["confirm"]?["type"] == "boolean")
    var answer = call
    answer["requestState"] = asked["result"]?["requestState"]
    answer["inputResponses"] = ["confirm:DeleteTrailIntent": ["action": "decline"]]
    let (declined, _) = try await server.call("tools/call", answer, id: 2)
    #expect(declined["result"]?["isError"] == true)
    #expect(declined["result"]?["structuredContent"]?["error"]?["code"] == "declined")
    try await server.stop()
  }

  /// A value the run asks for is a form of one field, `value`, of the parameter's type; the
  /// accepted answer runs the intent again with it, and an answer without it is refused.
  @Test func aValueAskedForIsAFieldOfItsTypeAndItsAnswerRunsTheIntent() async throws {
    let server = try await Running(try Self.server())
    let call: [String: JSONValue] = ["name": "NaggingIntent", "arguments": [:]]
    let (asked, status) = try await server.call("tools/call", call)
    #expect(status == 200)
    #expect(asked["result"]?["resultType"] == "input_required")
    let requests = try #require(asked["result"]?["inputRequests"]?.objectValue)
    #expect(requests.count == 1)
    let (id, request) = try #require(requests.first)
    #expect(id.contains("word"))
    let params = request["params"]
    #expect(params?["message"]?.stringValue?.contains("Say the magic word") == true)
    #expect(params?["requestedSchema"]?["properties"]?["value"]?["type"] == "string")
    #expect(params?["requestedSchema"]?["required"] == ["value"])

    var withoutValue = call
    withoutValue["requestState"] = asked["result"]?["requestState"]
    withoutValue["inputResponses"] = .object([id: ["action": "accept", "content": [:]]])
    let refused = try await server.call("tools/call", withoutValue, id: 2)
    #expect(refused.json["error"]?["code"] == -32602)
    #expect(refused.json["error"]?["message"]?.stringValue?.contains("‘value’") == true)

    // The refused answer spent nothing: the same state answered with the word completes.
    var answer = call
    answer["requestState"] = asked["result"]?["requestState"]
    answer["inputResponses"] = .object([id: ["action": "accept", "content": ["value": "please"]]])
    let (done, doneStatus) = try await server.call("tools/call", answer, id: 3)
    #expect(doneStatus == 200)
    #expect(done["result"]?["resultType"] == "complete")
    #expect(done["result"]?["isError"] != true)
    try await server.stop()
  }

  @Test func aClientThatCannotFillInFormsGetsTheQuestionAsAResult() async throws {
    let server = try await Running(try Self.server())
    let (asked, _) = try await server.call("tools/call", Self.ambiguous, capabilities: [:])
    #expect(asked["result"]?["resultType"] == "complete")
    #expect(asked["result"]?["structuredContent"]?["status"] == "needsInput")
    #expect(asked["result"]?["requestState"] == nil)
    try await server.stop()
  }

  /// A `requestState` of `null` is none: the call is answered as without it.
  @Test func aNullStateIsNoState() async throws {
    let server = try await Running(try Self.server())
    let query = try await server.call(
      "tools/call", ["name": "get_TrailEntity", "arguments": ["id": "3"], "requestState": .null])
    #expect(query.status == 200)
    var ambiguous = Self.ambiguous
    ambiguous["requestState"] = .null
    let asked = try await server.call("tools/call", ambiguous)
    #expect(asked.json["result"]?["resultType"] == "input_required")
    try await server.stop()
  }

  @Test func aReplayedStateIsRefused() async throws {
    let server = try await Running(try Self.server())
    let (asked, _) = try await server.call("tools/call", Self.ambiguous)
    let first = try await server.call("tools/call", Self.answer(asked, option: "3"), id: 2)
    #expect(first.json["result"]?["resultType"] == "complete")
    let replay = try await server.call("tools/call", Self.answer(asked, option: "1"), id: 3)
    #expect(replay.status == 400)
    #expect(replay.json["error"]?["code"] == -32602)
    #expect(replay.json["error"]?["data"]?["reason"] == "invalid_request_state")
    #expect(replay.json["error"]?["data"]?["problem"] == "replayed")
    #expect(replay.json["error"]?["message"]?.stringValue?.contains("used already") == true)
    try await server.stop()
  }

  @Test func aChangedStateIsRefused() async throws {
    let server = try await Running(try Self.server())
    let (asked, _) = try await server.call("tools/call", Self.ambiguous)
    let state = try #require(asked["result"]?["requestState"]?.stringValue)
    // The answers it carries rewritten: the payload changes, its signature does not.
    let parts = state.split(separator: ".")
    var payload = try #require(
      Data(base64Encoded: Self.padded(String(parts[2]))).map { String(decoding: $0, as: UTF8.self) }
    )
    payload = payload.replacingOccurrences(of: #""ans":{}"#, with: #""ans":{"x":true}"#)
    let forged = "v2.\(parts[1])." + Self.base64url(payload) + "." + parts[3]
    var params = Self.answer(asked, option: "3")
    params["requestState"] = .string(forged)
    let refused = try await server.call("tools/call", params, id: 2)
    #expect(refused.status == 400)
    #expect(refused.json["error"]?["data"]?["problem"] == "unauthentic")

    params["requestState"] = .string(state + "x")
    let garbled = try await server.call("tools/call", params, id: 3)
    #expect(garbled.json["error"]?["data"]?["problem"] == "unauthentic")

    // Other arguments than the call that asked.
    var other = Self.answer(asked, option: "3")
    other["arguments"] = ["trail": "eiger"]
    let mismatched = try await server.call("tools/call", other, id: 4)
    #expect(mismatched.json["error"]?["data"]?["problem"] == "mismatch")

    // The state is still good for the call that asked: refusals spent nothing.
    let done = try await server.call("tools/call", Self.answer(asked, option: "3"), id: 5)
    #expect(done.json["result"]?["resultType"] == "complete")
    try await server.stop()
  }

  @Test func aStateSignedWithAnotherKeyIsRefused() async throws {
    let asking = try await Running(try Self.server())
    let other = try await Running(try Self.server(key: String(repeating: "0th3r-k3y", count: 4)))
    let (asked, _) = try await asking.call("tools/call", Self.ambiguous)
    let refused = try await other.call("tools/call", Self.answer(asked, option: "3"), id: 2)
    #expect(refused.status == 400)
    #expect(refused.json["error"]?["data"]?["problem"] == "unauthentic")
    #expect(refused.json["error"]?["message"]?.stringValue?.contains("same state key") == true)
    try await asking.stop()
    try await other.stop()
  }

  // MARK: - Rotating the key

  static let newKey = String(repeating: "n3w-k3y-", count: 5)

  /// After a rotation — the new key current, the old one among the previous keys — a question
  /// asked under the old key is answered once, and new questions are signed with the new key.
  @Test func aStateIssuedUnderTheOldKeyIsAcceptedAfterRotation() async throws {
    let store = InMemorySingleUseTokenStore()
    let before = try await Running(try Self.server(store: store))
    let after = try await Running(
      try Self.server(store: store, key: Self.newKey, previousKeys: [Self.key]))
    let (asked, _) = try await before.call("tools/call", Self.ambiguous)
    let done = try await after.call("tools/call", Self.answer(asked, option: "3"), id: 2)
    #expect(done.status == 200)
    #expect(
      done.json["result"]?["structuredContent"]?["result"]?["dialog"]
        == "Opening Matterhorn Glacier Trail")
    // Still single-use, on either host.
    let replay = try await after.call("tools/call", Self.answer(asked, option: "3"), id: 3)
    #expect(replay.json["error"]?["data"]?["problem"] == "replayed")
    let replayBefore = try await before.call("tools/call", Self.answer(asked, option: "3"), id: 4)
    #expect(replayBefore.json["error"]?["data"]?["problem"] == "replayed")

    // A question asked after the rotation is signed with the new key: a host holding only the
    // new key answers it, one holding only the old key does not.
    let onlyNew = try await Running(try Self.server(store: store, key: Self.newKey))
    let (again, _) = try await after.call("tools/call", Self.ambiguous, id: 5)
    let oldRefuses = try await before.call("tools/call", Self.answer(again, option: "1"), id: 6)
    #expect(oldRefuses.json["error"]?["data"]?["problem"] == "unauthentic")
    let newAnswers = try await onlyNew.call("tools/call", Self.answer(again, option: "1"), id: 7)
    #expect(
      newAnswers.json["result"]?["structuredContent"]?["result"]?["dialog"]
        == "Opening Eiger Trail")
    try await before.stop()
    try await after.stop()
    try await onlyNew.stop()
  }

  /// Once the old key is dropped, a state it signed is refused with the very error a forged
  /// one gets: nothing tells a client which keys the server holds.
  @Test func aStateUnderAKeyNoLongerListedIsRefusedAsAForgedOne() async throws {
    let before = try await Running(try Self.server())
    let dropped = try await Running(try Self.server(key: Self.newKey))
    let (asked, _) = try await before.call("tools/call", Self.ambiguous)
    let refused = try await dropped.call("tools/call", Self.answer(asked, option: "3"), id: 2)
    #expect(refused.status == 400)
    #expect(refused.json["error"]?["data"]?["problem"] == "unauthentic")

    let state = try #require(asked["result"]?["requestState"]?.stringValue)
    var forged = Self.answer(asked, option: "3")
    forged["requestState"] = .string(state.dropLast(2) + (state.hasSuffix("AA") ? "BA" : "AA"))
    let refusedForged = try await before.call("tools/call", forged, id: 3)
    #expect(refusedForged.json["error"]?["data"]?["problem"] == "unauthentic")
    #expect(refused.json["error"] == refusedForged.json["error"])
    try await before.stop()
    try await dropped.stop()
  }

  @Test func aShortPreviousKeyIsRefused() throws {
    let error = try #require(throws: IntentsError.self) {
      try MCPRequestState(
        key: Self.key, previousKeys: ["short"], store: InMemorySingleUseTokenStore())
    }
    #expect(error.message.contains("Previous MCP state key 1"))
  }

  @Test func anExpiredStateIsRefused() async throws {
    let server = try await Running(try Self.server(lifetime: .milliseconds(300)))
    let (asked, _) = try await server.call("tools/call", Self.ambiguous)
    try await Task.sleep(for: .milliseconds(600))
    let refused = try await server.call("tools/call", Self.answer(asked, option: "3"), id: 2)
    #expect(refused.status == 400)
    #expect(refused.json["error"]?["data"]?["problem"] == "expired")
    try await server.stop()
  }

  /// Two hosts with one key and one store, as behind a load balancer: a question asked by one
  /// is answered by the other, and the answer is not taken twice by either.
  @Test func aQuestionAskedByOneHostIsAnsweredByAnotherOnce() async throws {
    let store = InMemorySingleUseTokenStore()
    let first = try await Running(try Self.server(store: store))
    let second = try await Running(try Self.server(store: store))
    let (asked, _) = try await first.call("tools/call", Self.ambiguous)
    let done = try await second.call("tools/call", Self.answer(asked, option: "1"), id: 2)
    #expect(
      done.json["result"]?["structuredContent"]?["result"]?["dialog"] == "Opening Eiger Trail")
    let replay = try await first.call("tools/call", Self.answer(asked, option: "1"), id: 3)
    #expect(replay.json["error"]?["data"]?["problem"] == "replayed")
    try await first.stop()
    try await second.stop()
  }

  @Test func aShortKeyIsRefused() {
    #expect(throws: IntentsError.self) {
      try MCPRequestState(key: "short", store: InMemorySingleUseTokenStore())
    }
  }

  @Test func theStoreInMemoryKeepsItsGuarantees() async throws {
    try await SingleUseTokenStoreChecks.run(on: InMemorySingleUseTokenStore())
  }

  // MARK: - Cancellation

  #if os(Linux)
  /// Closing the connection while a run goes on cancels it: the intent's cancellation handler
  /// runs.
  @Test func closingTheStreamCancelsTheRun() async throws {
    let watch = CancellationWatch.make()
    let server = try await Running(
      IntentsMCPServer(host: IntentsHost(name: "Waits") { WaitUntilCancelledIntent.self }))
    let body = JSONValue.object([
      "jsonrpc": "2.0", "id": 1, "method": "tools/call",
      "params": [
        "name": "WaitUntilCancelledIntent", "arguments": ["tag": .string(watch.name)],
        "_meta": [
          "io.modelcontextprotocol/protocolVersion": "2026-07-28",
          "io.modelcontextprotocol/clientCapabilities": [:],
        ],
      ],
    ])
    let text = String(decoding: body.jsonBytes, as: UTF8.self)
    do {
      let socket = try RawSocket(port: server.port)
      await socket.send(
        "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
          + "Accept: application/json, text/event-stream\r\nMCP-Protocol-Version: 2026-07-28\r\n"
          + "Mcp-Method: tools/call\r\nMcp-Name: WaitUntilCancelledIntent\r\n"
          + "Content-Length: \(text.utf8.count)\r\n\r\n\(text)")
      await watch.watch.arrived()
      // The last use of the socket: it is released, and closes, after this.
      await socket.send("")
    }
    await watch.watch.cancelled()
    try await server.stop()
  }
  #endif

  // MARK: - Helpers

  static func padded(_ text: String) -> String {
    let standard = text.replacingOccurrences(of: "-", with: "+")
      .replacingOccurrences(of: "_", with: "/")
    return standard + String(repeating: "=", count: (4 - standard.count % 4) % 4)
  }

  static func base64url(_ text: String) -> String {
    Data(text.utf8).base64EncodedString().replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
  }
}

extension JSONValue {
  fileprivate subscript(_ key: String) -> JSONValue? { objectValue?[key] }
  fileprivate subscript(_ index: Int) -> JSONValue? {
    guard let items = arrayValue, items.indices.contains(index) else { return nil }
    return items[index]
  }
}

/// What a run that waits for its cancellation tells a test: that it started, and that it was
/// cancelled.
final class CancellationWatch: Sendable {
  private let (arrivals, arrival) = AsyncStream<Void>.makeStream()
  private let (cancellations, cancellation) = AsyncStream<Void>.makeStream()
  private static let watches = Mutex<[String: CancellationWatch]>([:])

  static func make() -> (name: String, watch: CancellationWatch) {
    let name = UUID().uuidString
    let watch = CancellationWatch()
    watches.withLock { $0[name] = watch }
    return (name, watch)
  }

  static func named(_ name: String) -> CancellationWatch? { watches.withLock { $0[name] } }

  func arrive() { arrival.yield() }
  func cancel() { cancellation.yield() }

  func arrived() async {
    var iterator = arrivals.makeAsyncIterator()
    _ = await iterator.next()
  }

  func cancelled() async {
    var iterator = cancellations.makeAsyncIterator()
    _ = await iterator.next()
  }
}

/// An intent that runs until it is cancelled.
struct WaitUntilCancelledIntent: AppIntent, CancellableIntent {
  static let title: LocalizedStringResource = "Wait Until Cancelled"

  @Parameter(title: "Tag") var tag: String

  init() {}

  func perform() async throws -> some IntentResult & ReturnsValue<String> {
    let watch = CancellationWatch.named(tag)
    try await withIntentCancellationHandler {
      watch?.arrive()
      try await Task.sleep(for: .seconds(300))
    } onCancel: { _ in
      watch?.cancel()
    }
    return .result(value: tag)
  }
}
