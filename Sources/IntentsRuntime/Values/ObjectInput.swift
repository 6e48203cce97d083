import AppIntents

/// Reads the inputs of values that are objects (files, people, places, money): a JSON object,
/// JSON text of one, or `key=value` pairs separated by `;` as people type them on a command
/// line (`amount=12.50; currencyCode=EUR`). Text members are checked for control characters.
struct ObjectInput {
  /// The members.
  let members: [String: JSONValue]
  /// The property or parameter, for messages.
  let what: String
  /// The kind of value, for messages: "a person".
  let kind: String
  /// The input as given, for messages.
  let input: ValueInput

  /// The members of an object input; `nil` when the input is text that is neither JSON nor
  /// `key=value` pairs (the caller may read it in a form of its own).
  static func members(of input: ValueInput) -> [String: JSONValue]? {
    switch input {
    case .json(.object(let members)): return members
    case .json: return nil
    case .text(let text):
      let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
      if trimmed.hasPrefix("{"), case .object(let members)? = try? JSONValue(parsing: trimmed) {
        return members
      }
      return pairs(trimmed)
    }
  }

  /// `key=value` pairs separated by `;`; `nil` unless every part is one.
  static func pairs(_ text: String) -> [String: JSONValue]? {
    var members: [String: JSONValue] = [:]
    for part in text.split(separator: ";") {
      guard let equals = part.firstIndex(of: "=") else { return nil }
      let key = part[..<equals].trimmingCharacters(in: .whitespaces)
      let value = part[part.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
      members[key] = .string(value)
    }
    return members.isEmpty ? nil : members
  }

  /// Refuses members other than the allowed ones, naming them.
  func only(_ allowed: [String]) throws {
    if let unknown = members.keys.sorted().first(where: { !allowed.contains($0) }) {
      throw IntentsError(
        IntentsError.invalidValue,
        "‘\(what)’ takes \(kind) with the members \(allowed.joined(separator: ", ")); "
          + "‘\(unknown)’ is not one of them.",
        allowed: allowed)
    }
  }

  /// A text member, checked; `nil` when absent or `null`.
  func text(_ key: String) throws -> String? {
    switch members[key] {
    case nil, .null?: return nil
    case .string(let text)?: return try Self.checked(text, field: "\(what).\(key)")
    case let other?:
      throw IntentsError(
        IntentsError.invalidValue, "‘\(what).\(key)’ expects text, not \(other.excerpt).")
    }
  }

  /// A number member, given as a JSON number or as text of one; `nil` when absent.
  func number(_ key: String) throws -> Double? {
    switch members[key] {
    case nil, .null?: return nil
    case .number(let value)?: return value
    case .integer(let whole)?: return Double(whole)
    case .string(let text)?
    where Double(text.trimmingCharacters(in: .whitespaces))?.isFinite == true:
      return Double(text.trimmingCharacters(in: .whitespaces))
    case let other?:
      throw IntentsError(
        IntentsError.invalidValue, "‘\(what).\(key)’ expects a number, not \(other.excerpt).")
    }
  }

  /// A Boolean member, given as JSON or as text (`true`, `false`); `nil` when absent.
  func boolean(_ key: String) throws -> Bool? {
    switch members[key] {
    case nil, .null?: return nil
    case .bool(let value)?: return value
    case .string("true")?: return true
    case .string("false")?: return false
    case let other?:
      throw IntentsError(
        IntentsError.invalidValue, "‘\(what).\(key)’ expects true or false, not \(other.excerpt).")
    }
  }

  /// The error for an input that is not an object of this kind.
  static func notAnObject(
    _ input: ValueInput, what: String, kind: String, example: String
  )
    -> IntentsError
  {
    IntentsError(
      IntentsError.invalidValue, "‘\(what)’ expects \(kind), such as \(example), not \(input).")
  }

  /// The text, refused when it holds NUL or another control character (a tab or a line break
  /// included: names, addresses, codes and filenames are one line).
  static func checked(_ text: String, field: String) throws -> String {
    if let scalar = text.unicodeScalars.first(where: { $0.properties.generalCategory == .control })
    {
      let code = "U+" + String(format: "%04X", scalar.value)
      throw IntentsError(
        IntentsError.invalidValue,
        "‘\(field)’ contains the control character \(code); remove it — the text must be one "
          + "line of printable characters.")
    }
    return text
  }
}
