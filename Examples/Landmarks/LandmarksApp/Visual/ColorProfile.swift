import CoreVideo

/// What the colours of a photo suggest: how much of it is snow or cloud, sky or water,
/// vegetation, and sand or bare rock — measured on a sample of its pixels.
struct ColorProfile {
  var snow = 0.0
  var water = 0.0
  var vegetation = 0.0
  var sand = 0.0

  /// The profile of a 32-bit BGRA picture, from about 65,000 evenly spread pixels.
  init(_ buffer: CVReadOnlyPixelBuffer) {
    let size = buffer.size
    guard buffer.pixelFormatType == CVPixelFormatType(rawValue: kCVPixelFormatType_32BGRA),
      size.width > 0, size.height > 0
    else { return }
    let step = max(1, Int((Double(size.width * size.height) / 65_536).squareRoot()))
    var counts = (snow: 0, water: 0, vegetation: 0, sand: 0, all: 0)
    buffer.accessUnsafeRawPlaneBytes { planes in
      let (properties, bytes) = planes[0]
      for y in stride(from: 0, to: size.height, by: step) {
        let row = y * properties.bytesPerRow
        for x in stride(from: 0, to: size.width, by: step) {
          let offset = row + 4 * x
          let (b, g, r) = (Int(bytes[offset]), Int(bytes[offset + 1]), Int(bytes[offset + 2]))
          counts.all += 1
          if r > 190, g > 190, b > 190, max(r, g, b) - min(r, g, b) < 40 {
            counts.snow += 1
          } else if b > r + 25, b >= g {
            counts.water += 1
          } else if g > r + 10, g > b + 10 {
            counts.vegetation += 1
          } else if r > 110, r > g, g > b, r - b > 40 {
            counts.sand += 1
          }
        }
      }
    }
    guard counts.all > 0 else { return }
    let all = Double(counts.all)
    snow = Double(counts.snow) / all
    water = Double(counts.water) / all
    vegetation = Double(counts.vegetation) / all
    sand = Double(counts.sand) / all
  }

  /// How well a kind of landmark fits the colours, 0 to about 1.
  func fit(kind: String) -> Double {
    switch kind {
    case "glacier": 1.0 * snow + 0.3 * water
    case "mountain", "volcano": 0.8 * snow + 0.2 * sand
    case "lake", "river", "waterfall", "reef", "island", "bay": 1.0 * water
    case "park", "forest", "garden": 1.0 * vegetation
    case "desert", "canyon", "rock formation": 1.0 * sand
    case "ruins", "temple", "monument": 0.4 * sand
    default: 0
    }
  }
}
