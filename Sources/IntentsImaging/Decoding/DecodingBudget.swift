import Synchronization

/// How many bytes of decoded images may be in memory at once: the pixels of every image decoded
/// within the budget and not yet freed, and the memory of the decoders at work.
///
/// ```swift
/// let pixels = try await ImageDecoder().decode(upload, within: .shared)
/// ```
///
/// ``ImageLimits`` bound one image; a budget bounds them all together, so that concurrent
/// uploads cannot multiply the memory a server takes. A decoding reads the image's header,
/// works out what it will take — its pixels (4 bytes each, rows aligned to 64 bytes) and, for
/// a progressive JPEG, the decoder's coefficient buffer — and waits until the budget has room
/// for that, in the order the decodings asked. The pixels stay charged until the last reference
/// to the decoded buffer goes away (so code that keeps a buffer keeps its bytes charged); the
/// decoder's own memory is given back as soon as the decoding ends. An image that needs more
/// than the whole budget is refused with ``ImageDecodingError/tooLarge``; a task cancelled
/// while it waits stops waiting with `CancellationError`.
///
/// This is an OpenIntents addition.
public final class DecodingBudget: Sendable {
  /// The budget the OpenIntents system decodes the images clients send within, unless told
  /// otherwise: 512 MiB, room for the largest image ``ImageLimits/standard`` allows (50
  /// megapixels, 200 MB of pixels, and a progressive JPEG's decoder at its 256 MiB limit) or
  /// ten 12-megapixel photos at once.
  public static let shared = DecodingBudget(bytes: 512 << 20)

  /// The most bytes charged at once.
  public let bytes: Int

  private struct State {
    var inUse = 0
    var peak = 0
    var nextIdentifier: UInt64 = 0
    /// The decodings that wait, in the order they asked.
    var queue: [UInt64] = []
    var waiters: [UInt64: Waiter] = [:]

    mutating func charge(_ count: Int) {
      inUse += count
      peak = max(peak, inUse)
    }
  }

  private typealias Continuation = CheckedContinuation<Void, any Error>

  private enum Waiter {
    /// Asked, not yet suspended.
    case asking(bytes: Int)
    /// Suspended until there is room.
    case waiting(bytes: Int, Continuation)
    /// Cancelled before it suspended.
    case cancelled
  }

  private let state = Mutex(State())

  /// A budget of the given number of bytes.
  public init(bytes: Int) {
    precondition(bytes > 0, "A decoding budget needs room for at least one byte.")
    self.bytes = bytes
  }

  /// The bytes charged now.
  public var bytesInUse: Int { state.withLock { $0.inUse } }

  /// The most bytes that were ever charged at once.
  public var peakBytesInUse: Int { state.withLock { $0.peak } }

  /// How many decodings wait for room now.
  package var waitingCount: Int { state.withLock { $0.queue.count } }

  // MARK: - Charging

  /// Waits until `count` bytes fit, after every decoding that asked before, then charges them;
  /// give them back with ``release(_:)``.
  package func reserve(_ count: Int, for image: String) async throws {
    guard count <= bytes else {
      throw ImageDecodingError(
        ImageDecodingError.tooLarge,
        "The \(image) needs \(count) bytes of memory to decode; this server decodes at most "
          + "\(bytes) bytes of images at once. Send a smaller image.")
    }
    let identifier: UInt64? = state.withLock { state in
      if state.queue.isEmpty, state.inUse + count <= bytes {
        state.charge(count)
        return nil
      }
      state.nextIdentifier += 1
      state.waiters[state.nextIdentifier] = .asking(bytes: count)
      return state.nextIdentifier
    }
    guard let identifier else { return }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: Continuation) in
        if let outcome = wait(identifier, count, continuation) {
          continuation.resume(with: outcome)
        }
      }
    } onCancel: {
      cancel(identifier)
    }
  }

  /// Puts a decoding in line, or lets it go at once when room was given back since it asked and
  /// nobody waits; fails it when it was cancelled before it got here.
  private func wait(
    _ identifier: UInt64, _ count: Int, _ continuation: Continuation
  ) -> Result<Void, any Error>? {
    state.withLock { state -> Result<Void, any Error>? in
      guard case .asking = state.waiters[identifier] else {
        state.waiters[identifier] = nil
        return .failure(CancellationError())
      }
      if state.queue.isEmpty, state.inUse + count <= bytes {
        state.waiters[identifier] = nil
        state.charge(count)
        return .success(())
      }
      state.waiters[identifier] = .waiting(bytes: count, continuation)
      state.queue.append(identifier)
      return nil
    }
  }

  /// Takes a cancelled decoding out of line, failing it.
  private func cancel(_ identifier: UInt64) {
    let (cancelled, granted) = state.withLock { state -> (Continuation?, [Continuation]) in
      switch state.waiters[identifier] {
      case .asking:
        state.waiters[identifier] = .cancelled
        return (nil, [])
      case .waiting(_, let continuation):
        state.waiters[identifier] = nil
        state.queue.removeAll { $0 == identifier }
        // The head of the line may have gone: those behind it may fit now.
        return (continuation, Self.grant(&state, within: bytes))
      case .cancelled, nil:
        return (nil, [])
      }
    }
    cancelled?.resume(throwing: CancellationError())
    for continuation in granted { continuation.resume() }
  }

  /// Gives back bytes charged with ``reserve(_:for:)``, and lets the decodings that wait go
  /// ahead, in order, as far as they fit.
  package func release(_ count: Int) {
    let granted = state.withLock { state in
      state.inUse -= count
      precondition(state.inUse >= 0, "A decoding budget was given back more than it lent.")
      return Self.grant(&state, within: bytes)
    }
    for continuation in granted { continuation.resume() }
  }

  /// Charges the waiting decodings at the head of the line that fit, and returns them to resume.
  private static func grant(
    _ state: inout State, within bytes: Int
  ) -> [Continuation] {
    var granted: [Continuation] = []
    while let first = state.queue.first,
      case .waiting(let count, let continuation) = state.waiters[first],
      state.inUse + count <= bytes
    {
      state.queue.removeFirst()
      state.waiters[first] = nil
      state.charge(count)
      granted.append(continuation)
    }
    return granted
  }
}
