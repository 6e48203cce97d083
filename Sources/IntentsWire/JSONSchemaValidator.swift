public import IntentsRuntime
import Synchronization

/// Checks JSON values against JSON Schemas — the schemas the host and the adapters advertise —
/// and says in plain words what is wrong and how to fix it, so that adapters refuse what their
/// documents refuse before the host sees it.
///
/// It understands the keywords those schemas use: `type` (one or several), `enum`, `const`,
/// `properties`, `required`, `additionalProperties`, `items`, `minItems`, `maxItems`,
/// `minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum`, `minLength`, `maxLength`
/// (in Unicode scalars, as JSON Schema counts), `pattern`, `anyOf`, `oneOf` (exactly one
/// branch), `allOf` and `not`. Annotations (`description`, `default`, `format`) are not
/// checked, and schemas are self-contained (no `$ref`).
///
/// When no branch of an `anyOf` matches, the error comes from the branch the value came
/// closest to — the one whose `const` members (such as a filter's `property`) it matches — so
/// that a Find filter on `name` with an unknown comparison hears about `name`'s comparisons,
/// not every property's.
public enum JSONSchemaValidator {
  /// One thing wrong with the arguments.
  public struct Issue: Sendable, Equatable, CustomStringConvertible {
    /// Where: member names and array positions (`[0]`) from the root value.
    public var path: [String]
    /// What is wrong, without the place.
    public var problem: String
    /// The values that would be accepted at this place, when the problem is a choice.
    public var allowed: [JSONValue] = []
    /// The kind of check that failed.
    public var kind: Kind

    /// The kinds of check.
    public enum Kind: Sendable, Equatable {
      /// The value has the wrong JSON type.
      case type
      /// The value is not one of the allowed ones (`enum`, `const`).
      case choice
      /// The object has a member its schema does not allow.
      case unknownMember
      /// Anything else: a bound, a length, a missing member…
      case other
    }

    /// The place, as `filters[0].property`, or `arguments` for the whole value.
    public var place: String {
      let joined = path.reduce(into: "") { text, part in
        text += part.hasPrefix("[") || text.isEmpty ? part : "." + part
      }
      return joined.isEmpty ? "arguments" : joined
    }

    /// The place and the problem, without the allowed values.
    public var summary: String { "‘\(place)’ \(problem)." }

    /// The place, the problem and, for a choice, what is allowed.
    public var description: String {
      if kind == .choice || kind == .unknownMember, !allowed.isEmpty {
        let shown = allowed.prefix(40).map(\.excerpt).joined(separator: ", ")
        let more = allowed.count > 40 ? ", … (\(allowed.count) in all)" : ""
        return "‘\(place)’ \(problem); allowed: \(shown)\(more)."
      }
      return summary
    }
  }

  /// The issues of a value against a schema; empty when the value is valid.
  public static func issues(of value: JSONValue, against schema: JSONValue) -> [Issue] {
    check(value, schema, path: [])
  }

  // MARK: - Checks

  private static func check(_ value: JSONValue, _ schema: JSONValue, path: [String]) -> [Issue] {
    guard case .object(let rules) = schema else {
      return schema == .bool(false)
        ? [Issue(path: path, problem: "is not allowed", kind: .other)] : []
    }
    if let types = rules["type"], !matches(value, types: types) {
      let names = (types.arrayValue ?? [types]).compactMap(\.stringValue)
      return [
        Issue(
          path: path,
          problem: "must be \(article(names)), not \(value.typeAndExcerpt)",
          allowed: names.map(JSONValue.string), kind: .type)
      ]
    }
    if let constant = rules["const"], value != constant {
      return [
        Issue(path: path, problem: "cannot be \(value.excerpt)", allowed: [constant], kind: .choice)
      ]
    }
    if let choices = rules["enum"]?.arrayValue, !choices.contains(value) {
      return [
        Issue(path: path, problem: "cannot be \(value.excerpt)", allowed: choices, kind: .choice)
      ]
    }
    var issues = bounds(value, rules, path: path)
    switch value {
    case .object(let members): issues += object(members, rules, path: path)
    case .array(let items): issues += array(items, rules, path: path)
    default: break
    }
    if let branches = rules["anyOf"]?.arrayValue {
      issues += alternatives(value, branches, path: path)
    }
    if let branches = rules["oneOf"]?.arrayValue {
      let matching = branches.filter { check(value, $0, path: path).isEmpty }.count
      if matching == 0 {
        issues += alternatives(value, branches, path: path)
      } else if matching > 1 {
        issues.append(
          Issue(
            path: path,
            problem: "matches \(matching) of the alternatives where exactly one must match",
            kind: .other))
      }
    }
    for branch in rules["allOf"]?.arrayValue ?? [] { issues += check(value, branch, path: path) }
    if let excluded = rules["not"], check(value, excluded, path: path).isEmpty {
      issues.append(Issue(path: path, problem: "is not allowed here", kind: .other))
    }
    return issues
  }

