/// A value as a caller gives it: text (typed or spoken by a person) or JSON (from
/// a program or an agent). The runtime converts it to the property's or parameter's type.
public enum ValueInput: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Text, parsed according to the expected type: `42`, `true`, `2024-05-01`, a raw value…
  case text(String)
  /// A JSON value of the expected type.
  case json(JSONValue)

  /// The input as written.
  public var description: String {
    switch self {
    case .text(let text): "\"\(text)\""
    case .json(let value): value.description
    }
  }

  /// A short rendering for messages: text quoted with its control characters escaped, and
  /// anything longer than 60 characters cut — never the whole of a large input.
  public var excerpt: String {
    switch self {
    case .text(let text):
      let shown = String(text.prefix(57)).debugDescription
      return text.count > 57 ? shown + "…" : shown
    case .json(let value): return value.excerpt
    }
  }
}

extension ValueInput: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral
{
  /// Text.
  public init(stringLiteral value: String) { self = .text(value) }
  /// A JSON number.
  public init(integerLiteral value: Int) { self = .json(.number(Double(value))) }
  /// A JSON number.
  public init(floatLiteral value: Double) { self = .json(.number(value)) }
  /// A JSON Boolean.
  public init(booleanLiteral value: Bool) { self = .json(.bool(value)) }
}
