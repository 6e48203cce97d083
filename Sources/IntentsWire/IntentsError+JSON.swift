public import IntentsRuntime

extension IntentsError {
  /// The error as JSON: `{"error": {"code": …, "message": …, "allowed": […]}}`; `allowed` only
  /// when there is something to choose from.
  public var json: JSONValue {
    var members: [String: JSONValue] = [
      "code": .string(code.rawValue), "message": .string(message),
    ]
    if !allowed.isEmpty { members["allowed"] = .array(allowed.map(JSONValue.string)) }
    return ["error": .object(members)]
  }

  /// The error of any thrown error: itself when it is an ``IntentsError``, otherwise an
  /// ``invalidRequest`` carrying its description.
  public static func from(_ error: any Error) -> IntentsError {
    if let error = error as? IntentsError { return error }
    return IntentsError(IntentsError.invalidRequest, String(describing: error))
  }
}
