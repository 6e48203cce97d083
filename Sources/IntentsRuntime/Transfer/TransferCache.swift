import AppIntents
import CoreTransferable
import Foundation
import Synchronization

/// Exports entities of one `Transferable` type through its representations, resolved once.
protocol EntityTransfer: Sendable {
  func contentTypes(of entity: any AppEntity) -> [UTType]
  func export(
    _ entity: any AppEntity, as contentType: UTType?, maximumBytes: Int
  ) async throws
    -> (data: Data, contentType: UTType, suggestedFileName: String?)
}

struct TypedTransfer<Item: Transferable>: EntityTransfer {
  let exporter = TransferExporter<Item>()

  func contentTypes(of entity: any AppEntity) -> [UTType] {
    guard let item = entity as? Item else { return [] }
    return exporter.contentTypes(of: item)
  }

  func export(
    _ entity: any AppEntity, as contentType: UTType?, maximumBytes: Int
  ) async throws
    -> (data: Data, contentType: UTType, suggestedFileName: String?)
  {
    guard let item = entity as? Item else {
      throw IntentsError(IntentsError.invalidRequest, "\(type(of: entity)) is not \(Item.self).")
    }
    return try await exporter.export(item, as: contentType, maximumFileBytes: maximumBytes)
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
