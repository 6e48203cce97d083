public import Foundation

extension Transferable {
  /// Exports the item as data of `contentType`, or through its first exportable representation
  /// when `contentType` is `nil`.
  ///
  /// Uses the first representation whose content type conforms to `contentType` and whose
  /// exporting condition admits this item; a file representation's file is read into memory.
  /// Throws ``TransferError/noRepresentation`` listing the types the item can export when
  /// none fits.
  public func exported(as contentType: UTType?) async throws -> Data {
    let (content, _) = try await exportedContent(as: contentType)
    switch content.payload {
    case .data(let data):
      return data
    case .file(let sent):
      return try Data(contentsOf: sent.file)
    }
  }

  /// Exports the item as a file of `contentType` in `destinationDirectory` and returns the
  /// file's URL; the caller owns the file.
  ///
  /// The file is named by the representation's suggested file name, else the exported file's
  /// own name, else the type's name, with the content type's extension added when the name
  /// has none. An existing file is never replaced: `Name 2.ext` is used instead. The
  /// directory is created if needed.
  public func export(to destinationDirectory: URL, contentType: UTType?) async throws -> URL {
    let (content, exportedType) = try await exportedContent(as: contentType)
    try FileManager.default.createDirectory(
      at: destinationDirectory, withIntermediateDirectories: true)
    switch content.payload {
    case .data(let data):
      let name = Self.fileName(content.suggestedFileName, fallback: "\(Self.self)", exportedType)
      let destination = TransferStaging.unusedURL(in: destinationDirectory, fileName: name)
      try data.write(to: destination, options: .withoutOverwriting)
      return destination
    case .file(let sent):
      let name = Self.fileName(
        content.suggestedFileName, fallback: sent.file.lastPathComponent, exportedType)
      let destination = TransferStaging.unusedURL(in: destinationDirectory, fileName: name)
      try FileManager.default.copyItem(at: sent.file, to: destination)
      return destination
    }
  }

  /// Exports the item as a temporary file of `contentType`, runs `fileHandler` with it, and
  /// removes the file when the handler returns.
  ///
  /// When the representation allows opening in place and its exported file allows access to
  /// the original, the handler receives the original file, which is left in place.
  nonisolated(nonsending) public func withExportedFile<Result>(
    contentType: UTType?, fileHandler: (URL) async throws -> Result
  ) async throws -> Result {
    let (content, _) = try await exportedContent(as: contentType)
    if case .file(let sent) = content.payload, sent.allowAccessingOriginalFile {
      return try await fileHandler(sent.file)
    }
    return try await TransferStaging.withTemporaryDirectory { directory in
      try await fileHandler(try await export(to: directory, contentType: contentType))
    }
  }

  /// The file name the item's representations suggest, or `nil` if none does.
  ///
  /// Names come from `suggestedFileName(_:)`; the first exportable representation that
  /// suggests one wins.
  public var suggestedFilename: String? {
    for entry in Self.transferEntries where entry.canExport(self) {
      if let name = entry.suggestedFileName?(self) { return name }
    }
    return nil
  }

  /// The exported content and its type, from the first representation that fits.
  func exportedContent(as contentType: UTType?) async throws -> (ExportedContent, UTType) {
    let entries = Self.transferEntries
    for entry in entries where entry.canExport(self) {
      guard contentType.map(entry.contentType.conforms(to:)) ?? true else { continue }
      if let content = try await entry.export(self) { return (content, entry.contentType) }
    }
    throw TransferError.noRepresentation(
      for: contentType, of: Self.self, operation: .exporting,
      available: exportedContentTypes(.ownProcess))
  }

  /// A safe file name: the suggestion or fallback, with the content type's extension.
  private static func fileName(_ suggested: String?, fallback: String, _ type: UTType) -> String {
    let candidate = TransferStaging.sanitizedFileName(suggested ?? "")
    let base = candidate.isEmpty ? TransferStaging.sanitizedFileName(fallback) : candidate
    return TransferStaging.fileName(base.isEmpty ? "Exported" : base, for: type)
  }
}
