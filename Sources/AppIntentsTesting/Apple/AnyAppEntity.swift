/// An entity of the app, whatever its type: the identifier, and the values of its properties
/// as they were when it came back from the app.
///
/// Read a property as a member: `let name: String = try entity.name`, `entity.name` as an
/// optional intent value, or `entity.location.city` through a ``DynamicPropertyPath``. Two
/// entities are equal when their identifiers are (type and instance): an entity equals the
/// reference ``AppEntityDefinition/makeReference(identifier:)`` makes for it.
///
/// Entities inside an entity's properties have their own properties read to a depth of three;
/// deeper ones, and references, carry their identifier alone. Look them up with
/// ``AppEntityDefinition/entities(identifiers:)`` to read theirs.
@dynamicMemberLookup
public struct AnyAppEntity: Sendable, Equatable, IntentValueConvertible {
  /// The entity's type and identifier.
  public var identifier: AttributedEntityIdentifier
  /// The Swift type name of the entity's type.
  let typeName: String
  /// The app the entity is of, to look it up again.
  let app: TestApp
  /// The values of its properties, when it came from the app.
  let fields: TestFields?
  /// Its title, when it came from the app.
  let title: String?

  init(
    identifier: AttributedEntityIdentifier, typeName: String, app: TestApp, fields: TestFields?,
    title: String?
  ) {
    self.identifier = identifier
    self.typeName = typeName
    self.app = app
    self.fields = fields
    self.title = title
  }

  /// An entity as the app gave it, its properties read.
  static func read(
    _ entity: any AppEntity, app: TestApp, host: IntentsHost, depth: Int
  ) async throws -> AnyAppEntity {
    let identifier = AttributedEntityIdentifier(
      entityType: AttributedTypeIdentifier(
        persistentIdentifier: type(of: entity).persistentIdentifier,
        bundleIdentifier: app.bundleIdentifier),
      instanceIdentifier: entity.id.entityIdentifierString)
    let title = String(localized: entity.displayRepresentation.title)
    let typeName = String(describing: type(of: entity))
    guard depth < TestValue.entityDepth else {
      return AnyAppEntity(
        identifier: identifier, typeName: typeName, app: app, fields: nil, title: title)
    }
    var entries: [(name: String, value: TestValue)] = []
    for (name, value, isDeferred) in try await host.propertyValues(of: entity) {
      entries.append(
        (
          name,
          isDeferred
            ? .deferred(property: name)
            : try await TestValue.returned(value, app: app, host: host, depth: depth + 1)
        ))
    }
    return AnyAppEntity(
      identifier: identifier, typeName: typeName, app: app, fields: TestFields(entries: entries),
      title: title)
  }

  /// Whether the entities are the same: the same instance identifier, of the same type (by
  /// persistent identifier or Swift type name).
  public static func == (lhs: AnyAppEntity, rhs: AnyAppEntity) -> Bool {
    lhs.identifier.instanceIdentifier == rhs.identifier.instanceIdentifier
      && (lhs.identifier.entityType.persistentIdentifier
        == rhs.identifier.entityType.persistentIdentifier || lhs.typeName == rhs.typeName)
  }

  /// The entity as an intent value: its type and identifier.
  public func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer
  {
    IntentValueContainer(.entity(identifier))
  }

  /// A property's value; `nil` when it has none, or the entity has no such property.
  public subscript(dynamicMember identifier: String) -> (any IntentValueExpressing)? {
    (try? field(identifier, what: "the entity"))?.expression
  }

  /// A property's value as `T`; throws when the entity has no such property or its value is
  /// not a `T`.
  public subscript<T: IntentValueConvertible>(dynamicMember identifier: String) -> T {
    get throws {
      try field(identifier, what: "the entity").read(as: T.self, what: description(identifier))
    }
  }

  /// A path through a property, to read it or a member of its value.
  public subscript(dynamicMember identifier: String) -> DynamicPropertyPath {
    DynamicPropertyPath(root: .entity(self), what: "the entity").appending(.member(identifier))
  }

