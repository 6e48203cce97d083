/// Content an exporter produced, with the file name its representation suggests.
struct ExportedContent: Sendable {
  /// The exported bytes or file.
  var payload: TransferPayload
  /// The file name suggested by a `suggestedFileName(_:)` modifier.
  var suggestedFileName: String?
}
