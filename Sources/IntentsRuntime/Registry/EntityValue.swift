public import AppIntents

/// An entity the runtime found: its type, identifier and display representation, and the
/// entity itself.
public struct EntityValue: Sendable, Identifiable {
  /// The entity.
  public let entity: any AppEntity

  @inlinable
  init<Entity: AppEntity>(_ entity: Entity) {
    self.entity = entity
  }

  /// The persistent identifier of the entity's type.
  public var typeIdentifier: String { type(of: entity).persistentIdentifier }
  /// The entity's identifier string.
  public var identifier: String { entity.id.entityIdentifierString }
  /// How the entity appears.
  public var display: DisplayRepresentation { entity.displayRepresentation }

  /// The type and identifier, such as `LandmarkEntity/42`.
  public var id: String { "\(typeIdentifier)/\(identifier)" }

  /// The resolved title.
  public var title: String { String(localized: display.title) }

  /// The resolved subtitle, if any.
  public var subtitle: String? { display.subtitle.map { String(localized: $0) } }

  /// The entity as a reference: type, identifier, title and subtitle.
  public var reference: EntityReference {
    let display = display
    return EntityReference(
      type: typeIdentifier, id: identifier, title: String(localized: display.title),
      subtitle: display.subtitle.map { String(localized: $0) })
  }
}

/// A reference to an entity, as adapters write it: type, identifier, title.
public struct EntityReference: Sendable, Hashable, Codable {
  /// The persistent identifier of the entity's type.
  public var type: String
  /// The entity's identifier string.
  public var id: String
  /// The entity's title.
  public var title: String
  /// The entity's subtitle, if any.
  public var subtitle: String?

  /// Creates a reference.
  public init(type: String, id: String, title: String, subtitle: String? = nil) {
    self.type = type
    self.id = id
    self.title = title
    self.subtitle = subtitle
  }
}

/// Entities as a query returned them: in sections (one untitled section for a plain array),
/// with the prompt the query gave.
public struct EntityResults: Sendable {
  /// A group of entities.
  public struct Section: Sendable {
    /// The section's title, if any.
    public var title: String?
    /// The entities, in order.
    public var entities: [EntityValue]
  }

  /// The sections, in order.
  public var sections: [Section]
  /// The prompt shown above the entities, if any.
  public var promptLabel: String?

  /// Every entity, in order, across sections.
  public var entities: [EntityValue] { sections.flatMap(\.entities) }

  init(sections: [Section], promptLabel: String? = nil) {
    self.sections = sections
    self.promptLabel = promptLabel
  }

  init(_ entities: [EntityValue]) {
    self.init(sections: [Section(title: nil, entities: entities)])
  }
}

/// The outcome of resolving one identifier: the entity, or the identifier that no longer
/// exists.
public enum ResolvedEntity: Sendable {
  /// The entity exists.
  case found(EntityValue)
  /// No entity has this identifier (any more).
  case missing(String)

  /// The entity, when found.
  public var entity: EntityValue? {
    if case .found(let entity) = self { return entity }
    return nil
  }
}
