import Foundation
public import IntentsRuntime

extension OnScreenEntity {
  /// The entity as adapters send it: `{"type", "id", "title", "subtitle"?, "since", "source"}`,
  /// `since` in ISO 8601. This is an OpenIntents addition.
  public var json: JSONValue {
    var object: [String: JSONValue] = [
      "type": .string(entity.typeIdentifier), "id": .string(entity.identifier),
      "title": .string(entity.title), "since": .string(since.formatted(.iso8601)),
      "source": .string(source.rawValue),
    ]
    if let subtitle = entity.subtitle { object["subtitle"] = .string(subtitle) }
    return .object(object)
  }
}

extension IntentsHost {
  /// What a client has on screen, as every surface answers it:
  /// `{"client": "agent-1", "onScreen": [entity…]}`, most recent first. This is an OpenIntents
  /// addition.
  public func contextJSON(for client: IntentsClient) async throws -> JSONValue {
    let entities = try await onScreen(for: client)
    return .object(["client": .string(client.id), "onScreen": .array(entities.map(\.json))])
  }

  /// The entity a request to show one names, read from `{"type": "LandmarkEntity", "id":
  /// "113"}`; throws ``IntentsError/invalidRequest`` for another shape. This is an OpenIntents
  /// addition.
  public static func shownEntity(json: JSONValue) throws -> (type: String, id: String) {
    guard let members = json.objectValue, let type = members["type"]?.stringValue,
      let id = members["id"]?.stringValue, members.count == 2
    else {
      throw IntentsError(
        IntentsError.invalidRequest,
        "Say what is on screen as {\"type\": \"LandmarkEntity\", \"id\": \"113\"}.",
        allowed: ["id", "type"])
    }
    return (type, id)
  }
}
