package import AppIntents

/// Union values (`@UnionValue` enums) as JSON: one tagged form in every adapter,
/// `{"case": "landmark", "value": <the payload as it is usually written>}`. Its schema, a
/// `oneOf` over the cases, is `IntentsHost.unionValueSchema(_:)` in IntentsWire.
package enum UnionValueJSON {
  /// The tagged form of a union value.
  package static func json(_ union: any _IntentValueRepresentable) -> JSONValue {
    let name = (union as? any UnionValue)?.caseName ?? String(describing: type(of: union))
    return .object(["case": .string(name), "value": ValueEncoding.json(union.asIntentValue)])
  }
}

/// A union value given as input, in the tagged form the outputs write: JSON
/// `{"case": "gauge", "value": <the payload>}`, or text — `gauge:12`, or that JSON as text.
/// An entity payload is its identifier, or the entity as the outputs write it (`{"id": …}`,
/// other members ignored); an enum payload a case; any other payload a value of its type.
enum UnionInput {
  /// The union value the input gives; `what` names the parameter in errors, `resolveEntity`
  /// finds an entity payload by its identifier.
  static func value(
    _ input: ValueInput, as type: any UnionValue.Type, what: String,
    resolveEntity: (_ type: any AppEntity.Type, _ identifier: String, _ what: String)
      async throws -> Any
  ) async throws -> Any {
    let (caseName, payload) = try parts(input, what: what)
    let cases = type.unionCases
    guard let unionCase = cases.first(where: { $0.name == caseName }) else {
      let allowed = cases.map(\.name)
      throw IntentsError(
        IntentsError.invalidValue,
        NameSuggestion.message(
          "‘\(what)’ has no case \(ValueInput.text(caseName).excerpt).", given: caseName,
          allowed: allowed),
        allowed: allowed)
    }
    guard unionCase.canMakeUnion else { throw cannotMake(type, what: what) }
    let payloadWhat = "\(what).\(caseName)"
    let value: Any
    if let entityType = unionCase.valueType as? any AppEntity.Type {
      guard let id = identifier(payload) else {
        throw IntentsError(
          IntentsError.invalidValue,
          "‘\(payloadWhat)’ takes the identifier of a \(entityType.persistentIdentifier), "
            + "not \(payload.excerpt).")
      }
      value = try await resolveEntity(entityType, id, payloadWhat)
    } else if let enumType = unionCase.valueType as? any AppEnum.Type {
      value = try EnumParsing.parse(payload, as: enumType, what: payloadWhat)
    } else {
      value = try ValueConverter.primitive(payload, as: unionCase.valueType, what: payloadWhat)
    }
    guard let union = unionCase.union(carrying: value) else { throw cannotMake(type, what: what) }
    return union
  }

  private static func cannotMake(_ type: any UnionValue.Type, what: String) -> IntentsError {
    IntentsError(
      IntentsError.invalidValue,
      "‘\(what)’ cannot be given as input: \(type) lists its cases without their "
        + "constructors (declare it with @UnionValue).")
  }

  /// The case named and the payload input.
  private static func parts(
    _ input: ValueInput, what: String
  ) throws -> (case: String, payload: ValueInput) {
    switch input {
    case .json(.object(let members)):
      return try parts(members, what: what, input: input)
    case .text(let text):
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("{") {
        guard case .object(let members) = try JSONValue.parsingInput(trimmed, what: what)
        else { break }
        return try parts(members, what: what, input: input)
      }
      guard let colon = trimmed.firstIndex(of: ":"), colon != trimmed.startIndex else { break }
      return (
        String(trimmed[..<colon]),
        .text(String(trimmed[trimmed.index(after: colon)...]))
      )
    default: break
    }
    throw IntentsError(
      IntentsError.invalidValue,
      "‘\(what)’ expects {\"case\": …, \"value\": …} (or case:value as text), not "
        + "\(input.excerpt).")
  }

  private static func parts(
    _ members: [String: JSONValue], what: String, input: ValueInput
  ) throws -> (case: String, payload: ValueInput) {
    let extra = members.keys.filter { $0 != "case" && $0 != "value" }.sorted()
    guard extra.isEmpty else {
      let names = extra.prefix(5).map { ValueInput.text($0).excerpt }.joined(separator: ", ")
      throw IntentsError(
        IntentsError.invalidValue, "‘\(what)’ takes only \"case\" and \"value\", not \(names).")
    }
    guard case .string(let name)? = members["case"], let payload = members["value"] else {
      throw IntentsError(
        IntentsError.invalidValue,
        "‘\(what)’ expects {\"case\": <a case name>, \"value\": …}, not \(input.excerpt).")
    }
    return (name, .json(payload))
  }

  /// The identifier an entity payload gives: the identifier itself, or the `id` of the entity
  /// as the outputs write it.
  private static func identifier(_ payload: ValueInput) -> String? {
    if case .json(.object(let members)) = payload, let id = members["id"] {
      return ValueInput.json(id).identifierText
    }
    return payload.identifierText
  }
}
