package import Foundation

/// One flattened representation of an item: a content type and how to export and import it.
///
/// Resolving a ``Transferable`` type's representation tree gives its entries in preference
/// order; every convenience on `Transferable` chooses among them.
package struct TransferEntry<Item: Transferable>: Sendable {
  /// The content type of the exported or imported content.
  package let contentType: UTType
  /// Who may see the content in transit.
  var visibility: TransferRepresentationVisibility = .all
  /// Whether a given item may be exported this way; `nil` means always.
  package var exportCondition: (@Sendable (Item) -> Bool)?
  /// The file name to suggest for an item, when known without exporting it.
  package var suggestedFileName: (@Sendable (Item) -> String?)?
  /// How an item is exported, when it is.
  package var exporting: Exporting?
  /// Exports an item; returns `nil` when a condition found only during export refuses it.
  /// Setting it replaces the representation's own data closure (a modifier wrapping it).
  package var exporter: (@Sendable (Item) async throws -> ExportedContent?)? {
    get {
      switch exporting {
      case .data?: return { try await export($0) }
      case .content(let export)?: return export
      case nil: return nil
      }
    }
    set { exporting = newValue.map(Exporting.content) }
  }
  /// Imports an item from data or a file.
  var importer: (@Sendable (ImportSource) async throws -> Item)?

  /// Exports the item: what ``exporter`` does, without making a closure for a data
  /// representation's own.
  package func export(_ item: Item) async throws -> ExportedContent? {
    switch exporting {
    case .data(let export)?: return ExportedContent(payload: .data(try await export(item)))
    case .content(let export)?: return try await export(item)
    case nil: return nil
    }
  }

  /// Whether `item` may be exported through this entry.
  package func canExport(_ item: Item) -> Bool {
    exporting != nil && (exportCondition?(item) ?? true)
  }

  /// How an item is exported: by the data closure a representation was given, called as it is
  /// (one call less for each export), or by a closure a modifier may have wrapped.
  package enum Exporting: Sendable {
    case data(@Sendable (Item) async throws -> Data)
    case content(@Sendable (Item) async throws -> ExportedContent?)
  }
}
