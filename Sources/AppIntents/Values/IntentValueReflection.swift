// Run-time helpers for the OpenIntents runtime: building optionals and arrays of a type known
// only at run time, and reading the values of entity properties and intent parameters.

/// Shapes of intent value types the runtime needs to take apart and build.
package enum IntentValueReflection {
  /// `W` when the type is `Optional<W>`.
  public static func wrappedType(ofOptional type: Any.Type) -> Any.Type? {
    (type as? any _OptionalIntentValue.Type)?.wrappedType
  }

  /// A value of `Optional<W>` holding the value (or `nil`), boxed as `Any`; `nil` when the
  /// value does not have type `W`.
  public static func optional(_ value: Any?, as type: Any.Type) -> Any? {
    (type as? any _OptionalIntentValue.Type)?.wrapping(value)
  }

  /// The element type when the type is an array or a set of intent values.
  public static func elementType(ofCollection type: Any.Type) -> Any.Type? {
    (type as? any _CollectionIntentValue.Type)?.elementType
  }

  /// A collection of the type built from the elements; `nil` when an element has another type.
  public static func collection(_ elements: [Any], as type: Any.Type) -> Any? {
    (type as? any _CollectionIntentValue.Type)?.make(from: elements)
  }

  /// The value with one level of optionality removed; `nil` when it is `nil`.
  public static func unwrap(_ value: Any) -> Any? { OptionalValue.unwrap(value) }

  /// The elements of an array or set value; `nil` when the value is not one.
  public static func elements(of value: Any) -> [Any]? {
    (value as? any _CollectionIntentValue)?.anyElements
  }
}

protocol _CollectionIntentValue {
  static var elementType: Any.Type { get }
  static func make(from elements: [Any]) -> Any?
  var anyElements: [Any] { get }
}

extension Array: _CollectionIntentValue where Element: _IntentValue {
  static var elementType: Any.Type { Element.self }
  static func make(from elements: [Any]) -> Any? {
    let typed = elements.compactMap { $0 as? Element }
    return typed.count == elements.count ? typed : nil
  }
  var anyElements: [Any] { map { $0 } }
}

extension Set: _CollectionIntentValue where Element: _IntentValue {
  static var elementType: Any.Type { Element.self }
  static func make(from elements: [Any]) -> Any? {
    let typed = elements.compactMap { $0 as? Element }
    return typed.count == elements.count ? Set(typed) : nil
  }
  var anyElements: [Any] { map { $0 } }
}

extension Optional {
  /// `nil`, or the value as an optional when it has the wrapped type.
  static func wrapping(_ value: Any?) -> Any? {
    guard let value else { return Wrapped?.none as Any }
    return (value as? Wrapped).map { Optional($0) as Any }
  }
}

// MARK: - Entity properties

/// An entity property, seen by the runtime without its value type.
package protocol AnyEntityProperty: AnyObject, Sendable {
  /// The property's value type.
  var valueType: Any.Type { get }
  /// The stored value; `nil` when none was given or the property is computed.
  var anyStoredValue: Any? { get }
  /// The property's title as declared, if one was given.
  var declaredTitle: LocalizedStringResource? { get }
  /// The identifier given by a property macro, if any.
  var declaredIdentifier: String? { get }
  /// Whether reading the value may do asynchronous work (a deferred property).
  var isDeferred: Bool { get }
  /// Whether the value is computed from the entity when read, rather than stored.
  var isComputed: Bool { get }
  /// Reads the value from the entity that holds the property: the stored value, or the
  /// computed one through the property's accessor.
  func readValue(from entity: Any) async throws -> Any?
  /// The value without asynchronous work: the stored one, or a computed one read from the
  /// entity; `nil` for a deferred property, which is read only when asked for.
  func currentValue(in entity: Any) -> Any?
  /// The Spotlight attribute the value is indexed under, if any.
  var spotlightAttributeName: String? { get }
  /// Stores a value of the property's value type; false, storing nothing, for another type or
  /// a computed property.
  func assign(_ value: Any) -> Bool
}

extension EntityProperty: AnyEntityProperty {
  package var valueType: Any.Type { Value.self }
  package var anyStoredValue: Any? { storedValue.map { $0 as Any } }
  package var declaredTitle: LocalizedStringResource? { hasExplicitTitle ? title : nil }
  package var declaredIdentifier: String? { identifier }
  package var isDeferred: Bool { accessor?.isDeferred ?? false }
  package var isComputed: Bool { accessor != nil }
  package func readValue(from entity: Any) async throws -> Any? {
    if let accessor { return try await accessor.readAsync(entity).map { $0 as Any } }
    return anyStoredValue
  }
  package func currentValue(in entity: Any) -> Any? {
    guard let accessor else { return anyStoredValue }
    return accessor.read?(entity).map { $0 as Any }
  }
  package func assign(_ value: Any) -> Bool {
    guard accessor == nil, let value = value as? Value else { return false }
    wrappedValue = value
    return true
  }
}

