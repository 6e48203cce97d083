/// How large an image the system agrees to decode: bounds on the encoded bytes, on the
/// decoded pixels, and on the work a hostile file can ask for.
///
/// A small file can declare a huge picture (a decompression bomb): the limits are checked
/// against the header before any pixel is allocated, and a progressive JPEG of thousands of
/// scans is stopped at ``maximumScans``.
public struct ImageLimits: Sendable, Hashable {
  /// The most encoded bytes accepted. Default: 32 MiB.
  public var maximumBytes: Int
  /// The most pixels (width × height) decoded; each takes 4 bytes. Default: 50 megapixels
  /// (a 48-megapixel phone photo fits), 200 MB decoded.
  public var maximumPixelCount: Int
  /// The longest side accepted, in pixels. Default: 20,000.
  public var maximumDimension: Int
  /// The most scans a progressive JPEG may have. Default: 256 (real files have about ten).
  public var maximumScans: Int
  /// The most memory the JPEG decoder may take for itself, beyond the decoded pixels.
  /// Default: 256 MiB.
  public var maximumDecoderMemory: Int

  /// Limits with the given bounds; each defaults to the value documented on its property.
  public init(
    maximumBytes: Int = 32 << 20, maximumPixelCount: Int = 50_000_000,
    maximumDimension: Int = 20_000, maximumScans: Int = 256, maximumDecoderMemory: Int = 256 << 20
  ) {
    self.maximumBytes = maximumBytes
    self.maximumPixelCount = maximumPixelCount
    self.maximumDimension = maximumDimension
    self.maximumScans = maximumScans
    self.maximumDecoderMemory = maximumDecoderMemory
  }

  /// The default limits.
  public static let standard = ImageLimits()
}
