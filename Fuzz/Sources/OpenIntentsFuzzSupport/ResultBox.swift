import Synchronization

/// The value a task hands to the thread waiting for it.
final class ResultBox<Value: Sendable>: Sendable {
  private let stored = Mutex<Value?>(nil)

  /// Keeps the value.
  func set(_ value: Value) { stored.withLock { $0 = value } }

  /// The value kept; only read after the task signalled that it set it.
  var value: Value {
    guard let value = stored.withLock({ $0 }) else {
      preconditionFailure("The task's value was read before the task set it.")
    }
    return value
  }
}
