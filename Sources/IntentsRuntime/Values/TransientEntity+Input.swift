import AppIntents

/// A `TransientAppEntity` made from the values of its stored properties, as a JSON object —
/// what Apple's `TransientAppEntityDefinition.makeEntity(…)` passes to an intent: `init()`,
/// then each named `@Property` set, its value converted to the property's type.
enum TransientEntityInput {
  static func make(
    _ type: any TransientAppEntity.Type, fields: [String: JSONValue], converter: ValueConverter,
    what: String
  ) async throws -> any TransientAppEntity {
    let entity = type.init()
    let properties = FieldReflection.propertyObjects(of: entity).filter { !$0.property.isComputed }
    let names = properties.map(\.name)
    for (name, json) in fields.sorted(by: { $0.key < $1.key }) {
      guard let property = properties.first(where: { $0.name == name })?.property else {
        throw IntentsError(
          IntentsError.unknownProperty,
          NameSuggestion.message(
            "\(what): \(String(describing: type)) has no stored property ‘\(name.prefix(100))’.",
            given: name, allowed: names),
          allowed: names)
      }
      if case .null = json { continue }
      let value = try await converter.convert(
        .json(json), to: property.valueType, what: "\(what).\(name)")
      guard property.assign(value) else {
        throw IntentsError(
          IntentsError.invalidValue,
          "\(what).\(name) takes a \(property.valueType), not \(json.description.prefix(100)).")
      }
    }
    // A required property left without a value would stop the program when `perform()`
    // reads it: refuse the value, naming what it lacks.
    let missing = properties.filter {
      $0.property.anyStoredValue == nil
        && IntentValueReflection.wrappedType(ofOptional: $0.property.valueType) == nil
    }.map(\.name)
    if !missing.isEmpty {
      throw IntentsError(
        IntentsError.invalidValue,
        "\(what) needs a value for \(missing.map { "‘\($0)’" }.joined(separator: ", ")): a "
          + "\(String(describing: type)) has no value for "
          + (missing.count == 1 ? "it" : "them") + " unless given.",
        allowed: missing)
    }
    return entity
  }
}
