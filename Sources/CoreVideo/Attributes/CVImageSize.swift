public import Foundation

/// The width and height of an image buffer, in pixels.
public struct CVImageSize: Hashable, Sendable {
  /// The number of pixels in a row.
  public var width: Int
  /// The number of rows.
  public var height: Int

  /// A size of the given width and height.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// No pixels.
  public static let zero = CVImageSize(width: 0, height: 0)
}

extension CVImageSize {
  /// The size of a floating-point size, rounded to whole pixels by `rule`.
  public init(_ size: CGSize, rounded rule: FloatingPointRoundingRule = .down) {
    self.init(
      width: Int(size.width.rounded(rule)), height: Int(size.height.rounded(rule)))
  }
}

extension CGSize {
  /// The floating-point size of an image size.
  public init(_ size: CVImageSize) {
    self.init(width: CGFloat(size.width), height: CGFloat(size.height))
  }
}
