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

/// The stdio transport's reading of its input descriptor, on the reader thread, until end of
/// input — or until the transport stops it, after which it never reads the descriptor again.
///
/// The descriptor is the caller's: once the transport is disconnected its owner may close it,
/// and the system may give its number to the next file opened — another session's pipe, a
/// socket, a database. A read still waiting on it, or started after, would take that file's
/// bytes. So the thread waits in `poll(2)` on the descriptor and on a pipe of its own that
/// ``stop()`` writes to, and reads only once the descriptor is ready, holding the lock that
/// ``stop()`` takes: when ``stop()`` returns, no read is under way and none follows. (Were
/// another process sharing the descriptor to take its bytes between the two, the read would
/// wait for more, and ``stop()`` with it.)
final class InputReader: Sendable {
  /// What one ``read(into:)`` got.
  enum Outcome: Equatable {
    /// This many bytes (more than zero).
    case bytes(Int)
    /// The end of input.
    case end
    /// The transport stopped reading.
    case stopped
    /// `read(2)` or `poll(2)` failed with this `errno`.
    case failed(Int32)
  }

  private let input: Int32
  /// The pipe that wakes a waiting `poll(2)`: `stop()` writes to `wake.writing`.
  private let wake: (reading: Int32, writing: Int32)
  /// Whether reading has stopped, and whether the wake pipe is closed (the thread is done).
  private let state = Mutex((stopped: false, finished: false))

  /// A reader of `input`; throws when the system has no descriptor left for the wake pipe.
  init(_ input: Int32) throws {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else {
      throw MCPError.transportError(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EMFILE))
    }
    // Not for the processes an intent may start: they have no business with this pipe.
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    self.input = input
    wake = (ends[0], ends[1])
  }

  /// Waits until the input has bytes, ends, or reading stops, and reads what is there into
  /// `buffer`. On the reader thread only.
  func read(into buffer: UnsafeMutableRawBufferPointer) -> Outcome {
    while true {
      var entries = [
        pollfd(fd: input, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wake.reading, events: Int16(POLLIN), revents: 0),
      ]
      if poll(&entries, 2, -1) < 0 {
        if errno == EINTR { continue }
        return .failed(errno)
      }
      if entries[1].revents != 0 { return .stopped }
      // Ready (bytes, the end, or an error `read(2)` reports): the read does not wait.
      let outcome = state.withLock { state -> Outcome? in
        guard !state.stopped else { return .stopped }
        let count = systemRead(input, buffer.baseAddress, buffer.count)
        if count > 0 { return .bytes(count) }
        if count == 0 { return .end }
        // Interrupted, or a descriptor set non-blocking by another process that shares it and
        // read its bytes first: wait again.
        if errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK { return nil }
        return .failed(errno)
      }
      if let outcome { return outcome }
    }
  }

  /// Stops reading: once this returns, the input descriptor is never read again, and a
  /// waiting ``read(into:)`` returns ``Outcome/stopped``.
  func stop() {
    state.withLock { state in
      guard !state.stopped else { return }
      state.stopped = true
      if !state.finished {
        let byte: UInt8 = 1
        _ = withUnsafePointer(to: byte) { systemWrite(wake.writing, $0, 1) }
      }
    }
  }

  /// Closes the wake pipe: the reader thread is done with the reader. On the reader thread,
  /// once.
  func finish() {
    state.withLock { state in
      state.finished = true
      close(wake.reading)
      close(wake.writing)
    }
  }
}

/// The system's `read(2)`.
private func systemRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int
{
  #if canImport(Glibc)
  Glibc.read(descriptor, bytes, count)
  #elseif canImport(Musl)
  Musl.read(descriptor, bytes, count)
  #else
  Darwin.read(descriptor, bytes, count)
  #endif
}
