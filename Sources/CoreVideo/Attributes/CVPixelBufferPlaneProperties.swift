/// The size and row length of one plane of a pixel buffer.
@frozen
public struct CVPixelBufferPlaneProperties: Hashable, Sendable {
  /// The plane's width and height, in pixels.
  public var size: CVImageSize
  /// The bytes from the start of one row to the start of the next; at least the width times the
  /// bytes per pixel, often more (rows are aligned).
  public var bytesPerRow: Int

  /// A plane of the given size and row length.
  public init(size: CVImageSize, bytesPerRow: Int) {
    self.size = size
    self.bytesPerRow = bytesPerRow
  }
}
