import AppIntents

/// Describes what a value query returned: entities, enum cases and other values, unwrapping
/// union values, each with the intent that opens it.
enum VisualSearchValues {
  static func describe(
    _ raw: Any, query: String, rank: Int, registry: Registry
  ) async -> VisualSearchValue? {
    var value = raw
    var unionCase: String?
    if let union = value as? any UnionValue {
      unionCase = union.caseName
      value = union.asIntentValue
    }
    guard let present = IntentValueReflection.unwrap(value) else { return nil }
    if let entity = present as? any AppEntity {
      let found = EntityValue(opening: entity)
      return VisualSearchValue(
        rank: rank, query: query, unionCase: unionCase, value: .entity(found),
        typeIdentifier: found.typeIdentifier, title: found.title, subtitle: found.subtitle,
        open: OpenIntents.invocation(opening: entity, registry: registry))
    }
    if let member = present as? any AppEnum {
      let display = Self.display(of: member)
      return VisualSearchValue(
        rank: rank, query: query, unionCase: unionCase,
        value: .enumCase(ValueEncoding.enumCase(member)),
        typeIdentifier: type(of: member).persistentIdentifier,
        title: String(localized: display.title),
        subtitle: display.subtitle.map { String(localized: $0) }, open: nil)
    }
    let json = ValueEncoding.json(present)
    return VisualSearchValue(
      rank: rank, query: query, unionCase: unionCase, value: .other(json),
      typeIdentifier: String(describing: type(of: present)),
      title: json.stringValue ?? json.description, subtitle: nil, open: nil)
  }
}

extension VisualSearchValues {
  static func display(of member: any AppEnum) -> DisplayRepresentation {
    func open<Enum: AppEnum>(_ member: Enum) -> DisplayRepresentation {
      Enum.caseDisplayRepresentations[member]
        ?? DisplayRepresentation(stringLiteral: "\(member.rawValue)")
    }
    return open(member)
  }
}

extension EntityValue {
  /// An entity of any type, opened from its existential.
  init(opening entity: any AppEntity) {
    func make<Entity: AppEntity>(_ entity: Entity) -> EntityValue { EntityValue(entity) }
    self = make(entity)
  }
}
