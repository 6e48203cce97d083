import Foundation

/// The names under which App Intents records the entity an item stands for
/// (`associateAppEntity(_:priority:)`), read by every backend.
package enum EntityAssociationKey {
  /// The persistent identifier of the entity's type.
  package static let type = "com.openintents.entity-type"
  /// The entity's identifier string.
  package static let identifier = "com.openintents.entity-identifier"
  /// The priority the item was associated with.
  package static let priority = "com.openintents.entity-priority"

  /// Every association key.
  static let all: Set<String> = [type, identifier, priority]
}

/// What a search backend indexes of an item: its text in four fields, weighted differently,
/// and the entity it stands for.
///
/// - ``CSIndexField/title``: the title and the display name;
/// - ``CSIndexField/names``: alternate names (an entity's synonyms land here);
/// - ``CSIndexField/keywords``: keywords;
/// - ``CSIndexField/content``: the description, the text content, the named location, artist,
///   album and authors, and every custom attribute's text.
package struct IndexedDocument: Sendable {
  package var title: String
  package var names: String
  package var keywords: String
  package var content: String
  package var entityType: String?
  package var entityIdentifier: String?
  package var priority: Int

  /// The Spotlight names of the attributes whose text goes to ``content``.
  static let contentAttributes = [
    "kMDItemDescription", "kMDItemTextContent", "kMDItemNamedLocation", "kMDItemArtist",
    "kMDItemAlbum", "kMDItemAuthors",
  ]

  /// The document of an item's attributes.
  package init(_ attributes: [String: CSAttributeValue]) {
    var titles: [String] = []
    for name in ["kMDItemTitle", "kMDItemDisplayName"] {
      if let text = attributes[name]?.stringValue, !titles.contains(text) { titles.append(text) }
    }
    title = titles.joined(separator: "\n")
    names = (attributes["kMDItemAlternateNames"]?.searchableText ?? []).joined(separator: "\n")
    keywords = (attributes["kMDItemKeywords"]?.searchableText ?? []).joined(separator: "\n")
    var content = Self.contentAttributes.flatMap { attributes[$0]?.searchableText ?? [] }
    // Custom attributes, by name: most items have none, so only they are sorted.
    var custom: [(name: String, value: CSAttributeValue)] = []
    for (name, value) in attributes
    where !CSSearchableItemAttributeSet.propertyAttributeNames.contains(name)
      && !EntityAssociationKey.all.contains(name)
    {
      custom.append((name, value))
    }
    custom.sort { $0.name < $1.name }
    for attribute in custom { content += attribute.value.searchableText }
    self.content = content.joined(separator: "\n")
    entityType = attributes[EntityAssociationKey.type]?.stringValue
    entityIdentifier = attributes[EntityAssociationKey.identifier]?.stringValue
    priority = attributes[EntityAssociationKey.priority]?.numberValue?.intValue ?? 0
  }

  /// The text of one field.
  package func text(of field: CSIndexField) -> String {
    switch field {
    case .title: title
    case .names: names
    case .keywords: keywords
    case .content: content
    }
  }
}
