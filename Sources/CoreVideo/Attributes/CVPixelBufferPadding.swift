/// Extra pixels around a buffer's image, on each side.
@frozen
public struct CVPixelBufferPadding: Hashable, Sendable, BitwiseCopyable {
  /// Pixels left of the image.
  public var left: Int
  /// Pixels right of the image.
  public var right: Int
  /// Rows above the image.
  public var top: Int
  /// Rows below the image.
  public var bottom: Int

  /// Padding of the given widths.
  public init(left: Int = 0, right: Int = 0, top: Int = 0, bottom: Int = 0) {
    self.left = left
    self.right = right
    self.top = top
    self.bottom = bottom
  }

  /// No padding.
  public static let zero = CVPixelBufferPadding()
}
