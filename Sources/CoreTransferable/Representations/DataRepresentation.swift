public import Foundation

/// A representation for items that convert themselves to and from binary data.
///
/// ```swift
/// extension ImageLayer: Transferable {
///   static var transferRepresentation: some TransferRepresentation {
///     DataRepresentation(contentType: .layer) { layer in
///       layer.data()
///     } importing: { data in
///       try ImageLayer(data: data)
///     }
///     DataRepresentation(exportedContentType: .png) { layer in layer.pngData() }
///   }
/// }
/// ```
///
/// Exporting it to a file writes the data; importing it from a file reads the file.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
  /// A primitive representation has no body.
  public typealias Body = Never

  let contentType: UTType
  let exporting: (@Sendable (Item) async throws -> Data)?
  let importing: (@Sendable (Data) async throws -> Item)?

  /// Creates a representation that exports and imports an item as data of `contentType`.
  public init(
    contentType: UTType,
    exporting: @escaping @Sendable (Item) async throws -> Data,
    importing: @escaping @Sendable (Data) async throws -> Item
  ) {
    self.contentType = contentType
    self.exporting = exporting
    self.importing = importing
  }

  /// Creates a representation that only exports an item as data of `exportedContentType`.
  public init(
    exportedContentType: UTType,
    exporting: @escaping @Sendable (Item) async throws -> Data
  ) {
    self.contentType = exportedContentType
    self.exporting = exporting
    self.importing = nil
  }

  /// Creates a representation that only imports an item from data of `importedContentType`.
  public init(
    importedContentType: UTType,
    importing: @escaping @Sendable (Data) async throws -> Item
  ) {
    self.contentType = importedContentType
    self.exporting = nil
    self.importing = importing
  }
}

extension DataRepresentation: PrimitiveTransferRepresentation {
  func transferEntries(in resolution: inout TransferResolution) -> [TransferEntry<Item>] {
    var entry = TransferEntry<Item>(contentType: contentType)
    if let exporting {
      entry.exporting = .data(exporting)
    }
    if let importing {
      entry.importer = { source in try await importing(try source.data()) }
    }
    return [entry]
  }
}
