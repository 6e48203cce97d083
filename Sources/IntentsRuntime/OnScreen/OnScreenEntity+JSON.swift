import Foundation

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
