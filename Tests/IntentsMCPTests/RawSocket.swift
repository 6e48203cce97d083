#if os(Linux)
import Foundation
import Glibc

/// A bare TCP connection to a server under test, for what HTTP clients never do: send half a
/// request head, send it a byte at a time, or keep a connection open and say nothing.
///
/// Every call blocks, so each runs on a thread of its own (blocking the few threads of the
/// concurrency pool would stall the server under test). Reads wait at most five minutes: a
/// bound, not a measure of speed — the whole suite runs at once on a loaded machine.
final class RawSocket: Sendable {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// What reading until the connection ends gave.
  struct Ending: Sendable {
    /// The bytes read, as text.
    let text: String
    /// Whether the server closed the connection (a read gave end of file, or the connection was
    /// reset), rather than the wait running out.
    let closedByServer: Bool
  }

  private let descriptor: Int32

  /// Connects to 127.0.0.1 on the port.
  init(port: Int) throws {
    descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw Failure(description: "socket() failed") }
    var timeout = timeval(tv_sec: 300, tv_usec: 0)
    setsockopt(
      descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    // Closed by `deinit`, which runs when an initializer throws this late: closing it here too
    // would close whatever file was given its number meanwhile.
    guard connected == 0 else { throw Failure(description: "connect() failed") }
  }

  deinit { close(descriptor) }

  /// Sends the text; `false` once the server has closed the connection.
  @discardableResult
  func send(_ text: String) async -> Bool {
    await onThread { self.blockingSend(Array(text.utf8)) }
  }

  /// Sends the text a byte at a time, `pause` apart, until it is sent or the server closes
  /// the connection; `true` when every byte was sent.
  func dribble(_ text: String, pause: Duration) async -> Bool {
    await onThread {
      for byte in text.utf8 {
        guard self.blockingSend([byte]) else { return false }
        let (seconds, attoseconds) = pause.components
        usleep(useconds_t(seconds * 1_000_000 + attoseconds / 1_000_000_000_000))
      }
      return true
    }
  }

  /// Reads one response whose length `Content-Length` gives, leaving the connection open.
  func readResponse() async throws -> String {
    try await onThread {
      var bytes: [UInt8] = []
      while true {
        let text = String(decoding: bytes, as: UTF8.self)
        if let end = text.range(of: "\r\n\r\n") {
          let head = text[..<end.lowerBound].lowercased()
          let length =
            head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
            .flatMap {
              Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
            }
            ?? 0
          if bytes.count >= text.utf8.distance(from: text.startIndex, to: end.upperBound) + length {
            return text
          }
        }
        guard let chunk = self.blockingRead(), !chunk.isEmpty else {
          throw Failure(description: "the connection ended before a whole response: \(text)")
        }
        bytes += chunk
      }
    }
  }

  /// Reads until the server closes the connection, or the wait runs out.
  func readUntilClosed() async -> Ending {
    await onThread {
      var bytes: [UInt8] = []
      while true {
        guard let chunk = self.blockingRead() else {
          // Reset by the server: closed, as far as the client can tell.
          return Ending(
            text: String(decoding: bytes, as: UTF8.self), closedByServer: errno == ECONNRESET)
        }
        if chunk.isEmpty {
          return Ending(text: String(decoding: bytes, as: UTF8.self), closedByServer: true)
        }
        bytes += chunk
      }
    }
  }

  /// One `recv`: the bytes, empty at end of file, `nil` on an error (`errno` says which).
  private func blockingRead() -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count >= 0 { return Array(buffer[..<count]) }
      if errno != EINTR { return nil }
    }
  }

  private func blockingSend(_ bytes: [UInt8]) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      sent += count
    }
    return true
  }

  private func onThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      Thread { continuation.resume(returning: work()) }.start()
    }
  }

  private func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try work() }) }.start()
    }
  }
}
#endif
