import AppIntentsTesting
import Foundation
import IntentsWire

/// A JSON Schema checker for the subset the OpenAPI document uses: `$ref` (into the document),
/// `type`, `properties`, `required`, `additionalProperties`, `items`, `enum`, `const`, `anyOf`,
/// `oneOf`, `allOf`, `not`, `minItems`, `maxItems`, `minimum`, `maximum`, `exclusiveMinimum`,
/// `exclusiveMaximum`, `minLength`,
/// `maxLength` and `pattern` (with ICU's `NSRegularExpression`, not the server's engine).
/// Annotations (`description`, `format`, `default`) are ignored.
///
/// It is written apart from the server's code on purpose: the document is checked against the
/// server's answers by a second reading of the schemas, not by the code that wrote them.
struct SchemaChecker {
  /// The document `$ref`s point into.
  let document: JSONValue

  /// What is wrong with the value, one line per problem; empty when it is valid.
  func problems(_ value: JSONValue, _ schema: JSONValue, at path: String = "$") -> [String] {
    guard case .object(let keywords) = schema else {
      if schema == false { return ["\(path): no value is allowed"] }
      return []
    }
    if let reference = keywords["$ref"]?.stringValue {
      guard let target = resolve(reference) else { return ["\(path): unresolved \(reference)"] }
      return problems(value, target, at: path)
    }
    var found: [String] = []
    if let type = keywords["type"] {
      let types = type.arrayValue?.compactMap(\.stringValue) ?? [type.stringValue ?? ""]
      if !types.contains(where: { Self.has(value, type: $0) }) {
        found.append("\(path): \(value.description.prefix(60)) is not of type \(type)")
        return found
      }
    }
    if let options = keywords["enum"]?.arrayValue, !options.contains(value) {
      found.append("\(path): \(value.description.prefix(60)) is not one of \(options)")
    }
    if let constant = keywords["const"], constant != value {
      found.append("\(path): \(value.description.prefix(60)) is not \(constant)")
    }
    if let options = keywords["anyOf"]?.arrayValue,
      !options.contains(where: { problems(value, $0, at: path).isEmpty })
    {
      found.append("\(path): matches none of anyOf: \(value.description.prefix(200))")
    }
    if let options = keywords["oneOf"]?.arrayValue,
      options.filter({ problems(value, $0, at: path).isEmpty }).count != 1
    {
      found.append("\(path): does not match exactly one of oneOf")
    }
    for option in keywords["allOf"]?.arrayValue ?? [] {
      found += problems(value, option, at: path)
    }
    if let excluded = keywords["not"], problems(value, excluded, at: path).isEmpty {
      found.append("\(path): matches a schema it must not")
    }
    if case .object(let members) = value {
      let properties = keywords["properties"]?.objectValue ?? [:]
      for name in keywords["required"]?.arrayValue?.compactMap(\.stringValue) ?? []
      where members[name] == nil {
        found.append("\(path): lacks required member ‘\(name)’")
      }
      for (name, member) in members {
        if let schema = properties[name] {
          found += problems(member, schema, at: "\(path).\(name)")
        } else if let additional = keywords["additionalProperties"] {
          found += problems(member, additional, at: "\(path).\(name)")
        }
      }
    }
    if case .array(let items) = value {
      if let schema = keywords["items"] {
        for (index, item) in items.enumerated() {
          found += problems(item, schema, at: "\(path)[\(index)]")
        }
      }
      if let least = keywords["minItems"]?.numberValue, Double(items.count) < least {
        found.append("\(path): fewer than \(least) items")
      }
      if let most = keywords["maxItems"]?.numberValue, Double(items.count) > most {
        found.append("\(path): more than \(most) items")
      }
    }
    if case .integer(let whole) = value {
      // Whole numbers against whole bounds exactly, as the server reads them.
      if let least = keywords["minimum"]?.integerValue, whole < least {
        found.append("\(path): \(whole) is below \(least)")
      }
      if let most = keywords["maximum"]?.integerValue, whole > most {
        found.append("\(path): \(whole) is above \(most)")
      }
      if let bound = keywords["exclusiveMinimum"]?.integerValue, whole <= bound {
        found.append("\(path): \(whole) is not above \(bound)")
      }
      if let bound = keywords["exclusiveMaximum"]?.integerValue, whole >= bound {
        found.append("\(path): \(whole) is not below \(bound)")
      }
    }
    if case .number(let number) = value {
      if let least = keywords["minimum"]?.numberValue, number < least {
        found.append("\(path): \(number) is below \(least)")
      }
      if let most = keywords["maximum"]?.numberValue, number > most {
        found.append("\(path): \(number) is above \(most)")
      }
      if let bound = keywords["exclusiveMinimum"]?.numberValue, number <= bound {
        found.append("\(path): \(number) is not above \(bound)")
      }
      if let bound = keywords["exclusiveMaximum"]?.numberValue, number >= bound {
        found.append("\(path): \(number) is not below \(bound)")
      }
    }
    if case .string(let text) = value {
      let length = Double(text.unicodeScalars.count)
      if let least = keywords["minLength"]?.numberValue, length < least {
        found.append("\(path): shorter than \(least)")
      }
      if let most = keywords["maxLength"]?.numberValue, length > most {
        found.append("\(path): longer than \(most)")
      }
      if let pattern = keywords["pattern"]?.stringValue {
        if let regex = try? NSRegularExpression(pattern: pattern) {
          let range = NSRange(text.startIndex..., in: text)
          if regex.firstMatch(in: text, range: range) == nil {
            found.append("\(path): \(text.prefix(60)) does not match \(pattern)")
          }
        } else {
          found.append("\(path): the pattern \(pattern) does not compile")
        }
      }
    }
    return found
  }

  /// The schema a local reference (`#/components/schemas/Name`) points at.
  func resolve(_ reference: String) -> JSONValue? {
    guard reference.hasPrefix("#/") else { return nil }
    var value: JSONValue? = document
    for part in reference.dropFirst(2).split(separator: "/") {
      let key = part.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(
        of: "~0", with: "~")
      value = value?.objectValue?[key]
    }
    return value
  }

  /// Every `$ref` in a value, for checking that each resolves.
  static func references(in value: JSONValue) -> [String] {
    switch value {
    case .object(let members):
      return (members["$ref"]?.stringValue.map { [$0] } ?? [])
        + members.values.flatMap(references(in:))
    case .array(let items): return items.flatMap(references(in:))
    default: return []
    }
  }

  private static func has(_ value: JSONValue, type: String) -> Bool {
    switch (type, value) {
    case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array),
      ("object", .object), ("number", .number):
      true
    case ("integer", .number(let number)): number.rounded() == number
    case ("integer", .integer), ("number", .integer): true
    default: false
    }
  }
}
