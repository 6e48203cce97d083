import Foundation

/// One flattened representation of an item: a content type and how to export and import it.
///
/// Resolving a ``Transferable`` type's representation tree gives its entries in preference
/// order; every convenience on `Transferable` chooses among them.
struct TransferEntry<Item: Transferable>: Sendable {
  /// The content type of the exported or imported content.
  let contentType: UTType
  /// Who may see the content in transit.
  var visibility: TransferRepresentationVisibility = .all
  /// Whether a given item may be exported this way; `nil` means always.
  var exportCondition: (@Sendable (Item) -> Bool)?
  /// The file name to suggest for an item, when known without exporting it.
  var suggestedFileName: (@Sendable (Item) -> String?)?
  /// Exports an item; returns `nil` when a condition found only during export refuses it.
  var exporter: (@Sendable (Item) async throws -> ExportedContent?)?
  /// Imports an item from data or a file.
  var importer: (@Sendable (ImportSource) async throws -> Item)?

  /// Whether `item` may be exported through this entry.
  func canExport(_ item: Item) -> Bool {
    exporter != nil && (exportCondition?(item) ?? true)
  }
}
