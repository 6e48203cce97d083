public import AppIntents

extension LandmarkEntity: IndexedEntity {
  /// The title and kind from the display representation, the description, and keywords from
  /// the kind, the place and the tags — so that Spotlight finds "glacier", "Valais" or
  /// "ramesses ii".
  public var attributeSet: CSSearchableItemAttributeSet {
    let attributes = defaultAttributeSet
    attributes.contentDescription = description
    attributes.keywords = [kind, continent, country] + (region.map { [$0] } ?? []) + tags
    attributes.namedLocation = ([region, country].compactMap { $0 }).joined(separator: ", ")
    return attributes
  }
}

extension CollectionEntity: IndexedEntity {}
