import Foundation
import Logging
import MCP
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The MCP stdio transport — one JSON-RPC message per line on standard input and output —
/// reading with a blocking `read(2)` on a thread of its own, so a request is handled as soon
/// as it arrives (the SDK's `StdioTransport` polls every 10 ms).
///
/// Messages are written with `write(2)` straight to the output descriptor, whole, each ending
/// with a newline, one after another on a serial queue of the writer's own (so that a client
/// slow to read blocks no thread of Swift concurrency's): nothing is buffered, so nothing else
/// can interleave. When input ends, the transport waits (a bounded time) for the responses to
/// the requests already read before it ends the stream, so a client that writes its requests
/// and closes its end still gets every answer. Each line is read by the rules of JSON-RPC 2.0
/// and MCP first (``StdioDispatcher``): a malformed message is answered here, the
/// `tools/call` requests ``DirectToolCalls`` takes are answered here, each in a task of its
/// own, and only the rest reach the SDK. A line longer than ``MCPLimits/maximumLineBytes`` is
/// skipped, reported on standard error, and answered with a JSON-RPC error (`-32600`, `id`
/// `null`: its id was never read).
actor StdioBlockingTransport: Transport {
  nonisolated let logger: Logger

  private let input: Int32
  private let writer: LineWriter
  private let messages: AsyncThrowingStream<Data, any Error>
  private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
  private let pending = PendingRequests()
  private let batches = OpenBatches()
  private let direct: DirectToolCalls?
  private var started = false

  /// A transport reading `input` and writing `output` (file descriptors), answering the calls
  /// `direct` takes itself.
  init(input: Int32, output: Int32, logger: Logger, direct: DirectToolCalls? = nil) {
    self.input = input
    writer = LineWriter(output)
    self.logger = logger
    self.direct = direct
    (messages, continuation) = AsyncThrowingStream.makeStream()
  }

  func connect() async throws {
    guard !started else { return }
    started = true
    let dispatcher = StdioDispatcher(
      continuation: continuation, pending: pending, batches: batches, writer: writer,
      direct: direct, logger: logger)
    let (input, logger) = (input, logger)
    let reader = Thread { Self.readLines(input, dispatcher: dispatcher, logger: logger) }
    reader.name = "IntentsMCP stdin"
    reader.start()
    logger.debug("Reading MCP messages from standard input")
  }

  func disconnect() async {
    continuation.finish()
    writer.close()
  }

  func send(_ data: Data) async throws {
    // An answer to a message of a batch goes out in the batch's array.
    if batches.claim(data) { return }
    defer { pending.answered(data) }
    // On the writer's queue, as the direct answers: never blocking a thread of the tasks'.
    try await withCheckedThrowingContinuation { (written: CheckedContinuation<Void, any Error>) in
      writer.writeInTurn(data) { error in
        if let error { written.resume(throwing: error) } else { written.resume() }
      }
    }
  }

  func receive() -> AsyncThrowingStream<Data, any Error> { messages }

  // MARK: - Reading (on the reader thread)

  /// Reads lines until end of input, hands each to the dispatcher, then waits for outstanding
  /// responses and ends the stream.
  private static func readLines(_ input: Int32, dispatcher: StdioDispatcher, logger: Logger) {
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var line = Data()
    var dropping = false
    func deliver() {
      defer { line.removeAll(keepingCapacity: true) }
      // Over the limit: skipped whole, whether it crossed the limit in an earlier read or in
      // the read that ended it.
      if dropping || line.count > MCPLimits.maximumLineBytes {
        if !dropping {
          logger.error(
            "Dropped a message longer than \(MCPLimits.maximumLineBytes) bytes from standard input")
        }
        dropping = false
        try? dispatcher.writer.write(Self.oversized)
        return
      }
      while line.last == 0x0D || line.last == 0x20 || line.last == 0x09 { line.removeLast() }
      guard line.contains(where: { !Self.isSpace($0) }) else { return }
      dispatcher.dispatch(line)
    }
    reading: while true {
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count > 0 {
        var start = 0
        for index in 0..<count where buffer[index] == 0x0A {
          if !dropping { line.append(contentsOf: buffer[start..<index]) }
          deliver()
          start = index + 1
        }
        if !dropping { line.append(contentsOf: buffer[start..<count]) }
        if line.count > MCPLimits.maximumLineBytes {
          logger.error(
            "Dropped a message longer than \(MCPLimits.maximumLineBytes) bytes from standard input")
          line.removeAll()
          dropping = true
        }
      } else if count == 0 {
        break reading
      } else if errno == EINTR {
        continue
      } else if errno == EAGAIN || errno == EWOULDBLOCK {
        wait(for: input, events: POLLIN)
      } else {
        logger.error("Reading standard input failed: errno \(errno)")
        break reading
      }
    }
    deliver()
    // Bounded, so that a request never answered cannot hold the process; counted from the last
    // answer, so that a slow but working server answers every request read.
    dispatcher.pending.waitUntilAnswered(idleFor: .seconds(60))
    // A batch still waiting for an answer gets what it has.
    dispatcher.batches.flush()
    dispatcher.writer.waitForQueuedWrites()
    dispatcher.continuation.finish()
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// The answer to a line over the limit: an invalid request whose id is unknown.
  static let oversized = Data(
    (#"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"Invalid Request: "#
      + #"a message longer than \#(MCPLimits.maximumLineBytes) bytes was skipped; send "#
      + #"smaller messages, one per line."}}"#).utf8)

  static func wait(for descriptor: Int32, events: Int32) {
    var entry = pollfd(fd: descriptor, events: Int16(events), revents: 0)
    _ = poll(&entry, 1, 100)
  }
}

/// Writes messages to the output descriptor, one line each, whole: the transport's answers,
/// the direct answers and the reader thread's errors take turns, so that no two lines
/// interleave. Once closed it writes nothing more — the descriptor may be closed, or another
/// file's, by the time a late answer is ready — and closing does not wait for a write that a
/// client that stopped reading holds up.
final class LineWriter: Sendable {
  private let output: Int32
  /// One line at a time.
  private let turn = Mutex(())
  /// Whether writing has ended.
  private let closed = Atomic(false)
  /// Where direct answers are written, one after another, on a thread of Dispatch's own.
  private let queue = DispatchQueue(label: "IntentsMCP.stdout")

  init(_ output: Int32) { self.output = output }

  /// Whether writing has ended.
  var isClosed: Bool { closed.load(ordering: .acquiring) }

  /// Ends writing: a line being written stops before its next `write(2)`.
  func close() {
    closed.store(true, ordering: .releasing)
  }

  /// Blocks the calling thread until the messages queued so far are written (or dropped).
  func waitForQueuedWrites() {
    queue.sync {}
  }

  /// Writes the message on the writer's own queue, then calls `done` with the error, if any.
  func writeInTurn(_ data: Data, done: @escaping @Sendable ((any Error)?) -> Void) {
    queue.async {
      do {
        try self.write(data)
        done(nil)
      } catch {
        done(error)
      }
    }
  }

  /// Writes the message and a newline, retrying after interruptions; throws once closed.
  func write(_ data: Data) throws {
    var message = data
    message.append(0x0A)
    try turn.withLock { _ in
      try message.withUnsafeBytes { bytes in
        var offset = 0
        while offset < bytes.count {
          guard !isClosed else { throw MCPError.connectionClosed }
          let written = systemWrite(output, bytes.baseAddress! + offset, bytes.count - offset)
          if written >= 0 {
            offset += written
          } else if errno == EINTR {
            continue
          } else if errno == EAGAIN || errno == EWOULDBLOCK {
            StdioBlockingTransport.wait(for: output, events: POLLOUT)
          } else {
            throw MCPError.transportError(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
          }
        }
      }
    }
  }
}

/// The system's `write(2)`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
  #elseif canImport(Musl)
    Musl.write(descriptor, bytes, count)
  #else
    Darwin.write(descriptor, bytes, count)
  #endif
}
