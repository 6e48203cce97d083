import AppIntentsTesting
import IntentsHTTP
import IntentsWire
import Testing

/// `run(onListening:)` serves on a real socket, reports the port bound, and stops when its task
/// is cancelled.
@Suite struct ServerRunTests {
  #if os(Linux)
  @Test func runServesOnTheBoundPortUntilCancelled() async throws {
    let server = IntentsHTTPServer(
      host: makeSystem().host, configuration: IntentsHTTPConfiguration(port: 0))
    let ports = AsyncStream<Int>.makeStream()
    let serving = Task { try await server.run { port in ports.continuation.yield(port) } }
    var iterator = ports.stream.makeAsyncIterator()
    let port = try #require(await iterator.next())
    #expect(port > 0)

    let health = try await RawHTTP.exchange(
      port: port, "GET /health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")
    #expect(health.hasPrefix("HTTP/1.1 200"), "\(health)")
    #expect(
      health.contains("content-type: application/json")
        || health.contains("Content-Type: application/json"))
    #expect(health.hasSuffix(#"{"status":"ok"}"#))

    serving.cancel()
    _ = await serving.result
    await #expect(throws: (any Error).self) {
      _ = try await RawHTTP.exchange(port: port, "GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n")
    }
  }
  #endif
}
