extension Transferable {
  /// The content types this type can export to a receiver at `visibility`, most preferred
  /// first and without duplicates.
  ///
  /// `.all` (the default) lists what every app may receive; `.ownProcess` lists everything,
  /// including representations limited with `visibility(_:)`. Exporting conditions aren't
  /// applied: see ``exportedContentTypes(_:)`` for a given item.
  public static func exportedContentTypes(
    visibility: TransferRepresentationVisibility = .all
  ) -> [UTType] {
    uniqueTypes(
      transferEntries.filter { $0.exporting != nil && $0.visibility.isVisible(to: visibility) })
  }

  /// The content types this item can export to a receiver at `visibility`, leaving out
  /// representations whose exporting condition rejects it.
  public func exportedContentTypes(
    _ visibility: TransferRepresentationVisibility = .all
  ) -> [UTType] {
    Self.uniqueTypes(
      Self.transferEntries.filter { $0.canExport(self) && $0.visibility.isVisible(to: visibility) })
  }

  /// The content types this type can import, most preferred first and without duplicates.
  public static func importedContentTypes() -> [UTType] {
    uniqueTypes(transferEntries.filter { $0.importer != nil })
  }

  /// The content types this item's type can import, most preferred first.
  public func importedContentTypes() -> [UTType] {
    Self.importedContentTypes()
  }

  /// The entries' content types in order, each once.
  private static func uniqueTypes(_ entries: [TransferEntry<Self>]) -> [UTType] {
    var seen: Set<UTType> = []
    return entries.map(\.contentType).filter { seen.insert($0).inserted }
  }
}
