import AppIntents
import GeoToolbox

/// What kind of value a property or parameter holds, as the runtime converts, validates and
/// describes it (in manifests, JSON Schemas and help).
public indirect enum ValueKind: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Text.
  case string
  /// A whole number.
  case integer
  /// A number with a fraction.
  case number
  /// `true` or `false`.
  case boolean
  /// A point in time, written in ISO 8601.
  case date
  /// A URL.
  case url
  /// An entity of the type with this identifier, given by its identifier.
  case entity(String)
  /// A case of the enum type with this identifier, given by its raw value.
  case enumeration(String)
  /// A file: `{"filename", "contentType", "data"}` with the data in base64, or `{"fileURL"}`.
  case file
  /// A person: `{"name", "handle", "identifier", "aliases", "isMe"}`.
  case person
  /// The parts of a person's name: `{"givenName", "familyName", "middleName", "namePrefix",
  /// "nameSuffix", "nickname"}`, or text such as `Ada Lovelace`.
  case personName
  /// A place: `{"name", "locality", …, "location": {"latitude", "longitude"}}`.
  case placemark
  /// A place descriptor: `{"commonName", "representations": [{"coordinate": {"latitude",
  /// "longitude"}}, {"address": "…"}, …], "supportingRepresentations"}`.
  case placeDescriptor
  /// An amount of money: `{"amount": "12.50", "currencyCode": "EUR"}`.
  case currencyAmount
  /// A way to pay: `{"type": "credit", "name", "identificationHint"}`.
  case paymentMethod
  /// A measurement of the dimension with this name (`length`, `mass`…):
  /// `{"value": 3.5, "unit": "km"}`.
  case measurement(String)
  /// A length of time, in seconds (or ISO 8601 as input, such as `PT1H30M`).
  case duration
  /// Parts of a date: `{"year", "month", "day", "hour", "minute", "second"}`, or ISO 8601 as
  /// input.
  case dateComponents
  /// Search criteria: a term, `"volcano"` or `{"term": "volcano"}`.
  case searchCriteria
  /// Several values.
  case array(ValueKind)
  /// One of a union value's cases, each carrying a value of its own kind:
  /// `{"case": "gauge", "value": …}` (`@UnionValue`).
  case union([UnionMember])
  /// A type the runtime does not convert from text or JSON.
  case unsupported(String)

  /// A short name, such as `integer`, `entity LandmarkEntity` or `array of string`.
  public var description: String {
    switch self {
    case .string: "string"
    case .integer: "integer"
    case .number: "number"
    case .boolean: "boolean"
    case .date: "date"
    case .url: "url"
    case .entity(let type): "entity \(type)"
    case .enumeration(let type): "enum \(type)"
    case .file: "file"
    case .person: "person"
    case .personName: "person name"
    case .placemark: "placemark"
    case .placeDescriptor: "place descriptor"
    case .currencyAmount: "currency amount"
    case .paymentMethod: "payment method"
    case .measurement(let dimension): "measurement of \(dimension)"
    case .duration: "duration"
    case .dateComponents: "date components"
    case .searchCriteria: "search criteria"
    case .array(let element): "array of \(element)"
    case .union(let members):
      "one of " + members.map { "\($0.name) (\($0.kind))" }.joined(separator: ", ")
    case .unsupported(let type): "unsupported \(type)"
    }
  }

  /// The kind of a Swift type, and whether the type is optional.
  public static func of(_ type: Any.Type) -> (kind: ValueKind, isOptional: Bool) {
    of(type, within: [])
  }

  /// The kind of a type met inside the union types `unions` (outermost first): a union case
  /// that carries one of them again — a union defined in terms of itself — is
  /// `.unsupported`, as the runtime cannot describe a value without end.
  private static func of(
    _ type: Any.Type, within unions: [ObjectIdentifier]
  ) -> (kind: ValueKind, isOptional: Bool) {
    if let wrapped = IntentValueReflection.wrappedType(ofOptional: type) {
      return (of(wrapped, within: unions).kind, true)
    }
    if let element = IntentValueReflection.elementType(ofCollection: type) {
      return (.array(of(element, within: unions).kind), false)
    }
    return (plain(type, within: unions), false)
  }

  private static func plain(_ type: Any.Type, within unions: [ObjectIdentifier]) -> ValueKind {
    switch type {
    case is String.Type, is AttributedString.Type, is Substring.Type: return .string
    case is Int.Type: return .integer
    case is Double.Type, is Float.Type, is Decimal.Type: return .number
    case is Bool.Type: return .boolean
    case is Date.Type: return .date
    case is URL.Type: return .url
    case is IntentFile.Type: return .file
    case is IntentPerson.Type: return .person
    case is PersonNameComponents.Type: return .personName
    case is CLPlacemark.Type: return .placemark
    case is PlaceDescriptor.Type: return .placeDescriptor
    case is IntentCurrencyAmount.Type: return .currencyAmount
    case is IntentPaymentMethod.Type: return .paymentMethod
    case is Duration.Type: return .duration
    case is DateComponents.Type: return .dateComponents
    case is StringSearchCriteria.Type: return .searchCriteria
    default: break
    }
    if let measurement = type as? any MeasurementDimensionNaming.Type {
      return .measurement(measurement.dimensionName)
    }
    if let entity = type as? any AppEntity.Type { return .entity(entity.persistentIdentifier) }
    if let value = type as? any AppEnum.Type { return .enumeration(value.persistentIdentifier) }
    if let union = type as? any UnionValue.Type, !union.unionCases.isEmpty {
      guard !unions.contains(ObjectIdentifier(type)) else {
        return .unsupported("recursive \(String(describing: type))")
      }
      let titles = (union as? any AppUnionValue.Type)?.caseTitles ?? [:]
      let inner = unions + [ObjectIdentifier(type)]
      return .union(
        union.unionCases.map { unionCase in
          UnionMember(
            name: unionCase.name, title: titles[unionCase.name] ?? unionCase.name,
            kind: of(unionCase.valueType, within: inner).kind)
        })
    }
    return .unsupported(String(describing: type))
  }

  /// Whether the kind is ordered, so `<`, `>` and sorting make sense for it.
  public var isOrdered: Bool {
    switch self {
    case .string, .integer, .number, .date: true
    default: false
    }
  }
}

extension ValueKind {
  /// A case of a union value: its name, its title and the kind of value it carries.
  public struct UnionMember: Sendable, Hashable, Codable {
    /// The case's name, such as `gauge`: the `"case"` of the tagged form.
    public let name: String
    /// The case's title, from the union's `caseDisplayRepresentations`.
    public let title: String
    /// The kind of value the case carries.
    public let kind: ValueKind

    /// A case of a union value.
    public init(name: String, title: String, kind: ValueKind) {
      self.name = name
      self.title = title
      self.kind = kind
    }
  }
}

/// A property's or parameter's value type as the runtime sees it.
public struct ValueDescriptor: Sendable, Hashable, Codable {
  /// The kind of value.
  public let kind: ValueKind
  /// Whether the value may be absent.
  public let isOptional: Bool
  /// The Swift type's name, such as `Int?`.
  public let swiftType: String

  /// The descriptor of a Swift type.
  package init(_ type: Any.Type) {
    (kind, isOptional) = ValueKind.of(type)
    swiftType = String(describing: type).replacingOccurrences(
      of: #"Optional<(.*)>"#, with: "$1?", options: .regularExpression)
  }
}
