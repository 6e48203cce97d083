import AppIntents

extension StringSearchCriteria {
  /// Criteria from caller input: the term as text or a JSON string, or `{"term": "…"}`. The
  /// term is trimmed; it may not be blank or hold control characters.
  static func read(_ input: ValueInput, what: String) throws -> StringSearchCriteria {
    let term: String?
    switch input {
    case .text(let text), .json(.string(let text)): term = text
    case .json(.object(let members)):
      let object = ObjectInput(members: members, what: what, kind: "search criteria", input: input)
      try object.only(["term"])
      term = try object.text("term")
    default: term = nil
    }
    guard let term else {
      throw ObjectInput.notAnObject(
        input, what: what, kind: "search criteria", example: #""volcano" or {"term": "volcano"}"#)
    }
    let trimmed = try ObjectInput.checked(term, field: what)
      .trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else {
      throw IntentsError(IntentsError.invalidValue, "‘\(what)’ needs a search term; it is blank.")
    }
    return StringSearchCriteria(term: trimmed)
  }
}
