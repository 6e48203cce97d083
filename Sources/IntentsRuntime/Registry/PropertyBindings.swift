import AppIntents

/// The names of a property query's declared key paths (`\LandmarkEntity.$name` → `name`).
///
/// A `$name` key path does not carry its name; it is matched to the entity's `_name` field by
/// reading both from an entity and comparing the property objects. Until the query returns an
/// entity, key paths are matched by value type, and same-typed ones in declaration order — right
/// whenever the query declares them in the order the entity does.
struct PropertyBindings: Sendable {
  private(set) var names: [SharedKeyPath<AnyKeyPath>: String] = [:]
  /// The titles of the entity's properties — declared (`@Property(title:)`) or made from the
  /// name — by property name, read from an instance.
  private(set) var titles: [String: String] = [:]
  /// The properties whose values are computed asynchronously, by name, read from an instance.
  private(set) var deferred: Set<String> = []
  /// Whether the names were read from an entity rather than guessed.
  let isComplete: Bool
  /// The names of the query's declared properties and of its sort keys, in the order the
  /// query declares them: what a Find looks its filters and sort keys up in.
  private(set) var declarationNames: [String?] = []
  private(set) var sortableNames: [String?] = []

  init<Entity: AppEntity>(
    columns: [PropertyColumn<Entity>], propertyQuery: PropertyQueryAdapter<Entity>?,
    sample: Entity?
  ) {
    let declared: [(AnyKeyPath, Any.Type)] =
      (propertyQuery?.declarations.map { ($0.property, $0.valueType) } ?? [])
      + (propertyQuery?.sortables.map { ($0.property, $0.valueType) } ?? [])
    isComplete = sample != nil
    if let sample {
      let objects: [(name: String, object: AnyObject)] =
        columns.isEmpty
        ? FieldReflection.propertyObjects(of: sample).map { ($0.name, $0.property as AnyObject) }
        : columns.map { ($0.name, $0.property(sample)) }
      for (name, object) in objects {
        guard let property = object as? any AnyEntityProperty else { continue }
        titles[name] =
          property.declaredTitle.map { String(localized: $0) } ?? PropertyName.title(for: name)
        if property.isDeferred { deferred.insert(name) }
      }
      for (keyPath, _) in declared where names[SharedKeyPath(keyPath)] == nil {
        guard let own = keyPath as? PartialKeyPath<Entity>,
          let object = sample[keyPath: own] as AnyObject?,
          let match = objects.first(where: { $0.object === object })
        else { continue }
        names[SharedKeyPath(keyPath)] = match.name
      }
    }
    // Whatever is left: by value type, then declaration order among same-typed fields.
    var taken = Set(names.values)
    for (index, (keyPath, valueType)) in declared.enumerated()
    where names[SharedKeyPath(keyPath)] == nil {
      let candidates = columns.filter {
        ObjectIdentifier($0.valueType) == ObjectIdentifier(valueType) && !taken.contains($0.name)
      }
      let name = candidates.first?.name ?? "property\(index + 1)"
      names[SharedKeyPath(keyPath)] = name
      taken.insert(name)
    }
    declarationNames = propertyQuery?.declarations.map { name(of: $0.property) } ?? []
    sortableNames = propertyQuery?.sortables.map { name(of: $0.property) } ?? []
  }

  func name(of keyPath: AnyKeyPath) -> String? { names[SharedKeyPath(keyPath)] }

  /// The title of a property: the declared one, or one made from its name.
  func title(of name: String) -> String { titles[name] ?? PropertyName.title(for: name) }
}
