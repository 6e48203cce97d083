import Foundation

/// How exported content travels.
enum TransferPayload: Sendable {
  /// Bytes in memory.
  case data(Data)
  /// A file on disk.
  case file(SentTransferredFile)
}
