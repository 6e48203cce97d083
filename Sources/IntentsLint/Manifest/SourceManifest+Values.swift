extension SourceManifest {
  /// The kind of value a property or parameter holds, written as the runtime writes its
  /// `ValueKind`: a name (`"string"`) or an object of one member (`{"entity": "BookEntity"}`).
  public indirect enum ValueKind: Sendable, Hashable, Codable {
    /// A kind without a subject: `string`, `integer`, `number`, `boolean`, `date`, `url`,
    /// `file`, `person`…
    case named(String)
    /// An entity of the type with this identifier.
    case entity(String)
    /// A case of the enum type with this identifier.
    case enumeration(String)
    /// A measurement of the dimension with this name (`length`).
    case measurement(String)
    /// Several values.
    case array(ValueKind)
    /// A type the runtime does not convert.
    case unsupported(String)
    /// A kind this reader does not model (a union value's cases), kept as written.
    case other(JSON)

    private enum Member: String, CodingKey {
      case entity, enumeration, measurement, array, unsupported
    }

    /// Reads a kind as the runtime writes it.
    public init(from decoder: any Decoder) throws {
      if let name = try? decoder.singleValueContainer().decode(String.self) {
        self = .named(name)
        return
      }
      let container = try decoder.container(keyedBy: Member.self)
      switch container.allKeys.count == 1 ? container.allKeys.first : nil {
      case .entity: self = .entity(try container.decode(String.self, forKey: .entity))
      case .enumeration:
        self = .enumeration(try container.decode(String.self, forKey: .enumeration))
      case .measurement:
        self = .measurement(try container.decode(String.self, forKey: .measurement))
      case .array: self = .array(try container.decode(ValueKind.self, forKey: .array))
      case .unsupported:
        self = .unsupported(try container.decode(String.self, forKey: .unsupported))
      case nil: self = .other(try JSON(from: decoder))
      }
    }

    /// Writes the kind as the runtime writes it.
    public func encode(to encoder: any Encoder) throws {
      switch self {
      case .named(let name):
        var container = encoder.singleValueContainer()
        try container.encode(name)
      case .other(let json): try json.encode(to: encoder)
      case .entity(let subject), .enumeration(let subject), .measurement(let subject),
        .unsupported(let subject):
        var container = encoder.container(keyedBy: Member.self)
        try container.encode(subject, forKey: member)
      case .array(let element):
        var container = encoder.container(keyedBy: Member.self)
        try container.encode(element, forKey: .array)
      }
    }

    private var member: Member {
      switch self {
      case .entity: .entity
      case .enumeration: .enumeration
      case .measurement: .measurement
      case .array: .array
      case .named, .unsupported, .other: .unsupported
      }
    }
  }

  /// A JSON value: a default value or a bound of a range.
  public indirect enum JSON: Sendable, Hashable, Codable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number.
    case integer(Int)
    /// A number with a fraction.
    case number(Double)
    /// Text.
    case string(String)
    /// A list.
    case array([JSON])
    /// An object.
    case object([String: JSON])

    /// Reads any JSON value.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        self = .null
      } else if let value = try? container.decode(Bool.self) {
        self = .bool(value)
      } else if let value = try? container.decode(Int.self) {
        self = .integer(value)
      } else if let value = try? container.decode(Double.self) {
        self = .number(value)
      } else if let value = try? container.decode(String.self) {
        self = .string(value)
      } else if let value = try? container.decode([JSON].self) {
        self = .array(value)
      } else {
        self = .object(try container.decode([String: JSON].self))
      }
    }

    /// Writes the value.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .null: try container.encodeNil()
      case .bool(let value): try container.encode(value)
      case .integer(let value): try container.encode(value)
      case .number(let value): try container.encode(value)
      case .string(let value): try container.encode(value)
      case .array(let value): try container.encode(value)
      case .object(let value): try container.encode(value)
      }
    }
  }
}
