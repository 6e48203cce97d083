// The JSON forms of a person, as the OpenIntents runtime reads and writes them:
//
//   {"name": "Ada Lovelace", "identifier": {"applicationDefined": "user-42"},
//    "handle": {"emailAddress": "ada@example.com", "label": "work"},
//    "aliases": [{"phoneNumber": "+44 20 7946 0000", "label": {"custom": "Lab"}}], "isMe": false}
//
// A name is a string or the parts of a name (`{"givenName": "Ada", "familyName": "Lovelace"}`);
// an absent name, identifier or handle is left out.

extension IntentPerson: Codable, Equatable {
  private enum CodingKeys: String, CodingKey {
    case identifier, name, handle, aliases, isMe, image
  }

  /// Decodes a person; absent members are no name, no identifier, no handle, no aliases.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      identifier: try container.decodeIfPresent(Identifier.self, forKey: .identifier) ?? .unknown,
      name: try container.decodeIfPresent(Name.self, forKey: .name) ?? .unknown,
      handle: try container.decodeIfPresent(Handle.self, forKey: .handle),
      aliases: try container.decodeIfPresent([Handle].self, forKey: .aliases) ?? [],
      isMe: try container.decodeIfPresent(Bool.self, forKey: .isMe) ?? false,
      image: try container.decodeIfPresent(DisplayRepresentation.Image.self, forKey: .image))
  }

  /// Encodes the person, leaving out what it does not have.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    if identifier != .unknown { try container.encode(identifier, forKey: .identifier) }
    if name != .unknown { try container.encode(name, forKey: .name) }
    try container.encodeIfPresent(handle, forKey: .handle)
    if !aliases.isEmpty { try container.encode(aliases, forKey: .aliases) }
    if isMe { try container.encode(isMe, forKey: .isMe) }
    try container.encodeIfPresent(image, forKey: .image)
  }

  /// Whether two people have the same name, identifier, handles, picture and `isMe`.
  public static func == (a: IntentPerson, b: IntentPerson) -> Bool {
    a.name == b.name && a.identifier == b.identifier && a.handle == b.handle
      && a.aliases == b.aliases && a.isMe == b.isMe && a.image == b.image
  }
}

extension IntentPerson.Name: Codable {
  /// Decodes a name: a string is a display name, an object the parts of a name, `null` none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .unknown
    } else if let text = try? container.decode(String.self) {
      self = .displayName(text)
    } else {
      self = .components(try container.decode(PersonNameComponents.self))
    }
  }

  /// Encodes a display name as a string, parts as an object, no name as `null`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .displayName(let text): try container.encode(text)
    case .components(let parts): try container.encode(parts)
    case .unknown: try container.encodeNil()
    }
  }
}

extension IntentPerson.Identifier: Codable {
  private enum CodingKeys: String, CodingKey { case contact, applicationDefined }

  /// Decodes `{"contact": "…"}`, `{"applicationDefined": "…"}` or `null` (no identifier).
  public init(from decoder: any Decoder) throws {
    if let single = try? decoder.singleValueContainer(), single.decodeNil() {
      self = .unknown
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch (
      try container.decodeIfPresent(String.self, forKey: .contact),
      try container.decodeIfPresent(String.self, forKey: .applicationDefined)
    ) {
    case (let contact?, nil): self = .contact(contact)
    case (nil, let application?): self = .applicationDefined(application)
    default:
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription:
            "A person's identifier is {\"contact\": \"…\"} or {\"applicationDefined\": \"…\"}, "
            + "with exactly one of the two."))
    }
  }

  /// Encodes the identifier as a one-member object, or `null` when there is none.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .contact(let value):
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(value, forKey: .contact)
    case .applicationDefined(let value):
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(value, forKey: .applicationDefined)
    case .unknown:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    }
  }
}

extension IntentPerson.Handle: Codable {
  private enum CodingKeys: String, CodingKey { case label }

  /// Decodes `{"phoneNumber": "…"}`, `{"emailAddress": "…"}` or `{"applicationDefined": "…"}`,
  /// with an optional `label`.
  public init(from decoder: any Decoder) throws {
    let value = try Value(from: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(value, label: try container.decodeIfPresent(Label.self, forKey: .label) ?? .other)
  }

  /// Encodes the value's member and the label (left out when it is ``Label/other``).
  public func encode(to encoder: any Encoder) throws {
    try value.encode(to: encoder)
    if label != .other {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(label, forKey: .label)
    }
  }
}

extension IntentPerson.Handle.Value: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case phoneNumber, emailAddress, applicationDefined
  }

  /// Decodes an object with exactly one of `phoneNumber`, `emailAddress`, `applicationDefined`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let found = try CodingKeys.allCases.compactMap { key in
      try container.decodeIfPresent(String.self, forKey: key).map { (key, $0) }
    }
    guard found.count == 1, let (key, text) = found.first else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription:
            "A handle has exactly one of phoneNumber, emailAddress or applicationDefined, such "
            + "as {\"emailAddress\": \"ada@example.com\"}."))
    }
    switch key {
    case .phoneNumber: self = .phoneNumber(text)
    case .emailAddress: self = .emailAddress(text)
    case .applicationDefined: self = .applicationDefined(text)
    }
  }

  /// Encodes the value as a one-member object named after its kind.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .phoneNumber(let text): try container.encode(text, forKey: .phoneNumber)
    case .emailAddress(let text): try container.encode(text, forKey: .emailAddress)
    case .applicationDefined(let text): try container.encode(text, forKey: .applicationDefined)
    }
  }
}

extension IntentPerson.Handle.Label: Codable {
  private enum CodingKeys: String, CodingKey { case custom }

  /// Decodes a label's name (`"work"`), `{"custom": "Gym"}`, or any other text as a custom
  /// label.
  public init(from decoder: any Decoder) throws {
    if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self)
    {
      self = Self.named.first { $0.name == text }?.label ?? .custom(text)
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self = .custom(try container.decode(String.self, forKey: .custom))
  }

  /// Encodes a named label as its name and a custom label as `{"custom": "…"}`, so a custom
  /// label that happens to be called "work" stays custom.
  public func encode(to encoder: any Encoder) throws {
    if case .custom(let text) = self {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(text, forKey: .custom)
    } else {
      var container = encoder.singleValueContainer()
      try container.encode(name)
    }
  }
}
