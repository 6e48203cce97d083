#if os(Linux)
import Foundation
import Glibc

/// A bare HTTP/1.1 exchange over a TCP socket, for what the test clients cannot send: a
/// chunked body without `Content-Length`.
enum RawHTTP {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Sends the request text to 127.0.0.1 on the port and reads the answer until the server
  /// closes the connection. The socket calls block, so they run on a thread of their own:
  /// blocking the few threads of the concurrency pool would stall the server under test.
  static func exchange(port: Int, _ request: String) async throws -> String {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try blockingExchange(port: port, request) }) }
        .start()
    }
  }

  private static func blockingExchange(port: Int, _ request: String) throws -> String {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw Failure(description: "socket() failed") }
    defer { close(descriptor) }
    var timeout = timeval(tv_sec: 300, tv_usec: 0)  // a bound, not a speed check: loaded CI is slow
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { throw Failure(description: "connect() failed") }
    let bytes = Array(request.utf8)
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard count > 0 else { break }  // the server may answer and close before reading it all
      sent += count
    }
    var answer: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      guard count > 0 else { break }
      answer += buffer[..<count]
    }
    return String(decoding: answer, as: UTF8.self)
  }
}
#endif
