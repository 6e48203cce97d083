import Foundation

/// A representation for items that transfer as files, such as large documents or media.
///
/// ```swift
/// struct Movie: Transferable {
///   let url: URL
///   static var transferRepresentation: some TransferRepresentation {
///     FileRepresentation(contentType: .mpeg4Movie) { movie in
///       SentTransferredFile(movie.url)
///     } importing: { received in
///       let copy = URL.temporaryDirectory.appending(path: received.file.lastPathComponent)
///       try FileManager.default.copyItem(at: received.file, to: copy)
///       return Movie(url: copy)
///     }
///   }
/// }
/// ```
///
/// Exporting it as data reads the file; importing it from data first writes the data to a
/// temporary file. A received file is removed once the importing closure returns, unless it
/// is the original opened in place.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
  /// A primitive representation has no body.
  public typealias Body = Never

  let contentType: UTType
  let allowsOpeningInPlace: Bool
  let attemptsOpeningInPlace: Bool
  let exporting: (@Sendable (Item) async throws -> SentTransferredFile)?
  let importing: (@Sendable (ReceivedTransferredFile) async throws -> Item)?

  /// Creates a representation that exports and imports an item as a file of `contentType`.
  ///
  /// With `shouldAttemptToOpenInPlace`, an imported file reaches `importing` as the original
  /// (``ReceivedTransferredFile/isOriginalFile``); otherwise as a copy.
  public init(
    contentType: UTType,
    shouldAttemptToOpenInPlace: Bool = false,
    exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) {
    self.contentType = contentType
    self.allowsOpeningInPlace = shouldAttemptToOpenInPlace
    self.attemptsOpeningInPlace = shouldAttemptToOpenInPlace
    self.exporting = exporting
    self.importing = importing
  }

  /// Creates a representation that only exports an item as a file of `exportedContentType`.
  ///
  /// `shouldAllowToOpenInPlace` tells receivers whether they may edit the original file.
  public init(
    exportedContentType: UTType,
    shouldAllowToOpenInPlace: Bool = false,
    exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
  ) {
    self.contentType = exportedContentType
    self.allowsOpeningInPlace = shouldAllowToOpenInPlace
    self.attemptsOpeningInPlace = false
    self.exporting = exporting
    self.importing = nil
  }

  /// Creates a representation that only imports an item from a file of `importedContentType`.
  ///
  /// With `shouldAttemptToOpenInPlace`, `importing` receives the original file instead of a
  /// copy.
  public init(
    importedContentType: UTType,
    shouldAttemptToOpenInPlace: Bool = false,
    importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
  ) {
    self.contentType = importedContentType
    self.allowsOpeningInPlace = false
    self.attemptsOpeningInPlace = shouldAttemptToOpenInPlace
    self.exporting = nil
    self.importing = importing
  }
}

extension FileRepresentation: PrimitiveTransferRepresentation {
  func transferEntries(in resolution: inout TransferResolution) -> [TransferEntry<Item>] {
    var entry = TransferEntry<Item>(contentType: contentType)
    if let exporting {
      let allowsOpeningInPlace = allowsOpeningInPlace
      entry.exporter = { item in
        let sent = try await exporting(item)
        let file = SentTransferredFile(
          sent.file,
          allowAccessingOriginalFile: sent.allowAccessingOriginalFile && allowsOpeningInPlace)
        return ExportedContent(payload: .file(file))
      }
    }
    if let importing {
      let attemptsOpeningInPlace = attemptsOpeningInPlace
      let contentType = contentType
      entry.importer = { source in
        if case .file(let url) = source, attemptsOpeningInPlace {
          return try await importing(ReceivedTransferredFile(file: url, isOriginalFile: true))
        }
        return try await TransferStaging.withTemporaryDirectory { directory in
          let copy: URL
          switch source {
          case .data(let data):
            copy = directory.appendingPathComponent(
              TransferStaging.fileName("Imported", for: contentType), isDirectory: false)
            try data.write(to: copy)
          case .file(let url):
            copy = directory.appendingPathComponent(url.lastPathComponent, isDirectory: false)
            try FileManager.default.copyItem(at: url, to: copy)
          }
          return try await importing(ReceivedTransferredFile(file: copy, isOriginalFile: false))
        }
      }
    }
    return [entry]
  }
}
