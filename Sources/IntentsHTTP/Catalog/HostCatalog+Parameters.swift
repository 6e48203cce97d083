import IntentsRuntime
import IntentsWire

extension HostCatalog {
  /// The parameters of a run request, checked as every surface checks them
  /// (`IntentsHost.parameters(_:of:given:)`) against the schema the OpenAPI document gives.
  func parameters(_ json: JSONValue?, intent: String) throws -> [String: ParameterInput] {
    guard let entry = intents[intent] else {
      _ = try host.describe(intent: intent)  // throws unknownIntent
      return [:]
    }
    return try IntentsHost.parameters(json, of: entry.description, given: entry.givenParameters)
  }
}
