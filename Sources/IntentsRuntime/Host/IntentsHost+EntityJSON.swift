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
    let registry = registry
    try await scoped {
      var index = 0
      var runtime: (any EntityTypeRuntime)?
      while index < entities.count {
        let entityType = type(of: entities[index].entity)
        if runtime.map({ $0.entityType != entityType }) ?? true {
          runtime = registry.entities.values.first { $0.entityType == entityType }
        }
        if let runtime {
          let next = try await runtime.writeJSON(
            of: entities, from: index, first: index == 0, selection: selection, into: &bytes)
          if next > index {
            index = next
            continue
          }
        }
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        let json = try await general(entities[index])
        JSONWriter.write(json, into: &bytes)
        index += 1
      }
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
    let registry = registry
    try await scoped {
      var index = 0
      var runtime: (any EntityTypeRuntime)?
      while index < entities.count {
        let entityType = type(of: entities[index].entity)
        if runtime.map({ $0.entityType != entityType }) ?? true {
          runtime = registry.entities.values.first { $0.entityType == entityType }
        }
        if let runtime {
          let next = try await runtime.appendJSON(
            of: entities, from: index, selection: selection, into: &items)
          if next > index {
            index = next
            continue
          }
        }
        items.append(try await general(entities[index]))
        index += 1
      }
    }
    return items
  }
}
