import Foundation
import IntentsFixtures
import Logging
import MCP
import Testing

@testable import IntentsMCP

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The descriptors a stdio transport reads and writes are its caller's: once the transport is
/// disconnected (or its writer closed) it reads and writes them no more, since their owner may
/// close them and their numbers go to the next files opened — another session's pipes.
@Suite struct StdioDescriptorTests {
  /// What is written to the input after the transport is disconnected is left for whoever
  /// reads the input next. (A reader thread still waiting on the descriptor used to take it:
  /// in a process that runs several sessions, from the next session given the same number.)
  @Test func aDisconnectedTransportReadsItsInputNoMore() async throws {
    // Each round's pipes are kept to the end, so that no round's descriptors are another's.
    var pipes: [Pipe] = []
    for _ in 0..<20 {
      let input = Pipe()
      let output = Pipe()
      pipes += [input, output]
      let transport = StdioBlockingTransport(
        input: input.fileHandleForReading.fileDescriptor,
        output: output.fileHandleForWriting.fileDescriptor, logger: Logger(label: "test"))
      try await transport.connect()
      let first = Data(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#.utf8)
      try input.fileHandleForWriting.write(contentsOf: first + [0x0A])
      var received = await transport.receive().makeAsyncIterator()
      #expect(try await received.next() == first)
      await transport.disconnect()

      let later = Data(#"{"jsonrpc":"2.0","method":"notifications/later"}"#.utf8 + [0x0A])
      try input.fileHandleForWriting.write(contentsOf: later)
      try input.fileHandleForWriting.close()
      #expect(await input.fileHandleForReading.readToEndOnItsOwnThread() == later)
    }
    _ = pipes
  }

  /// A line held up by a client that stopped reading is not finished after the writer is
  /// closed, when the client reads again: the writing stops where it stood.
  @Test func aClosedWriterFinishesNoLineLater() async throws {
    let pipe = Pipe()
    let (reading, writing) = (
      pipe.fileHandleForReading.fileDescriptor, pipe.fileHandleForWriting.fileDescriptor
    )
    let writer = LineWriter(writing)
    let line = Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
    async let written = Self.onItsOwnThread { Result { try writer.write(line) } }
    // Until the pipe is full: the write waits for the client.
    while Self.isWritable(writing) { try await Task.sleep(for: .milliseconds(1)) }
    writer.close()
    let before = Self.bytesWaiting(reading)

    async let read = pipe.fileHandleForReading.readToEndOnItsOwnThread()
    let result = await written
    #expect(throws: MCPError.self) { try result.get() }
    try pipe.fileHandleForWriting.close()
    #expect(await read.count == before)
  }

  /// Whether the descriptor takes bytes now.
  static func isWritable(_ descriptor: Int32) -> Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
    return poll(&entry, 1, 0) > 0
  }

  /// How many bytes wait in the pipe.
  static func bytesWaiting(_ descriptor: Int32) -> Int {
    var count: Int32 = 0
    _ = ioctl(descriptor, UInt(FIONREAD), &count)
    return Int(count)
  }

  /// Runs blocking work on a thread of its own, off Swift concurrency's few threads.
  static func onItsOwnThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: work()) }.start()
    }
  }
}
