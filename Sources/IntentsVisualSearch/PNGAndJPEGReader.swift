public import CoreVideo
public import Foundation
public import IntentsImaging
public import IntentsRuntime

/// Reads the PNG and JPEG images of a host's visual searches through libpng and libjpeg-turbo
/// (`IntentsImaging`'s `ImageDecoder`): each image within ``limits``, checked before its pixels
/// are allocated, and every image being decoded at once within ``budget``.
///
/// ```swift
/// import IntentsVisualSearch
///
/// let host = IntentsHost(name: "Landmarks", images: PNGAndJPEGReader()) {
///   LandmarkEntity.self
///   LandmarkIntentValueQuery.self
/// }
/// ```
///
/// This is an OpenIntents addition.
public struct PNGAndJPEGReader: ImageReader {
  /// The limits each image is checked against.
  public var limits: ImageLimits
  /// The budget the pixels of every image decoded at once are charged to.
  public var budget: DecodingBudget

  /// A reader within `limits` and `budget`: by default 32 MiB, 50 megapixels and 20,000 pixels
  /// a side per image, and the shared budget of 512 MiB of pixels in flight.
  public init(limits: ImageLimits = .standard, budget: DecodingBudget = .shared) {
    self.limits = limits
    self.budget = budget
  }

  /// `png` or `jpeg`, from the image's signature; `nil` for anything else.
  public func format(of image: Data) -> String? {
    ImageFormat(sniffing: image)?.rawValue
  }

  /// The image's pixels, decoded within the limits and the budget; the decoder's errors as the
  /// runtime's (``IntentsError/invalidImage``, ``IntentsError/requestTooLarge``).
  public func pixels(of image: Data) async throws -> CVReadOnlyPixelBuffer {
    do {
      return try await ImageDecoder(limits: limits).decode(image, within: budget)
    } catch let error as ImageDecodingError {
      throw error.intentsError(image: "The image")
    }
  }
}
