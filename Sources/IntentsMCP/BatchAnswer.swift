import Foundation
import Synchronization

/// The answers to one batch read from standard input, gathered into the one array JSON-RPC
/// answers a batch with (§6): the messages of a batch go on one by one — to the direct path,
/// to the SDK, or refused here — and their answers come back at different times, from
/// different places.
///
/// The array is written once every request of the batch is answered (or cancelled by the
/// client), in the order the answers came; a batch of notifications and responses only is
/// answered with nothing.
final class BatchAnswer: Sendable {
  private struct State {
    /// The requests the SDK answers, by identifier key (``MessageIdentifiers``): how many of
    /// each are still owed.
    var awaiting: [String: Int] = [:]
    /// How many answers of the direct path are still owed.
    var directLeft = 0
    /// The answers so far.
    var answers: [[UInt8]] = []
    /// Whether every message of the batch has gone on.
    var sealed = false
    /// Whether the array was written.
    var written = false
  }

  private let state = Mutex(State())
  /// Writes the array.
  private let write: @Sendable ([UInt8]) -> Void

  /// A batch whose array `write` writes.
  init(write: @escaping @Sendable ([UInt8]) -> Void) {
    self.write = write
  }

  /// Notes a request the SDK will answer, before it goes on.
  func expect(_ key: String) {
    state.withLock { $0.awaiting[key, default: 0] += 1 }
  }

  /// Notes a request the direct path will answer, before it goes on.
  func expectDirect() {
    state.withLock { $0.directLeft += 1 }
  }

  /// Adds an answer written here: a refusal, or the direct path's answer (`direct`).
  func add(_ answer: [UInt8], direct: Bool = false) {
    finish {
      $0.answers.append(answer)
      if direct { $0.directLeft -= 1 }
    }
  }

  /// Takes the SDK's answer to a request of the batch; `false` when the batch awaits no
  /// request with this key.
  func claim(_ key: String, _ answer: Data) -> Bool {
    var claimed = false
    finish { state in
      guard let count = state.awaiting[key] else { return }
      state.awaiting[key] = count > 1 ? count - 1 : nil
      state.answers.append(Array(answer))
      claimed = true
    }
    return claimed
  }

  /// Forgets a request the client cancelled: the SDK answers it with nothing.
  func cancel(_ key: String) {
    finish { state in
      guard let count = state.awaiting[key] else { return }
      state.awaiting[key] = count > 1 ? count - 1 : nil
    }
  }

  /// Notes that every message of the batch has gone on.
  func seal() {
    finish { $0.sealed = true }
  }

  /// Writes the answers so far, if not written yet: at the end of input, for a request that
  /// was never answered.
  func flush() {
    let answers: [[UInt8]]? = state.withLock { state in
      guard !state.written else { return nil }
      state.written = true
      return state.answers
    }
    if let answers, !answers.isEmpty { write(Self.array(answers)) }
  }

  /// Whether the array was written.
  var isWritten: Bool { state.withLock { $0.written } }

  /// Changes the state, then writes the array if that completed the batch.
  private func finish(_ change: (inout State) -> Void) {
    let answers: [[UInt8]]? = state.withLock { state in
      change(&state)
      guard state.sealed, !state.written, state.awaiting.isEmpty, state.directLeft == 0 else {
        return nil
      }
      state.written = true
      return state.answers
    }
    if let answers, !answers.isEmpty { write(Self.array(answers)) }
  }

  /// The answers as one JSON array.
  static func array(_ answers: [[UInt8]]) -> [UInt8] {
    var bytes: [UInt8] = [UInt8(ascii: "[")]
    bytes.reserveCapacity(answers.reduce(2) { $0 + $1.count + 1 })
    for (index, answer) in answers.enumerated() {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      bytes += answer
    }
    bytes.append(UInt8(ascii: "]"))
    return bytes
  }
}

/// The batches whose arrays are not written yet, shared by the reader thread (which opens
/// them) and the transport's `send` (which gives them the SDK's answers).
final class OpenBatches: Sendable {
  private let batches = Mutex<[BatchAnswer]>([])

  /// Keeps a batch until its array is written.
  func open(_ batch: BatchAnswer) {
    batches.withLock { $0.append(batch) }
  }

  /// Gives an outgoing message to the batch that awaits it; `false` when none does (it is
  /// then written on its own).
  func claim(_ message: Data) -> Bool {
    guard batches.withLock({ !$0.isEmpty }) else { return false }
    let ids = MessageIdentifiers.of(message).responses
    guard ids.count == 1 else { return false }
    let open = batches.withLock { batches in
      batches.removeAll(where: \.isWritten)
      return batches
    }
    return open.contains { $0.claim(ids[0], message) }
  }

  /// Forgets a request the client cancelled, in whichever batch awaits it.
  func cancel(_ key: String) {
    for batch in batches.withLock({ $0 }) { batch.cancel(key) }
  }

  /// Writes what every open batch has: at the end of input.
  func flush() {
    for batch in batches.withLock({ batches in
      defer { batches.removeAll() }; return batches
    }) {
      batch.flush()
    }
  }
}
