public import Foundation

extension Transferable {
  /// Creates an item from data of `contentType`.
  ///
  /// Uses the first representation that imports a type `contentType` conforms to. With a
  /// `nil` content type, tries every importing representation in order. When every candidate
  /// fails, rethrows the first candidate's error; throws ``TransferError/noRepresentation``
  /// when no representation imports the type.
  public init(importing data: Data, contentType: UTType?) async throws {
    self = try await Self.importedItem(from: .data(data), contentType: contentType)
  }

  /// Creates an item from a file of `contentType`.
  ///
  /// With a `nil` content type, the type is inferred from the file's extension; when that
  /// gives no importing representation, every importing representation is tried in order.
  /// File representations that open in place receive this file itself; others receive a copy.
  public init(importing file: URL, contentType: UTType?) async throws {
    guard FileManager.default.isReadableFile(atPath: file.path) else {
      throw TransferError.unreadableFile(file, of: Self.self, contentType: contentType)
    }
    var type = contentType
    if type == nil, !file.pathExtension.isEmpty,
      let inferred = UTType(filenameExtension: file.pathExtension, conformingTo: .item),
      !inferred.isDynamic,
      Self.transferEntries.contains(where: {
        $0.importer != nil && inferred.conforms(to: $0.contentType)
      })
    {
      type = inferred
    }
    self = try await Self.importedItem(from: .file(file), contentType: type)
  }

  /// Imports an item through the first representation that accepts the content.
  static func importedItem(from source: ImportSource, contentType: UTType?) async throws -> Self {
    let importers = transferEntries.compactMap { entry in
      entry.importer.flatMap { importer in
        (contentType.map { $0.conforms(to: entry.contentType) } ?? true) ? importer : nil
      }
    }
    guard !importers.isEmpty else {
      throw TransferError.noRepresentation(
        for: contentType, of: Self.self, operation: .importing, available: importedContentTypes())
    }
    var errors: [any Error] = []
    for importer in importers {
      do {
        return try await importer(source)
      } catch {
        errors.append(error)
      }
    }
    throw errors[0]
  }
}
