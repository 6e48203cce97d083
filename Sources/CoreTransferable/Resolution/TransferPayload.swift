package import Foundation

/// How exported content travels.
package enum TransferPayload: Sendable {
  /// Bytes in memory.
  case data(Data)
  /// A file on disk.
  case file(SentTransferredFile)
}

extension TransferPayload {
  /// The bytes: the data, or the file's contents when the file has at most `maximumFileBytes`
  /// (otherwise `CocoaError(.fileReadTooLarge)`); and the file's name, for a file.
  package func bytes(maximumFileBytes: Int) throws -> (data: Data, fileName: String?) {
    switch self {
    case .data(let data): return (data, nil)
    case .file(let sent):
      let size = try FileManager.default.attributesOfItem(atPath: sent.file.path)[.size] as? Int
      if let size, size > maximumFileBytes {
        throw CocoaError(.fileReadTooLarge, userInfo: [NSFilePathErrorKey: sent.file.path])
      }
      return (try Data(contentsOf: sent.file), sent.file.lastPathComponent)
    }
  }
}
