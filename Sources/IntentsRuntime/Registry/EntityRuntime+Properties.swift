import AppIntents

extension EntityRuntime {
  func properties(
    of value: EntityValue, selection: PropertySelection
  ) async throws
    -> [PropertyValue]
  {
    guard let entity = value.entity as? Entity else {
      throw IntentsError(
        IntentsError.invalidRequest, "\(value.id) is not an entity of \(identifier).")
    }
    let properties: [(name: String, property: any AnyEntityProperty)] =
      columns.isEmpty
      ? FieldReflection.propertyObjects(of: entity)
      : columns.compactMap { column in column.propertyObject(of: entity).map { (column.name, $0) } }
    // Titles are declared once per property, so they are read once per type, not per entity.
    let bindings = await propertyBindings(sample: entity)
    var values: [PropertyValue] = []
    for (name, property) in properties where selection.shows(name) {
      let title = bindings.title(of: name)
      if property.isDeferred && !selection.loads(name) {
        values.append(PropertyValue(name: name, title: title, value: nil, isLoaded: false))
        continue
      }
      let raw: Any?
      do {
        raw = try await property.readValue(from: entity)
      } catch {
        // A failing getter fails this property of this entity, not the whole answer.
        values.append(
          PropertyValue(
            name: name, title: title, value: nil, isLoaded: false,
            error: "Reading ‘\(name)’ of \(value.id) failed: \(String(describing: error))"))
        continue
      }
      values.append(
        PropertyValue(name: name, title: title, value: ValueEncoding.json(raw), isLoaded: true))
    }
    return values
  }
}
