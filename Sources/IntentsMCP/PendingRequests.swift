import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The identifiers of the requests read and not answered yet, shared by the reader thread and
/// the transport: what the end of input waits for.
final class PendingRequests: Sendable {
  private let identifiers = Mutex<Set<String>>([])

  /// Notes a request read, by its identifier key (``MessageIdentifiers/key(of:)``).
  func received(_ key: String) {
    _ = identifiers.withLock { $0.insert(key) }
  }

  /// Forgets a request the client cancelled: the SDK answers it with nothing.
  func cancelled(_ key: String) {
    _ = identifiers.withLock { $0.remove(key) }
  }

  /// Notes the responses in an outgoing message.
  func answered(_ message: Data) {
    let ids = MessageIdentifiers.of(message).responses
    if !ids.isEmpty { identifiers.withLock { $0.subtract(ids) } }
  }

  /// Blocks the calling thread until every request is answered, or no answer came for `limit`.
  func waitUntilAnswered(idleFor limit: Duration) {
    var deadline = ContinuousClock.now + limit
    var left = identifiers.withLock { $0.count }
    while left > 0 && ContinuousClock.now < deadline {
      usleep(2000)
      let now = identifiers.withLock { $0.count }
      if now < left { deadline = ContinuousClock.now + limit }
      left = now
    }
  }
}
