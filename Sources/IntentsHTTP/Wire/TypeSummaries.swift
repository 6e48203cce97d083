import IntentsRuntime
import IntentsWire

/// The short forms of type and intent descriptions that `GET /types` and `GET /intents` list.
enum TypeSummaries {
  /// An entity type: identifier, name, synonyms, what its query can do, the assistant schema it
  /// adopts, if any, and whether its identifiers are stable (`SyncableEntity`).
  static func entity(_ description: EntityTypeDescription) throws -> JSONValue {
    var members: [String: JSONValue] = [
      "identifier": .string(description.identifier), "name": .string(description.name),
      "synonyms": .array(description.synonyms.map(JSONValue.string)),
      "capabilities": try JSONValue(encoding: description.capabilities),
    ]
    if let schema = description.schema { members["schema"] = try JSONValue(encoding: schema) }
    if let syncable = description.syncable { members["syncable"] = .bool(syncable) }
    return .object(members)
  }

  /// An intent: identifier, title, description (when it has one), whether it opens the app,
  /// whether it is offered to people, the assistant schema it adopts, if any, and the processes
  /// it may run in.
  static func intent(_ description: IntentTypeDescription) throws -> JSONValue {
    var members: [String: JSONValue] = [
      "identifier": .string(description.identifier), "title": .string(description.title),
      "opensApp": .bool(description.opensApp), "isDiscoverable": .bool(description.isDiscoverable),
    ]
    if let text = description.description { members["description"] = .string(text) }
    if let schema = description.schema { members["schema"] = try JSONValue(encoding: schema) }
    if let targets = description.executionTargets {
      members["executionTargets"] = .array(targets.map(JSONValue.string))
    }
    return .object(members)
  }
}
