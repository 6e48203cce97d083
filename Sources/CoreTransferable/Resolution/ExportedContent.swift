/// Content an exporter produced, with the file name its representation suggests.
package struct ExportedContent: Sendable {
  /// The exported bytes or file.
  package var payload: TransferPayload
  /// The file name suggested by a `suggestedFileName(_:)` modifier.
  package var suggestedFileName: String?

  package init(payload: TransferPayload, suggestedFileName: String? = nil) {
    self.payload = payload
    self.suggestedFileName = suggestedFileName
  }
}
