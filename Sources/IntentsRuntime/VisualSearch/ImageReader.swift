public import CoreVideo
public import Foundation

/// Reads encoded images into pixels: how a host decodes the image of a visual search, and
/// decodes it again when the "more results" intent runs.
///
/// The runtime reads no image format itself, so that it links no C library. A host that takes
/// images is given a reader — the `IntentsVisualSearch` target's `PNGAndJPEGReader`, through
/// libpng and libjpeg-turbo — and a host without one searches by labels alone:
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
/// A conforming type must be safe to call concurrently and must treat every image as hostile:
/// bytes it cannot read throw ``IntentsError/invalidImage``, an image over its limits throws
/// ``IntentsError/requestTooLarge`` (checked before its pixels are allocated), and nothing
/// crashes or returns part of a picture. The runtime keeps the encoded bytes, never the pixels,
/// of searched content, and asks the same reader for them again.
///
/// This is an OpenIntents addition.
public protocol ImageReader: Sendable {
  /// The format of encoded bytes, from their first bytes, as a lower-case name such as `png` or
  /// `jpeg`; `nil` when they are no image this reader reads.
  func format(of image: Data) -> String?

  /// The image's pixels, read-only. Throws ``IntentsError/invalidImage`` for bytes the reader
  /// cannot read and ``IntentsError/requestTooLarge`` for an image over its limits.
  func pixels(of image: Data) async throws -> CVReadOnlyPixelBuffer
}
