public import IntentsRuntime

extension ParameterInput {
  /// A parameter value read from JSON, as the HTTP and MCP adapters receive it: a string is
  /// text (searched for an entity parameter, matched to a case for an enum, parsed otherwise);
  /// `{"id": "12"}` is an entity identifier; `{"text": "…"}` is text; an array is a list;
  /// numbers, Booleans and other objects are values.
  public init(json: JSONValue) {
    switch json {
    case .string(let text): self = .text(text)
    case .array(let items): self = .list(items.map(ParameterInput.init(json:)))
    case .object(let members) where members.count == 1:
      if let id = members["id"]?.stringValue ?? members["id"]?.integerText {
        self = .identifier(id)
      } else if let text = members["text"]?.stringValue {
        self = .text(text)
      } else {
        self = .value(json)
      }
    default: self = .value(json)
    }
  }

  /// Parameter values from the members of a JSON object; `null` members are left out.
  public static func parameters(json: JSONValue) throws -> [String: ParameterInput] {
    switch json {
    case .null: return [:]
    case .object(let members):
      return members.filter { $0.value != .null }.mapValues(ParameterInput.init(json:))
    default:
      throw IntentsError(
        IntentsError.invalidRequest, "Parameters are a JSON object of parameter names to values.")
    }
  }
}

extension JSONValue {
  /// A whole number written as text, for identifiers given as numbers.
  var integerText: String? {
    switch self {
    case .integer(let whole): String(whole)
    // −2^63 as a double comes from text below `Int.min` (which reads as an integer itself),
    // rounded up to it: not a number an `Int` holds.
    case .number(let number) where number > -0x1p63: Int(exactly: number).map { String($0) }
    default: nil
    }
  }
}
