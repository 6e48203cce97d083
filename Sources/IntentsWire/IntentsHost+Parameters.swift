public import IntentsRuntime

/// The parameters of a run request, read the same way by every surface that takes them as
/// JSON.
extension IntentsHost {
  /// The schema of the parameters a request may give an intent: its ``parametersSchema(intent:)``
  /// with nothing required and `null` allowed — a value the intent needs that is left out is
  /// asked for: the run answers with a question.
  public func givenParametersSchema(intent: String) throws -> JSONValue {
    let parameters = try parametersSchema(intent: intent)
    guard case .object(var schema) = parameters,
      let properties = schema["properties"]?.objectValue
    else { return parameters }
    schema["properties"] = .object(properties.mapValues(JSONValue.nullable))
    schema["required"] = nil
    schema["description"] = .string(
      "The parameters by name. A value the intent needs that is left out or null is asked for: "
        + "the run answers with a question.")
    return .object(schema)
  }

  /// The parameters of a run request, checked against the schema of what a request may give
  /// (``givenParametersSchema(intent:)``): a parameter the intent does not have is
  /// ``IntentsError/unknownParameter`` (with "did you mean"), a value of the wrong type — or
  /// text for an entity parameter with a control character, as the runtime words it —
  /// ``IntentsError/invalidValue`` naming the parameter; absent or `null` is none.
  public static func parameters(
    _ json: JSONValue?, of intent: IntentTypeDescription, given schema: JSONValue
  ) throws -> [String: ParameterInput] {
    let json = json ?? .null
    guard json != .null else { return [:] }
    guard case .object = json else {
      throw IntentsError(
        IntentsError.invalidRequest,
        "‘parameters’ must be an object of parameter names to values, such as "
          + "{\"trail\": {\"id\": \"3\"}}.")
    }
    try checkEntityText(json, of: intent)
    if let issue = JSONSchemaValidator.issues(of: json, against: schema).first {
      let names = intent.parameters.map(\.name)
      if issue.kind == .unknownMember, issue.path.count == 1 {
        throw IntentsError(
          IntentsError.unknownParameter,
          NameSuggestion.message(
            "\(intent.identifier) has no parameter ‘\(issue.path[0].prefix(80))’.",
            given: issue.path[0], allowed: names),
          allowed: names)
      }
      throw IntentsError(
        IntentsError.invalidValue, "‘\(issue.place.prefix(160))’ \(issue.problem).",
        allowed: issue.kind == .choice || issue.kind == .unknownMember
          ? issue.allowed.map { $0.stringValue ?? $0.description } : [])
    }
    return try ParameterInput.parameters(json: json)
  }

  /// Refuses text given for an entity parameter — to be searched — with a control character,
  /// with the runtime's own message (the schema's pattern says the same with less detail).
  private static func checkEntityText(
    _ json: JSONValue, of intent: IntentTypeDescription
  ) throws {
    for parameter in intent.parameters {
      let kind: ValueKind
      if case .array(let element) = parameter.value.kind {
        kind = element
      } else {
        kind = parameter.value.kind
      }
      guard case .entity = kind, let value = json.objectValue?[parameter.name] else { continue }
      for item in value.arrayValue ?? [value] {
        if let text = item.stringValue { try InputText.check(text, "‘\(parameter.name)’") }
      }
    }
  }
}
