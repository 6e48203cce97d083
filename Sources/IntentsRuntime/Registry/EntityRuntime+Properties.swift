@_spi(OpenIntentsRuntime) import AppIntents

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
    var values: [PropertyValue] = []
    for (name, property) in properties {
      let title =
        property.declaredTitle.map { String(localized: $0) } ?? PropertyName.title(for: name)
      if property.isDeferred && !selection.loads(name) {
        values.append(PropertyValue(name: name, title: title, value: nil, isLoaded: false))
        continue
      }
      let raw: Any?
      do {
        raw = try await property.readValue(from: entity)
      } catch {
        throw IntentsError(
          IntentsError.queryFailed,
          "Reading ‘\(name)’ of \(value.id) failed: \(String(describing: error))")
      }
      values.append(
        PropertyValue(name: name, title: title, value: ValueEncoding.json(raw), isLoaded: true))
    }
    return values
  }
}
