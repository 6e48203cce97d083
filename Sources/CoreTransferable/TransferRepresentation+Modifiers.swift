extension TransferRepresentation {
  /// Exports items only when `condition` holds; other items fall through to the next
  /// representation.
  ///
  /// ```swift
  /// DataRepresentation(contentType: .commaSeparatedText) { $0.csvData() } importing: {
  ///   Archive(csvData: $0)
  /// }
  /// .exportingCondition { archive in archive.supportsCSV }
  /// ```
  ///
  /// Keep the condition fast: it runs whenever exportable types are listed.
  public func exportingCondition(
    _ condition: @escaping @Sendable (Item) -> Bool
  ) -> _ConditionalTransferRepresentation<Self> {
    _ConditionalTransferRepresentation(base: self, condition: condition)
  }

  /// Limits which apps and processes can see this representation's content.
  ///
  /// Visibility only narrows: an inner `.ownProcess` stays `.ownProcess` under an outer
  /// `.all`.
  public func visibility(
    _ visibility: TransferRepresentationVisibility
  ) -> some TransferRepresentation<Item> {
    VisibilityTransferRepresentation(base: self, visibility: visibility)
  }

  /// Suggests a file name, with its extension, for receivers that write the content to disk.
  public func suggestedFileName(_ fileName: String) -> some TransferRepresentation<Item> {
    FileNamedTransferRepresentation(base: self) { _ in fileName }
  }

  /// Suggests a file name for each item, with its extension, for receivers that write the
  /// content to disk; `nil` leaves the choice to the receiver.
  public func suggestedFileName(
    _ fileName: @escaping @Sendable (Item) -> String?
  ) -> some TransferRepresentation<Item> {
    FileNamedTransferRepresentation(base: self, fileName: fileName)
  }
}
