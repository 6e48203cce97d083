import Foundation

/// A value as Apple's testing API hands it around: one a test gave (an expression's container),
/// or one the app returned (entities with their properties read when they came back).
indirect enum TestValue: Sendable {
  case none
  /// A plain value: its container, and the Swift value itself when the app returned it.
  case plain(IntentValueContainer.Content, original: (any IntentValueConvertible)?)
  case entity(AnyAppEntity)
  case enumCase(AnyAppEnum)
  case transient(AnyTransientAppEntity)
  case intent(AnyAppIntent)
  case list([TestValue])
  /// An entity's identifier (`entity.identifier`), and the type part of one.
  case entityIdentifier(AttributedEntityIdentifier)
  case typeIdentifier(AttributedTypeIdentifier)
  /// A deferred property's value, not read until asked for (``DynamicPropertyPath/get(as:)``).
  case deferred(property: String)
  /// A value of a type that is not an intent value on Apple platforms: its description.
  case opaque(type: String, description: String)

  /// The value a test gave.
  init(_ expression: (any IntentValueExpressing)?) {
    switch expression {
    case nil: self = .none
    case let entity as AnyAppEntity: self = .entity(entity)
    case let entities as [AnyAppEntity]: self = .list(entities.map(TestValue.entity))
    case let value as AnyAppEnum: self = .enumCase(value)
    case let transient as AnyTransientAppEntity: self = .transient(transient)
    case let intent as AnyAppIntent: self = .intent(intent)
    case let expression?:
      let content = expression.makeExpression().container.content
      self = .plain(content, original: expression as? any IntentValueConvertible)
    }
  }

  /// The value as an expression a test can pass on: entities, enum cases and transient
  /// entities as themselves, lists of them as arrays, other values as their containers.
  var expression: (any IntentValueExpressing)? {
    switch self {
    case .none: return nil
    case .plain(let content, let original): return original ?? IntentValueContainer(content)
    case .entity(let entity): return entity
    case .enumCase(let value): return value
    case .transient(let transient): return transient
    case .intent(let intent): return intent
    case .list(let items):
      let entities = items.compactMap { if case .entity(let e) = $0 { e } else { nil } }
      if entities.count == items.count { return entities }
      return IntentValueContainer(content)
    case .opaque(_, let description): return description
    case .entityIdentifier(let identifier): return identifier.instanceIdentifier
    case .typeIdentifier(let identifier): return identifier.persistentIdentifier
    case .deferred: return nil
    }
  }

  /// Whether the value is no value: none given, or a typed `nil` (`String?.none`).
  var isNone: Bool {
    switch self {
    case .none, .plain(.none, _): true
    default: false
    }
  }

  /// The value's content, as a container holds it.
  var content: IntentValueContainer.Content {
    switch self {
    case .none: .none
    case .plain(let content, _): content
    case .entity(let entity): .entity(entity.identifier)
    case .enumCase(let value): .enumCase(type: value.typeIdentifier, rawValue: value.rawValue)
    case .transient(let transient): transient.content
    case .intent(let intent): intent.content
    case .list(let items): .list(items.map(\.content))
    case .opaque(_, let description): .string(description)
    case .entityIdentifier(let identifier): .string(identifier.instanceIdentifier)
    case .typeIdentifier(let identifier): .string(identifier.persistentIdentifier)
    case .deferred: .none
    }
  }

  /// What the value is, for messages.
  var kind: String {
    switch self {
    case .none: "no value"
    case .plain(let content, _): Self.kind(of: content)
    case .entity(let entity): "a \(entity.identifier.entityType.persistentIdentifier)"
    case .enumCase(let value): "a case of \(value.typeIdentifier)"
    case .transient(let transient): "a \(transient.typeName)"
    case .intent(let intent): "an intent \(intent.name)"
    case .list(let items): "a list of \(items.count)"
    case .opaque(let type, _): "a \(type)"
    case .entityIdentifier: "an entity identifier"
    case .typeIdentifier: "a type identifier"
    case .deferred(let property): "the deferred property ‘\(property)’, not read yet"
    }
  }

  static func kind(of content: IntentValueContainer.Content) -> String {
    switch content {
    case .none: "no value"
    case .bool: "a Boolean"
    case .integer: "a whole number"
    case .double: "a number"
    case .string, .attributedString: "text"
    case .url: "a URL"
    case .date: "a date"
    case .dateComponents: "date components"
    case .dateInterval: "a date interval"
    case .duration: "a duration"
    case .personName: "a person's name"
    case .measurement: "a measurement"
    case .placemark: "a placemark"
    case .list(let items): "a list of \(items.count)"
    case .set(let items): "a set of \(items.elements.count)"
    case .entity(let identifier): "a \(identifier.entityType.persistentIdentifier)"
    case .enumCase(let type, _): "a case of \(type)"
    case .record(let type, _): "a \(type)"
    case .system(let system): "a \(type(of: system.value))"
    }
  }
}

// MARK: - From the app's Swift values

extension TestValue {
  /// How deep entities inside entities have their properties read: deeper ones are references.
  static let entityDepth = 3

