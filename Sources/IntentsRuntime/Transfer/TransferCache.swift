import AppIntents
import CoreTransferable
import Foundation
import Synchronization

/// Exports entities of one `Transferable` type through its representations, resolved once.
///
/// The class is not generic: what depends on the entity type is captured in closures made once,
/// when the transfer is made. Code generic over a type known only at run time copies values
/// through their type's metadata and looks generic types up at each step, so an export through
/// generic layers costs several times the text it builds; here one function per export is
/// generic — it opens the entity as its own type and calls the representation's closures.
final class EntityTransfer: Sendable {
  /// One representation's export of an entity of the type, finished — its bytes (a file read
  /// only when it has at most the bytes given), content and MIME type and suggested file name —
  /// or `nil` when its exporting condition refuses the entity or it finds no content.
  typealias Export = @Sendable (any AppEntity, Int) async throws -> TransferredContent?

  /// The entity type.
  private let entityType: ObjectIdentifier
  /// Each representation's export, by index; `nil` for those that only import.
  private let exports: [Export?]
  /// The representations a request for any type (`nil`) and for each representation's own
  /// content type may go through (see `TransferExporter.candidates(for:)`): the requests
  /// clients make most, found by a short scan of identifiers without a lock or a copy of a
  /// content type.
  private let known: [(identifier: String?, candidates: [Int])]
  /// The representations other content types asked for may go through, worked out once per
  /// content type, not per entity.
  private let routes = Mutex<[UTType?: [Int]]>([:])
  /// At most this many content types keep their candidates: clients name types freely.
  private static var remembered: Int { 64 }
  /// The representations a content type asked for may go through, worked out anew.
  private let candidatesFor: @Sendable (UTType?) -> [Int]
  /// The content types an entity can be exported as (empty for another type's entity).
  private let contentTypesOf: @Sendable (any AppEntity) -> [UTType]
  /// The export of an entity no representation took: the exporter's own, which throws the
  /// error saying which content types the entity has (or another type's entity).
  private let fallback: @Sendable (any AppEntity, UTType?, Int) async throws -> TransferredContent

  init<Item: Transferable>(_ type: Item.Type) {
    let exporter = TransferExporter<Item>()
    entityType = ObjectIdentifier(type)
    let contentTypes = exporter.entryContentTypes
    exports = exporter.entries.map { entry in
      let (condition, fileName) = (entry.exportCondition, entry.suggestedFileName)
      let (contentType, mimeType) = (entry.contentType, entry.contentType.preferredMIMEType)
      // Whether the entity is an `Item` its representation's condition accepts, and the file
      // name the representation suggests for it.
      @Sendable func accepts<Entity: AppEntity>(_ entity: Entity) -> Bool {
        Entity.self == Item.self && (Self.retyped(condition, for: entity)?(entity) ?? true)
      }
      @Sendable func name<Entity: AppEntity>(_ entity: Entity) -> String? {
        Self.retyped(fileName, for: entity)?(entity) ?? nil
      }
      switch entry.exporting {
      case .data(let data)?:
        // The representation's own closure, called as it is: one asynchronous call less.
        @inline(__always) @Sendable func run<Entity: AppEntity>(
          _ entity: Entity
        ) async throws -> TransferredContent? {
          guard accepts(entity), let export = Self.retyped(data, for: entity) else { return nil }
          return Self.content(try await export(entity), contentType, mimeType, name(entity))
        }
        return { entity, _ in try await run(entity) }
      case .content(let content)?:
        @inline(__always) @Sendable func run<Entity: AppEntity>(
          _ entity: Entity, _ maximumBytes: Int
        ) async throws -> TransferredContent? {
          guard accepts(entity), let export = Self.retyped(content, for: entity),
            let made = try await export(entity)
          else { return nil }
          let bytes = try made.payload.bytes(maximumFileBytes: maximumBytes)
          return Self.content(
            bytes.data, contentType, mimeType,
            made.suggestedFileName ?? name(entity) ?? bytes.fileName)
        }
        return { entity, maximumBytes in try await run(entity, maximumBytes) }
      case nil: return nil
      }
    }
    var known: [(identifier: String?, candidates: [Int])] = [(nil, exporter.candidates(for: nil))]
    for contentType in contentTypes
    where !known.contains(where: { $0.identifier == contentType.identifier }) {
      known.append((contentType.identifier, exporter.candidates(for: contentType)))
    }
    self.known = known
    candidatesFor = { exporter.candidates(for: $0) }
    contentTypesOf = { entity in (entity as? Item).map { exporter.contentTypes(of: $0) } ?? [] }
    fallback = { entity, contentType, maximumBytes in
      guard let item = entity as? Item else {
        throw IntentsError(
          IntentsError.invalidRequest, "\(Swift.type(of: entity)) is not \(Item.self).")
      }
      let exported = try await exporter.export(
        item, as: contentType, maximumFileBytes: maximumBytes)
      return Self.content(
        exported.data, exported.contentType, exported.contentType.preferredMIMEType,
        exported.suggestedFileName)
    }
  }