  private static func object(
    _ members: [String: JSONValue], _ rules: [String: JSONValue], path: [String]
  ) -> [Issue] {
    var issues: [Issue] = []
    let properties = rules["properties"]?.objectValue ?? [:]
    for name in members.keys.sorted() {
      let member = members[name]!
      if let schema = properties[name] {
        issues += check(member, schema, path: path + [name])
      } else if let extra = rules["additionalProperties"] {
        if extra == .bool(false) {
          let known = properties.keys.sorted()
          issues.append(
            Issue(
              path: path + [name], problem: "is not a member here",
              allowed: known.map(JSONValue.string), kind: .unknownMember))
        } else {
          issues += check(member, extra, path: path + [name])
        }
      }
    }
    for required in rules["required"]?.arrayValue?.compactMap(\.stringValue) ?? []
    where members[required] == nil {
      issues.append(Issue(path: path + [required], problem: "is required", kind: .other))
    }
    return issues
  }

  private static func array(
    _ items: [JSONValue], _ rules: [String: JSONValue], path: [String]
  )
    -> [Issue]
  {
    var issues: [Issue] = []
    if let least = rules["minItems"]?.numberValue, Double(items.count) < least {
      issues.append(
        Issue(
          path: path, problem: "needs at least \(Int(least)) item(s), not \(items.count)",
          kind: .other))
    }
    if let most = rules["maxItems"]?.numberValue, Double(items.count) > most {
      issues.append(
        Issue(
          path: path, problem: "may have at most \(Int(most)) item(s), not \(items.count)",
          kind: .other))
    }
    if let element = rules["items"] {
      for (index, item) in items.enumerated() {
        issues += check(item, element, path: path + ["[\(index)]"])
        if issues.count >= 8 { break }
      }
    }
    return issues
  }

  private static func bounds(
    _ value: JSONValue, _ rules: [String: JSONValue], path: [String]
  )
    -> [Issue]
  {
    var issues: [Issue] = []
    if let number = value.numberValue, !Self.isExact(value, rules) {
      if let least = rules["minimum"]?.numberValue, number < least {
        issues.append(
          Issue(
            path: path, problem: "must be at least \(JSONValue.number(least)), not \(value)",
            kind: .other))
      }
      if let most = rules["maximum"]?.numberValue, number > most {
        issues.append(
          Issue(
            path: path, problem: "must be at most \(JSONValue.number(most)), not \(value)",
            kind: .other))
      }
      if let bound = rules["exclusiveMinimum"]?.numberValue, number <= bound {
        issues.append(
          Issue(
            path: path, problem: "must be more than \(JSONValue.number(bound)), not \(value)",
            kind: .other))
      }
      if let bound = rules["exclusiveMaximum"]?.numberValue, number >= bound {
        issues.append(
          Issue(
            path: path, problem: "must be less than \(JSONValue.number(bound)), not \(value)",
            kind: .other))
      }
    }
    if let whole = value.integerValue, Self.isExact(value, rules) {
      issues += Self.integerBoundIssues(whole, value, rules, path: path)
    }
    if case .string(let text) = value {
      let length = text.unicodeScalars.count
      if let least = rules["minLength"]?.numberValue, Double(length) < least {
        issues.append(
          Issue(
            path: path, problem: "must be at least \(Int(least)) character(s) long", kind: .other))
      }
      if let most = rules["maxLength"]?.numberValue, Double(length) > most {
        issues.append(
          Issue(
            path: path, problem: "must be at most \(Int(most)) characters long, not \(length)",
            kind: .other))
      }
      if let pattern = rules["pattern"]?.stringValue,
        PatternCache.matches(pattern, text) == false
      {
        // The pattern of an identifier is long and says little to a person; the schema's
        // description says what form the text must have.
        let problem =
          rules["description"]?.stringValue.map { "is not of the right form (\($0))" }
          ?? "must match \(pattern)"
        issues.append(Issue(path: path, problem: problem, kind: .other))
      }
    }
    return issues
  }