  /// A value the app returned, entities read with their properties (to ``entityDepth``).
  static func returned(
    _ value: Any?, app: TestApp, host: IntentsHost, depth: Int = 0
  ) async throws -> TestValue {
    guard let value, let present = IntentValueReflection.unwrap(value) else { return .none }
    switch present {
    case let transient as any TransientAppEntity:
      var fields: [(String, TestValue)] = []
      for (name, property, isDeferred) in try await host.propertyValues(of: transient) {
        fields.append(
          (
            name,
            isDeferred
              ? .deferred(property: name)
              : try await returned(property, app: app, host: host, depth: depth)
          ))
      }
      // It cannot be looked up again: its deferred properties are read from this instance,
      // through the host while it lives (a result kept by a test does not keep it).
      let deferred = DeferredProperties { [weak host] name in
        guard let host else {
          throw TestValueError(
            description: "The host that returned the transient entity is gone: its deferred "
              + "property ‘\(name)’ can no longer be read.")
        }
        return try await returned(
          try await host.propertyValue(of: transient, named: name), app: app, host: host,
          depth: 1)
      }
      return .transient(
        AnyTransientAppEntity(
          typeName: String(describing: type(of: transient)),
          bundleIdentifier: app.bundleIdentifier, fields: fields, deferred: deferred))
    case let entity as any AppEntity:
      return .entity(try await AnyAppEntity.read(entity, app: app, host: host, depth: depth))
    case let value as any AppEnum:
      return .enumCase(AnyAppEnum(value))
    case is String, is AttributedString:
      break
    case let union as any UnionValue:
      // A union value (`@UnionValue`) stands for its case's payload: an entity, an enum case…
      return try await returned(union.asIntentValue, app: app, host: host, depth: depth)
    default:
      if let elements = IntentValueReflection.elements(of: present) {
        var items: [TestValue] = []
        for element in elements {
          items.append(try await returned(element, app: app, host: host, depth: depth))
        }
        return .list(items)
      }
    }
    if let convertible = present as? any IntentValueConvertible {
      let container = convertible.makeContainer(context: IntentValueContainer.ConversionContext())
      return .plain(container.content, original: convertible)
    }
    return .opaque(
      type: String(describing: type(of: present)),
      description: ValueEncoding.json(present).description)
  }
}

// MARK: - Reading as a Swift type

/// Why a value could not be read as a type, or a path could not be followed.
struct TestValueError: Error, CustomStringConvertible {
  let description: String
}

extension TestValue {
  /// The value as a value of `type`, converted where Apple converts (a whole number as a
  /// `Double`, text as a `URL`…); throws naming what the value is otherwise.
  func read(as type: Any.Type, what: String) throws -> Any {
    if case .deferred(let property) = self {
      throw TestValueError(
        description: "\(what) is the deferred property ‘\(property)’, which is not read with the "
          + "entity: read it with `try await` and the path's `get(as:)`.")
    }
    if case .plain(_, let original?) = self, Swift.type(of: original) == type { return original }
    if let wrapped = IntentValueReflection.wrappedType(ofOptional: type) {
      if isNone, let none = IntentValueReflection.optional(nil, as: type) {
        return none
      }
      let value = try read(as: wrapped, what: what)
      guard let optional = IntentValueReflection.optional(value, as: type) else {
        throw TestValueError(description: "\(what) cannot be read as \(type).")
      }
      return optional
    }
    switch (self, type) {
    case (.entity(let entity), is AnyAppEntity.Type): return entity
    case (.enumCase(let value), is AnyAppEnum.Type): return value
    case (.transient(let transient), is AnyTransientAppEntity.Type): return transient
    case (.intent(let intent), is AnyAppIntent.Type): return intent
    case (.enumCase(let value), is String.Type): return value.rawValue
    case (.entity(let entity), is AttributedEntityIdentifier.Type): return entity.identifier
    case (.entityIdentifier(let identifier), is AttributedEntityIdentifier.Type): return identifier
    case (.typeIdentifier(let identifier), is AttributedTypeIdentifier.Type): return identifier
    case (.entityIdentifier(let identifier), is String.Type): return identifier.instanceIdentifier
    default: break
    }
    if let element = IntentValueReflection.elementType(ofCollection: type),
      !(type is String.Type)
    {
      guard case .list(let items) = self else {
        throw TestValueError(description: "\(what) is \(kind), not a list of \(element).")
      }
      var elements: [Any] = []
      for (index, item) in items.enumerated() {
        elements.append(try item.read(as: element, what: "\(what)[\(index)]"))
      }
      guard let collection = IntentValueReflection.collection(elements, as: type) else {
        throw TestValueError(description: "\(what) cannot be read as \(type).")
      }
      return collection
    }
    if case .plain(let content, let original) = self {
      if let original, Swift.type(of: original) == type { return original }
      if let value = Self.convert(content, to: type) { return value }
    }
    if case .none = self {
      throw TestValueError(description: "\(what) has no value; read it as an optional.")
    }
    throw TestValueError(description: "\(what) is \(kind), not \(Self.name(of: type)).")
  }

