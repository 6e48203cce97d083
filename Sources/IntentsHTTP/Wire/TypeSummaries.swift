import IntentsRuntime
import IntentsWire

/// The short forms of type and intent descriptions that `GET /types` and `GET /intents` list.
enum TypeSummaries {
  /// An entity type: identifier, name, synonyms and what its query can do.
  static func entity(_ description: EntityTypeDescription) throws -> JSONValue {
    [
      "identifier": .string(description.identifier), "name": .string(description.name),
      "synonyms": .array(description.synonyms.map(JSONValue.string)),
      "capabilities": try JSONValue(encoding: description.capabilities),
    ]
  }

  /// An intent: identifier, title, description (when it has one), whether it opens the app and
  /// whether it is offered to people.
  static func intent(_ description: IntentTypeDescription) -> JSONValue {
    var members: [String: JSONValue] = [
      "identifier": .string(description.identifier), "title": .string(description.title),
      "opensApp": .bool(description.opensApp), "isDiscoverable": .bool(description.isDiscoverable),
    ]
    if let text = description.description { members["description"] = .string(text) }
    return .object(members)
  }
}
