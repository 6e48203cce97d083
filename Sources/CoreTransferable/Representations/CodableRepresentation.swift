public import Foundation

/// A representation for `Codable` items, encoded as JSON unless you supply other coders.
///
/// ```swift
/// struct Todo: Codable, Transferable {
///   var text: String
///   static var transferRepresentation: some TransferRepresentation {
///     CodableRepresentation(contentType: .todo)
///   }
/// }
///
/// extension UTType {
///   static var todo: UTType { UTType(exportedAs: "com.example.todo") }
/// }
/// ```
@preconcurrency
public struct CodableRepresentation<Item, Encoder, Decoder>: TransferRepresentation
where
  Item: Transferable & Decodable & Encodable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder,
  Encoder.Output == Data, Decoder.Input == Data
{
  /// A primitive representation has no body.
  public typealias Body = Never

  let contentType: UTType
  let coders: any DataCoding

  /// Creates a representation that encodes and decodes items of `itemType` as `contentType`
  /// with the coders you supply.
  public init(
    for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder
  ) {
    self.contentType = contentType
    self.coders = SerializedCoders(encoder: encoder, decoder: decoder)
  }
}

extension CodableRepresentation where Encoder == JSONEncoder, Decoder == JSONDecoder {
  /// Creates a representation that encodes and decodes items of `itemType` as JSON content of
  /// `contentType`.
  public init(for itemType: Item.Type = Item.self, contentType: UTType) {
    self.init(
      for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
  }
}

extension CodableRepresentation: PrimitiveTransferRepresentation {
  func transferEntries(in resolution: inout TransferResolution) -> [TransferEntry<Item>] {
    let coders = coders
    var entry = TransferEntry<Item>(contentType: contentType)
    entry.exporter = { item in ExportedContent(payload: .data(try coders.encode(item))) }
    entry.importer = { source in try coders.decode(Item.self, from: try source.data()) }
    return [entry]
  }
}
