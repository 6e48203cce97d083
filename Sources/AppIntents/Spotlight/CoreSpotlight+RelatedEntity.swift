// iOS 27: an item that is about an entity without standing for it — a message about a trip, a
// photo of a landmark — names the entity as related.

extension CSSearchableItemAttributeSet {
  /// The attribute a related entity is stored under, as its activity identifier
  /// (`<type>/<identifier>`).
  static let relatedEntityKey = "com.openintents.related-entity"

  /// The entity these attributes are about, without standing for it (iOS 27): unlike an
  /// associated entity (``associateAppEntity(_:priority:)``), a related one does not make the
  /// item a result for that entity.
  ///
  /// Stored with the item as the reference's ``EntityIdentifier/activityIdentifier``; it reads
  /// back in any process that has referred to the entity type (an `IntentsHost` serving it has),
  /// and as `nil` elsewhere.
  public var relatedAppEntityIdentifier: EntityIdentifier? {
    get {
      value(forAttributeNamed: Self.relatedEntityKey)?.stringValue
        .flatMap(EntityIdentifier.init(activityIdentifier:))
    }
    set {
      setAttribute(newValue.map { .string($0.activityIdentifier) }, Self.relatedEntityKey)
    }
  }
}

extension CSSearchableItem {
  /// The entity the item is about, without standing for it (iOS 27); kept in its
  /// ``attributeSet`` (see ``CSSearchableItemAttributeSet/relatedAppEntityIdentifier``).
  public var relatedAppEntityIdentifier: EntityIdentifier? {
    get { attributeSet.relatedAppEntityIdentifier }
    set { attributeSet.relatedAppEntityIdentifier = newValue }
  }
}
