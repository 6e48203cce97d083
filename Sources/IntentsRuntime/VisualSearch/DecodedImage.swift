import CoreVideo
import Foundation

/// An encoded image and the reader that decoded it: the source of a `SemanticContentDescriptor`
/// the system decoded, so that it can decode it again rather than keep its pixels.
struct DecodedImage: Sendable {
  /// The encoded bytes.
  var data: Data
  /// The reader that decodes them, with its limits and budget.
  var reader: any ImageReader

  /// The pixels, decoded again by the same reader.
  func decode() async throws -> CVReadOnlyPixelBuffer {
    try await reader.pixels(of: data)
  }
}
