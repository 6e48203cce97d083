import AppIntents

extension IntentPerson {
  /// A person from caller input:
  ///
  /// - JSON `{"name": "Ada Lovelace", "handle": {"emailAddress": "ada@example.com",
  ///   "label": "work"}}`, with optional `identifier` (`{"contact": "…"}` or
  ///   `{"applicationDefined": "…"}`), `aliases` (handles) and `isMe`; the name may be the
  ///   parts of a name (`{"givenName": "Ada", "familyName": "Lovelace"}`);
  /// - `key=value` text: `name=Ada Lovelace; email=ada@example.com` (or `phone=…`);
  /// - text: `Ada Lovelace <ada@example.com>`, an email address, a phone number, or a name.
  ///
  /// A person needs a name or a handle. Email addresses need one `@` with text on both sides
  /// and no spaces; phone numbers need at least three digits and only digits, spaces and
  /// `+ - . ( ) /`. A parameter in `email`, `phone` or `emailOrPhone` mode requires a handle of
  /// that kind.
  static func read(
    _ input: ValueInput, what: String, options: IntentValueOptions
  ) throws
    -> IntentPerson
  {
    let person: IntentPerson
    if let members = ObjectInput.members(of: input) {
      person = try read(ObjectInput(members: members, what: what, kind: "a person", input: input))
    } else if case .text(let text) = input {
      person = try parse(text, what: what)
    } else {
      throw ObjectInput.notAnObject(
        input, what: what, kind: "a person",
        example: #"{"name": "Ada Lovelace", "handle": {"emailAddress": "ada@example.com"}}"#)
    }
    try validate(person, what: what, mode: options.personMode ?? .contact)
    return person
  }

  private static func read(_ object: ObjectInput) throws -> IntentPerson {
    let what = object.what
    // The command-line shorthands: email=…, phone=…
    if object.members["email"] != nil || object.members["phone"] != nil {
      try object.only(["name", "email", "phone"])
      let handle: Handle? =
        if let email = try object.text("email") {
          Handle(emailAddress: email)
        } else {
          try object.text("phone").map { Handle(phoneNumber: $0) }
        }
      let name = try object.text("name")
      return IntentPerson(
        identifier: .unknown, name: name.map(Name.displayName) ?? .unknown, handle: handle)
    }
    try object.only(["name", "identifier", "handle", "aliases", "isMe"])
    do {
      return try JSONDecoder().decode(
        IntentPerson.self, from: Data(JSONValue.object(object.members).description.utf8))
    } catch let error as DecodingError {
      throw IntentsError(
        IntentsError.invalidValue, "‘\(what)’ is not a person: \(DecodingMessage.text(of: error))")
    }
  }

  /// A person from typed text: `Name <address>`, an address alone, or a name alone.
  static func parse(_ text: String, what: String) throws -> IntentPerson {
    let text = try ObjectInput.checked(
      text.trimmingCharacters(in: .whitespaces), field: what)
    if text.hasSuffix(">"), let open = text.lastIndex(of: "<") {
      let name = text[..<open].trimmingCharacters(in: .whitespaces)
      let address = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
      return IntentPerson(
        identifier: .unknown, name: name.isEmpty ? .unknown : .displayName(name),
        handle: handle(guessing: address.trimmingCharacters(in: .whitespaces)))
    }
    if text.contains("@") || isPhoneNumber(text) {
      return IntentPerson(handle: handle(guessing: text))
    }
    return IntentPerson(identifier: .unknown, name: .displayName(text), handle: nil)
  }

  /// An email handle when the text has an `@`, a phone handle otherwise.
  private static func handle(guessing text: String) -> Handle {
    text.contains("@") ? Handle(emailAddress: text) : Handle(phoneNumber: text)
  }

  /// Refuses a person with neither name nor handle, malformed addresses, text with control
  /// characters, and handles the parameter's mode does not accept.
  static func validate(_ person: IntentPerson, what: String, mode: ParameterMode) throws {
    if case .displayName(let name) = person.name {
      _ = try ObjectInput.checked(name, field: "\(what).name")
    }
    for part in nameParts(person.name) { _ = try ObjectInput.checked(part, field: "\(what).name") }
    switch person.identifier {
    case .contact(let id), .applicationDefined(let id):
      _ = try ObjectInput.checked(id, field: "\(what).identifier")
    case .unknown: break
    }
    for handle in [person.handle].compactMap({ $0 }) + person.aliases {
      try validate(handle, what: what)
    }
    guard person.name.text != nil || person.handle != nil else {
      throw IntentsError(
        IntentsError.invalidValue,
        "‘\(what)’ is a person with neither a name nor a handle; give at least one, such as "
          + #"{"name": "Ada Lovelace"} or {"handle": {"emailAddress": "ada@example.com"}}."#)
    }
    let accepted: (Handle.Value) -> Bool =
      switch mode {
      case .contact: { _ in true }
      case .email: { if case .emailAddress = $0 { true } else { false } }
      case .phone: { if case .phoneNumber = $0 { true } else { false } }
      case .emailOrPhone:
        {
          if case .applicationDefined = $0 { false } else { true }
        }
      }
    guard mode != .contact else { return }
    guard let handle = person.handle, accepted(handle.value) else {
      let kind =
        switch mode {
        case .email: "an email address"
        case .phone: "a phone number"
        default: "an email address or a phone number"
        }
      throw IntentsError(
        IntentsError.invalidValue,
        "‘\(what)’ takes a person reached by \(kind); give it as the person's handle.")
    }
  }

  private static func validate(_ handle: Handle, what: String) throws {
    let text = try ObjectInput.checked(handle.value.text, field: "\(what).handle")
    if case .custom(let label) = handle.label {
      _ = try ObjectInput.checked(label, field: "\(what).handle.label")
    }
    switch handle.value {
    case .emailAddress:
      let parts = text.split(separator: "@", omittingEmptySubsequences: false)
      guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
        !text.contains(where: \.isWhitespace)
      else {
        throw IntentsError(
          IntentsError.invalidValue,
          "‘\(what)’ has the email address ‘\(text)’, which is not one: write it as "
            + "name@example.com.")
      }
    case .phoneNumber:
      guard isPhoneNumber(text) else {
        throw IntentsError(
          IntentsError.invalidValue,
          "‘\(what)’ has the phone number ‘\(text)’, which is not one: use digits, spaces and "
            + "+ - . ( ) /, with at least three digits, such as +44 20 7946 0000.")
      }
    case .applicationDefined:
      guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
        throw IntentsError(IntentsError.invalidValue, "‘\(what)’ has an empty handle.")
      }
    }
  }

  /// Whether text reads as a phone number.
  static func isPhoneNumber(_ text: String) -> Bool {
    let allowed = Set("0123456789 +-.()/")
    return text.allSatisfy { allowed.contains($0) } && text.filter(\.isNumber).count >= 3
  }

  private static func nameParts(_ name: Name) -> [String] {
    guard case .components(let parts) = name else { return [] }
    return [
      parts.namePrefix, parts.givenName, parts.middleName, parts.familyName, parts.nameSuffix,
      parts.nickname,
    ].compactMap { $0 }
  }
}

/// The message of a decoding error, for people: what was wrong, where.
enum DecodingMessage {
  static func text(of error: DecodingError) -> String {
    switch error {
    case .dataCorrupted(let context): return located(context)
    case .keyNotFound(let key, let context):
      return "the member ‘\(key.stringValue)’ is missing" + path(context)
    case .typeMismatch(let type, let context):
      return "expected \(type) " + path(context) + " — " + context.debugDescription
    case .valueNotFound(let type, let context):
      return "expected \(type)" + path(context)
    @unknown default: return String(describing: error)
    }
  }

  private static func located(_ context: DecodingError.Context) -> String {
    context.debugDescription + path(context)
  }

  private static func path(_ context: DecodingError.Context) -> String {
    let keys = context.codingPath.map(\.stringValue).filter { !$0.isEmpty }
    return keys.isEmpty ? "" : " (at \(keys.joined(separator: ".")))"
  }
}
