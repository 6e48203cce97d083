public import IntentsRuntime

extension IntentAnswer {
  /// The answers of a run request: an object of question ids to answers (see
  /// ``IntentAnswer/init(json:)``); absent or `null` is none.
  public static func answers(json: JSONValue?) throws -> [String: IntentAnswer] {
    switch json {
    case nil, .null?: return [:]
    case .object(let members)?:
      return try members.mapValues(IntentAnswer.init(json:))
    default:
      throw IntentsError(
        IntentsError.invalidRequest,
        "‘answers’ must be an object of question ids to answers, such as "
          + "{\"choose:trail\": {\"option\": \"3\"}}.")
    }
  }
}
