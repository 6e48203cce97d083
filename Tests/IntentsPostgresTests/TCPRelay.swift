import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A relay on a loopback port to a TCP server, which a test can cut — the server seems gone:
/// connecting is refused and open connections are reset — and then restore on the same port.
final class TCPRelay: Sendable {
  /// The loopback port clients connect to.
  let port: Int
  private let target: (host: String, port: Int)
  /// The listening socket (while restored) and every relayed socket still open.
  private let sockets = Mutex<(listener: Int32?, open: Set<Int32>)>((nil, []))

  init(to host: String, port targetPort: Int) throws {
    target = (host, targetPort)
    let listener = try Self.listen(port: 0)
    var address = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
    }
    port = Int(UInt16(bigEndian: address.sin_port))
    serve(listener)
  }

  /// Stops listening and resets every relayed connection. (The relay's threads hold it until
  /// it is cut: cut it when done, in a `defer`.)
  func cut() {
    // Under the lock, as the threads close their sockets under it: a number shut down here
    // is still the relay's, never one another test has been given since.
    sockets.withLock { state in
      // shutdown wakes the threads blocked on these sockets; each closes its own.
      if let listener = state.listener { shutdown(listener, Int32(SHUT_RDWR)) }
      for socket in state.open { shutdown(socket, Int32(SHUT_RDWR)) }
      state = (nil, [])
    }
  }

  /// Listens again on the same port (waiting, a second at most, for the old listening socket
  /// to be closed by its thread).
  func restore() throws {
    for attempt in 1... {
      do {
        return serve(try Self.listen(port: port))
      } catch where attempt < 100 {
        Thread.sleep(forTimeInterval: 0.01)
      }
    }
  }

  /// The two pumps of a connection still copying.
  private final class Pumps: Sendable {
    let running = Mutex(2)
  }

  private func serve(_ listener: Int32) {
    sockets.withLock { $0.listener = listener }
    Thread.detachNewThread { [self] in
      while true {
        let client = accept(listener, nil, nil)
        if client < 0, errno == EINTR { continue }
        guard client >= 0 else { break }
        guard let server = try? Self.connect(to: target) else {
          close(client)
          continue
        }
        let kept = sockets.withLock { state -> Bool in
          guard state.listener == listener else { return false }
          state.open.formUnion([client, server])
          return true
        }
        guard kept else {
          close(client)
          close(server)
          break
        }
        let pair = Pumps()
        for (from, to) in [(client, server), (server, client)] {
          Thread.detachNewThread { [self] in
            Self.pump(from, to)
            // The second pump to end closes both sockets.
            if pair.running.withLock({
              $0 -= 1
              return $0
            }) == 0 {
              sockets.withLock {
                $0.open.subtract([client, server])
                close(client)
                close(server)
              }
            }
          }
        }
      }
      sockets.withLock { state in
        if state.listener == listener { state.listener = nil }
        close(listener)
      }
    }
  }

  /// Copies bytes until either side ends, then shuts both down.
  private static func pump(_ from: Int32, _ to: Int32) {
    var buffer = [UInt8](repeating: 0, count: 16_384)
    copying: while true {
      let count = buffer.withUnsafeMutableBytes { read(from, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      var sent = 0
      while sent < count {
        let written = buffer.withUnsafeBytes {
          send(to, $0.baseAddress! + sent, count - sent, Int32(MSG_NOSIGNAL))
        }
        guard written > 0 else { break copying }
        sent += written
      }
    }
    shutdown(from, Int32(SHUT_RDWR))
    shutdown(to, Int32(SHUT_RDWR))
  }

  struct SocketError: Error, CustomStringConvertible {
    let description: String
  }

  private static func listen(port: Int) throws -> Int32 {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw SocketError(description: "socket: \(errno)") }
    var yes: Int32 = 1
    setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = loopback(port: port)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, Glibc.listen(socket, 64) == 0 else {
      close(socket)
      throw SocketError(description: "bind/listen on port \(port): \(errno)")
    }
    return socket
  }

  private static func connect(to target: (host: String, port: Int)) throws -> Int32 {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw SocketError(description: "socket: \(errno)") }
    var address = loopback(port: target.port)
    guard inet_pton(AF_INET, target.host, &address.sin_addr) == 1 else {
      close(socket)
      throw SocketError(description: "not an IPv4 address: \(target.host)")
    }
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(socket)
      throw SocketError(description: "connect: \(errno)")
    }
    return socket
  }

  private static func loopback(port: Int) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
    return address
  }
}
