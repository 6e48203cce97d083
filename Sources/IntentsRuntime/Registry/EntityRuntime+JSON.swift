import AppIntents
import Foundation

/// Entities as JSON through the type's ``EntityJSONPlan``: `{"id", "properties",
/// "propertyErrors", "subtitle", "title", "type", "url", "ownership", "as"}` — what
/// `IntentsHost.json(of:)` gives for one entity, as bytes straight into a buffer or as values,
/// without reading the type's name, the property titles or boxed values for each entity.
extension EntityRuntime {
  /// Writes the entities from `start` on that are of this type as JSON objects, separated by
  /// commas (one before each but the first of the answer, which `first` says), and answers
  /// the index of the first entity not written: one of another type, or the end. A type whose
  /// properties are found on each instance (a class) writes none: the caller writes those
  /// through the general path.
  func writeJSON(
    of values: [EntityValue], from start: Int, first: Bool, selection: PropertySelection?,
    into bytes: inout [UInt8]
  ) async throws -> Int {
    let end = endOfRun(in: values, from: start)
    guard end > start else { return end }
    let plan = jsonPlan
    // When every property is a stored field of the struct (at the offset Swift reports), each
    // entity is written in place without copying it out of its box; otherwise, for an entity
    // whose property turns out computed, and for a selection of some properties only, through
    // the property objects.
    let offsets: [Int]? =
      switch selection {
      case nil: []
      case let selection? where selection.isNarrowed: nil
      case _?: plan.offsets
      }
    for index in start..<end {
      if index > start || !first { bytes.append(UInt8(ascii: ",")) }
      let mark = bytes.count
      let written =
        offsets.map {
          Self.writeInPlace(
            values[index].entity, plan, offsets: $0, properties: selection != nil, into: &bytes)
        } ?? false
      if !written {
        bytes.removeSubrange(mark...)
        let entity = values[index].entity as! Entity  // of this very type: see `endOfRun`
        try await write(entity, values[index], selection: selection, into: &bytes)
      }
      if plan.isURLRepresentable, let url = await url(of: values[index]) {
        bytes.append(contentsOf: #","url":"#.utf8)
        JSONWriter.write(url.absoluteString, into: &bytes)
      }
      if let owning = values[index].entity as? any OwnershipProvidingEntity {
        bytes.append(contentsOf: #","ownership":"#.utf8)
        JSONWriter.write(Self.ownershipJSON(owning), into: &bytes)
      }
      if let represented = await EntityValueRepresentations.json(
        of: values[index].entity, through: valueConversions)
      {
        bytes.append(contentsOf: #","as":"#.utf8)
        JSONWriter.write(represented, into: &bytes)
      }
      bytes.append(UInt8(ascii: "}"))
    }
    return end
  }

  /// Writes an entity up to its `type` member through the plan's in-place writers, with its
  /// properties at the offsets when they are selected. `false` when a property's value turns
  /// out computed: the caller then removes what was written.
  private static func writeInPlace(
    _ entity: any AppEntity, _ plan: EntityJSONPlan<Entity>, offsets: [Int], properties: Bool,
    into bytes: inout [UInt8]
  ) -> Bool {
    func open<Opened: AppEntity>(_ entity: Opened) -> Bool {
      bytes.append(contentsOf: #"{"id":"#.utf8)
      JSONWriter.write(entity.id.entityIdentifierString, into: &bytes)
      if properties {
        bytes.append(contentsOf: #","properties":{"#.utf8)
        let written = withUnsafePointer(to: entity) {
          plan.inPlace?.write(at: UnsafeRawPointer($0), offsets: offsets, into: &bytes) ?? false
        }
        guard written else { return false }
        bytes.append(UInt8(ascii: "}"))
      }
      writeDisplay(entity.displayRepresentation, plan, into: &bytes)
      return true
    }
    return open(entity)
  }

  /// Who else can see an `OwnershipProvidingEntity`: the names of its options, `[]` when
  /// private.
  static func ownershipJSON(_ entity: any OwnershipProvidingEntity) -> JSONValue {
    .array(entity.ownership.names.map(JSONValue.string))
  }

  /// `,"subtitle":…,"title":…,"type":…`.
  private static func writeDisplay(
    _ display: DisplayRepresentation, _ plan: EntityJSONPlan<Entity>, into bytes: inout [UInt8]
  ) {
    if let subtitle = display.subtitle {
      bytes.append(contentsOf: #","subtitle":"#.utf8)
      JSONWriter.write(String(localized: subtitle), into: &bytes)
    }
    bytes.append(contentsOf: #","title":"#.utf8)
    JSONWriter.write(String(localized: display.title), into: &bytes)
    bytes.append(contentsOf: plan.typeMember)
  }

  /// Appends the entities from `start` on that are of this type as JSON values, and answers
  /// the index of the first entity not appended, as ``writeJSON(of:from:first:selection:into:)``
  /// does.
  func appendJSON(
    of values: [EntityValue], from start: Int, selection: PropertySelection?,
    into items: inout [JSONValue]
  ) async throws -> Int {
    let end = endOfRun(in: values, from: start)
    for index in start..<end {
      let entity = values[index].entity as! Entity  // of this very type: see `endOfRun`
      items.append(try await json(entity, values[index], selection: selection))
    }
    return end
  }

  /// The index of the first entity from `start` on that is not of exactly this type (a
  /// subclass of a class entity is written as its own type is), or the end; `start` when the
  /// type's properties are found on each instance (a class), which the general path writes.
  private func endOfRun(in values: [EntityValue], from start: Int) -> Int {
    guard !columns.isEmpty else { return start }
    var index = start
    while index < values.count, type(of: values[index].entity) == Entity.self { index += 1 }
    return index
  }

  /// Writes an entity up to its `type` member through its property objects.
  private func write(
    _ entity: Entity, _ value: EntityValue, selection: PropertySelection?,
    into bytes: inout [UInt8]
  ) async throws {
    let plan = jsonPlan
    bytes.append(contentsOf: #"{"id":"#.utf8)
    JSONWriter.write(entity.id.entityIdentifierString, into: &bytes)
    if let selection {
      bytes.append(contentsOf: #","properties":{"#.utf8)
      var errors: [String: JSONValue] = [:]
      var written = 0
      for property in plan.properties where selection.shows(property.name) {
        let mark = bytes.count
        if written > 0 { bytes.append(UInt8(ascii: ",")) }
        bytes.append(contentsOf: property.key)
        if property.write(entity, into: &bytes) {
          written += 1
          continue
        }
        bytes.removeSubrange(mark...)
        switch await read(property, of: entity, value, selection) {
        case nil: continue
        case .failure(let message): errors[property.name] = .string(message.text)
        case .success(let json):
          if written > 0 { bytes.append(UInt8(ascii: ",")) }
          bytes.append(contentsOf: property.key)
          JSONWriter.write(json, into: &bytes)
          written += 1
        }
      }
      bytes.append(UInt8(ascii: "}"))
      if !errors.isEmpty {
        bytes.append(contentsOf: #","propertyErrors":"#.utf8)
        JSONWriter.write(JSONValue.object(errors), into: &bytes)
      }
    }
    Self.writeDisplay(entity.displayRepresentation, plan, into: &bytes)
  }

  private func json(
    _ entity: Entity, _ value: EntityValue, selection: PropertySelection?
  ) async throws -> JSONValue {
    let plan = jsonPlan
    let display = entity.displayRepresentation
    var members: [String: JSONValue] = Dictionary(minimumCapacity: 7)
    members["type"] = .string(plan.typeIdentifier)
    members["id"] = .string(entity.id.entityIdentifierString)
    members["title"] = .string(String(localized: display.title))
    if let subtitle = display.subtitle {
      members["subtitle"] = .string(String(localized: subtitle))
    }
    if plan.isURLRepresentable, let url = await url(of: value) {
      members["url"] = .string(url.absoluteString)
    }
    if let owning = entity as? any OwnershipProvidingEntity {
      members["ownership"] = Self.ownershipJSON(owning)
    }
    members["as"] = await EntityValueRepresentations.json(of: entity, through: valueConversions)
    if let selection {
      var properties: [String: JSONValue] = Dictionary(minimumCapacity: plan.properties.count)
      var errors: [String: JSONValue] = [:]
      for property in plan.properties where selection.shows(property.name) {
        if let json = property.value(entity) {
          properties[property.name] = json
          continue
        }
        switch await read(property, of: entity, value, selection) {
        case nil: continue
        case .failure(let message): errors[property.name] = .string(message.text)
        case .success(let json): properties[property.name] = json
        }
      }
      members["properties"] = .object(properties)
      if !errors.isEmpty { members["propertyErrors"] = .object(errors) }
    }
    return .object(members)
  }

  /// A property read as `properties(of:selection:)` reads it — a computed property, or a value
  /// of a type without a plan's reader: its value, why its getter failed, or `nil` when it is
  /// not loaded (a deferred property not selected).
  private func read(
    _ property: EntityJSONPlan<Entity>.Property, of entity: Entity, _ value: EntityValue,
    _ selection: PropertySelection
  ) async -> Result<JSONValue, ReadFailure>? {
    guard let object = property.column.propertyObject(of: entity) else { return nil }
    if object.isDeferred && !selection.loads(property.name) { return nil }
    do {
      return .success(ValueEncoding.json(try await object.readValue(from: entity)))
    } catch {
      return .failure(
        ReadFailure(
          text: "Reading ‘\(property.name)’ of \(value.id) failed: \(String(describing: error))"))
    }
  }
}

/// Why a property's getter failed, as the answer says it.
struct ReadFailure: Error {
  let text: String
}
