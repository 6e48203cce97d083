import Foundation
import Logging
import MCP

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// MCP's stdio framing — one JSON-RPC message per line — over two file descriptors, reading
/// with a blocking `read(2)` on a thread of its own: the benchmark's client side, and the bare
/// server's side.
///
/// The SDK's `StdioTransport` sleeps 10 ms whenever its non-blocking read finds nothing, so a
/// round trip through it measures that sleep, not the servers; this transport answers as soon
/// as a line arrives, as `IntentsMCPServer.runStdio()`'s transport does.
actor LineTransport: Transport {
  nonisolated let logger = Logger(label: "benchmarks.line-transport")
  private let input: Int32
  private let output: Int32
  private let messages: AsyncThrowingStream<Data, any Error>
  private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
  private var started = false

  /// A transport reading lines from `input` and writing them to `output`.
  init(input: Int32, output: Int32) {
    self.input = input
    self.output = output
    (messages, continuation) = AsyncThrowingStream.makeStream()
  }

  func connect() async throws {
    guard !started else { return }
    started = true
    let (input, continuation) = (input, continuation)
    let reader = Thread { Self.readLines(input, into: continuation) }
    reader.start()
  }

  func disconnect() async { continuation.finish() }

  func send(_ data: Data) async throws {
    var message = data
    message.append(0x0A)
    let output = output
    try message.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = write(output, bytes.baseAddress! + offset, bytes.count - offset)
        if written >= 0 {
          offset += written
        } else if errno != EINTR {
          throw MCPError.transportError(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
        }
      }
    }
  }

  func receive() -> AsyncThrowingStream<Data, any Error> { messages }

  /// Reads until end of input, yielding each non-empty line.
  private static func readLines(
    _ input: Int32, into continuation: AsyncThrowingStream<Data, any Error>.Continuation
  ) {
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var line = Data()
    while true {
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      var start = 0
      for index in 0..<count where buffer[index] == 0x0A {
        line.append(contentsOf: buffer[start..<index])
        if !line.isEmpty { continuation.yield(line) }
        line = Data()
        start = index + 1
      }
      line.append(contentsOf: buffer[start..<count])
    }
    continuation.finish()
  }
}
