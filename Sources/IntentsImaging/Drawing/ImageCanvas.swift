public import CoreVideo

/// A picture drawn in memory with filled rectangles and single pixels, then turned into a
/// read-only 32-bit BGRA buffer to encode or search with.
///
/// ```swift
/// var canvas = ImageCanvas(width: 64, height: 32, background: .white)
/// canvas.fill(x: 8, y: 8, width: 16, height: 16, with: PixelColor(red: 200, green: 0, blue: 0))
/// let png = try ImageEncoder.png(canvas.makePixelBuffer())
/// ```
///
/// Drawing outside the canvas is clipped. This is an OpenIntents addition.
public struct ImageCanvas: Sendable {
  /// The width, in pixels.
  public let width: Int
  /// The height, in pixels.
  public let height: Int
  /// BGRA bytes, row after row, without padding.
  private var bytes: [UInt8]

  /// A canvas of the given size (at least 1×1) filled with `background`.
  public init(width: Int, height: Int, background: PixelColor = .white) {
    precondition(width > 0 && height > 0, "An ImageCanvas is at least 1×1, not \(width)×\(height)")
    self.width = width
    self.height = height
    bytes = [UInt8](repeating: 0, count: width * height * 4)
    fill(x: 0, y: 0, width: width, height: height, with: background)
  }

  /// The colour of the pixel at (`x`, `y`), from the top left.
  public subscript(x: Int, y: Int) -> PixelColor {
    get {
      let offset = (y * width + x) * 4
      return PixelColor(
        red: bytes[offset + 2], green: bytes[offset + 1], blue: bytes[offset],
        alpha: bytes[offset + 3])
    }
    set {
      guard (0..<width).contains(x), (0..<height).contains(y) else { return }
      let offset = (y * width + x) * 4
      bytes[offset] = newValue.blue
      bytes[offset + 1] = newValue.green
      bytes[offset + 2] = newValue.red
      bytes[offset + 3] = newValue.alpha
    }
  }

  /// Paints a rectangle, clipped to the canvas.
  public mutating func fill(x: Int, y: Int, width: Int, height: Int, with color: PixelColor) {
    let left = max(0, x)
    let right = min(self.width, x + width)
    let top = max(0, y)
    let bottom = min(self.height, y + height)
    guard left < right, top < bottom else { return }
    let pixel = [color.blue, color.green, color.red, color.alpha]
    bytes.withUnsafeMutableBufferPointer { bytes in
      for row in top..<bottom {
        var offset = (row * self.width + left) * 4
        for _ in left..<right {
          bytes[offset] = pixel[0]
          bytes[offset + 1] = pixel[1]
          bytes[offset + 2] = pixel[2]
          bytes[offset + 3] = pixel[3]
          offset += 4
        }
      }
    }
  }

  /// The picture as a read-only ``CoreVideo/kCVPixelFormatType_32BGRA`` buffer.
  public func makePixelBuffer() throws -> CVReadOnlyPixelBuffer {
    var buffer = try CVMutablePixelBuffer(
      CVPixelBufferCreationAttributes(
        pixelFormatType: CVPixelFormatType(rawValue: kCVPixelFormatType_32BGRA),
        size: CVImageSize(width: width, height: height)))
    let rowBytes = width * 4
    buffer.accessUnsafeMutableRawPlaneBytes { planes in
      let (properties, destination) = planes[0]
      bytes.withUnsafeBytes { source in
        for row in 0..<height {
          destination.baseAddress!.advanced(by: row * properties.bytesPerRow).copyMemory(
            from: source.baseAddress!.advanced(by: row * rowBytes), byteCount: rowBytes)
        }
      }
    }
    return CVReadOnlyPixelBuffer(buffer)
  }
}
