import Synchronization

/// A reference to one entity: its type and its identifier as a string.
///
/// ```swift
/// let reference = EntityIdentifier(for: landmark)
/// reference.identifier   // "42"
/// ```
public struct EntityIdentifier: CustomStringConvertible, Hashable, Sendable {
  /// The entity's type.
  public let entityType: any AppEntity.Type
  /// The entity's identifier, as its `entityIdentifierString`.
  public let identifier: String

  /// The longest identifier string the system keeps; longer ones may not round-trip.
  public static let valueMaximumLength: Int = 4096

  /// A reference to the given entity.
  public init<Entity: AppEntity>(for entity: Entity) {
    self.init(for: Entity.self, identifier: entity.id)
  }

  /// A reference to the entity of the given type with the given identifier.
  public init<Entity: AppEntity>(for entityType: Entity.Type, identifier: Entity.ID) {
    self.entityType = entityType
    self.identifier = identifier.entityIdentifierString
    EntityTypeDirectory.shared.record(entityType)
  }

  /// The reference an activity identifier stands for, or `nil` when the string is not one or
  /// names an entity type this process has not seen.
  public init?(activityIdentifier: String) {
    guard let separator = activityIdentifier.firstIndex(of: "/") else { return nil }
    let typeName = String(activityIdentifier[..<separator])
    guard
      let entityType = EntityTypeDirectory.shared.type(
        named: typeName.removingPercentEncoding ?? ""),
      let identifier = activityIdentifier[activityIdentifier.index(after: separator)...]
        .removingPercentEncoding
    else { return nil }
    self.entityType = entityType
    self.identifier = identifier
  }

  /// The reference as one string, `<type>/<identifier>` with both parts percent-encoded, for
  /// `init(activityIdentifier:)`. This is an OpenIntents addition.
  public var activityIdentifier: String {
    let allowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))
    let type = entityType.persistentIdentifier.addingPercentEncoding(withAllowedCharacters: allowed)
    let id = identifier.addingPercentEncoding(withAllowedCharacters: allowed)
    return "\(type ?? "")/\(id ?? "")"
  }

  /// The type's persistent identifier and the entity's identifier, such as `LandmarkEntity(42)`.
  public var description: String { "\(entityType.persistentIdentifier)(\(identifier))" }

  /// Whether two references name the same type and identifier.
  public static func == (lhs: EntityIdentifier, rhs: EntityIdentifier) -> Bool {
    ObjectIdentifier(lhs.entityType) == ObjectIdentifier(rhs.entityType)
      && lhs.identifier == rhs.identifier
  }

  /// Hashes the type and identifier.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(entityType))
    hasher.combine(identifier)
  }
}

extension EntityIdentifier: _PlainIntentValue {}

/// The entity types this process has referred to, by persistent identifier, so that a reference
/// written as a string can be read back.
final class EntityTypeDirectory: Sendable {
  static let shared = EntityTypeDirectory()
  private let types = Mutex<[String: any AppEntity.Type]>([:])

  func record(_ type: any AppEntity.Type) {
    types.withLock { $0[type.persistentIdentifier] = type }
  }

  func type(named name: String) -> (any AppEntity.Type)? {
    types.withLock { $0[name] }
  }
}
