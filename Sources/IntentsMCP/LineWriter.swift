import Foundation
import MCP
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes messages to the output descriptor, one line each, whole: the transport's answers,
/// the direct answers and the reader thread's errors take turns, so that no two lines
/// interleave.
///
/// Once ``close()`` returns nothing more is written: the descriptor is its owner's, who may
/// close it once the transport is disconnected, and its number goes to the next file opened.
/// Closing still does not wait on a client that stopped reading: the writer waits in `poll(2)`
/// until the descriptor takes bytes, looking every tenth of a second whether writing has
/// ended, and then writes at most `PIPE_BUF` bytes — what a pipe `poll(2)` calls writable
/// takes at once — holding the lock ``close()`` takes.
final class LineWriter: Sendable {
  private let output: Int32
  /// One line at a time.
  private let turn = Mutex(())
  /// Whether writing has ended; held during each `write(2)`.
  private let closed = Mutex(false)
  /// Where direct answers are written, one after another, on a thread of Dispatch's own.
  private let queue = DispatchQueue(label: "IntentsMCP.stdout")

  /// The most written with one `write(2)`.
  static let chunk = Int(PIPE_BUF)

  init(_ output: Int32) { self.output = output }

  /// Whether writing has ended.
  var isClosed: Bool { closed.withLock { $0 } }

  /// Whether nobody can read what is written any more: writing has ended, or the other end of
  /// the pipe or socket is closed.
  var hasNoReader: Bool {
    closed.withLock { closed in
      guard !closed else { return true }
      var entry = pollfd(fd: output, events: 0, revents: 0)
      guard poll(&entry, 1, 0) > 0 else { return false }
      return entry.revents & Int16(POLLERR | POLLHUP | POLLNVAL) != 0
    }
  }

  /// Ends writing: once this returns, nothing more is written; a line being written stops
  /// before its next `write(2)`.
  func close() {
    closed.withLock { $0 = true }
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
          try waitUntilWritable()
          let (written, error) = try closed.withLock { closed throws -> (Int, Int32) in
            guard !closed else { throw MCPError.connectionClosed }
            let count = min(bytes.count - offset, Self.chunk)
            let written = systemWrite(output, bytes.baseAddress! + offset, count)
            return (written, written < 0 ? errno : 0)
          }
          if written >= 0 {
            offset += written
          } else if error != EINTR && error != EAGAIN && error != EWOULDBLOCK {
            throw MCPError.transportError(POSIXError(POSIXErrorCode(rawValue: error) ?? .EIO))
          }
        }
      }
    }
  }

  /// Returns once the descriptor takes bytes, or has an error that `write(2)` reports; throws
  /// once writing has ended.
  private func waitUntilWritable() throws {
    while true {
      guard !isClosed else { throw MCPError.connectionClosed }
      var entry = pollfd(fd: output, events: Int16(POLLOUT), revents: 0)
      let ready = poll(&entry, 1, 100)
      if ready > 0 { return }
      if ready < 0 && errno != EINTR {
        throw MCPError.transportError(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
      }
    }
  }
}

/// The system's `write(2)`.
func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
  Glibc.write(descriptor, bytes, count)
  #elseif canImport(Musl)
  Musl.write(descriptor, bytes, count)
  #else
  Darwin.write(descriptor, bytes, count)
  #endif
}