  // MARK: - anyOf

  /// The issues of the branch the value came closest to, or nothing when one branch matches.
  private static func alternatives(
    _ value: JSONValue, _ branches: [JSONValue], path: [String]
  )
    -> [Issue]
  {
    let leaves = branches.flatMap(flatten)
    var outcomes: [(score: Int, issues: [Issue])] = []
    for leaf in leaves {
      let issues = check(value, leaf, path: path)
      if issues.isEmpty { return [] }
      outcomes.append((closeness(value, leaf), issues))
    }
    // No branch's tag matches (a filter naming a property that does not exist): say which
    // tags there are.
    let tags = leaves.map { mismatchedTags(value, $0) }
    var common = Set(tags.first.map { Array($0.keys) } ?? [])
    for tag in tags.dropFirst() { common.formIntersection(tag.keys) }
    if let key = common.sorted().first {
      var allowed: [JSONValue] = []
      for tag in tags.compactMap({ $0[key] }) where !allowed.contains(tag) { allowed.append(tag) }
      let given = value.objectValue?[key] ?? .null
      return [
        Issue(
          path: path + [key], problem: "cannot be \(given.excerpt)", allowed: allowed, kind: .choice
        )
      ]
    }
    guard let best = outcomes.map(\.score).max() else { return [] }
    let closest = outcomes.filter { $0.score == best }.map(\.issues)
    // The same single failure in every closest branch (a value of the wrong type): one issue
    // listing everything any branch accepts.
    if let first = closest.first?.first, closest.allSatisfy({ $0.count == 1 }),
      closest.allSatisfy({ $0[0].path == first.path && $0[0].kind == first.kind }),
      first.kind != .other
    {
      var allowed: [JSONValue] = []
      for issue in closest.map({ $0[0] }) {
        for value in issue.allowed where !allowed.contains(value) { allowed.append(value) }
      }
      if first.kind == .type {
        let names = allowed.compactMap(\.stringValue)
        return [
          Issue(
            path: first.path,
            problem: "must be \(article(names)), not \(value.typeAndExcerpt)",
            allowed: allowed, kind: .type)
        ]
      }
      return [Issue(path: first.path, problem: first.problem, allowed: allowed, kind: first.kind)]
    }
    return closest[0]
  }

  /// The members whose `const` the object value does not match in a branch — the branch's
  /// tags, such as a filter's `property` — with their constants.
  private static func mismatchedTags(
    _ value: JSONValue, _ branch: JSONValue
  )
    -> [String: JSONValue]
  {
    guard let members = value.objectValue,
      let properties = branch.objectValue?["properties"]?.objectValue
    else { return [:] }
    var tags: [String: JSONValue] = [:]
    for (key, schema) in properties {
      if let constant = schema.objectValue?["const"], members[key] != constant {
        tags[key] = constant
      }
    }
    return tags
  }

  /// The branches of nested `anyOf`s, as one list.
  private static func flatten(_ schema: JSONValue) -> [JSONValue] {
    guard let members = schema.objectValue,
      let nested = members["anyOf"]?.arrayValue,
      members.keys.allSatisfy({ ["anyOf", "description"].contains($0) })
    else { return [schema] }
    return nested.flatMap(flatten)
  }

  /// How close a value comes to a branch: a member matching a `const` counts most (it names
  /// the branch, like a filter's property), a mismatched `const` rules the branch out, a
  /// matching `enum` counts more than other valid members.
  private static func closeness(_ value: JSONValue, _ branch: JSONValue) -> Int {
    guard let rules = branch.objectValue else { return 0 }
    var score = 0
    if let types = rules["type"], matches(value, types: types) { score += 1 }
    guard let members = value.objectValue, let properties = rules["properties"]?.objectValue else {
      return score
    }
    for (name, member) in members {
      guard let schema = properties[name]?.objectValue else { continue }
      let valid = check(member, .object(schema), path: []).isEmpty
      if schema["const"] != nil {
        score += valid ? 100 : -100
      } else if valid {
        score += schema["enum"] != nil ? 10 : 1
      }
    }
    return score
  }

