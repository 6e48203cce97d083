import Synchronization

/// A value that is not `Sendable` — a closure an app passed without `@Sendable` (as Apple's
/// signatures take it), or a value of a generic type — kept for use from any task: every use
/// runs under `lock`, so no two uses ever run at once.
///
/// What the lock cannot promise: that nothing else touches what a closure captured (the app
/// keeps its own references), or that the closure may use the same `Serialized` again (the
/// lock is not reentrant: it would wait for itself). Apple's closures here build a display
/// from the values they are given; one that does more is the app's to make safe.
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
