import AppIntents

extension IntentsHost {
  /// Writes entities as a JSON array, each as `IntentsHost.json(of:properties:)` gives it,
  /// straight into `bytes`: through each type's ``EntityJSONPlan``, without building a value
  /// per entity. Entities no plan writes — of a type the host does not serve, or a class whose
  /// properties are found on each instance — are written from `general`, their JSON value.
  package func writeJSON(
    of entities: [EntityValue], properties selection: PropertySelection?,
    into bytes: inout [UInt8], general: (EntityValue) async throws -> JSONValue
  ) async throws {
    bytes.append(UInt8(ascii: "["))
    try await forEachRunOfOneType(entities) { runtime, index in
      if let next = try await runtime?.writeJSON(
        of: entities, from: index, first: index == 0, selection: selection, into: &bytes),
        next > index
      {
        return next
      }
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      JSONWriter.write(try await general(entities[index]), into: &bytes)
      return index + 1
    }
    bytes.append(UInt8(ascii: "]"))
  }

  /// Entities as JSON values, each as `IntentsHost.json(of:properties:)` gives it: through each
  /// type's ``EntityJSONPlan``, or from `general` for entities no plan reads (see
  /// ``writeJSON(of:properties:into:general:)``).
  package func jsonValues(
    of entities: [EntityValue], properties selection: PropertySelection?,
    general: (EntityValue) async throws -> JSONValue
  ) async throws -> [JSONValue] {
    var items: [JSONValue] = []
    items.reserveCapacity(entities.count)
    try await forEachRunOfOneType(entities) { runtime, index in
      if let next = try await runtime?.appendJSON(
        of: entities, from: index, selection: selection, into: &items),
        next > index
      {
        return next
      }
      items.append(try await general(entities[index]))
      return index + 1
    }
    return items
  }

  /// Walks the entities run by run: `step` gets the runtime of the entity at the index (`nil`
  /// for a type the host does not serve) and answers the index it has written up to.
  private func forEachRunOfOneType(
    _ entities: [EntityValue],
    _ step: (_ runtime: (any EntityTypeRuntime)?, _ index: Int) async throws -> Int
  ) async throws {
    let registry = registry
    try await scoped {
      var index = 0
      var runtime: (any EntityTypeRuntime)?
      while index < entities.count {
        let entityType = type(of: entities[index].entity)
        if runtime.map({ $0.entityType != entityType }) ?? true {
          runtime = registry.entities.values.first { $0.entityType == entityType }
        }
        index = try await step(runtime, index)
      }
    }
  }
}
