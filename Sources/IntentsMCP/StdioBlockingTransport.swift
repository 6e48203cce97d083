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
/// reading on a thread of its own that waits in `poll(2)`, so a request is handled as soon as
/// it arrives (the SDK's `StdioTransport` polls every 10 ms).
///
/// Messages are written with `write(2)` straight to the output descriptor, each ending with a
/// newline, one after another on a serial queue of the writer's own (so that a client
/// slow to read blocks no thread of Swift concurrency's): nothing is buffered, so nothing else
/// can interleave. When input ends, the transport waits for the responses to the requests
/// already read before it ends the stream, however long they take — so a client that writes
/// its requests and closes its end still gets every answer, on a machine however loaded —
/// unless nobody is left to read them (the client closed its end of the output, or the
/// transport was disconnected). Once disconnected, the transport neither reads its input
/// descriptor nor writes its output descriptor again (``InputReader``, ``LineWriter``): their
/// owner may close them, and their numbers go to other files. Each line is read by the rules
/// of JSON-RPC 2.0 and MCP first (``StdioDispatcher``): a malformed message is answered here,
/// the `tools/call` requests ``DirectToolCalls`` takes are answered here, each in a task of
/// its own, and only the rest reach the SDK. A line longer than ``MCPLimits/maximumLineBytes`` is
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
  /// The reading of the input, from `connect()` on.
  private var reader: InputReader?

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
    let reader = try InputReader(input)
    self.reader = reader
    let logger = logger
    let thread = Thread { Self.readLines(reader, dispatcher: dispatcher, logger: logger) }
    thread.name = "IntentsMCP stdin"
    thread.start()
    logger.debug("Reading MCP messages from standard input")
  }

  func disconnect() async {
    reader?.stop()
    writer.close()
    pending.stopWaiting()
    continuation.finish()
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

  /// Reads lines until end of input (or until the transport stops reading), hands each to the
  /// dispatcher, then waits for outstanding responses and ends the stream.
  private static func readLines(
    _ reader: InputReader, dispatcher: StdioDispatcher, logger: Logger
  ) {
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
      switch buffer.withUnsafeMutableBytes({ reader.read(into: $0) }) {
      case .bytes(let count):
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
      case .end:
        break reading
      case .stopped:
        // Disconnected: nothing read from here on is answered.
        reader.finish()
        return
      case .failed(let error):
        logger.error("Reading standard input failed: errno \(error)")
        break reading
      }
    }
    reader.finish()
    deliver()
    // Every request read is waited for, with no time limit: a limit is reached as well by a
    // machine too loaded to run the server for a while, and the answers finished after it
    // were lost. What is never answered is never waited for (``StdioDispatcher``); a request
    // that runs forever holds the session until the client ends it, as MCP's shutdown of a
    // stdio server has the client do, or closes its end of the output.
    let writer = dispatcher.writer
    let unanswered = dispatcher.pending.waitUntilAnswered(
      unless: { writer.isClosed || writer.hasNoReader })
    if unanswered > 0 {
      logger.warning(
        "Input ended and the answers can no longer be read; \(unanswered) left unanswered")
    }
    // A batch still waiting for an answer gets what it has.
    dispatcher.batches.flush()
    writer.waitForQueuedWrites()
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
}
