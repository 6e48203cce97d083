package import Foundation

/// A type's representations resolved once, to export many items of the type without resolving
/// its `transferRepresentation` again for each: what the OpenIntents system keeps per entity
/// type.
///
/// It chooses a representation exactly as ``Transferable/exported(as:)`` does, and also says
/// which content type was chosen and which file name the representation suggests.
package struct TransferExporter<Item: Transferable>: Sendable {
  private let entries: [TransferEntry<Item>]

  /// Resolves `Item`'s representations.
  package init() {
    entries = Item.transferEntries
  }

  /// The content types an item can be exported as to a receiver at `visibility`, most
  /// preferred first, each once.
  package func contentTypes(
    of item: Item, visibility: TransferRepresentationVisibility = .all
  ) -> [UTType] {
    var seen: Set<UTType> = []
    return entries.filter { $0.canExport(item) && $0.visibility.isVisible(to: visibility) }
      .map(\.contentType).filter { seen.insert($0).inserted }
  }

  /// Exports the item as data of the first representation whose content type conforms to
  /// `contentType` (any, when `nil`) and is visible at `visibility`: the data, the
  /// representation's content type, and the file name it suggests.
  ///
  /// A file representation's file is read only when it has at most `maximumFileBytes`;
  /// otherwise this throws `CocoaError(.fileReadTooLarge)`.
  package func export(
    _ item: Item, as contentType: UTType?, visibility: TransferRepresentationVisibility = .all,
    maximumFileBytes: Int = .max
  ) async throws -> (data: Data, contentType: UTType, suggestedFileName: String?) {
    for entry in entries where entry.canExport(item) && entry.visibility.isVisible(to: visibility) {
      guard let exporter = entry.exporter,
        contentType.map(entry.contentType.conforms(to:)) ?? true
      else { continue }
      guard let content = try await exporter(item) else { continue }
      let name = content.suggestedFileName ?? entry.suggestedFileName?(item)
      switch content.payload {
      case .data(let data): return (data, entry.contentType, name)
      case .file(let sent):
        let size = try FileManager.default.attributesOfItem(atPath: sent.file.path)[.size] as? Int
        if let size, size > maximumFileBytes {
          throw CocoaError(.fileReadTooLarge, userInfo: [NSFilePathErrorKey: sent.file.path])
        }
        let data = try Data(contentsOf: sent.file)
        return (data, entry.contentType, name ?? sent.file.lastPathComponent)
      }
    }
    throw TransferError.noRepresentation(
      for: contentType, of: Item.self, operation: .exporting,
      available: contentTypes(of: item, visibility: visibility))
  }
}
