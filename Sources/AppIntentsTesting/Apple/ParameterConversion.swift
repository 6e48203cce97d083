import Foundation

/// Turns a value a test gave into the input a run takes for a parameter of a Swift type, by
/// Apple's rules: text for an entity is searched through its query, text for an enum is a raw
/// value, an entity or enum case given as such is checked against the parameter's type, and
/// other values are written as the system writes them (dates in ISO 8601, durations in
/// seconds…), then read by the parameter's own conversion.
struct ParameterConversion {
  let host: IntentsHost
  let app: TestApp

  func input(_ value: TestValue, for type: Any.Type, what: String) async throws -> ParameterInput? {
    // No value, or a typed `nil` (`AnyAppEntity?.none`): the parameter is left unset.
    if value.isNone { return nil }
    let base = IntentValueReflection.wrappedType(ofOptional: type) ?? type
    if let element = IntentValueReflection.elementType(ofCollection: base),
      !(base is String.Type)
    {
      let items: [TestValue]
      switch value {
      case .list(let list): items = list
      case .plain(.list(let list), _): items = list.map { .plain($0, original: nil) }
      case .plain(.set(let set), _): items = set.elements.map { .plain($0, original: nil) }
      default: items = [value]
      }
      var inputs: [ParameterInput] = []
      for (index, item) in items.enumerated() {
        if let input = try await input(item, for: element, what: "\(what)[\(index)]") {
          inputs.append(input)
        }
      }
      return .list(inputs)
    }
    if let entityType = base as? any AppEntity.Type, !(base is any TransientAppEntity.Type) {
      return try entityInput(value, type: entityType, what: what)
    }
    if let enumType = base as? any AppEnum.Type {
      return try enumInput(value, type: enumType, what: what)
    }
    switch value {
    case .plain(.string(let text), _) where !(base is String.Type || base is AttributedString.Type):
      // Text for a number, a date, a URL…: parsed as the parameter's type parses text.
      return .text(text)
    case .plain(.measurement(let number, let symbol, _), _):
      return .value(.object(["value": .number(number), "unit": .string(symbol)]))
    case .plain(let content, let original):
      return .value(ValueEncoding.json(original ?? Self.swiftValue(content)))
    case .transient(let transient):
      guard transient.typeName == String(describing: base) else {
        throw IntentsError(
          IntentsError.invalidValue,
          "\(what) takes \(Self.name(of: base)); it was given a \(transient.typeName).")
      }
      return .value(Self.json(transient.content))
    case .entity, .enumCase, .intent, .list, .opaque, .none, .entityIdentifier, .typeIdentifier,
      .deferred:
      throw IntentsError(
        IntentsError.invalidValue,
        "\(what) takes \(Self.name(of: base)); it was given \(value.kind).")
    }
  }

  private func entityInput(
    _ value: TestValue, type: any AppEntity.Type, what: String
  ) throws -> ParameterInput {
    switch value {
    case .plain(.string(let text), _):
      return .text(text)
    case .entity(let entity):
      try checkEntity(entity.identifier, type: type, what: what)
      return .identifier(entity.identifier.instanceIdentifier)
    case .plain(.entity(let identifier), _), .entityIdentifier(let identifier):
      try checkEntity(identifier, type: type, what: what)
      return .identifier(identifier.instanceIdentifier)
    default:
      throw IntentsError(
        IntentsError.invalidValue,
        "\(what) takes a \(type.persistentIdentifier): give text its query searches, or an "
          + "entity (AnyAppEntity); it was given \(value.kind).")
    }
  }

  private func checkEntity(
    _ identifier: AttributedEntityIdentifier, type: any AppEntity.Type, what: String
  ) throws {
    let given = identifier.entityType.persistentIdentifier
    guard given == type.persistentIdentifier || given == String(describing: type) else {
      throw IntentsError(
        IntentsError.invalidValue,
        "\(what) takes a \(type.persistentIdentifier); it was given a \(given).")
    }
  }

  private func enumInput(
    _ value: TestValue, type: any AppEnum.Type, what: String
  ) throws -> ParameterInput {
    let raw: String
    switch value {
    case .plain(.string(let text), _): raw = text
    case .enumCase(let value):
      guard
        value.typeIdentifier == String(describing: type)
          || value.typeIdentifier == type.persistentIdentifier
      else {
        throw IntentsError(
          IntentsError.invalidValue,
          "\(what) takes a case of \(String(describing: type)); it was given a case of "
            + "\(value.typeIdentifier).")
      }
      raw = value.rawValue
    case .plain(.enumCase(let enumType, let rawValue), _):
      guard enumType == String(describing: type) || enumType == type.persistentIdentifier else {
        throw IntentsError(
          IntentsError.invalidValue,
          "\(what) takes a case of \(String(describing: type)); it was given a case of \(enumType)."
        )
      }
      raw = rawValue
    default:
      throw IntentsError(
        IntentsError.invalidValue,
        "\(what) takes a case of \(String(describing: type)), by its raw value; it was given "
          + "\(value.kind).")
    }
    return .value(.string(raw))
  }

  /// The Swift value a plain container holds, for the system's JSON form of it.
  static func swiftValue(_ content: IntentValueContainer.Content) -> Any? {
    switch content {
    case .none: nil
    case .bool(let flag): flag
    case .integer(let number): Int(exactly: number) ?? Double(number)
    case .double(let number): number
    case .string(let text): text
    case .attributedString(let text): text
    case .url(let url): url
    case .date(let date): date
    case .dateComponents(let components): components
    case .dateInterval(let interval): interval
    case .duration(let duration): duration
    case .personName(let name): name
    case .measurement(let number, let symbol, _): "\(number) \(symbol)"
    case .placemark(let placemark): placemark.placemark
    case .list(let items): items.map { swiftValue($0) }
    case .set(let items): items.elements.map { swiftValue($0) }
    case .entity(let identifier): identifier.instanceIdentifier
    case .enumCase(_, let rawValue): rawValue
    case .record(_, let fields): fields.mapValues { swiftValue($0) }
    case .system(let system): system.value
    }
  }

  /// A container's content as JSON: a record as an object of its fields.
  static func json(_ content: IntentValueContainer.Content) -> JSONValue {
    switch content {
    case .record(_, let fields): .object(fields.mapValues { json($0) })
    case .list(let items): .array(items.map { json($0) })
    case .measurement(let number, let symbol, _):
      .object(["value": .number(number), "unit": .string(symbol)])
    default: ValueEncoding.json(swiftValue(content))
    }
  }

  private static func name(of type: Any.Type) -> String {
    let name = String(describing: type)
    return (name.first.map { "AEIOU".contains($0) } ?? false ? "an " : "a ") + name
  }
}
