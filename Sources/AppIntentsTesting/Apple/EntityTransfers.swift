import Foundation

extension AnyAppEntity {
  /// The entity exported as the content type — its most preferred one when `nil` — through
  /// its type's `Transferable` conformance, as the system shares it: the file a receiver gets.
  /// Throws when the entity type exports no such content, or is not `Transferable`.
  public func exported(as contentType: UTType? = nil) async throws -> IntentFile {
    let (host, entity) = try await live()
    let content = try await host.export(entity, as: contentType)
    let filename =
      content.suggestedFilename
      ?? identifier.instanceIdentifier
      + (content.contentType.preferredFilenameExtension.map { "." + $0 } ?? "")
    return IntentFile(data: content.data, filename: filename, type: content.contentType)
  }

  /// The entity exported as a value of another `Transferable` type, such as an `IntentPerson`:
  /// through the entity type's `ValueRepresentation` of that type when it lists one, else
  /// exported in the first content type both share and imported as a `T`. Throws when there
  /// is neither.
  public func exported<T: IntentValueConvertible & Transferable>(
    as type: T.Type
  ) async throws -> T {
    let (host, entity) = try await live()
    if let value = try await host.systemValue(of: entity.entity, as: T.self) as? T {
      return value
    }
    let offered = host.contentTypes(of: entity)
    let accepted = T.importedContentTypes()
    guard let shared = offered.first(where: { type in accepted.contains { type.conforms(to: $0) } })
    else {
      throw IntentsError(
        IntentsError.unsupportedContentType,
        "\(description) cannot be exported as a \(T.self): it exports "
          + "\(offered.map(\.identifier).joined(separator: ", ")), and a \(T.self) imports "
          + "\(accepted.map(\.identifier).joined(separator: ", ")).",
        allowed: offered.map(\.identifier))
    }
    let content = try await host.export(entity, as: shared)
    return try await T(importing: content.data, contentType: content.contentType)
  }

  /// The entity exported as a system value, such as a `PlaceDescriptor`, through its type's
  /// `ValueRepresentation` of that type; throws when it lists none.
  public func exported<T: _SystemIntentValue & IntentValueConvertible>(
    as type: T.Type
  ) async throws -> T {
    let (host, entity) = try await live()
    guard let value = try await host.systemValue(of: entity.entity, as: T.self) as? T else {
      throw IntentsError(
        IntentsError.unsupportedContentType,
        "\(description) cannot be exported as a \(T.self): its type lists no "
          + "ValueRepresentation of one.")
    }
    return value
  }

  /// The app's live entity this one names, and the host serving it.
  private func live() async throws -> (IntentsHost, EntityValue) {
    let (host, type) = try await app.identifier(of: typeName, kind: .entity)
    return (host, try await host.entity(type: type, identifier: identifier.instanceIdentifier))
  }
}

extension AppEntityDefinition {
  /// The entity made from a file through the entity type's `Transferable` conformance — the
  /// import direction of `exported(as:)` with a content type, or a file of test data.
  /// Throws when the type does not import the file's content type, or is not `Transferable`.
  public func resolved(from file: IntentFile) async throws -> AnyAppEntity {
    try await resolved(data: file.data, contentType: file.type, what: "the file")
  }

  /// The entity made from a value of another `Transferable` type, such as an `IntentPerson`:
  /// through the entity type's importing `ValueRepresentation` of that type when it lists
  /// one, else the value exported in its first content type and imported as the entity type.
  public func resolved<T: IntentValueConvertible & Transferable>(
    from value: T
  ) async throws -> AnyAppEntity {
    let (host, type) = try await app.identifier(of: name, kind: .entity)
    if let entity = try await host.entity(type: type, fromSystemValue: value) {
      return try await AnyAppEntity.read(entity, app: app, host: host, depth: 0)
    }
    let entityType = try host.entitySwiftType(type)
    let accepted = (entityType as? any Transferable.Type)?.importedContentTypes() ?? []
    let contentType = T.exportedContentTypes().first { type in
      accepted.contains { type.conforms(to: $0) }
    }
    let data = try await value.exported(as: contentType)
    return try await resolved(data: data, contentType: contentType, what: "the \(T.self)")
  }

  /// The entity a system value, such as a `PlaceDescriptor`, stands for, through the entity
  /// type's importing `ValueRepresentation` of that type; throws when it lists none.
  public func resolved<T: _SystemIntentValue & IntentValueConvertible>(
    from value: T
  ) async throws -> AnyAppEntity {
    let (host, type) = try await app.identifier(of: name, kind: .entity)
    guard let entity = try await host.entity(type: type, fromSystemValue: value) else {
      throw IntentsError(
        IntentsError.unsupportedContentType,
        "\(name) cannot be made from a \(T.self): it lists no ValueRepresentation importing one.")
    }
    return try await AnyAppEntity.read(entity, app: app, host: host, depth: 0)
  }

