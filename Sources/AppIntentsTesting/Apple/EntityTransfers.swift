import Foundation

/// Apple's `exported(as:)` and `resolved(from:)`, for entities and transient entities alike: a
/// live entity of the app, exported through its type's `Transferable` conformance or
/// `ValueRepresentation`, and an entity made from content or a system value the same ways.
enum EntityTransfer {
  /// The entity as a file of the content type (its most preferred one when `nil`).
  static func file(
    of entity: any AppEntity, host: IntentsHost, as contentType: UTType?, name: String
  ) async throws -> IntentFile {
    let content = try await host.export(anyEntity: entity, as: contentType)
    let filename =
      content.suggestedFilename
      ?? name + (content.contentType.preferredFilenameExtension.map { "." + $0 } ?? "")
    return IntentFile(data: content.data, filename: filename, type: content.contentType)
  }

  /// The entity as a value of a `Transferable` type: through a `ValueRepresentation` of that
  /// type when the entity's type lists one, else through the first content type both share.
  static func value<T: IntentValueConvertible & Transferable>(
    of entity: any AppEntity, host: IntentsHost, as type: T.Type, subject: String
  ) async throws -> T {
    if let value = try await host.systemValue(of: entity, as: T.self) as? T { return value }
    // What this entity exports, its exporting conditions applied.
    let offered = (entity as? any Transferable)?.exportedContentTypes() ?? []
    let accepted = T.importedContentTypes()
    guard let shared = offered.first(where: { type in accepted.contains { type.conforms(to: $0) } })
    else {
      throw IntentsError(
        IntentsError.unsupportedContentType,
        "\(subject) cannot be exported as a \(T.self): it exports "
          + "\(offered.map(\.identifier).joined(separator: ", ")), and a \(T.self) imports "
          + "\(accepted.map(\.identifier).joined(separator: ", ")).",
        allowed: offered.map(\.identifier))
    }
    let content = try await host.export(anyEntity: entity, as: shared)
    return try await T(importing: content.data, contentType: content.contentType)
  }

  /// The entity as a system value, through its type's `ValueRepresentation` of that type.
  static func systemValue<T: _SystemIntentValue & IntentValueConvertible>(
    of entity: any AppEntity, host: IntentsHost, as type: T.Type, subject: String
  ) async throws -> T {
    guard let value = try await host.systemValue(of: entity, as: T.self) as? T else {
      throw IntentsError(
        IntentsError.unsupportedContentType,
        "\(subject) cannot be exported as a \(T.self): its type lists no ValueRepresentation "
          + "of one.")
    }
    return value
  }

  /// An entity of the type made from a value: through the type's importing
  /// `ValueRepresentation` of the value's type, else — when `content` is — from the value's
  /// content in the first type both share.
  static func entity<T: IntentValueConvertible>(
    of entityType: any AppEntity.Type, from value: T, content: Bool, host: IntentsHost,
    name: String
  ) async throws -> any AppEntity {
    if let entity = try await host.entity(of: entityType, fromSystemValue: value) { return entity }
    guard content, let transferable = value as? any Transferable else {
      throw IntentsError(
        IntentsError.unsupportedContentType,
        "\(name) cannot be made from a \(T.self): it lists no ValueRepresentation importing one.")
    }
    let accepted = (entityType as? any Transferable.Type)?.importedContentTypes() ?? []
    let contentType = Swift.type(of: transferable).exportedContentTypes().first { type in
      accepted.contains { type.conforms(to: $0) }
    }
    let data = try await transferable.exported(as: contentType)
    return try await entity(
      of: entityType, data: data, contentType: contentType, name: name, what: "the \(T.self)")
  }

