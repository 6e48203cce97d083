/// Apple's assistant schemas as data: each schema's kind, domain, name, identifier, title and
/// meaning, generated from `Scripts/assistant-schemas/catalogue.json`.
package enum AssistantSchemaCatalogue {
  /// The kind of a schema.
  package enum Kind: String, Sendable, Hashable, CaseIterable {
    /// An intent schema, adopted with `@AppIntent(schema:)`.
    case intent
    /// An entity schema, adopted with `@AppEntity(schema:)`.
    case entity
    /// An enum schema, adopted with `@AppEnum(schema:)`.
    case enumeration = "enum"
  }

  /// Where Apple's system uses a domain's schemas.
  package enum Surface: String, Sendable, Hashable {
    /// Siri and Apple Intelligence find the adopting types.
    case siri
    /// The schemas make actions available in the Shortcuts app only.
    case shortcuts
    /// Visual intelligence searches the app with what the camera or a screenshot shows.
    case visualIntelligence
    /// The app's assistant stands in for the system's.
    case assistant
  }

  /// A domain of schemas, such as photos or mail.
  package struct Domain: Sendable, Hashable {
    /// The domain's accessor name, such as `photos`.
    package let name: String
    /// The domain's title, such as "Photos".
    package let title: String
    /// Where Apple's system uses the domain's schemas.
    package let surface: Surface
  }

  /// One schema.
  package struct Entry: Sendable, Hashable {
    /// Whether it is an intent, entity or enum schema.
    package let kind: Kind
    /// Its domain, such as `photos`.
    package let domain: String
    /// Its name in the domain, such as `openAsset`.
    package let name: String
    /// Its identifier in Apple's interface, such as `OpenMediaAssetIntent`.
    package let identifier: String
    /// A title for an adopting type that gives none, such as "Open Asset".
    package let title: String
    /// What the schema means, in one sentence.
    package let meaning: String

    init(
      _ kind: Kind, _ domain: String, _ name: String, _ identifier: String, title: String,
      meaning: String
    ) {
      self.kind = kind
      self.domain = domain
      self.name = name
      self.identifier = identifier
      self.title = title
      self.meaning = meaning
    }

    /// The schema as written after the dot: `photos.openAsset`.
    package var id: String { "\(domain).\(name)" }

    /// The schema's domain.
    package var domainEntry: Domain? { AssistantSchemaCatalogue.domain(named: domain) }
  }

  /// The entry of a schema, by kind and identifier.
  package static func entry(kind: Kind, identifier: String) -> Entry? {
    byIdentifier[Key(kind: kind, identifier: identifier)]
  }

  /// The domain with the name.
  package static func domain(named name: String) -> Domain? {
    domains.first { $0.name == name }
  }

  private struct Key: Hashable {
    let kind: Kind
    let identifier: String
  }

  private static let byIdentifier: [Key: Entry] = Dictionary(
    uniqueKeysWithValues: entries.map { (Key(kind: $0.kind, identifier: $0.identifier), $0) })
}
