import Synchronization

/// A value that is not `Sendable` — a closure an app passed without `@Sendable`, or a value of
/// a generic type — kept for use from any task: every use runs under `lock`, so no two uses
/// ever touch it at once.
///
/// `@unchecked Sendable`: `body` is read only inside `lock.withLock` (``call(_:)``).
final class Serialized<Body>: @unchecked Sendable {
  private let lock = Mutex(())
  private let body: Body

  init(_ body: Body) { self.body = body }

  /// What `use` makes of the value, with the lock held.
  func call<Result>(_ use: (Body) -> Result) -> Result {
    lock.withLock { _ in use(body) }
  }
}
