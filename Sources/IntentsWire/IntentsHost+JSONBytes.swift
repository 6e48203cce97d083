public import IntentsRuntime

/// The entity answers as UTF-8 JSON text, written straight into one buffer: the bytes of the
/// `json(of:…)` value of the same answer (`.jsonBytes`), without building a value per entity.
/// The surfaces send these.
extension IntentsHost {
  /// An entity as compact JSON text with sorted keys: the bytes of
  /// `json(of:properties:)`'s value. This is an OpenIntents addition.
  public func jsonBytes(
    of entity: EntityValue, properties selection: PropertySelection? = .inexpensive
  ) async throws -> [UInt8] {
    var bytes = try await jsonBytes(of: [entity], properties: selection)
    // `[{…}]` → `{…}`.
    bytes.removeLast()
    bytes.removeFirst()
    return bytes
  }

  /// Entities as a compact JSON array with sorted keys: the bytes of
  /// `json(of:properties:)`'s value. This is an OpenIntents addition.
  public func jsonBytes(
    of entities: [EntityValue], properties selection: PropertySelection? = .inexpensive
  ) async throws -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(64 + entities.count * 160)
    try await writeEntities(entities, selection, into: &bytes)
    return bytes
  }

  /// Query results as compact JSON text: the bytes of
  /// `json(of:properties:)`'s value. This is an OpenIntents addition.
  public func jsonBytes(
    of results: EntityResults, properties selection: PropertySelection? = .inexpensive
  ) async throws -> [UInt8] {
    try await envelope(results.entities, selection, others: Self.members(of: results))
  }

  /// A page of results as compact JSON text: the bytes of
  /// `json(of:properties:)`'s value. This is an OpenIntents addition.
  public func jsonBytes(
    of page: EntityPage, properties selection: PropertySelection? = .inexpensive
  ) async throws -> [UInt8] {
    try await envelope(page.entities, selection, others: Self.members(of: page))
  }

  /// Resolved identifiers as compact JSON text: the bytes of
  /// `json(of:properties:)`'s value. This is an OpenIntents addition.
  public func jsonBytes(
    of resolved: [ResolvedEntity], properties selection: PropertySelection? = .inexpensive
  ) async throws -> [UInt8] {
    let (found, missing) = Self.split(resolved)
    return try await envelope(found, selection, others: ["missing": .array(missing)])
  }

  /// `{"entities": […], …}`: the entities, then the other members — whose names all sort
  /// after `entities`, so that the keys stay sorted.
  private func envelope(
    _ entities: [EntityValue], _ selection: PropertySelection?, others: [String: JSONValue]
  ) async throws -> [UInt8] {
    assert(others.keys.allSatisfy { $0 > "entities" }, "members must sort after entities")
    var bytes: [UInt8] = Array(#"{"entities":"#.utf8)
    bytes.reserveCapacity(64 + entities.count * 160)
    try await writeEntities(entities, selection, into: &bytes)
    if others.isEmpty {
      bytes.append(UInt8(ascii: "}"))
    } else {
      // `{"a":…,"b":…}` → `,"a":…,"b":…}`.
      bytes.append(UInt8(ascii: ","))
      bytes.append(contentsOf: JSONValue.object(others).jsonBytes.dropFirst())
    }
    return bytes
  }

  private func writeEntities(
    _ entities: [EntityValue], _ selection: PropertySelection?, into bytes: inout [UInt8]
  ) async throws {
    try await writeJSON(of: entities, properties: selection, into: &bytes) { entity in
      try await self.json(of: entity, properties: selection)
    }
  }
}
