/// A key path that values shared between tasks may hold: the one place where the module says
/// that a key path it was given can cross from one task to another.
///
/// The key paths an app gives this module — `\.$name` in `Property(_:)`, `SortableBy(_:)`, a
/// phrase or a summary — come through Apple's signatures as `KeyPath`, which is not `Sendable`
/// (only a key path literal written where `& Sendable` is asked for is). Types that keep one
/// and are themselves `Sendable` keep it in this box, rather than each claiming on its own
/// that what it holds is safe to share.
@usableFromInline
package struct SharedKeyPath<Path: AnyKeyPath>: @unchecked Sendable, Hashable {
  // @unchecked Sendable, without a lock: a key path object is immutable once made — its
  // components and any subscript arguments are fixed at creation, and reading through it
  // changes nothing in it. Swift does not call `AnyKeyPath` `Sendable` because a subscript
  // component may hold arguments of a non-Sendable type; such an argument is only hashed,
  // compared and passed to the subscript's getter, never mutated by the key path.
  /// The key path.
  @usableFromInline package let path: Path

  /// Boxes a key path.
  @inlinable package init(_ path: Path) { self.path = path }
}
