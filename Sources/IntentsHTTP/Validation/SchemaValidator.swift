import IntentsRuntime

/// Checks JSON values against the JSON Schemas the OpenAPI document gives for them, so that
/// what the server accepts is what the document says: `type`, `enum`, `const`, `anyOf`,
/// `allOf`, `not`, `properties`, `required`, `additionalProperties`, `items`, `minItems`,
/// `maxItems`, `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum`, `minLength`,
/// `maxLength` and `pattern`. Annotations
/// (`description`, `default`, `format`) are not checked. Schemas are self-contained: no `$ref`.
struct SchemaValidator: Sendable {
  /// Why a value does not match.
  struct Problem: Sendable, Equatable {
    /// Where: the member names and indices from the root, such as `["companions", "2"]`.
    var path: [String]
    /// What is wrong.
    var message: String
    /// Whether the problem is a member the schema does not allow.
    var isUnknownMember = false
  }

  /// The first problem of a value against a schema, or `nil` when it matches.
  static func problem(_ value: JSONValue, _ schema: JSONValue, at path: [String] = []) -> Problem? {
    guard case .object(let keywords) = schema else {
      return schema == false ? Problem(path: path, message: "no value is allowed here") : nil
    }
    if let type = keywords["type"] {
      let types = type.arrayValue?.compactMap(\.stringValue) ?? [type.stringValue ?? ""]
      guard types.contains(where: { has(value, type: $0) }) else {
        return Problem(path: path, message: "must be \(types.joined(separator: " or "))")
      }
    }
    if let options = keywords["enum"]?.arrayValue, !options.contains(value) {
      let shown = options.prefix(20).map(\.description).joined(separator: ", ")
      return Problem(path: path, message: "must be one of \(shown)")
    }
    if let constant = keywords["const"], constant != value {
      return Problem(path: path, message: "must be \(constant)")
    }
    if let options = keywords["anyOf"]?.arrayValue {
      let problems = options.map { problem(value, $0, at: path) }
      if !problems.contains(where: { $0 == nil }) {
        // The alternative that got furthest says best what is wrong.
        return problems.compactMap { $0 }.max { $0.path.count < $1.path.count }
      }
    }
    for option in keywords["allOf"]?.arrayValue ?? [] {
      if let found = problem(value, option, at: path) { return found }
    }
    if let excluded = keywords["not"], problem(value, excluded, at: path) == nil {
      return Problem(path: path, message: "is not allowed")
    }
    switch value {
    case .object(let members): return objectProblem(members, keywords, path)
    case .array(let items): return arrayProblem(items, keywords, path)
    case .number(let number): return numberProblem(number, keywords, path)
    case .string(let text): return stringProblem(text, keywords, path)
    default: return nil
    }
  }

  private static func objectProblem(
    _ members: [String: JSONValue], _ keywords: [String: JSONValue], _ path: [String]
  ) -> Problem? {
    let properties = keywords["properties"]?.objectValue ?? [:]
    for name in keywords["required"]?.arrayValue?.compactMap(\.stringValue) ?? []
    where members[name] == nil {
      return Problem(path: path + [name], message: "is required")
    }
    for (name, member) in members.sorted(by: { $0.key < $1.key }) {
      if let schema = properties[name] {
        if let found = problem(member, schema, at: path + [name]) { return found }
      } else if let additional = keywords["additionalProperties"] {
        if additional == false {
          return Problem(path: path + [name], message: "is not allowed", isUnknownMember: true)
        }
        if let found = problem(member, additional, at: path + [name]) { return found }
      }
    }
    return nil
  }

  private static func arrayProblem(
    _ items: [JSONValue], _ keywords: [String: JSONValue], _ path: [String]
  ) -> Problem? {
    if let least = keywords["minItems"]?.numberValue, Double(items.count) < least {
      return Problem(path: path, message: "must have at least \(Int(least)) items")
    }
    if let most = keywords["maxItems"]?.numberValue, Double(items.count) > most {
      return Problem(path: path, message: "must have at most \(Int(most)) items")
    }
    guard let schema = keywords["items"] else { return nil }
    for (index, item) in items.enumerated() {
      if let found = problem(item, schema, at: path + ["\(index)"]) { return found }
    }
    return nil
  }

  private static func numberProblem(
    _ number: Double, _ keywords: [String: JSONValue], _ path: [String]
  ) -> Problem? {
    if let least = keywords["minimum"]?.numberValue, number < least {
      return Problem(path: path, message: "must be at least \(JSONValue.number(least))")
    }
    if let most = keywords["maximum"]?.numberValue, number > most {
      return Problem(path: path, message: "must be at most \(JSONValue.number(most))")
    }
    if let bound = keywords["exclusiveMinimum"]?.numberValue, number <= bound {
      return Problem(path: path, message: "must be more than \(JSONValue.number(bound))")
    }
    if let bound = keywords["exclusiveMaximum"]?.numberValue, number >= bound {
      return Problem(path: path, message: "must be less than \(JSONValue.number(bound))")
    }
    return nil
  }

  private static func stringProblem(
    _ text: String, _ keywords: [String: JSONValue], _ path: [String]
  ) -> Problem? {
    let length = text.unicodeScalars.count
    if let least = keywords["minLength"]?.numberValue, Double(length) < least {
      return Problem(path: path, message: "must be at least \(Int(least)) characters long")
    }
    if let most = keywords["maxLength"]?.numberValue, Double(length) > most {
      return Problem(path: path, message: "must be at most \(Int(most)) characters long")
    }
    // Patterns match Unicode scalars, as in ECMAScript, not grapheme clusters.
    if let pattern = keywords["pattern"]?.stringValue,
      let regex = try? Regex(pattern).matchingSemantics(.unicodeScalar),
      (try? regex.firstMatch(in: text)) == nil
    {
      return Problem(path: path, message: "must match \(pattern)")
    }
    return nil
  }

  private static func has(_ value: JSONValue, type: String) -> Bool {
    switch (type, value) {
    case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array),
      ("object", .object), ("number", .number):
      true
    case ("integer", .number(let number)): number.rounded() == number
    default: false
    }
  }
}
