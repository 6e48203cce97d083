/// Where an image buffer's first row is.
public enum CVImageBufferOriginPosition: Hashable, Sendable {
  /// The first row is the top of the image.
  case topLeft
  /// The first row is the bottom of the image.
  case bottomLeft
}