  private static func name(of type: Any.Type) -> String {
    let name = String(describing: type)
    return (name.first.map { "AEIOU".contains($0) } ?? false ? "an " : "a ") + name
  }

  /// A plain value as another plain type, where the conversion loses nothing.
  private static func convert(_ content: IntentValueContainer.Content, to type: Any.Type) -> Any? {
    switch (content, type) {
    case (.string(let text), is String.Type): return text
    case (.string(let text), is AttributedString.Type): return AttributedString(text)
    case (.string(let text), is URL.Type): return URL(string: text)
    case (.attributedString(let text), is AttributedString.Type): return text
    case (.attributedString(let text), is String.Type): return String(text.characters)
    case (.url(let url), is URL.Type): return url
    case (.url(let url), is String.Type): return url.absoluteString
    case (.bool(let flag), is Bool.Type): return flag
    case (.integer(let number), is Int.Type): return Int(exactly: number)
    case (.integer(let number), is Int8.Type): return Int8(exactly: number)
    case (.integer(let number), is Int16.Type): return Int16(exactly: number)
    case (.integer(let number), is Int32.Type): return Int32(exactly: number)
    case (.integer(let number), is Int64.Type): return number
    case (.integer(let number), is Double.Type): return Double(exactly: number)
    case (.double(let number), is Double.Type): return number
    case (.double(let number), is Int.Type): return Int(exactly: number)
    case (.double(let number), is Int64.Type): return Int64(exactly: number)
    case (.date(let date), is Date.Type): return date
    case (.dateComponents(let components), is DateComponents.Type): return components
    case (.dateInterval(let interval), is DateInterval.Type): return interval
    case (.duration(let duration), is Duration.Type): return duration
    case (.personName(let name), is PersonNameComponents.Type): return name
    case (.placemark(let placemark), is CLPlacemark.Type): return placemark.placemark
    case (.system(let system), _) where Swift.type(of: system.value) == type: return system.value
    default: return nil
    }
  }

  /// The value as `T`, or an error naming what it is.
  func read<T>(as type: T.Type, what: String) throws -> T {
    let value = try read(as: type as Any.Type, what: what)
    guard let typed = value as? T else {
      throw TestValueError(description: "\(what) is \(kind), not \(Self.name(of: type)).")
    }
    return typed
  }
}

// MARK: - Following a path

extension TestValue {
  /// The value of a member: an entity's or transient entity's property, an intent's
  /// parameter.
  func member(_ name: String, what: String) throws -> TestValue {
    switch self {
    case .entity(let entity): return try entity.field(name, what: what)
    case .transient(let transient): return try transient.field(name, what: what)
    case .intent(let intent): return intent.parameter(name)
    case .entityIdentifier(let identifier) where name == "instanceIdentifier":
      return .plain(.string(identifier.instanceIdentifier), original: identifier.instanceIdentifier)
    case .entityIdentifier(let identifier) where name == "entityType":
      return .typeIdentifier(identifier.entityType)
    case .typeIdentifier(let identifier) where name == "persistentIdentifier":
      return .plain(
        .string(identifier.persistentIdentifier), original: identifier.persistentIdentifier)
    case .typeIdentifier(let identifier) where name == "bundleIdentifier":
      return .plain(
        identifier.bundleIdentifier.map { .string($0) } ?? .none,
        original: identifier.bundleIdentifier)
    case .list(let items) where name == "count":
      return .plain(.integer(Int64(items.count)), original: items.count)
    case .list(let items):
      throw TestValueError(
        description: "\(what) is a list of \(items.count): index it (\(what)[0].\(name)).")
    default:
      throw TestValueError(description: "\(what) is \(kind), which has no member ‘\(name)’.")
    }
  }

  /// An element of a list.
  func element(_ index: Int, what: String) throws -> TestValue {
    guard case .list(let items) = self else {
      throw TestValueError(description: "\(what) is \(kind), not a list.")
    }
    guard items.indices.contains(index) else {
      throw TestValueError(
        description: "\(what) has \(items.count) element\(items.count == 1 ? "" : "s"); "
          + "there is none at \(index).")
    }
    return items[index]
  }
}

/// Named values — an entity's properties, a transient entity's — in declaration order, looked
/// up with a near-miss suggestion.
struct TestFields: Sendable, Equatable {
  var entries: [(name: String, value: TestValue)]

  static func == (lhs: TestFields, rhs: TestFields) -> Bool {
    lhs.entries.map(\.name) == rhs.entries.map(\.name)
      && zip(lhs.entries, rhs.entries).allSatisfy { $0.value.content == $1.value.content }
  }

  func value(_ name: String, owner: String, what: String) throws -> TestValue {
    if let found = entries.first(where: { $0.name == name }) { return found.value }
    let names = entries.map(\.name)
    throw TestValueError(
      description: NameSuggestion.message(
        "\(what): \(owner) has no property ‘\(name.prefix(100))’"
          + (names.isEmpty ? "." : " (it has \(names.joined(separator: ", "))))."),
        given: name, allowed: names))
  }
}
