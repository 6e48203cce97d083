import AppIntents

extension PersonNameComponents {
  /// The parts of a name by the member names Foundation's `PersonNameComponents` encodes them
  /// with, in Western order: what input gives, output writes and schemas list.
  static var parts: [(name: String, part: WritableKeyPath<PersonNameComponents, String?>)] {
    [
      ("namePrefix", \.namePrefix), ("givenName", \.givenName), ("middleName", \.middleName),
      ("familyName", \.familyName), ("nameSuffix", \.nameSuffix), ("nickname", \.nickname),
    ]
  }

  /// The member names of a name's parts, for schemas.
  package static var partNames: [String] { parts.map(\.name) }

  /// A name from caller input: its parts as JSON (`{"givenName": "Ada", "familyName":
  /// "Lovelace"}`, or `key=value` text `givenName=Ada; familyName=Lovelace`), or a name as text.
  ///
  /// Text is split at spaces in Western order: one word is the given name; of more, the first is
  /// the given name, the last the family name and those between the middle name. Give the parts
  /// to say otherwise. A name needs at least one part with text; parts are checked for control
  /// characters.
  static func read(_ input: ValueInput, what: String) throws -> PersonNameComponents {
    var name = PersonNameComponents()
    if let members = ObjectInput.members(of: input) {
      let object = ObjectInput(members: members, what: what, kind: "a name", input: input)
      try object.only(parts.map(\.name))
      for (key, part) in parts {
        guard let value = members[key] else { continue }
        guard case .string(let text) = value else {
          throw IntentsError(
            IntentsError.invalidValue,
            "‘\(what).\(key)’ is \(value.excerpt), not text: a part of a name is text.")
        }
        let trimmed = try ObjectInput.checked(text, field: "\(what).\(key)")
          .trimmingCharacters(in: .whitespaces)
        if !trimmed.isEmpty { name[keyPath: part] = trimmed }
      }
    } else if let text = Self.text(of: input) {
      let words = try ObjectInput.checked(text, field: what)
        .split(whereSeparator: \.isWhitespace).map(String.init)
      if let first = words.first { name.givenName = first }
      if words.count > 1 { name.familyName = words.last }
      if words.count > 2 { name.middleName = words.dropFirst().dropLast().joined(separator: " ") }
    } else {
      throw ObjectInput.notAnObject(
        input, what: what, kind: "a name", example: #"{"givenName": "Ada", "familyName": "Lovelace"}"#)
    }
    guard IntentPerson.Name.components(name).text != nil else {
      throw IntentsError(
        IntentsError.invalidValue,
        "‘\(what)’ is a name with no part: give text such as \"Ada Lovelace\" or parts such as "
          + #"{"givenName": "Ada", "familyName": "Lovelace"}."#)
    }
    return name
  }

  /// The input as text: typed, or a JSON string (as a union's case value is given).
  private static func text(of input: ValueInput) -> String? {
    switch input {
    case .text(let text), .json(.string(let text)): text
    default: nil
    }
  }

  /// The name's parts that have text, as JSON.
  var json: JSONValue {
    var object: [String: JSONValue] = [:]
    for (key, part) in Self.parts {
      if let text = self[keyPath: part] { object[key] = .string(text) }
    }
    return .object(object)
  }
}
