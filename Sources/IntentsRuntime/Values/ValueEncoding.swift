import AppIntents

/// Writes Swift values as JSON: text, numbers, Booleans, dates in ISO 8601, URLs, enum cases by
/// raw value, entities as references, collections as arrays.
package enum ValueEncoding {
  package static func json(_ value: Any?) -> JSONValue {
    guard let value, let present = IntentValueReflection.unwrap(value) else { return .null }
    switch present {
    case let text as String: return .string(text)
    case let text as AttributedString: return .string(String(text.characters))
    case let flag as Bool: return .bool(flag)
    case let number as Int: return .integer(number)
    case let number as Double: return number.isFinite ? .number(number) : .null
    case let number as Float: return number.isFinite ? .number(Double(number)) : .null
    case let number as Decimal: return .number(NSDecimalNumber(decimal: number).doubleValue)
    case let date as Date: return .string(date.formatted(.iso8601))
    case let url as URL: return .string(url.absoluteString)
    case let duration as Duration:
      let (seconds, attoseconds) = duration.components
      return .number(Double(seconds) + Double(attoseconds) / 1e18)
    case let entity as any AppEntity:
      return reference(entity)
    case let value as any AppEnum:
      return enumCase(value)
    case let reference as EntityCollectionReference:
      // An identifier of an `EntityCollection` the intent did not resolve.
      return ["type": .string(reference.type), "id": .string(reference.identifier)]
    default:
      if let value = structured(present) { return value }
    }
    if let elements = IntentValueReflection.elements(of: present) {
      return .array(elements.map { json($0) })
    }
    if let union = present as? any _IntentValueRepresentable {
      return UnionValueJSON.json(union)
    }
    return .string(String(describing: present))
  }

  static func reference(_ entity: any AppEntity) -> JSONValue {
    var object: [String: JSONValue] = [
      "type": .string(type(of: entity).persistentIdentifier),
      "id": .string(entity.id.entityIdentifierString),
      "title": .string(String(localized: entity.displayRepresentation.title)),
    ]
    if let subtitle = entity.displayRepresentation.subtitle {
      object["subtitle"] = .string(String(localized: subtitle))
    }
    return .object(object)
  }

  static func enumCase(_ value: any AppEnum) -> JSONValue {
    let raw = value.rawValue
    switch raw {
    case let number as Int: return .integer(number)
    default: return .string("\(raw)")
    }
  }
}