  // MARK: - Helpers

  /// Whether a whole number is checked against whole bounds exactly, not as `Double`s — which
  /// would take 9007199254740993 for 9007199254740992.
  private static func isExact(_ value: JSONValue, _ rules: [String: JSONValue]) -> Bool {
    guard case .integer = value else { return false }
    return ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"].allSatisfy {
      rules[$0] == nil || rules[$0]?.integerValue != nil
    }
  }

  /// The bounds a whole number breaks, compared exactly.
  private static func integerBoundIssues(
    _ whole: Int, _ value: JSONValue, _ rules: [String: JSONValue], path: [String]
  ) -> [Issue] {
    var issues: [Issue] = []
    if let least = rules["minimum"]?.integerValue, whole < least {
      issues.append(
        Issue(path: path, problem: "must be at least \(least), not \(value)", kind: .other))
    }
    if let most = rules["maximum"]?.integerValue, whole > most {
      issues.append(
        Issue(path: path, problem: "must be at most \(most), not \(value)", kind: .other))
    }
    if let bound = rules["exclusiveMinimum"]?.integerValue, whole <= bound {
      issues.append(
        Issue(path: path, problem: "must be more than \(bound), not \(value)", kind: .other))
    }
    if let bound = rules["exclusiveMaximum"]?.integerValue, whole >= bound {
      issues.append(
        Issue(path: path, problem: "must be less than \(bound), not \(value)", kind: .other))
    }
    return issues
  }

  private static func matches(_ value: JSONValue, types: JSONValue) -> Bool {
    let names = (types.arrayValue ?? [types]).compactMap(\.stringValue)
    return names.contains { name in
      switch (name, value) {
      case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array),
        ("object", .object), ("number", .number):
        true
      case ("integer", .number(let number)): number.rounded() == number
      case ("integer", .integer), ("number", .integer): true
      default: false
      }
    }
  }

  private static func article(_ names: [String]) -> String {
    let phrases = names.map { name -> String in
      switch name {
      case "object", "array", "integer": "an \(name)"
      case "null": "null"
      default: "a \(name)"
      }
    }
    guard phrases.count > 1 else { return phrases.first ?? "something else" }
    return phrases.dropLast().joined(separator: ", ") + " or " + phrases.last!
  }
}

/// The compiled regular expressions of the patterns checked so far, by pattern: a schema's
/// patterns are checked on every request, and compiling one costs far more than matching it.
private enum PatternCache {
  /// A compiled pattern; `nil` when the pattern does not compile (it is then not checked).
  /// `Regex` is not `Sendable`, so the expression is used only under its own lock.
  final class Compiled: Sendable {
    private let regex: Mutex<Regex<AnyRegexOutput>?>
    init(_ pattern: String) {
      // Unicode scalars, as ECMAScript matches them, rather than grapheme clusters.
      regex = Mutex(try? Regex(pattern).matchingSemantics(.unicodeScalar))
    }

    /// Whether the pattern matches somewhere in the text; `nil` when it did not compile.
    func matches(_ text: String) -> Bool? {
      regex.withLock { regex in regex.map { (try? $0.firstMatch(in: text)) != nil } }
    }
  }

  private static let compiled = Mutex<[String: Compiled]>([:])

  /// Whether the pattern matches somewhere in the text; `nil` when the pattern does not
  /// compile.
  static func matches(_ pattern: String, _ text: String) -> Bool? {
    if let known = compiled.withLock({ $0[pattern] }) { return known.matches(text) }
    let entry = Compiled(pattern)
    compiled.withLock { cache in
      // The schemas' patterns are few; a cache this large means they come from callers.
      if cache.count >= 1024 { cache.removeAll() }
      cache[pattern] = entry
    }
    return entry.matches(text)
  }
}

extension JSONValue {
  /// The value's type and an excerpt, for messages: `the string "x"`, `the integer 3`, `null`
  /// (not `null null`).
  fileprivate var typeAndExcerpt: String {
    self == .null ? "null" : "\(schemaTypeName) \(excerpt)"
  }
}
