import Foundation
import IntentsRuntime
import IntentsWire

extension SavedReference {
  /// The reference as JSON: `{"name", "type", "id", "createdAt"}`, the date in ISO 8601.
  var json: JSONValue {
    [
      "name": .string(name), "type": .string(type), "id": .string(identifier),
      "createdAt": .string(createdAt.formatted(.iso8601)),
    ]
  }
}
