public import Foundation

/// A file an importer receives, described from the receiver's side.
///
/// The file is only guaranteed to exist while the importing closure runs: copy it there if the
/// item needs it longer.
public struct ReceivedTransferredFile: Sendable {
  /// The received file on disk.
  public let file: URL

  /// Whether ``file`` is the sender's original file rather than a copy.
  public let isOriginalFile: Bool

  init(file: URL, isOriginalFile: Bool) {
    self.file = file
    self.isOriginalFile = isOriginalFile
  }
}
