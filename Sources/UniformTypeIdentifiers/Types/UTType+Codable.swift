extension UTType: Codable {
  /// Encodes the type as its identifier string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(identifier)
  }

  /// Decodes a type from its identifier string.
  ///
  /// A well-formed identifier no one has declared (yet) decodes to a type that keeps its
  /// identity, so values round-trip between processes that declare different types; a
  /// malformed identifier is a `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let identifier = try container.decode(String.self)
    guard let type = UTType(identifier: identifier, allowUndeclared: true) else {
      throw DecodingError.dataCorruptedError(
        in: container,
        debugDescription: """
          "\(identifier)" is not a uniform type identifier; expected dot-separated letters, \
          digits and hyphens such as "public.png"
          """)
    }
    self = type
  }
}
