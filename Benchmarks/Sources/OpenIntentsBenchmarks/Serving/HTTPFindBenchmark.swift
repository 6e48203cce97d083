import Foundation
import Hummingbird
import HummingbirdTesting
import IntentsHTTP
import IntentsRuntime

extension ServingBenchmarks {
  /// HTTP Finds over live sockets: our server over the small host (a realistic Find: two
  /// filters, a sort, a limit of 10), against a plain Hummingbird route answering the same
  /// bytes. Each round sends ``requestsPerConnection`` requests on each of ``connections``
  /// keep-alive connections at once; both servers run side by side and take turns.
  static func httpFind(_ harness: Harness) async throws -> [Comparison] {
    let body = ByteBuffer(string: SmallHost.findBody)
    let path = "/entities/PeakEntity/find"
    let ours = try await IntentsHTTPServer(
      host: SmallHost.make(), configuration: .init(port: 0)
    ).makeApplication()
    let answer = try await ours.test(.router) { client in
      try await client.executeRequest(
        uri: path, method: .post, headers: [.contentType: "application/json"], body: body
      ).body
    }
    precondition(
      String(buffer: answer).contains(#""nextOffset":10"#), "the Find did not answer a page")
    let router = Router()
    router.post(RouterPath(path)) { _, _ in
      Response(
        status: .ok, headers: [.contentType: "application/json"],
        body: ResponseBody(byteBuffer: answer))
    }
    let plain = Application(
      router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
    let request = TestClient.Request(
      path, method: .post, authority: "localhost",
      headers: [.contentType: "application/json", .connection: "keep-alive"], body: body)
    let times = try await ours.test(.live) { oursClient in
      try await plain.test(.live) { plainClient in
        let oursClients = clients(port: oursClient.port)
        let plainClients = clients(port: plainClient.port)
        let times = try await harness.medians([
          { try await round(oursClients, request) },
          { try await round(plainClients, request) },
        ])
        for client in oursClients + plainClients { try await client.shutdown() }
        return times
      }
    }
    precondition(times[0].checksum == times[1].checksum, "the two servers answer different bytes")
    let requests = connections * requestsPerConnection
    let perSecond = times.map { Int(Double(requests) / $0.seconds) }
    return [
      Comparison(
        name:
          "HTTP Find, \(connections)×\(requestsPerConnection) (req/s \(perSecond[0]) vs \(perSecond[1]))",
        ours: times[0].seconds, baseline: times[1].seconds, target: 1 / 0.7)
    ]
  }

  /// How many connections send requests at once.
  static let connections = 4
  /// How many requests each connection sends, one after another, in a round.
  static let requestsPerConnection = 250

  /// Connected clients of a live server.
  private static func clients(port: Int?) -> [TestClient] {
    guard let port else { preconditionFailure("the live server has no port") }
    return (0..<connections).map { _ in
      let client = TestClient(host: "localhost", port: port)
      client.connect()
      return client
    }
  }

  /// One round: every connection sends its requests (`requestsPerConnection` of them, one
  /// after another); the bytes of every answer, as checksum.
  static func round(
    _ clients: [TestClient], _ request: TestClient.Request,
    requestsPerConnection: Int = requestsPerConnection
  ) async throws -> Int {
    try await withThrowingTaskGroup(of: Int.self) { group in
      for client in clients {
        group.addTask {
          var bytes = 0
          for _ in 0..<requestsPerConnection {
            let response = try await client.execute(request)
            precondition(response.status == .ok, "a request failed: \(response.status)")
            bytes += response.body?.readableBytes ?? 0
          }
          return bytes
        }
      }
      return try await group.reduce(0, +)
    }
  }
}
