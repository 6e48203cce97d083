/// A kind as JSON, in manifests and descriptions: the plain kinds by name (`"integer"`,
/// `"currencyAmount"`), the others as one member naming what they are of —
/// `{"entity": "TrailEntity"}`, `{"enumeration": "Difficulty"}`, `{"measurement": "length"}`,
/// `{"array": "string"}`, `{"union": [{"name": "gauge", "title": "Gauge", "kind": …}]}`,
/// `{"unsupported": "CGPoint"}` — with no compiler-made key such as `_0`.
///
/// A new kind needs one entry here: its name in ``plainNames``, or a member.
extension ValueKind {
  private enum Member: String, CodingKey {
    case entity, enumeration, measurement, array, union, unsupported
  }

  /// The kinds written by name, by name.
  static let plainNames: [String: ValueKind] = [
    "string": .string, "integer": .integer, "number": .number, "boolean": .boolean,
    "date": .date, "url": .url, "file": .file, "person": .person,
    "personName": .personName, "placemark": .placemark, "placeDescriptor": .placeDescriptor,
    "currencyAmount": .currencyAmount, "paymentMethod": .paymentMethod, "duration": .duration,
    "dateComponents": .dateComponents, "searchCriteria": .searchCriteria,
  ]

  /// Decodes a kind from its JSON form.
  public init(from decoder: any Decoder) throws {
    if let name = try? decoder.singleValueContainer().decode(String.self) {
      guard let kind = Self.plainNames[name] else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: "Unknown value kind ‘\(name)’."))
      }
      self = kind
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
    case .measurement: self = .measurement(try container.decode(String.self, forKey: member))
    case .array: self = .array(try container.decode(ValueKind.self, forKey: member))
    case .union: self = .union(try container.decode([UnionMember].self, forKey: member))
    case .unsupported: self = .unsupported(try container.decode(String.self, forKey: member))
    }
  }

  /// Encodes the kind in its JSON form.
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .string, .integer, .number, .boolean, .date, .url, .file, .person, .personName,
      .placemark, .placeDescriptor, .currencyAmount, .paymentMethod, .duration,
      .dateComponents, .searchCriteria:
      var container = encoder.singleValueContainer()
      try container.encode(Self.plainNames.first { $0.value == self }?.key ?? description)
    case .entity(let type):
      var container = encoder.container(keyedBy: Member.self)
      try container.encode(type, forKey: .entity)
    case .enumeration(let type):
      var container = encoder.container(keyedBy: Member.self)
      try container.encode(type, forKey: .enumeration)
    case .measurement(let dimension):
      var container = encoder.container(keyedBy: Member.self)
      try container.encode(dimension, forKey: .measurement)
    case .array(let element):
      var container = encoder.container(keyedBy: Member.self)
      try container.encode(element, forKey: .array)
    case .union(let members):
      var container = encoder.container(keyedBy: Member.self)
      try container.encode(members, forKey: .union)
    case .unsupported(let type):
      var container = encoder.container(keyedBy: Member.self)
      try container.encode(type, forKey: .unsupported)
    }
  }
}
