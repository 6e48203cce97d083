package import Foundation

/// A type's representations resolved once, to export many items of the type without resolving
/// its `transferRepresentation` again for each: what the OpenIntents system keeps per entity
/// type.
///
/// It chooses a representation exactly as ``Transferable/exported(as:)`` does, and also says
/// which content type was chosen and which file name the representation suggests.
package struct TransferExporter<Item: Transferable>: Sendable {
  /// The representations, flattened, in preference order.
  package let entries: [TransferEntry<Item>]

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

  /// The content type of each representation, in preference order: what the `entry` index
  /// that ``export(_:through:maximumFileBytes:)`` answers with stands for.
  package var entryContentTypes: [UTType] { entries.map(\.contentType) }

  /// The representations a request for `contentType` (any, when `nil`) at `visibility` may go
  /// through, most preferred first, by index: those that export, are visible and whose content
  /// type conforms. They do not depend on the item, so they can be worked out once per request
  /// and used for many items.
  package func candidates(
    for contentType: UTType?, visibility: TransferRepresentationVisibility = .all
  ) -> [Int] {
    entries.indices.filter { index in
      let entry = entries[index]
      return entry.exporting != nil && entry.visibility.isVisible(to: visibility)
        && (contentType.map(entry.contentType.conforms(to:)) ?? true)
    }
  }

  /// Exports the item through the first of the `candidates` whose exporting condition accepts
  /// it: the data, the representation's index, and the file name it suggests; `nil` when none
  /// does. A file is read as ``export(_:as:visibility:maximumFileBytes:)`` reads it.
  package func export(
    _ item: Item, through candidates: [Int], maximumFileBytes: Int = .max
  ) async throws -> (data: Data, entry: Int, suggestedFileName: String?)? {
    for index in candidates {
      guard entries[index].canExport(item), let content = try await entries[index].export(item)
      else { continue }
      let name = content.suggestedFileName ?? entries[index].suggestedFileName?(item)
      let bytes = try content.payload.bytes(maximumFileBytes: maximumFileBytes)
      return (bytes.data, index, name ?? bytes.fileName)
    }
    return nil
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
    let chosen = candidates(for: contentType, visibility: visibility)
    if let exported = try await export(item, through: chosen, maximumFileBytes: maximumFileBytes) {
      return (exported.data, entries[exported.entry].contentType, exported.suggestedFileName)
    }
    throw TransferError.noRepresentation(
      for: contentType, of: Item.self, operation: .exporting,
      available: contentTypes(of: item, visibility: visibility))
  }
}