  private func resolved(
    data: Data, contentType: UTType?, what: String
  ) async throws -> AnyAppEntity {
    let (host, type) = try await app.identifier(of: name, kind: .entity)
    guard let transferable = try host.entitySwiftType(type) as? any Transferable.Type else {
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
    return try await AnyAppEntity.read(entity, app: app, host: host, depth: 0)
  }
}

extension AnyTransientAppEntity {
  /// The transient entity exported as the content type — its most preferred one when `nil` —
  /// through its type's `Transferable` conformance: made from its property values, then
  /// exported as the system shares it.
  public func exported(as contentType: UTType? = nil) async throws -> IntentFile {
    let (host, entity) = try await live()
    let content = try await host.export(anyEntity: entity, as: contentType)
    let filename =
      content.suggestedFilename
      ?? typeName + (content.contentType.preferredFilenameExtension.map { "." + $0 } ?? "")
    return IntentFile(data: content.data, filename: filename, type: content.contentType)
  }

  /// The transient entity exported as a value of another `Transferable` type, through its
  /// type's `ValueRepresentation` of that type when it lists one, else through content.
  public func exported<T: IntentValueConvertible & Transferable>(
    as type: T.Type
  ) async throws -> T {
    let (host, entity) = try await live()
    if let value = try await host.systemValue(of: entity, as: T.self) as? T { return value }
    let accepted = T.importedContentTypes()
    let offered = Swift.type(of: entity as any AppEntity) as? any Transferable.Type
    let shared = offered?.exportedContentTypes().first { type in
      accepted.contains { type.conforms(to: $0) }
    }
    guard let shared else {
      throw IntentsError(
        IntentsError.unsupportedContentType, "A \(typeName) cannot be exported as a \(T.self).")
    }
    let content = try await host.export(anyEntity: entity, as: shared)
    return try await T(importing: content.data, contentType: content.contentType)
  }

  /// The transient entity exported as a system value, such as a `PlaceDescriptor`, through
  /// its type's `ValueRepresentation` of that type.
  public func exported<T: _SystemIntentValue & IntentValueConvertible>(
    as type: T.Type
  ) async throws -> T {
    let (host, entity) = try await live()
    guard let value = try await host.systemValue(of: entity, as: T.self) as? T else {
      throw IntentsError(
        IntentsError.unsupportedContentType,
        "A \(typeName) cannot be exported as a \(T.self): its type lists no ValueRepresentation "
          + "of one.")
    }
    return value
  }

  /// The app's transient entity made from these property values, and the host.
  private func live() async throws -> (IntentsHost, any TransientAppEntity) {
    let app = TestApp(entityType.bundleIdentifier ?? "")
    let host = try await app.host()
    guard let type = host.transientEntityTypes[typeName] else {
      _ = try host.definition(named: typeName, kind: .transientEntity)
      throw IntentsError(IntentsError.unknownType, "There is no transient entity \(typeName).")
    }
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
    try await resolved(data: file.data, contentType: file.type)
  }

  /// The transient entity made from a value of another `Transferable` type, through its type's
  /// importing `ValueRepresentation` of that type when it lists one, else through content.
  public func resolved<T: IntentValueConvertible & Transferable>(
    from value: T
  ) async throws -> AnyTransientAppEntity {
    let (host, type) = try await transientType()
    if let entity = try await host.entity(of: type, fromSystemValue: value) {
      return try await read(entity, host: host)
    }
    let accepted = (type as? any Transferable.Type)?.importedContentTypes() ?? []
    let contentType = T.exportedContentTypes().first { type in
      accepted.contains { type.conforms(to: $0) }
    }
    return try await resolved(
      data: try await value.exported(as: contentType), contentType: contentType)
  }

  /// The transient entity a system value, such as a `PlaceDescriptor`, stands for.
  public func resolved<T: _SystemIntentValue & IntentValueConvertible>(
    from value: T
  ) async throws -> AnyTransientAppEntity {
    let (host, type) = try await transientType()
    guard let entity = try await host.entity(of: type, fromSystemValue: value) else {
      throw IntentsError(
        IntentsError.unsupportedContentType,
        "\(name) cannot be made from a \(T.self): it lists no ValueRepresentation importing one.")
    }
    return try await read(entity, host: host)
  }

  private func transientType() async throws -> (IntentsHost, any TransientAppEntity.Type) {
    let host = try await app.host()
    _ = try host.definition(named: name, kind: .transientEntity)
    guard let type = host.transientEntityTypes[name] else {
      throw IntentsError(IntentsError.unknownType, "There is no transient entity \(name).")
    }
    return (host, type)
  }

  private func resolved(data: Data, contentType: UTType?) async throws -> AnyTransientAppEntity {
    let (host, type) = try await transientType()
    guard let transferable = type as? any Transferable.Type else {
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
    } catch {
      throw IntentsError(
        IntentsError.transferFailed,
        "\(name) could not be made from the content: \(String(describing: error))")
    }
    guard let entity = made as? any TransientAppEntity else {
      throw IntentsError(IntentsError.invalidValue, "\(name) imported the content as no entity.")
    }
    return try await read(entity, host: host)
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
