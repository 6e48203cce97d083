import CoreVideo
import Foundation
import IntentsImaging

/// Real image files, made by encoding pictures drawn here, and hostile variants of them.
enum Samples {
  static let red = PixelColor(red: 220, green: 20, blue: 20)
  static let sky = PixelColor(red: 40, green: 110, blue: 220)

  /// A 64×48 picture: sky, with a red square at (8, 8)–(24, 24).
  static func picture(width: Int = 64, height: Int = 48) -> ImageCanvas {
    var canvas = ImageCanvas(width: width, height: height, background: sky)
    canvas.fill(x: 8, y: 8, width: 16, height: 16, with: red)
    return canvas
  }

  static func png() throws -> Data { try ImageEncoder.png(picture().makePixelBuffer()) }
  static func jpeg(progressive: Bool = false) throws -> Data {
    try ImageEncoder.jpeg(picture().makePixelBuffer(), quality: 92, progressive: progressive)
  }

  /// The colour of a decoded pixel.
  static func color(_ buffer: CVReadOnlyPixelBuffer, x: Int, y: Int) -> PixelColor {
    buffer.accessUnsafeRawPlaneBytes { planes in
      let (properties, bytes) = planes[0]
      let offset = y * properties.bytesPerRow + 4 * x
      return PixelColor(
        red: bytes[offset + 2], green: bytes[offset + 1], blue: bytes[offset],
        alpha: bytes[offset + 3])
    }
  }

  /// A PNG whose header declares another size, with its checksum made right again: a file
  /// that passes every structural check but promises a picture it does not have.
  static func png(declaringWidth width: UInt32, height: UInt32) throws -> Data {
    var bytes = [UInt8](try png())
    // Signature (8), length (4), "IHDR" (4), then width and height, big-endian.
    for (index, value) in [width, height].enumerated() {
      for byte in 0..<4 {
        bytes[16 + 4 * index + byte] = UInt8(truncatingIfNeeded: value >> (24 - 8 * byte))
      }
    }
    let crc = CRC32.checksum(bytes[12..<29])
    for byte in 0..<4 { bytes[29 + byte] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * byte)) }
    return Data(bytes)
  }

  /// A JPEG whose frame header declares another size.
  static func jpeg(declaringWidth width: UInt16, height: UInt16) throws -> Data {
    var bytes = [UInt8](try jpeg())
    guard
      let frame = (0..<bytes.count - 1).first(where: { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
    else { return Data(bytes) }
    // FFC0, length (2), precision (1), height (2), width (2).
    bytes[frame + 5] = UInt8(height >> 8)
    bytes[frame + 6] = UInt8(height & 0xFF)
    bytes[frame + 7] = UInt8(width >> 8)
    bytes[frame + 8] = UInt8(width & 0xFF)
    return Data(bytes)
  }

  /// A progressive JPEG with its last scan repeated `count` times: thousands of scans are the
  /// shape of a decoding-time bomb.
  static func progressiveJPEG(repeatingLastScan count: Int) throws -> Data {
    let bytes = [UInt8](try jpeg(progressive: true))
    let scans = (0..<bytes.count - 1).filter { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xDA }
    let last = scans.last!
    let end = bytes.count - 2  // before FFD9
    let scan = bytes[last..<end]
    var result = Array(bytes[..<end])
    for _ in 0..<count { result += scan }
    result += [0xFF, 0xD9]
    return Data(result)
  }
}

extension Samples {
  /// The code of the decoding error an operation throws, or `nil`.
  static func code(_ operation: () throws -> Void) -> ImageDecodingError.Code? {
    do {
      try operation()
      return nil
    } catch let error as ImageDecodingError {
      return error.code
    } catch {
      return nil
    }
  }
}

/// The CRC-32 of PNG chunks (ISO 3309, reflected, polynomial 0xEDB88320).
enum CRC32 {
  static func checksum(_ bytes: some Collection<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