  /// An entity of the type made from content through its `Transferable` conformance.
  static func entity(
    of entityType: any AppEntity.Type, data: Data, contentType: UTType?, name: String,
    what: String
  ) async throws -> any AppEntity {
    guard let transferable = entityType as? any Transferable.Type else {
      throw IntentsError(
        IntentsError.unsupportedContentType,
        "\(name) is not Transferable: no content can be resolved into it.")
    }
    func make<Item: Transferable>(_ type: Item.Type) async throws -> Item {
      try await Item(importing: data, contentType: contentType)
    }
    let made: any Transferable
    do {
      made = try await make(transferable)
    } catch let error as TransferError where error.code == .noRepresentation {
      throw IntentsError(
        IntentsError.unsupportedContentType,
        "\(name) cannot be made from \(what) (\(contentType?.identifier ?? "no content type")).",
        allowed: transferable.importedContentTypes().map(\.identifier))
    } catch {
      throw IntentsError(
        IntentsError.transferFailed,
        "\(name) could not be made from \(what): \(String(describing: error))")
    }
    guard let entity = made as? any AppEntity else {
      throw IntentsError(IntentsError.invalidValue, "\(name) imported \(what) as no entity.")
    }
    return entity
  }
}

extension AnyAppEntity {
  /// The entity exported as the content type — its most preferred one when `nil` — through
  /// its type's `Transferable` conformance, as the system shares it: the file a receiver gets.
  /// Throws when the entity type exports no such content, or is not `Transferable`.
  public func exported(as contentType: UTType? = nil) async throws -> IntentFile {
    let (host, entity) = try await live()
    return try await EntityTransfer.file(
      of: entity, host: host, as: contentType, name: identifier.instanceIdentifier)
  }

  /// The entity exported as a value of another `Transferable` type, such as an `IntentPerson`:
  /// through the entity type's `ValueRepresentation` of that type when it lists one, else
  /// exported in the first content type both share and imported as a `T`.
  public func exported<T: IntentValueConvertible & Transferable>(
    as type: T.Type
  ) async throws -> T {
    let (host, entity) = try await live()
    return try await EntityTransfer.value(of: entity, host: host, as: type, subject: description)
  }

  /// The entity exported as a system value, such as a `PlaceDescriptor`, through its type's
  /// `ValueRepresentation` of that type; throws when it lists none.
  public func exported<T: _SystemIntentValue & IntentValueConvertible>(
    as type: T.Type
  ) async throws -> T {
    let (host, entity) = try await live()
    return try await EntityTransfer.systemValue(
      of: entity, host: host, as: type, subject: description)
  }

  /// The app's live entity this one names, and the host serving it.
  private func live() async throws -> (IntentsHost, any AppEntity) {
    let (host, type) = try await app.identifier(of: typeName, kind: .entity)
    return (
      host, try await host.entity(type: type, identifier: identifier.instanceIdentifier).entity
    )
  }
}

extension AppEntityDefinition {
  /// The entity made from a file through the entity type's `Transferable` conformance — the
  /// import direction of `exported(as:)` with a content type, or a file of test data.
  /// Throws when the type does not import the file's content type, or is not `Transferable`.
  public func resolved(from file: IntentFile) async throws -> AnyAppEntity {
    let (host, type) = try await entityType()
    return try await read(
      EntityTransfer.entity(
        of: type, data: file.data, contentType: file.type, name: name, what: "the file"),
      host: host)
  }

  /// The entity made from a value of another `Transferable` type, such as an `IntentPerson`:
  /// through the entity type's importing `ValueRepresentation` of that type when it lists
  /// one, else the value exported in its first content type and imported as the entity type.
  public func resolved<T: IntentValueConvertible & Transferable>(
    from value: T
  ) async throws -> AnyAppEntity {
    let (host, type) = try await entityType()
    return try await read(
      EntityTransfer.entity(of: type, from: value, content: true, host: host, name: name),
      host: host)
  }

  /// The entity a system value, such as a `PlaceDescriptor`, stands for, through the entity
  /// type's importing `ValueRepresentation` of that type; throws when it lists none.
  public func resolved<T: _SystemIntentValue & IntentValueConvertible>(
    from value: T
  ) async throws -> AnyAppEntity {
    let (host, type) = try await entityType()
    return try await read(
      EntityTransfer.entity(of: type, from: value, content: false, host: host, name: name),
      host: host)
  }

