import CoreVideo
import Foundation
import IntentsImaging
import Testing

@Suite struct ImageEncoderTests {
  @Test func writesRealPNGAndJPEGFiles() throws {
    #expect(try Samples.png().starts(with: [0x89, 0x50, 0x4E, 0x47]))
    #expect(try Samples.jpeg().starts(with: [0xFF, 0xD8, 0xFF]))
    #expect(ImageFormat(sniffing: try Samples.jpeg(progressive: true)) == .jpeg)
  }

  @Test func refusesBuffersOfAnotherPixelFormat() throws {
    let buffer = CVReadOnlyPixelBuffer(
      try CVMutablePixelBuffer(
        CVPixelBufferCreationAttributes(
          pixelFormatType: CVPixelFormatType(rawValue: kCVPixelFormatType_24RGB),
          size: CVImageSize(width: 2, height: 2))))
    let error = try #require(throws: ImageDecodingError.self) { try ImageEncoder.png(buffer) }
    #expect(error.code == ImageDecodingError.unsupportedPixels)
    #expect(error.message.contains("0x18"))
  }
}

@Suite struct PixelBufferTests {
  @Test func newBuffersAreZeroedAndRowsAligned() throws {
    var buffer = try CVMutablePixelBuffer(
      CVPixelBufferCreationAttributes(
        pixelFormatType: CVPixelFormatType(rawValue: kCVPixelFormatType_32BGRA),
        size: CVImageSize(width: 3, height: 2)))
    let allZero = buffer.accessUnsafeMutableRawPlaneBytes { planes in
      planes[0].bytes.allSatisfy { $0 == 0 }
    }
    #expect(allZero)
    #expect(
      buffer.planeProperties == [
        CVPixelBufferPlaneProperties(size: CVImageSize(width: 3, height: 2), bytesPerRow: 64)
      ])
    let shared = CVReadOnlyPixelBuffer(buffer)
    #expect(shared.size == CVImageSize(width: 3, height: 2))
    #expect(!shared.isPlanar)
  }

  @Test func refusesUnknownFormatsAndEmptySizes() {
    #expect(throws: CVError.invalidPixelFormat) {
      _ = try CVMutablePixelBuffer(
        CVPixelBufferCreationAttributes(
          pixelFormatType: CVPixelFormatType(rawValue: 0x7934_3230),
          size: CVImageSize(width: 2, height: 2)))
    }
    #expect(throws: CVError.invalidSize) {
      _ = try CVMutablePixelBuffer(
        CVPixelBufferCreationAttributes(
          pixelFormatType: CVPixelFormatType(rawValue: kCVPixelFormatType_32BGRA), size: .zero))
    }
    #expect(throws: CVError.invalidSize) {
      _ = try CVMutablePixelBuffer(
        CVPixelBufferCreationAttributes(
          pixelFormatType: CVPixelFormatType(rawValue: kCVPixelFormatType_32BGRA),
          size: CVImageSize(width: .max / 2, height: 3)))
    }
  }
}
