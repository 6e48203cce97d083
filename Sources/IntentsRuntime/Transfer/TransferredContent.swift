public import Foundation
public import UniformTypeIdentifiers

/// An entity exported through one of its type's transfer representations: the bytes, their
/// content type and MIME type, and the file name the representation suggests.
///
/// This is an OpenIntents addition.
public struct TransferredContent: Sendable {
  /// The exported bytes.
  public var data: Data
  /// Their content type: the representation's, or — when it declared an abstract type such as
  /// `public.image` — the concrete type the bytes are (`public.png`).
  public var contentType: UTType
  /// The content type's MIME type, such as `text/plain` or `image/png`;
  /// `application/octet-stream` when it has none.
  public var mimeType: String
  /// The file name the representation suggests, if any.
  public var suggestedFilename: String?
}
