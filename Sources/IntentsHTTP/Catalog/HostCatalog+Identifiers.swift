import IntentsRuntime

extension HostCatalog {
  /// Throws ``IntentsError/malformedIdentifier`` when an identifier is not of the form the
  /// OpenAPI document gives for its type — so that what the server accepts is what the
  /// document says, even where the runtime would read more (`007` as the integer 7). An
  /// unknown type is left to the runtime, which lists the types.
  func checkIdentifier(_ identifier: String, type: String) throws {
    guard let schema = entities[type]?.identifier,
      let issue = JSONSchemaValidator.issues(of: .string(identifier), against: schema).first
    else { return }
    throw IntentsError(
      IntentsError.malformedIdentifier,
      "“\(identifier.prefix(80))” is not an identifier of \(type): it \(issue.problem).")
  }
}
