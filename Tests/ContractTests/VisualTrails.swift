import AppIntents
import CoreVideo
import Foundation
import IntentsFixtures
import IntentsImaging
import IntentsRuntime
import IntentsVisualSearch
import VisualIntelligence

/// What the fixture trails look like to a visual search: labels match their tags, and a
/// picture mostly blue shows lakes.
struct TrailSightingQuery: IntentValueQuery {
  @Dependency var store: TrailStore

  func values(for input: SemanticContentDescriptor) async throws -> [TrailEntity] {
    var tags = Set(input.labels.map { $0.lowercased() })
    if let pixels = input.pixelBuffer, Self.isMostlyBlue(pixels) { tags.insert("lakes") }
    return store.current.filter { !tags.isDisjoint(with: $0.tags) }.map(TrailEntity.init)
  }

  /// Whether the middle pixel's blue outweighs its red and green.
  static func isMostlyBlue(_ pixels: CVReadOnlyPixelBuffer) -> Bool {
    let size = pixels.size
    return pixels.accessUnsafeRawPlaneBytes { planes in
      let (properties, bytes) = planes[0]
      let offset = size.height / 2 * properties.bytesPerRow + 4 * (size.width / 2)
      // BGRA
      return bytes[offset] > bytes[offset + 1] && bytes[offset] > bytes[offset + 2]
    }
  }
}

/// The fixture domain with a visual search.
enum VisualTrails {
  static func make() -> IntentsHost {
    _ = TrailsHost.make()  // registers the fixture stores
    return IntentsHost(name: "Trails", images: PNGAndJPEGReader()) {
      TrailEntity.self
      OpenTrailIntent.self
      TrailSightingQuery.self
    }
  }

  /// A PNG of one colour.
  static func picture(red: UInt8, green: UInt8, blue: UInt8) -> Data {
    let canvas = ImageCanvas(
      width: 16, height: 12, background: PixelColor(red: red, green: green, blue: blue))
    return (try? ImageEncoder.png(canvas.makePixelBuffer())) ?? Data()
  }
}
