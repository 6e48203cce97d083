import AppIntents
import CoreTransferable
import Foundation
import Synchronization

/// Exports entities of one `Transferable` type through its representations, resolved once.
protocol EntityTransfer: Sendable {
  func contentTypes(of entity: any AppEntity) -> [UTType]
  func export(
    _ entity: any AppEntity, as contentType: UTType?, maximumBytes: Int
  ) async throws -> ExportedEntity
}

/// What an export gave: the data, the representation's content type and its MIME type, and
/// the file name it suggests.
struct ExportedEntity {
  var data: Data
  var contentType: UTType
  var mimeType: String?
  var suggestedFileName: String?
}

final class TypedTransfer<Item: Transferable>: EntityTransfer {
  let exporter: TransferExporter<Item>
  /// Each representation's content type and MIME type, by index.
  private let types: [(contentType: UTType, mimeType: String?)]
  /// The representations each content type asked for may go through (see
  /// `TransferExporter.candidates(for:)`), worked out once per content type, not per entity.
  private let routes = Mutex<[UTType?: [Int]]>([:])
  /// At most this many content types keep their candidates: clients name types freely.
  private static var remembered: Int { 64 }

  init() {
    let exporter = TransferExporter<Item>()
    self.exporter = exporter
    types = exporter.entryContentTypes.map { ($0, $0.preferredMIMEType) }
  }

  func contentTypes(of entity: any AppEntity) -> [UTType] {
    guard let item = entity as? Item else { return [] }
    return exporter.contentTypes(of: item)
  }

  func export(
    _ entity: any AppEntity, as contentType: UTType?, maximumBytes: Int
  ) async throws -> ExportedEntity {
    guard let item = entity as? Item else {
      throw IntentsError(IntentsError.invalidRequest, "\(type(of: entity)) is not \(Item.self).")
    }
    guard
      let exported = try await exporter.export(
        item, through: candidates(for: contentType), maximumFileBytes: maximumBytes)
    else {
      // No representation fits: the exporter says which types the item has.
      let exported = try await exporter.export(
        item, as: contentType, maximumFileBytes: maximumBytes)
      return ExportedEntity(
        data: exported.data, contentType: exported.contentType,
        mimeType: exported.contentType.preferredMIMEType,
        suggestedFileName: exported.suggestedFileName)
    }
    let chosen = types[exported.entry]
    return ExportedEntity(
      data: exported.data, contentType: chosen.contentType, mimeType: chosen.mimeType,
      suggestedFileName: exported.suggestedFileName)
  }

  private func candidates(for contentType: UTType?) -> [Int] {
    if let known = routes.withLock({ $0[contentType] }) { return known }
    let found = exporter.candidates(for: contentType)
    routes.withLock { if $0.count < Self.remembered { $0[contentType] = found } }
    return found
  }
}

/// The transfer of each entity type, made the first time one of its entities is exported;
/// `nil` for types that are not `Transferable`.
final class TransferCache: Sendable {
  private let transfers = Mutex<[ObjectIdentifier: (any EntityTransfer)?]>([:])

  func transfer(for type: any AppEntity.Type) -> (any EntityTransfer)? {
    let key = ObjectIdentifier(type)
    if let known = transfers.withLock({ $0[key] }) { return known }
    let made = (type as? any Transferable.Type).map { Self.make($0) }
    transfers.withLock { $0[key] = made }
    return made
  }

  private static func make<Item: Transferable>(_ type: Item.Type) -> any EntityTransfer {
    TypedTransfer<Item>()
  }
}
