import CoreVideo
import Foundation
import IntentsImaging

/// An encoded image, with the limits and the budget it is decoded within: the source of a
/// `SemanticContentDescriptor` the system decoded, so that it can decode it again rather than
/// keep its pixels.
struct DecodedImage: Sendable {
  /// The encoded bytes, PNG or JPEG.
  var data: Data
  /// The limits the image is checked against.
  var limits: ImageLimits
  /// The budget its pixels are charged to.
  var budget: DecodingBudget

  /// The pixels, decoded within the budget; the decoder's errors as the runtime's
  /// (``IntentsError/invalidImage``, ``IntentsError/requestTooLarge``).
  func decode() async throws -> CVReadOnlyPixelBuffer {
    do {
      return try await ImageDecoder(limits: limits).decode(data, within: budget)
    } catch let error as ImageDecodingError {
      throw IntentsError(error)
    }
  }
}
