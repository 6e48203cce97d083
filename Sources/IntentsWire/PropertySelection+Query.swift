public import IntentsRuntime

extension PropertySelection {
  /// The selection a `properties` parameter asks for, the same on every surface (HTTP's
  /// `?properties=`, MCP's `properties` argument, the command line's `--properties`): none given
  /// is the inexpensive values, `all` every value, `none` no `properties` member at all (`nil`),
  /// and names separated by commas these properties and no others
  /// (``IntentsRuntime/PropertySelection/only(_:)``), deferred ones among them computed. A name
  /// not in `names` is ``IntentsRuntime/IntentsError/unknownProperty`` (with "did you mean");
  /// with `names` `nil`, only `all` and `none` are read.
  public static func fromQuery(
    _ text: String?, names: [String]?, type: String
  ) throws
    -> PropertySelection?
  {
    switch text {
    case nil: return .inexpensive
    case "all"?: return .all
    case "none"?: return nil
    case let text?:
      guard let names else {
        throw IntentsError(
          IntentsError.invalidRequest, "‘properties’ is all or none here.",
          allowed: ["all", "none"])
      }
      let asked = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      if let unknown = asked.first(where: { !names.contains($0) }) {
        throw IntentsError(
          IntentsError.unknownProperty,
          NameSuggestion.message(
            "\(type) has no property ‘\(unknown.prefix(80))’ to include; use all, none or names "
              + "of its properties separated by commas.", given: unknown, allowed: names),
          allowed: names)
      }
      return .only(Set(asked))
    }
  }

  /// The schema of a `properties` query parameter on routes of an entity type with these
  /// properties.
  public static func querySchema(names: [String]) -> JSONValue {
    guard !names.isEmpty else { return ["type": "string", "enum": ["all", "none"]] }
    let name = "(" + names.map(escaped).joined(separator: "|") + ")"
    return [
      "anyOf": [
        ["type": "string", "enum": ["all", "none"]],
        ["type": "string", "pattern": .string("^\(name)(,\(name))*" + IdentifierForm.end)],
      ]
    ]
  }

  /// The name with the characters that mean something in a pattern escaped.
  private static func escaped(_ name: String) -> String {
    var text = ""
    for character in name {
      if "\\^$.|?*+()[]{}/-".contains(character) { text.append("\\") }
      text.append(character)
    }
    return text
  }
}
