public import Foundation

/// A file an exporter hands over, described from the sender's side.
public struct SentTransferredFile: Sendable {
  /// The location of the file.
  public let file: URL

  /// Whether the receiver may read and write the original file; when `false` it only gets a
  /// copy.
  public let allowAccessingOriginalFile: Bool

  /// Describes a file to send, by default as a copy.
  public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
    self.file = file
    self.allowAccessingOriginalFile = allowAccessingOriginalFile
  }
}