  /// A closure taking an `Item`, as one taking the entity's own type when that type is `Item`
  /// (`nil` otherwise): the entity, opened from its existential, is then passed as it is.
  /// Casting the entity instead copies it through the dynamic-cast machinery, retaining each
  /// of its properties; the closure's cast compares two function types and copies a reference.
  private static func retyped<Item, Entity, Result>(
    _ body: (@Sendable (Item) -> Result)?, for entity: Entity
  ) -> (@Sendable (Entity) -> Result)? {
    guard let body, Entity.self == Item.self else { return nil }
    return body as? @Sendable (Entity) -> Result
  }

  private static func retyped<Item, Entity, Result>(
    _ body: @escaping @Sendable (Item) async throws -> Result, for entity: Entity
  ) -> (@Sendable (Entity) async throws -> Result)? {
    guard Entity.self == Item.self else { return nil }
    return body as? @Sendable (Entity) async throws -> Result
  }

  func contentTypes(of entity: any AppEntity) -> [UTType] { contentTypesOf(entity) }

  /// Exports the entity through the first representation that fits `contentType` (any, when
  /// `nil`) and accepts it; a file is read only when it has at most `maximumBytes`.
  @inline(__always)  // into `IntentsHost.export`: one asynchronous call less per export
  func export(
    _ entity: any AppEntity, as contentType: UTType?, maximumBytes: Int
  ) async throws -> TransferredContent {
    guard ObjectIdentifier(Swift.type(of: entity)) == entityType else {
      return try await fallback(entity, contentType, maximumBytes)
    }
    for index in candidates(for: contentType) {
      guard let export = exports[index], let exported = try await export(entity, maximumBytes)
      else { continue }
      return exported
    }
    // No representation took it: the exporter says which types the entity has.
    return try await fallback(entity, contentType, maximumBytes)
  }

  /// The content exported: a representation with a MIME type is that type; an abstract one
  /// (`public.image`) is whatever its bytes are.
  private static func content(
    _ data: Data, _ contentType: UTType, _ mimeType: String?, _ fileName: String?
  ) -> TransferredContent {
    if let mimeType {
      return TransferredContent(
        data: data, contentType: contentType, mimeType: mimeType, suggestedFilename: fileName)
    }
    let concrete = IntentsHost.concreteType(contentType, of: data)
    return TransferredContent(
      data: data, contentType: concrete, mimeType: ContentNegotiation.mimeType(of: concrete),
      suggestedFilename: fileName)
  }

  private func candidates(for contentType: UTType?) -> [Int] {
    let identifier = contentType?.identifier
    for index in known.indices where known[index].identifier == identifier {
      return known[index].candidates
    }
    if let known = routes.withLock({ $0[contentType] }) { return known }
    let found = candidatesFor(contentType)
    routes.withLock { if $0.count < Self.remembered { $0[contentType] = found } }
    return found
  }
}

/// The transfer of each entity type: those of the served types made with the host, read
/// without a lock; any other type's made the first time one of its entities is exported.
/// `nil` for types that are not `Transferable`.
final class TransferCache: Sendable {
  /// The served types' transfers, found by a scan: an app serves a few dozen types at most, and
  /// comparing that many identifiers costs less than hashing one.
  private let prepared: [(type: ObjectIdentifier, transfer: EntityTransfer?)]
  private let others = Mutex<[ObjectIdentifier: EntityTransfer?]>([:])

  /// Resolves the representations of each of the types.
  init(preparing types: [any AppEntity.Type] = []) {
    var prepared: [(type: ObjectIdentifier, transfer: EntityTransfer?)] = []
    for type in types where !prepared.contains(where: { $0.type == ObjectIdentifier(type) }) {
      prepared.append((ObjectIdentifier(type), Self.make(type)))
    }
    self.prepared = prepared
  }

  func transfer(for type: any AppEntity.Type) -> EntityTransfer? {
    let key = ObjectIdentifier(type)
    for entry in prepared where entry.type == key { return entry.transfer }
    if let known = others.withLock({ $0[key] }) { return known }
    let made = Self.make(type)
    others.withLock { $0[key] = made }
    return made
  }

  private static func make(_ type: any AppEntity.Type) -> EntityTransfer? {
    (type as? any Transferable.Type).map { EntityTransfer($0) }
  }
}