  private func entityType() async throws -> (IntentsHost, any AppEntity.Type) {
    let (host, type) = try await app.identifier(of: name, kind: .entity)
    return (host, try host.entitySwiftType(type))
  }

  private func read(_ entity: any AppEntity, host: IntentsHost) async throws -> AnyAppEntity {
    try await AnyAppEntity.read(entity, app: app, host: host, depth: 0)
  }
}

extension AnyTransientAppEntity {
  /// The transient entity exported as the content type — its most preferred one when `nil` —
  /// through its type's `Transferable` conformance: made from its property values, then
  /// exported as the system shares it.
  public func exported(as contentType: UTType? = nil) async throws -> IntentFile {
    let (host, entity) = try await live()
    return try await EntityTransfer.file(of: entity, host: host, as: contentType, name: typeName)
  }

  /// The transient entity exported as a value of another `Transferable` type, through its
  /// type's `ValueRepresentation` of that type when it lists one, else through content.
  public func exported<T: IntentValueConvertible & Transferable>(
    as type: T.Type
  ) async throws -> T {
    let (host, entity) = try await live()
    return try await EntityTransfer.value(
      of: entity, host: host, as: type, subject: "A \(typeName)")
  }

  /// The transient entity exported as a system value, such as a `PlaceDescriptor`, through
  /// its type's `ValueRepresentation` of that type.
  public func exported<T: _SystemIntentValue & IntentValueConvertible>(
    as type: T.Type
  ) async throws -> T {
    let (host, entity) = try await live()
    return try await EntityTransfer.systemValue(
      of: entity, host: host, as: type, subject: "A \(typeName)")
  }

  /// The app's transient entity made from these property values, and the host.
  private func live() async throws -> (IntentsHost, any AppEntity) {
    let definition = TransientAppEntityDefinition(
      app: TestApp(entityType.bundleIdentifier ?? ""), name: typeName)
    let (host, type) = try await definition.transientType()
    guard case .record(_, let fields) = content else { return (host, type.init()) }
    return (
      host,
      try await host.transientEntity(type, fields: fields.mapValues(ParameterConversion.json))
    )
  }
}

extension TransientAppEntityDefinition {
  /// The transient entity made from a file through its type's `Transferable` conformance.
  public func resolved(from file: IntentFile) async throws -> AnyTransientAppEntity {
    let (host, type) = try await transientType()
    return try await read(
      EntityTransfer.entity(
        of: type, data: file.data, contentType: file.type, name: name, what: "the file"),
      host: host)
  }

  /// The transient entity made from a value of another `Transferable` type, through its type's
  /// importing `ValueRepresentation` of that type when it lists one, else through content.
  public func resolved<T: IntentValueConvertible & Transferable>(
    from value: T
  ) async throws -> AnyTransientAppEntity {
    let (host, type) = try await transientType()
    return try await read(
      EntityTransfer.entity(of: type, from: value, content: true, host: host, name: name),
      host: host)
  }

  /// The transient entity a system value, such as a `PlaceDescriptor`, stands for.
  public func resolved<T: _SystemIntentValue & IntentValueConvertible>(
    from value: T
  ) async throws -> AnyTransientAppEntity {
    let (host, type) = try await transientType()
    return try await read(
      EntityTransfer.entity(of: type, from: value, content: false, host: host, name: name),
      host: host)
  }

  /// The host, and the transient entity type of this definition's name.
  func transientType() async throws -> (IntentsHost, any TransientAppEntity.Type) {
    let host = try await app.host()
    _ = try host.definition(named: name, kind: .transientEntity)
    guard let type = host.transientEntityTypes[name] else {
      throw IntentsError(IntentsError.unknownType, "There is no transient entity \(name).")
    }
    return (host, type)
  }

  private func read(
    _ entity: any AppEntity, host: IntentsHost
  ) async throws
    -> AnyTransientAppEntity
  {
    guard
      case .transient(let transient) = try await TestValue.returned(entity, app: app, host: host)
    else { throw IntentsError(IntentsError.invalidValue, "\(name) made no transient entity.") }
    return transient
  }
}
