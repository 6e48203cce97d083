/// A kind as JSON, in manifests and descriptions: the plain kinds by name (`"integer"`), the
/// others as one member naming what they are of — `{"entity": "TrailEntity"}`,
/// `{"enumeration": "Difficulty"}`, `{"array": "string"}`, `{"unsupported": "CGPoint"}` — with
/// no compiler-made key such as `_0`.
extension ValueKind {
  private enum Member: String, CodingKey {
    case entity, enumeration, array, unsupported
  }

  /// Decodes a kind from its JSON form.
  public init(from decoder: any Decoder) throws {
    if let name = try? decoder.singleValueContainer().decode(String.self) {
      switch name {
      case "string": self = .string
      case "integer": self = .integer
      case "number": self = .number
      case "boolean": self = .boolean
      case "date": self = .date
      case "url": self = .url
      default:
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: "Unknown value kind ‘\(name)’."))
      }
      return
    }
    let container = try decoder.container(keyedBy: Member.self)
    guard let member = container.allKeys.first, container.allKeys.count == 1 else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "A value kind is a name or an object of one member."))
    }
    switch member {
    case .entity: self = .entity(try container.decode(String.self, forKey: member))
    case .enumeration: self = .enumeration(try container.decode(String.self, forKey: member))
    case .array: self = .array(try container.decode(ValueKind.self, forKey: member))
    case .unsupported: self = .unsupported(try container.decode(String.self, forKey: member))
    }
  }

  /// Encodes the kind in its JSON form.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .string, .integer, .number, .boolean, .date, .url:
      var container = encoder.singleValueContainer()
      try container.encode(description)
    case .entity(let type):
      var container = encoder.container(keyedBy: Member.self)
      try container.encode(type, forKey: .entity)
    case .enumeration(let type):
      var container = encoder.container(keyedBy: Member.self)
      try container.encode(type, forKey: .enumeration)
    case .array(let element):
      var container = encoder.container(keyedBy: Member.self)
      try container.encode(element, forKey: .array)
    case .unsupported(let type):
      var container = encoder.container(keyedBy: Member.self)
      try container.encode(type, forKey: .unsupported)
    }
  }
}