  /// The value of a property — or, when it has no property of that name, `identifier` (the
  /// ``AttributedEntityIdentifier``) and `id` (the instance identifier).
  func field(_ name: String, what: String) throws -> TestValue {
    if name == "identifier", !(fields?.entries.contains { $0.name == name } ?? false) {
      return .entityIdentifier(identifier)
    }
    let owner = identifier.entityType.persistentIdentifier + " " + identifier.instanceIdentifier
    guard let fields else {
      if name == "id" { return .plain(.string(identifier.instanceIdentifier), original: nil) }
      throw TestValueError(
        description: "\(what) (\(owner)) is a reference, without its properties: look it up "
          + "with entities(identifiers:) to read ‘\(name)’.")
    }
    if name == "id", !fields.entries.contains(where: { $0.name == "id" }) {
      return .plain(.string(identifier.instanceIdentifier), original: nil)
    }
    return try fields.value(name, owner: owner, what: what)
  }

  /// A deferred property's value, read from the app's live entity.
  func fetch(_ name: String) async throws -> TestValue {
    let (host, type) = try await app.identifier(of: typeName, kind: .entity)
    let entity = try await host.entity(type: type, identifier: identifier.instanceIdentifier)
    let value = try await host.propertyValue(of: entity.entity, named: name)
    return try await TestValue.returned(value, app: app, host: host, depth: 1)
  }

  private func description(_ member: String) -> String {
    "\(identifier.entityType.persistentIdentifier).\(member)"
  }
}

extension AnyAppEntity: CustomStringConvertible {
  /// The type, identifier and title, such as `LandmarkEntity 113 "Matterhorn"`.
  public var description: String {
    let base = "\(identifier.entityType.persistentIdentifier) \(identifier.instanceIdentifier)"
    return title.map { "\(base) \"\($0)\"" } ?? base
  }
}

/// A case of one of the app's enums, by its raw value.
public struct AnyAppEnum: Sendable, Equatable, Hashable, IntentValueConvertible,
  CustomStringConvertible
{
  /// The enum's type: its Swift type name (or persistent identifier).
  public let typeIdentifier: String
  /// The case's raw value.
  public var rawValue: String

  /// The case with the raw value of the enum type. Whether the type has such a case is checked
  /// when the value is used (a run, a query), with the nearest raw value in the error.
  public init(typeIdentifier: String, rawValue: String) {
    self.typeIdentifier = typeIdentifier
    self.rawValue = rawValue
  }

  /// The case whose raw value is the value's text (`AnyAppEnum(typeIdentifier: "Size", value:
  /// 2)` for an enum with `Int`-like raw values written as text).
  public init(typeIdentifier: String, value: any LosslessStringConvertible) {
    self.init(typeIdentifier: typeIdentifier, rawValue: value.description)
  }

  /// The raw value as `T`, such as `try size.as(String.self)`; throws when the raw value is
  /// not the text of a `T`.
  public func `as`<T: LosslessStringConvertible>(_ type: T.Type) throws -> T {
    guard let value = T(rawValue) else {
      throw IntentsError(
        IntentsError.invalidValue,
        "The case ‘\(rawValue.prefix(100))’ of \(typeIdentifier) is not a \(T.self).")
    }
    return value
  }

  init(_ value: any AppEnum) {
    let raw: String
    switch ValueEncoding.json(value) {
    case .string(let text): raw = text
    case let other: raw = other.description
    }
    self.init(typeIdentifier: String(describing: type(of: value)), rawValue: raw)
  }

  /// The raw value.
  public var description: String { rawValue }

  /// The case as an intent value: its type and raw value.
  public func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer
  {
    IntentValueContainer(.enumCase(type: typeIdentifier, rawValue: rawValue))
  }
}

