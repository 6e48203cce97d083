import IntentsRuntime
import IntentsWire

extension HostCatalog {
  /// The parameters of a run request, checked against the schema the OpenAPI document gives
  /// for them: a parameter the intent does not have is ``IntentsError/unknownParameter``, a
  /// value of the wrong type ``IntentsError/invalidValue``; absent or `null` is none.
  func parameters(_ json: JSONValue?, intent: String) throws -> [String: ParameterInput] {
    let json = json ?? .null
    guard json != .null else { return [:] }
    guard case .object = json else {
      throw IntentsError(
        IntentsError.invalidRequest,
        "‘parameters’ must be an object of parameter names to values, such as "
          + "{\"trail\": {\"id\": \"3\"}}.")
    }
    if let schema = intents[intent]?.givenParameters,
      let issue = JSONSchemaValidator.issues(of: json, against: schema).first
    {
      let names = intents[intent]?.description.parameters.map(\.name) ?? []
      if issue.kind == .unknownMember, issue.path.count == 1 {
        throw IntentsError(
          IntentsError.unknownParameter,
          "\(intent) has no parameter ‘\(issue.path[0].prefix(80))’.",
          allowed: names)
      }
      throw IntentsError(
        IntentsError.invalidValue, "‘\(issue.place.prefix(160))’ \(issue.problem).")
    }
    return try ParameterInput.parameters(json: json)
  }
}
