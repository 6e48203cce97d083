import AppIntents

extension PersonNameComponents {
  /// The members a name is given with, as Foundation's `PersonNameComponents` encodes it.
  static let memberNames = [
    "namePrefix", "givenName", "middleName", "familyName", "nameSuffix", "nickname",
  ]

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
      try object.only(memberNames)
      for (key, value) in members {
        guard case .string(let text) = value else {
          throw IntentsError(
            IntentsError.invalidValue,
            "‘\(what).\(key)’ is \(value.excerpt), not text: a part of a name is text.")
        }
        let part = try ObjectInput.checked(text, field: "\(what).\(key)")
          .trimmingCharacters(in: .whitespaces)
        guard !part.isEmpty else { continue }
        switch key {
        case "namePrefix": name.namePrefix = part
        case "givenName": name.givenName = part
        case "middleName": name.middleName = part
        case "familyName": name.familyName = part
        case "nameSuffix": name.nameSuffix = part
        default: name.nickname = part
        }
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
    let parts: [(String, String?)] = [
      ("namePrefix", namePrefix), ("givenName", givenName), ("middleName", middleName),
      ("familyName", familyName), ("nameSuffix", nameSuffix), ("nickname", nickname),
    ]
    var object: [String: JSONValue] = [:]
    for case (let key, let part?) in parts { object[key] = .string(part) }
    return .object(object)
  }
}
