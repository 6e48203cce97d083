import CoreVideo
import Foundation
import IntentsImaging

/// The app's picture of where a landmark is: a world map in the equirectangular projection —
/// four pixels to a degree, a graticule every 30° — with the landmark marked by a red dot in a
/// white ring. Visual search reads the dot back from such a picture.
enum LocatorImage {
  static let pixelsPerDegree = 4
  static let width = 360 * pixelsPerDegree
  static let height = 180 * pixelsPerDegree

  private static let ocean = PixelColor(red: 22, green: 46, blue: 88)
  private static let graticule = PixelColor(red: 52, green: 84, blue: 130)
  private static let marker = PixelColor(red: 230, green: 20, blue: 20)

  /// The map with a marker at the position.
  static func draw(latitude: Double, longitude: Double) -> ImageCanvas {
    var canvas = ImageCanvas(width: width, height: height, background: ocean)
    for degrees in stride(from: 0, through: 360, by: 30) {
      canvas.fill(x: degrees * pixelsPerDegree - 1, y: 0, width: 2, height: height, with: graticule)
    }
    for degrees in stride(from: 0, through: 180, by: 30) {
      canvas.fill(x: 0, y: degrees * pixelsPerDegree - 1, width: width, height: 2, with: graticule)
    }
    let (x, y) = pixel(latitude: latitude, longitude: longitude)
    canvas.fill(x: x - 6, y: y - 6, width: 13, height: 13, with: .white)
    canvas.fill(x: x - 4, y: y - 4, width: 9, height: 9, with: marker)
    return canvas
  }

  static func pixel(latitude: Double, longitude: Double) -> (x: Int, y: Int) {
    let x = Int(((longitude + 180) * Double(pixelsPerDegree)).rounded())
    let y = Int(((90 - latitude) * Double(pixelsPerDegree)).rounded())
    return (min(max(x, 0), width - 1), min(max(y, 0), height - 1))
  }

  /// The position a locator picture marks, when the picture is one: the size matches and red
  /// marker pixels are found (a JPEG's colours drift a little; its dot is still red).
  static func markedPosition(
    in buffer: CVReadOnlyPixelBuffer
  ) -> (latitude: Double, longitude: Double)? {
    let size = buffer.size
    guard size.width == width, size.height == height,
      buffer.pixelFormatType == CVPixelFormatType(rawValue: kCVPixelFormatType_32BGRA)
    else { return nil }
    return buffer.accessUnsafeRawPlaneBytes { planes -> (Double, Double)? in
      let (properties, bytes) = planes[0]
      var (sumX, sumY, count) = (0, 0, 0)
      for y in 0..<height {
        let row = y * properties.bytesPerRow
        for x in 0..<width {
          let offset = row + 4 * x
          if bytes[offset + 2] >= 170, bytes[offset + 1] <= 90, bytes[offset] <= 90 {
            sumX += x
            sumY += y
            count += 1
          }
        }
      }
      guard count >= 9 else { return nil }
      let x = Double(sumX) / Double(count)
      let y = Double(sumY) / Double(count)
      return (90 - y / Double(pixelsPerDegree), x / Double(pixelsPerDegree) - 180)
    }
  }
}
