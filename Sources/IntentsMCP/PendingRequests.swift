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
/// the transport.
final class PendingRequests: Sendable {
  private let identifiers = Mutex<Set<String>>([])

  /// Notes the requests in an incoming message (one, or a batch).
  func received(_ message: Data) {
    let ids = MessageIdentifiers.of(message).requests
    if !ids.isEmpty { identifiers.withLock { $0.formUnion(ids) } }
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
