import Foundation
import IntentsRuntime
import IntentsWire
import Logging
import MCP

/// What becomes of each line read from standard input: read by ``IncomingPayload``, then
/// refused with its error response, answered by ``DirectToolCalls``, refused for parameters
/// its method cannot take (``MethodParameters``), or passed on to the SDK — a batch message by
/// message, its answers gathered into one array (``BatchAnswer``).
///
/// Every request passed on is noted in ``PendingRequests`` (by the identifier the SDK answers
/// it with), so that the end of input waits for its answer; nothing else is, so nothing the
/// SDK never answers can hold the process.
struct StdioDispatcher: Sendable {
  /// Where messages go to the SDK.
  let continuation: AsyncThrowingStream<Data, any Error>.Continuation
  let pending: PendingRequests
  let batches: OpenBatches
  let writer: LineWriter
  let direct: DirectToolCalls?
  let logger: Logger

  /// Handles one line (without its newline; not empty).
  func dispatch(_ line: Data) {
    switch IncomingPayload(line) {
    case .refused(let answer):
      write(answer)
    case .message(let message):
      dispatch(message, text: line, batch: nil)
    case .batch(let messages):
      let (writer, pending, logger) = (writer, pending, logger)
      // Its requests are waited for until the array is written.
      let batch = BatchAnswer { array in
        let data = Data(array)
        writer.writeInTurn(data) { error in
          if let error { logger.error("Writing an answer to standard output failed: \(error)") }
          pending.answered(data)
        }
      }
      batches.open(batch)
      for message in messages {
        dispatch(
          message, text: message.members.map { Data(JSONValue.object($0).jsonBytes) }, batch: batch)
      }
      batch.seal()
    }
  }

  /// Handles one message: on its own (`batch` is `nil`), or as part of a batch.
  private func dispatch(_ message: IncomingMessage, text: Data?, batch: BatchAnswer?) {
    switch message {
    case .refused(let answer):
      if let batch { batch.add(answer) } else { write(answer) }
    case .response:
      if let text { continuation.yield(text) }
    case .notification(let method, let members):
      // A request the client cancels is answered with nothing: no longer waited for.
      if method == "notifications/cancelled",
        let id = members["params"]?.objectValue?["requestId"],
        let key = MessageIdentifiers.key(of: id)
      {
        pending.cancelled(key)
        batches.cancel(key)
      }
      if let text { continuation.yield(text) }
    case .request(let id, let method, let members):
      guard let text, let key = MessageIdentifiers.key(of: id) else { return }
      // Once the transport is closed nothing is answered, so nothing more is run either.
      if !writer.isClosed, let answering = direct?.answering(request: members, size: text.count) {
        pending.received(key)
        batch?.expectDirect()
        let (writer, pending, logger) = (writer, pending, logger)
        Task {
          let response = await answering()
          if let batch { return batch.add(response, direct: true) }
          // Written off Swift concurrency's few threads: a client slow to read must not hold
          // the tasks of the server waiting on a blocked `write(2)`.
          let data = Data(response)
          writer.writeInTurn(data) { error in
            if let error { logger.error("Writing an answer to standard output failed: \(error)") }
            pending.answered(data)
          }
        }
      } else if let problem = MethodParameters.problem(method: method, in: text) {
        let answer = IncomingMessage.error(
          id: id, code: IncomingMessage.invalidParams, "Invalid params: \(problem)")
        if let batch { batch.add(answer) } else { write(answer) }
      } else {
        pending.received(key)
        batch?.expect(key)
        continuation.yield(text)
      }
    }
  }

  /// Writes an answer given here, from the reader thread.
  private func write(_ answer: [UInt8]) {
    do {
      try writer.write(Data(answer))
    } catch {
      logger.error("Writing an answer to standard output failed: \(error)")
    }
  }
}
