import AppIntents
import Foundation
import Hummingbird
import HummingbirdTesting
import IntentsHTTP
import IntentsMCP
import IntentsRuntime
import IntentsWire
import MCP

/// The serving path, each beside a baseline doing the same work with the frameworks alone:
/// encoding entities as JSON, an HTTP Find, an MCP tool call.
enum ServingBenchmarks {
  /// Encoding 10,000 entities as the surfaces answer them (the bytes HTTP sends), against a
  /// hand-written writer of the same JSON; and, for reference, the same entities as a JSON
  /// value first (the form MCP's structured content and the CLI need), then written.
  static func encoding(
    _ peaks: [PeakEntity], _ host: IntentsHost, _ harness: Harness
  ) async throws -> [Comparison] {
    let entities = try await host.find(type: "PeakEntity", FindRequest(limit: peaks.count))
    let subset = Array(peaks.prefix(entities.count))
    let bytes = try await host.jsonBytes(of: entities)
    precondition(
      bytes == (try await host.json(of: entities).jsonBytes), "the two encoders' bytes differ")
    let ours: () async throws -> Int = {
      try await host.jsonBytes(of: entities).count
    }
    let viaValue: () async throws -> Int = {
      try await host.json(of: entities).jsonBytes.count
    }
    let byHand: () async throws -> Int = {
      var bytes: [UInt8] = [UInt8(ascii: "[")]
      bytes.reserveCapacity(subset.count * 160)
      for (index, peak) in subset.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        bytes += #"{"id":""#.utf8
        bytes += String(peak.id).utf8
        bytes += #"","properties":{"continent":""#.utf8
        bytes += peak.continent.utf8
        bytes += #"","height":"#.utf8
        bytes += String(peak.height).utf8
        bytes += #","isFeatured":"#.utf8
        bytes += (peak.isFeatured ? "true" : "false").utf8
        bytes += #","name":""#.utf8
        bytes += peak.name.utf8
        bytes += #""},"title":""#.utf8
        bytes += peak.name.utf8
        bytes += #"","type":"PeakEntity"}"#.utf8
      }
      bytes.append(UInt8(ascii: "]"))
      return bytes.count
    }
    let times = try await harness.medians([ours, byHand, viaValue])
    precondition(times[0].checksum == times[1].checksum, "the two encodings differ in length")
    return [
      Comparison(
        name: "Encode \(entities.count) entities as JSON (host.jsonBytes)",
        ours: times[0].seconds, baseline: times[1].seconds, target: 3),
      Comparison(
        name: "Encode \(entities.count) entities as a JSON value, then bytes",
        ours: times[2].seconds, baseline: times[1].seconds, target: nil),
    ]
  }

  /// Sequential HTTP Finds over a live socket, against a plain Hummingbird route answering
  /// the same bytes; the time of 200 requests each.
  static func httpFind(_ host: IntentsHost, _ harness: Harness) async throws -> [Comparison] {
    let body = ByteBuffer(
      string: #"{"filters":[{"property":"continent","comparison":"equalTo","value":"Europe"}],"#
        + #""sort":[{"property":"name"}],"limit":10}"#)
    let ours = try await IntentsHTTPServer(
      host: host, configuration: .init(port: 0)
    ).makeApplication()
    let answer = try await ours.test(.router) { client in
      try await client.executeRequest(
        uri: "/entities/PeakEntity/find", method: .post,
        headers: [.contentType: "application/json"],
        body: body
      ).body
    }
    let router = Router()
    router.post("/entities/PeakEntity/find") { _, _ in
      Response(
        status: .ok, headers: [.contentType: "application/json"],
        body: ResponseBody(byteBuffer: answer))
    }
    let plain = Application(
      router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
    let requests = 200
    func run(_ application: some ApplicationProtocol) async throws -> Double {
      try await application.test(.live) { client in
        var times: [Double] = []
        for _ in 0..<harness.iterations {
          let start = ContinuousClock.now
          for _ in 0..<requests {
            let response = try await client.executeRequest(
              uri: "/entities/PeakEntity/find", method: .post,
              headers: [.contentType: "application/json"], body: body)
            precondition(response.status == .ok)
          }
          let elapsed = ContinuousClock.now - start
          times.append(
            Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        return times.sorted()[times.count / 2]
      }
    }
    let ourTime = try await run(ours)
    let plainTime = try await run(plain)
    return [
      Comparison(
        name:
          "HTTP Find, \(requests) requests (req/s \(Int(Double(requests) / ourTime)) vs \(Int(Double(requests) / plainTime)))",
        ours: ourTime, baseline: plainTime, target: 1 / 0.7)
    ]
  }

  /// An MCP tool call's round trip in memory: `find_PeakEntity` through the server, against a
  /// bare SDK server whose one tool answers a fixed text.
  static func mcpCall(_ host: IntentsHost, _ harness: Harness) async throws -> [Comparison] {
    let ours = try await client(of: try await IntentsMCPServer(host: host).makeServer())
    let bare = Server(name: "bare", version: "1", capabilities: .init(tools: .init()))
    await bare.withMethodHandler(ListTools.self) { _ in
      ListTools.Result(tools: [Tool(name: "ok", description: "ok", inputSchema: ["type": "object"])]
      )
    }
    await bare.withMethodHandler(CallTool.self) { _ in
      CallTool.Result(content: [.text(text: "ok", annotations: nil, _meta: nil)], isError: false)
    }
    let baseline = try await client(of: bare)
    let arguments: [String: Value] = [
      "filters": [["property": "continent", "comparison": "equalTo", "value": "Europe"]],
      "limit": 1,
    ]
    let viaServer: () async throws -> Int = {
      let result = try await ours.send(
        CallTool.request(.init(name: "find_PeakEntity", arguments: arguments))
      ).value
      return result.isError == true ? 0 : 1
    }
    let viaBare: () async throws -> Int = {
      let result = try await baseline.send(CallTool.request(.init(name: "ok", arguments: [:])))
        .value
      return result.isError == true ? 0 : 1
    }
    let times = try await harness.medians([viaServer, viaBare])
    return [
      Comparison(
        name: "MCP tool call round trip (find, in memory)", ours: times[0].seconds,
        baseline: times[1].seconds, target: 1.2)
    ]
  }

  private static func client(of server: Server) async throws -> Client {
    let (clientSide, serverSide) = await InMemoryTransport.createConnectedPair()
    try await server.start(transport: serverSide)
    let client = Client(name: "benchmarks", version: "1")
    try await client.connect(transport: clientSide)
    return client
  }
}