/// The type of an entity property, for building tables from stored fields.
package protocol EntityPropertyType {
  /// The value type of properties of this type.
  static var propertyValueType: Any.Type { get }
}

extension EntityProperty: EntityPropertyType {
  package static var propertyValueType: Any.Type { Value.self }
}

// MARK: - Intent parameters

/// An intent parameter, seen by the runtime without its value type.
package protocol AnyIntentParameter: AnyObject, Sendable {
  /// What the runtime knows of the parameter.
  var parameterInfo: IntentParameterInfo { get }
  /// The declared value type.
  var valueType: Any.Type { get }
  /// Names the parameter after its declaration.
  func bind(name: String)
  /// Whether a value was set.
  var hasExplicitValue: Bool { get }
  /// The default value, if one was declared.
  var anyDefaultValue: Any? { get }
  /// The value the intent will read: set, default, or `nil`.
  var anyCurrentValue: Any? { get }
  /// Sets the value; throws when it does not have the parameter's value type.
  func assign(_ value: Any) throws
  /// Removes the value.
  func reset()
  /// The parameter's description.
  var parameterDescription: LocalizedStringResource? { get }
  /// The prompt for asking the value.
  var requestValueDialog: IntentDialog? { get }
  /// The prompt for choosing among values.
  var requestDisambiguationDialog: IntentDialog? { get }
  /// The query that finds the parameter's entities, when declared with `query:`.
  var declaredQuery: (any EntityQuery)? { get }
  /// The provider of the parameter's options, when declared with `optionsProvider:`.
  var declaredOptionsProvider: (any DynamicOptionsProvider)? { get }
  /// The values the parameter is limited to, when declared with `supportedValues:`.
  var declaredSupportedValues: [Any]? { get }
  /// The allowed range, when declared with `inclusiveRange:`.
  var declaredRange: ParameterRange? { get }
  /// Every option the parameter declared.
  var parameterConfiguration: IntentParameterConfiguration { get }
  /// A resolver context for the parameter's value type.
  func resolverContext<Output: _IntentValue & Sendable>(
    for output: Output.Type
  ) -> IntentParameterContext<Output>
}

extension IntentParameter: AnyIntentParameter {
  package var parameterInfo: IntentParameterInfo { info }
  package var valueType: Any.Type { Value.self }
  package var hasExplicitValue: Bool { hasValue }
  package var anyDefaultValue: Any? { defaultValue.map { $0 as Any } }
  package var anyCurrentValue: Any? { currentValue.flatMap(OptionalValue.unwrap) }
  package func assign(_ value: Any) throws {
    // A value of `W` casts to `Optional<W>` too.
    guard let typed = value as? Value else {
      throw AppIntentError(
        "invalidValue", "The parameter ‘\(name)’ takes \(Value.self), not \(Swift.type(of: value)).")
    }
    wrappedValue = typed
  }
  package func reset() { clear() }
  package var parameterDescription: LocalizedStringResource? { configuration.description }
  package var requestValueDialog: IntentDialog? { configuration.requestValueDialog }
  package var requestDisambiguationDialog: IntentDialog? {
    configuration.requestDisambiguationDialog
  }
  package var declaredQuery: (any EntityQuery)? { configuration.query }
  package var declaredOptionsProvider: (any DynamicOptionsProvider)? {
    configuration.optionsProvider
  }
  package var declaredSupportedValues: [Any]? { configuration.supportedValues }
  package var declaredRange: ParameterRange? { configuration.range }
  package var parameterConfiguration: IntentParameterConfiguration { configuration }
  package func resolverContext<Output: _IntentValue & Sendable>(
    for output: Output.Type
  ) -> IntentParameterContext<Output> {
    IntentParameterContext(title: title, isOptional: isOptional, configuration: configuration)
  }
}

// MARK: - Shortcuts

extension AppShortcut {
  /// Each phrase as its segments.
  package var phraseParts: [[AppShortcutPhraseSegment]] { phrases }
}

extension IntentParameterSummary {
  /// Whether the summary has a sentence.
  package var hasSentence: Bool { sentence != nil }
}
