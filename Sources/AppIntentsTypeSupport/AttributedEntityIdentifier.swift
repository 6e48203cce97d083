/// One entity of an app: its type and its identifier as text.
public struct AttributedEntityIdentifier: Equatable, Sendable {
  /// The entity's type.
  public let entityType: AttributedTypeIdentifier
  /// The entity's identifier as text (`entityIdentifierString`).
  public let instanceIdentifier: String

  /// The entity of this type with this identifier.
  public init(entityType: AttributedTypeIdentifier, instanceIdentifier: String) {
    self.entityType = entityType
    self.instanceIdentifier = instanceIdentifier
  }
}
