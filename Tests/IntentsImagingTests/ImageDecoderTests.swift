import CoreVideo
import Foundation
import IntentsImaging
import Testing

@Suite struct ImageDecoderTests {
  @Test(arguments: [false, true])
  func decodesJPEGIntoBGRAWithItsColours(progressive: Bool) throws {
    let buffer = try ImageDecoder().decode(try Samples.jpeg(progressive: progressive))
    #expect(buffer.size == CVImageSize(width: 64, height: 48))
    #expect(buffer.pixelFormatType == CVPixelFormatType(rawValue: kCVPixelFormatType_32BGRA))
    let inside = Samples.color(buffer, x: 16, y: 16)
    let outside = Samples.color(buffer, x: 50, y: 40)
    #expect(inside.red > 190 && inside.blue < 60)
    #expect(outside.blue > 190 && outside.red < 80)
    #expect(outside.alpha == 255)
  }

  @Test func decodesPNGExactly() throws {
    let buffer = try ImageDecoder().decode(try Samples.png())
    #expect(buffer.size == CVImageSize(width: 64, height: 48))
    #expect(Samples.color(buffer, x: 16, y: 16) == Samples.red)
    #expect(Samples.color(buffer, x: 0, y: 0) == Samples.sky)
    #expect(buffer.planeProperties[0].bytesPerRow >= 64 * 4)
  }

  @Test func keepsPNGTransparency() throws {
    var canvas = ImageCanvas(
      width: 4, height: 4, background: PixelColor(red: 0, green: 0, blue: 0, alpha: 0))
    canvas[1, 2] = PixelColor(red: 10, green: 200, blue: 30, alpha: 128)
    let buffer = try ImageDecoder().decode(ImageEncoder.png(canvas.makePixelBuffer()))
    #expect(
      Samples.color(buffer, x: 1, y: 2) == PixelColor(red: 10, green: 200, blue: 30, alpha: 128))
    #expect(Samples.color(buffer, x: 0, y: 0).alpha == 0)
  }

  @Test func readsTheHeaderWithoutDecoding() throws {
    let header = try ImageDecoder().header(
      of: Samples.png(declaringWidth: 100_000, height: 100_000))
    #expect(header.format == .png)
    #expect(header.size == CVImageSize(width: 100_000, height: 100_000))
  }

  // MARK: - Refused

  @Test func refusesDataThatIsNeitherPNGNorJPEG() {
    for data in [Data("GIF89a……".utf8), Data(), Data([0x00, 0x01])] {
      #expect(
        Samples.code { _ = try ImageDecoder().decode(data) }
          == ImageDecodingError.unrecognizedFormat)
    }
  }

  @Test func refusesAPNGThatDeclaresAHugePictureBeforeAllocatingIt() throws {
    let bomb = try Samples.png(declaringWidth: 100_000, height: 100_000)
    #expect(bomb.count < 1_000)
    let error = try #require(throws: ImageDecodingError.self) { try ImageDecoder().decode(bomb) }
    #expect(error.code == ImageDecodingError.tooLarge)
    #expect(error.message.contains("100000×100000"))
  }

  @Test func refusesAJPEGThatDeclaresAHugePicture() throws {
    let bomb = try Samples.jpeg(declaringWidth: 60_000, height: 60_000)
    #expect(Samples.code { _ = try ImageDecoder().decode(bomb) } == ImageDecodingError.tooLarge)
  }

  @Test func stopsAProgressiveJPEGOfThousandsOfScans() throws {
    let bomb = try Samples.progressiveJPEG(repeatingLastScan: 2_000)
    let error = try #require(throws: ImageDecodingError.self) { try ImageDecoder().decode(bomb) }
    #expect(error.code == ImageDecodingError.tooLarge || error.code == ImageDecodingError.damaged)
  }

  @Test func refusesMoreBytesThanTheLimit() throws {
    let decoder = ImageDecoder(limits: ImageLimits(maximumBytes: 100))
    #expect(
      Samples.code { _ = try decoder.decode(try Samples.jpeg()) } == ImageDecodingError.tooLarge)
  }

  @Test func refusesMorePixelsThanTheLimit() throws {
    let decoder = ImageDecoder(limits: ImageLimits(maximumPixelCount: 1_000))
    #expect(
      Samples.code { _ = try decoder.decode(try Samples.png()) } == ImageDecodingError.tooLarge)
  }

  @Test(arguments: ["png", "jpeg", "progressive"])
  func truncatedFilesAreErrorsNotPictures(format: String) throws {
    let whole =
      switch format {
      case "png": try Samples.png()
      case "jpeg": try Samples.jpeg()
      default: try Samples.jpeg(progressive: true)
      }
    for length in [whole.count / 3, whole.count / 2, whole.count * 3 / 4] {
      #expect(Samples.code { _ = try ImageDecoder().decode(whole.prefix(length)) } != nil)
    }
  }

  @Test func damagedBytesNeverCrashTheDecoder() throws {
    var generator = SystemRandomNumberGenerator()
    for sample in [try Samples.png(), try Samples.jpeg(), try Samples.jpeg(progressive: true)] {
      for _ in 0..<200 {
        var bytes = [UInt8](sample)
        for _ in 0..<8 {
          let index = Int.random(in: 3..<bytes.count, using: &generator)
          bytes[index] = UInt8.random(in: 0...255, using: &generator)
        }
        // Either a picture of the declared size or an error: never a crash.
        if let buffer = try? ImageDecoder().decode(Data(bytes)) {
          #expect(buffer.size.width > 0 && buffer.size.height > 0)
        }
      }
    }
  }

  @Test func errorsSayWhatWasWrong() throws {
    let truncated = try Samples.png().prefix(40)
    let error = try #require(throws: ImageDecodingError.self) {
      try ImageDecoder().decode(truncated)
    }
    #expect(error.message.contains("PNG"))
  }
}
