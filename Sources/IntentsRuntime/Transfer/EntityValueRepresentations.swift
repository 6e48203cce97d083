package import AppIntents
import CoreTransferable
import Synchronization

/// The system values an entity type is represented as, through the `ValueRepresentation`s
/// (`IntentValueRepresentation`) its `transferRepresentation` lists: written under `"as"`
/// wherever an entity is answered with, and accepted in the entity's place as input.
///
/// The value's JSON is the one the runtime writes and reads for that value type elsewhere: a
/// person as an `IntentPerson` parameter takes it, a place as a `CLPlacemark` one. The key is
/// the value type's name.
package enum EntityValueRepresentations {
  /// The conversions of each entity type, found once per type.
  private static let known = Mutex<[ObjectIdentifier: [IntentValueConversion]]>([:])

  /// The conversions an entity type lists, in its order; none for a type that is not
  /// `Transferable`.
  static func conversions(of type: any AppEntity.Type) -> [IntentValueConversion] {
    if let found = known.withLock({ $0[ObjectIdentifier(type)] }) { return found }
    let found = (type as? any Transferable.Type)?.intentValueConversions ?? []
    known.withLock { $0[ObjectIdentifier(type)] = found }
    return found
  }

  /// The entity's `"as"` member: `{"IntentPerson": {…}}`, each value its exporting closure
  /// gives, the first representation of each value type only; `nil` when the type lists none.
  ///
  /// A closure that throws leaves its value out, and the entity is written without it: one
  /// entity that cannot be a person does not fail a whole list of answers.
  package static func json(of entity: any AppEntity) async -> JSONValue? {
    await json(of: entity, through: conversions(of: type(of: entity)))
  }

  /// The entity's `"as"` member through the given conversions of its type.
  static func json(
    of entity: any AppEntity, through conversions: [IntentValueConversion]
  ) async -> JSONValue? {
    guard !conversions.isEmpty else { return nil }
    var members: [String: JSONValue] = [:]
    for conversion in conversions where members[conversion.name] == nil {
      guard let value = try? await conversion.export(entity) else { continue }
      members[conversion.name] = ValueEncoding.json(value)
    }
    return members.isEmpty ? nil : .object(members)
  }

  /// A run's result value as JSON with the `"as"` member added to each entity it is or
  /// holds: `json` is what `ValueEncoding.result(_:)` wrote for `value`.
  static func adding(to json: JSONValue, for value: Any) async -> JSONValue {
    guard let present = IntentValueReflection.unwrap(value) else { return json }
    if let entity = present as? any AppEntity, case .object(var members) = json {
      members["as"] = await self.json(of: entity)
      return .object(members)
    }
    if let elements = IntentValueReflection.elements(of: present),
      case .array(let items) = json, items.count == elements.count
    {
      var written: [JSONValue] = []
      for (element, item) in zip(elements, items) {
        written.append(await adding(to: item, for: element))
      }
      return .array(written)
    }
    return json
  }

  // MARK: - Import

  /// The names of the value types input may be tagged with in an entity's place: those the
  /// runtime reads, and any an entity type lists.
  private static let systemValueNames: Set<String> = [
    "IntentPerson", "CLPlacemark", "PlaceDescriptor", "IntentCurrencyAmount",
    "IntentPaymentMethod", "IntentFile", "SemanticContentDescriptor",
  ]

  /// The entity an input gives as a system value — `{"IntentPerson": {…}}`, as JSON or as
  /// text holding that JSON — through the type's importing representation of that value
  /// type; `nil` when the input is not a tagged value (an identifier, text to search).
  ///
  /// A value type the entity type does not import is refused with `invalidValue` — the code
  /// the servers give it, whose parameter schemas offer only the value types imported —
  /// listing those it imports; an importing closure that throws fails with
  /// `transferFailed`; a value that is not one of its type, with `invalidValue`.
  static func entity(
    from input: ParameterInput, as type: any AppEntity.Type, what: String
  ) async throws -> (any AppEntity)? {
    let json: JSONValue
    switch input {
    case .value(let value): json = value
    case .text(let text) where text.hasPrefix("{"):
      guard let parsed = try? JSONValue(parsing: text) else { return nil }
      json = parsed
    default: return nil
    }
    let conversions = conversions(of: type)
    guard let members = json.objectValue, members.count == 1, let (name, value) = members.first,
      systemValueNames.contains(name) || conversions.contains(where: { $0.name == name })
    else { return nil }
    guard let conversion = conversions.first(where: { $0.name == name && $0.importer != nil }),
      let importer = conversion.importer
    else {
      let importable = conversions.filter { $0.importer != nil }.map(\.name)
      throw IntentsError(
        IntentsError.invalidValue,
        "‘\(what)’ takes a \(type.persistentIdentifier), which cannot be made from a \(name)"
          + (importable.isEmpty
            ? "; give its identifier."
            : "; give its identifier or a value of \(importable.joined(separator: ", "))."),
        allowed: importable)
    }
    let converted = try ValueConverter.primitive(
      .json(value), as: conversion.valueType, what: "\(what).\(name)")
    let imported: Any
    do {
      imported = try await importer(converted)
    } catch is CancellationError {
      throw CancellationError()
    } catch {
      throw IntentsError(
        IntentsError.transferFailed,
        "‘\(what)’: the \(name) given could not be made into a \(type.persistentIdentifier): "
          + String(describing: error))
    }
    guard let entity = imported as? any AppEntity else {
      throw IntentsError(
        IntentsError.transferFailed,
        "‘\(what)’: importing the \(name) gave \(Swift.type(of: imported)), not an entity.")
    }
    return entity
  }
}

extension IntentsHost {
  /// The system values an entity type is represented as, through the `ValueRepresentation`s
  /// its `transferRepresentation` lists: each value type's name, kind, and whether a value of
  /// it is taken in the entity's place. Throws ``IntentsError/unknownType`` for a type the host
  /// does not serve. This is an OpenIntents addition.
  package func valueRepresentations(
    ofEntityType type: String
  ) throws -> [(name: String, kind: ValueKind, imports: Bool)] {
    EntityValueRepresentations.conversions(of: try registry.entity(type).entityType).map {
      ($0.name, ValueDescriptor($0.valueType).kind, $0.importer != nil)
    }
  }
}
