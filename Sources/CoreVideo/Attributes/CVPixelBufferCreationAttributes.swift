/// What a new pixel buffer is: its pixel format, size and row alignment.
///
/// ```swift
/// var buffer = try CVMutablePixelBuffer(
///   CVPixelBufferCreationAttributes(
///     pixelFormatType: CVPixelFormatType(rawValue: kCVPixelFormatType_32BGRA),
///     size: CVImageSize(width: 640, height: 480)))
/// ```
///
/// On Linux buffers live in memory: there are no IOSurfaces, and Metal and Core Graphics
/// compatibility, which Apple's attributes also describe, mean nothing here.
public struct CVPixelBufferCreationAttributes: Sendable, Equatable {
  /// The layout of the pixels.
  public var pixelFormatType: CVPixelFormatType
  /// The width and height, in pixels.
  public var size: CVImageSize
  /// The alignment of planes, in bytes; `nil` for the default (64).
  public var planeAlignment: Int?
  /// The alignment of each row's start, in bytes; `nil` for the default (64).
  public var bytesPerRowAlignment: Int?
  /// Extra pixels around the image; `nil` for none.
  public var extendedPixels: CVPixelBufferPadding?

  /// Attributes of a buffer of the given format and size.
  public init(
    pixelFormatType: CVPixelFormatType, size: CVImageSize, bytesPerRowAlignment: Int? = nil,
    planeAlignment: Int? = nil, extendedPixels: CVPixelBufferPadding? = nil
  ) {
    self.pixelFormatType = pixelFormatType
    self.size = size
    self.bytesPerRowAlignment = bytesPerRowAlignment
    self.planeAlignment = planeAlignment
    self.extendedPixels = extendedPixels
  }
}