/// A transient entity: its type and the values of its properties, made by a test
/// (``TransientAppEntityDefinition/makeEntity``) or returned by the app.
@dynamicMemberLookup
public struct AnyTransientAppEntity: Sendable, Equatable, IntentValueConvertible {
  /// The transient entity's type: its Swift type name, and the app's bundle identifier.
  public var entityType: AttributedTypeIdentifier
  let fields: TestFields
  /// Reads its deferred properties, when the app returned it.
  let deferred: DeferredProperties?

  /// The Swift type name of the transient entity.
  var typeName: String { entityType.persistentIdentifier }

  init(
    typeName: String, bundleIdentifier: String?, fields: [(String, TestValue)],
    deferred: DeferredProperties? = nil
  ) {
    entityType = AttributedTypeIdentifier(
      persistentIdentifier: typeName, bundleIdentifier: bundleIdentifier)
    self.fields = TestFields(entries: fields.map { (name: $0.0, value: $0.1) })
    self.deferred = deferred
  }

  /// Whether the entities are the same: of the same type, with equal property values.
  public static func == (lhs: AnyTransientAppEntity, rhs: AnyTransientAppEntity) -> Bool {
    lhs.entityType == rhs.entityType && lhs.fields == rhs.fields
  }

  /// A deferred property's value, read from the instance the app returned.
  func fetch(_ name: String) async throws -> TestValue {
    guard let deferred else {
      throw TestValueError(
        description: "\(typeName).\(name) is a deferred property of a transient entity the test "
          + "made: it has no value to read.")
    }
    return try await deferred.read(name)
  }

  var content: IntentValueContainer.Content {
    .record(
      type: typeName,
      fields: Dictionary(
        fields.entries.map { ($0.name, $0.value.content) }, uniquingKeysWith: { $1 }))
  }

  /// The entity as an intent value: its type and property values.
  public func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer
  {
    IntentValueContainer(content)
  }

  func field(_ name: String, what: String) throws -> TestValue {
    try fields.value(name, owner: typeName, what: what)
  }

  /// A property's value; `nil` when it has none.
  public subscript(dynamicMember identifier: String) -> (any IntentValueExpressing)? {
    (try? field(identifier, what: typeName))?.expression
  }

  /// A property's value as `T`.
  public subscript<T: IntentValueConvertible>(dynamicMember identifier: String) -> T {
    get throws {
      try field(identifier, what: typeName).read(as: T.self, what: "\(typeName).\(identifier)")
    }
  }

  /// A path through a property.
  public subscript(dynamicMember identifier: String) -> DynamicPropertyPath {
    DynamicPropertyPath(root: .transient(self), what: typeName).appending(.member(identifier))
  }
}

/// Reads the deferred properties of a transient entity the app returned.
struct DeferredProperties: Sendable {
  let read: @Sendable (String) async throws -> TestValue
}

/// A query of an entity type the system can run again, such as its suggested entities
/// (``AppEntityDefinition/suggestedEntitiesQuery()``).
public struct AnyEntityQuery: Equatable, Sendable {
  /// The kinds of query.
  enum Kind: Equatable, Sendable {
    case suggested
    case all
    case identifiers([String])
  }

  let app: TestApp
  let entityName: String
  let kind: Kind

  /// The entities the query returns now. This is an OpenIntents addition.
  public func entities() async throws -> [AnyAppEntity] {
    switch kind {
    case .suggested:
      try await AppEntityDefinition(app: app, name: entityName).suggestedEntities()
    case .all:
      try await AppEntityDefinition(app: app, name: entityName).allEntities()
    case .identifiers(let identifiers):
      try await AppEntityDefinition(app: app, name: entityName).entities(identifiers: identifiers)
    }
  }
}

/// An entity the app has on screen, and whether it is the selected one.
public struct ViewAnnotation: Sendable, Equatable {
  /// The entity.
  public let entity: AnyAppEntity
  /// Whether it is selected: here, whether the app's current activity names it (rather than
  /// a client telling the host what it looks at).
  public let isSelected: Bool
}
