import Foundation
import IntentsRuntime

extension JSONValue {
  /// The JSON form of an `Encodable` value, as `JSONEncoder` writes it: the form of the
  /// runtime's descriptions in manifests.
  init(encoding value: some Encodable) throws {
    let data = try JSONEncoder().encode(value)
    self = try JSONDecoder().decode(JSONValue.self, from: data)
  }
}
