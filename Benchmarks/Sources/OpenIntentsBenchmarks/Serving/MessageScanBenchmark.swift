import Foundation
import IntentsMCP
import MCP

extension ServingBenchmarks {
  /// Finding the identifiers in the responses the SDK writes — what the stdio transport does
  /// with each, to know which requests are still owed an answer — by the transport's own scan
  /// (`MessageIdentifiers`, compiled into the benchmarks from `Internals/`) and by parsing
  /// each with `JSONSerialization`, its fallback. The responses are the SDK's own, from the
  /// small host's server: a `ping`, a `tools/list`, a Find answered through the SDK.
  static func messageScan(_ harness: Harness) async throws -> [Comparison] {
    let responses = try await sdkResponses()
    for response in responses {
      precondition(
        MessageIdentifiers.of(response) == MessageIdentifiers.parsed(response),
        "the scan and JSONSerialization disagree")
    }
    let repeats = 20
    let scan: () async throws -> Int = {
      var count = 0
      for _ in 0..<repeats {
        for response in responses { count += MessageIdentifiers.of(response).responses.count }
      }
      return count
    }
    let parse: () async throws -> Int = {
      var count = 0
      for _ in 0..<repeats {
        for response in responses {
          count += MessageIdentifiers.parsed(response).responses.count
        }
      }
      return count
    }
    let times = try await harness.medians([scan, parse])
    precondition(times[0].checksum == times[1].checksum, "the scan and the parse differ")
    let bytes = responses.reduce(0) { $0 + $1.count }
    return [
      Comparison(
        name: "Ids of \(repeats * responses.count) SDK responses (\(bytes / 1024) KiB): scan vs "
          + "JSONSerialization", ours: times[0].seconds, baseline: times[1].seconds, target: nil)
    ]
  }

  /// The SDK's responses to a `ping`, a `tools/list` and a Find, from the small host's server.
  private static func sdkResponses() async throws -> [Data] {
    let (clientSide, serverSide) = await InMemoryTransport.createConnectedPair()
    let server = try await IntentsMCPServer(host: SmallHost.make()).makeServer()
    try await server.start(transport: serverSide)
    try await clientSide.connect()
    let requests = [
      #"{"jsonrpc":"2.0","id":1,"method":"ping"}"#,
      #"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#,
      #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"find_PeakEntity","#
        + #""arguments":"# + SmallHost.findBody + "}}",
    ]
    var responses: [Data] = []
    let incoming = await clientSide.receive()
    for request in requests { try await clientSide.send(Data(request.utf8)) }
    for try await message in incoming {
      responses.append(message)
      if responses.count == requests.count { break }
    }
    await server.stop()
    await clientSide.disconnect()
    return responses
  }
}
