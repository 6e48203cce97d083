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
///   album and authors, then the other text attributes Apple declares (genre, kind, subject,
///   comment, city, composer… — the table of Scripts/generate-spotlight-attributes says which),
///   and every custom attribute's text.
///
/// The other attributes (numbers, dates, URLs, identifiers, codes, addresses, people) are stored
/// and returned, and `CSSearchQuery` can compare them, but full-text search does not read them.
package struct IndexedDocument: Sendable {
  package var title: String
  package var names: String
  package var keywords: String
  package var content: String
  package var entityType: String?
  package var entityIdentifier: String?
  package var priority: Int

  /// The Spotlight names of the attributes whose text goes to ``content``, in order: those the
  /// table of Scripts/generate-spotlight-attributes marks `content`.
  static let contentAttributes = CSSearchableItemAttributeSet.contentAttributeNames

  /// What an attribute is to the document.
  private enum Role {
    case title, displayName, alternateNames, keywords
    /// Text for ``content``, at this position among ``contentAttributes``.
    case content(Int)
    case entityType, entityIdentifier, priority
    /// A property attribute that holds no searchable text (a date, a URL, a thumbnail).
    case none
  }

  /// The role of every property and association attribute; any other name is a custom
  /// attribute, whose text goes to ``content`` after the property attributes'.
  private static let roles: [String: Role] = {
    var roles: [String: Role] = [:]
    for name in CSSearchableItemAttributeSet.propertyAttributeNames { roles[name] = Role.none }
    roles["kMDItemTitle"] = .title
    roles["kMDItemDisplayName"] = .displayName
    roles["kMDItemAlternateNames"] = .alternateNames
    roles["kMDItemKeywords"] = .keywords
    for (position, name) in contentAttributes.enumerated() { roles[name] = .content(position) }
    roles[EntityAssociationKey.type] = .entityType
    roles[EntityAssociationKey.identifier] = .entityIdentifier
    roles[EntityAssociationKey.priority] = .priority
    return roles
  }()

  /// The document of an item's attributes: read in one pass, each name looked up once.
  package init(_ attributes: [String: CSAttributeValue]) {
    var title: String?
    var displayName: String?
    var names: [String] = []
    var keywords: [String] = []
    var content: [CSAttributeValue?] = Array(repeating: nil, count: Self.contentAttributes.count)
    var custom: [(name: String, value: CSAttributeValue)] = []
    entityType = nil
    entityIdentifier = nil
    priority = 0
    for (name, value) in attributes {
      switch Self.roles[name] {
      case .title?: title = value.stringValue
      case .displayName?: displayName = value.stringValue
      case .alternateNames?: names = value.searchableText
      case .keywords?: keywords = value.searchableText
      case .content(let position)?: content[position] = value
      case .entityType?: entityType = value.stringValue
      case .entityIdentifier?: entityIdentifier = value.stringValue
      case .priority?: priority = value.numberValue?.intValue ?? 0
      case .none?: break
      case nil: custom.append((name, value))
      }
    }
    switch (title, displayName) {
    case (let title?, let displayName?) where title != displayName:
      self.title = Self.indexable(title + "\n" + displayName)
    case (let title?, _): self.title = Self.indexable(title)
    case (nil, let displayName?): self.title = Self.indexable(displayName)
    case (nil, nil): self.title = ""
    }
    self.names = Self.indexable(names.joined(separator: "\n"))
    self.keywords = Self.indexable(keywords.joined(separator: "\n"))
    var text: [String] = []
    for value in content {
      if let value { text += value.searchableText }
    }
    // Custom attributes, by name: most items have none, so only they are sorted.
    custom.sort { $0.name < $1.name }
    for attribute in custom { text += attribute.value.searchableText }
    self.content = Self.indexable(text.joined(separator: "\n"))
  }

  /// Text as a backend indexes it: each NUL — never a word, and where C strings end — is a
  /// space. Every path that hands a field to a full-text index (a new row, the text worked out
  /// again to delete or replace it, a check of the index) then sees the same characters,
  /// however it passes them: a NUL kept in one path and cut in another would leave words
  /// behind in the index.
  static func indexable(_ text: String) -> String {
    guard text.utf8.contains(0) else { return text }
    return String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\0" ? " " : $0 }))
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
