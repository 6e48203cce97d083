/// An entity that says who else can see it: shared with other people, public, or not known.
///
/// ```swift
/// struct AlbumEntity: OwnershipProvidingEntity {
///   var ownership: EntityOwnership { isShared ? .shared : [] }
///   …
/// }
/// ```
///
/// Entities that do not adopt it count as private to the person. On Apple platforms the system
/// weighs ownership when it decides whether to confirm an action a model chose. On Linux each
/// such entity's JSON carries `"ownership"` — the names of its options, `[]` for a private one
/// — on every surface, so that a program or an agent can ask before acting on what others see.
public protocol OwnershipProvidingEntity: AppEntity {
  /// Who else can see the entity; empty when only the person can.
  var ownership: EntityOwnership { get }
}

/// Who else can see an entity.
public struct EntityOwnership: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public let rawValue: Int

  /// Ownership from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The app does not know.
  public static let unknown = EntityOwnership(rawValue: 1 << 0)
  /// Shared with other people.
  public static let shared = EntityOwnership(rawValue: 1 << 1)
  /// Public: anyone can see it.
  public static let `public` = EntityOwnership(rawValue: 1 << 2)

  /// The names of the options in this set, as entity JSON writes them: `["shared"]`.
  package var names: [String] {
    [(Self.unknown, "unknown"), (.shared, "shared"), (.public, "public")]
      .filter { contains($0.0) }.map { $0.1 }
  }
}
