import CImageCodecs
public import CoreVideo
public import Foundation

/// Encodes 32-bit BGRA pixel buffers as PNG or JPEG data.
///
/// ```swift
/// let png = try ImageEncoder.png(buffer)
/// let jpeg = try ImageEncoder.jpeg(buffer, quality: 85)
/// ```
///
/// Apps use it to produce the images their `Transferable` representations export; tests use it
/// to make real image files. PNG goes through libpng, JPEG through libjpeg-turbo.
///
/// This is an OpenIntents addition.
public enum ImageEncoder {
  /// The buffer as PNG data, alpha kept.
  ///
  /// Throws ``ImageDecodingError/unsupportedPixels`` for a buffer that is not
  /// ``CoreVideo/kCVPixelFormatType_32BGRA``.
  public static func png<Buffer: CVPixelBufferRepresentable & ~Copyable>(
    _ buffer: borrowing Buffer
  ) throws -> Data {
    try encode(buffer, as: .png) { pixels, size, bytesPerRow, output, count, message, capacity in
      oi_png_encode_bgra(
        pixels, UInt32(size.width), UInt32(size.height), bytesPerRow, output, count, message,
        capacity)
    }
  }

  /// The buffer as JPEG data of the given quality (1–100), alpha dropped; progressive when
  /// asked.
  ///
  /// Throws ``ImageDecodingError/unsupportedPixels`` for a buffer that is not
  /// ``CoreVideo/kCVPixelFormatType_32BGRA``.
  public static func jpeg<Buffer: CVPixelBufferRepresentable & ~Copyable>(
    _ buffer: borrowing Buffer, quality: Int = 85, progressive: Bool = false
  ) throws -> Data {
    try encode(buffer, as: .jpeg) { pixels, size, bytesPerRow, output, count, message, capacity in
      oi_jpeg_encode_bgra(
        pixels, UInt32(size.width), UInt32(size.height), bytesPerRow,
        Int32(clamping: quality), progressive ? 1 : 0, output, count, message, capacity)
    }
  }

  private typealias Encoding = (
    UnsafePointer<UInt8>?, CVImageSize, Int, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>,
    UnsafeMutablePointer<Int>, UnsafeMutablePointer<CChar>, Int
  ) -> oi_image_status

  private static func encode<Buffer: CVPixelBufferRepresentable & ~Copyable>(
    _ buffer: borrowing Buffer, as format: ImageFormat, _ encoding: Encoding
  ) throws -> Data {
    guard buffer.pixelFormatType == CVPixelFormatType(rawValue: kCVPixelFormatType_32BGRA) else {
      throw ImageDecodingError(
        ImageDecodingError.unsupportedPixels,
        "Only 32-bit BGRA buffers can be encoded as \(format.rawValue.uppercased()); this one's "
          + "format is \(fourCharacterCode(buffer.pixelFormatType.rawValue)).")
    }
    let size = buffer.size
    var message = ImageDecoder.messageBuffer()
    var output: UnsafeMutablePointer<UInt8>?
    var count = 0
    let status = buffer.accessUnsafeRawPlaneBytes { planes in
      encoding(
        planes[0].bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), size,
        planes[0].properties.bytesPerRow, &output, &count, &message, ImageDecoder.messageCapacity)
    }
    try ImageDecoder.check(status, message, format)
    guard let output else { return Data() }
    return Data(
      bytesNoCopy: output, count: count,
      deallocator: .custom { bytes, _ in
        oi_image_free(bytes)
      })
  }

  private static func fourCharacterCode(_ code: OSType) -> String {
    let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: code >> $0) }
    if bytes.allSatisfy({ (0x20..<0x7F).contains($0) }) {
      return "'\(String(decoding: bytes, as: UTF8.self))'"
    }
    return "0x" + String(code, radix: 16)
  }
}
