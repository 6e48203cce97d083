import AppIntents
import Foundation

extension EntityRuntime {
  /// Writes the entities from `start` on that are of this type as JSON objects, separated by
  /// commas (one before each but the first of the answer, which `first` says), and answers
  /// the index of the first entity not written: one of another type, or the end. A type whose
  /// properties are found on each instance (a class) writes none: the caller writes those
  /// through the general path.
  ///
  /// Each object is what `IntentsHost.json(of:properties:)` gives, written by the type's
  /// ``EntityJSONPlan``: `{"id", "properties", "propertyErrors", "subtitle", "title", "type",
  /// "url"}`, keys sorted.
  func writeJSON(
    of values: [EntityValue], from start: Int, first: Bool, selection: PropertySelection?,
    into bytes: inout [UInt8]
  ) async throws -> Int {
    guard !columns.isEmpty else { return start }
    var index = start
    while index < values.count, let entity = values[index].entity as? Entity {
      // A subclass of a class entity is written as its own type is.
      guard type(of: values[index].entity) == Entity.self else { break }
      if index > start || !first { bytes.append(UInt8(ascii: ",")) }
      try await write(entity, values[index], selection: selection, into: &bytes)
      index += 1
    }
    return index
  }

  private func write(
    _ entity: Entity, _ value: EntityValue, selection: PropertySelection?,
    into bytes: inout [UInt8]
  ) async throws {
    let plan = jsonPlan
    bytes.append(contentsOf: #"{"id":"#.utf8)
    JSONWriter.write(entity.id.entityIdentifierString, into: &bytes)
    if let selection {
      bytes.append(contentsOf: #","properties":{"#.utf8)
      let errors = try await writeProperties(entity, value, plan, selection, into: &bytes)
      bytes.append(UInt8(ascii: "}"))
      if !errors.isEmpty {
        bytes.append(contentsOf: #","propertyErrors":"#.utf8)
        JSONWriter.write(JSONValue.object(errors), into: &bytes)
      }
    }
    let display = entity.displayRepresentation
    if let subtitle = display.subtitle {
      bytes.append(contentsOf: #","subtitle":"#.utf8)
      JSONWriter.write(String(localized: subtitle), into: &bytes)
    }
    bytes.append(contentsOf: #","title":"#.utf8)
    JSONWriter.write(String(localized: display.title), into: &bytes)
    bytes.append(contentsOf: plan.typeMember)
    if plan.isURLRepresentable, let url = await url(of: value) {
      bytes.append(contentsOf: #","url":"#.utf8)
      JSONWriter.write(url.absoluteString, into: &bytes)
    }
    bytes.append(UInt8(ascii: "}"))
  }

  /// Writes the loaded properties' members and answers the errors of those whose getter threw,
  /// by name — as `properties(of:selection:)` reads them.
  private func writeProperties(
    _ entity: Entity, _ value: EntityValue, _ plan: EntityJSONPlan<Entity>,
    _ selection: PropertySelection, into bytes: inout [UInt8]
  ) async throws -> [String: JSONValue] {
    var errors: [String: JSONValue] = [:]
    var written = 0
    for property in plan.properties {
      let mark = bytes.count
      if written > 0 { bytes.append(UInt8(ascii: ",")) }
      bytes.append(contentsOf: property.key)
      if let write = property.write, write(entity, &bytes) {
        written += 1
        continue
      }
      // A computed property, or a value of another type: read as the general path reads it.
      bytes.removeSubrange(mark...)
      guard let object = property.column.propertyObject(of: entity) else { continue }
      if object.isDeferred && !selection.loads(property.name) { continue }
      let raw: Any?
      do {
        raw = try await object.readValue(from: entity)
      } catch {
        errors[property.name] = .string(
          "Reading ‘\(property.name)’ of \(value.id) failed: \(String(describing: error))")
        continue
      }
      if written > 0 { bytes.append(UInt8(ascii: ",")) }
      bytes.append(contentsOf: property.key)
      JSONWriter.write(ValueEncoding.json(raw), into: &bytes)
      written += 1
    }
    return errors
  }
}
