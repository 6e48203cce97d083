import Foundation
public import IntentsRuntime

extension SavedReference {
  /// The reference as JSON: `{"name", "type", "id", "createdAt"}`, the date in ISO 8601.
  public var json: JSONValue {
    [
      "name": .string(name), "type": .string(type), "id": .string(identifier),
      "createdAt": .string(createdAt.formatted(.iso8601)),
    ]
  }
}
