import CImageCodecs
public import CoreVideo
public import Foundation

/// Decodes PNG and JPEG data into read-only 32-bit BGRA pixel buffers, within limits.
///
/// ```swift
/// let buffer = try ImageDecoder().decode(Data(contentsOf: photo))
/// print(buffer.size)   // CVImageSize(width: 4032, height: 3024)
/// ```
///
/// The format is recognised from the data's first bytes. The image's size is read from its
/// header and checked against ``limits`` before any pixel is allocated, so a small file that
/// declares a huge picture costs nothing. Damaged, truncated and hostile data is an
/// ``ImageDecodingError`` — never a crash, never a partial picture. PNG goes through libpng,
/// JPEG through libjpeg-turbo.
///
/// This is an OpenIntents addition: on Apple platforms the system decodes the images it hands
/// to apps.
public struct ImageDecoder: Sendable {
  /// The limits every decoding is checked against.
  public var limits: ImageLimits

  /// A decoder with the given limits.
  public init(limits: ImageLimits = .standard) {
    self.limits = limits
  }

  /// The image in `data`, as a read-only ``CoreVideo/kCVPixelFormatType_32BGRA`` buffer (straight
  /// alpha; opaque for JPEG).
  ///
  /// Throws ``ImageDecodingError`` with ``ImageDecodingError/unrecognizedFormat`` for data that
  /// is neither PNG nor JPEG, ``ImageDecodingError/damaged`` for damaged or truncated data,
  /// and ``ImageDecodingError/tooLarge`` for an image over the limits.
  public func decode(_ data: Data) throws -> CVReadOnlyPixelBuffer {
    try checkByteCount(data.count)
    let format = try Self.format(of: data)
    return try data.withUnsafeBytes { bytes in
      switch format {
      case .png: try decodePNG(bytes)
      case .jpeg: try decodeJPEG(bytes)
      }
    }
  }

  /// The format and size `data` declares, read from its header without decoding the pixels.
  public func header(of data: Data) throws -> (format: ImageFormat, size: CVImageSize) {
    try checkByteCount(data.count)
    let format = try Self.format(of: data)
    return try data.withUnsafeBytes { bytes in
      var message = Self.messageBuffer()
      var width: UInt32 = 0
      var height: UInt32 = 0
      switch format {
      case .png:
        var reader: OpaquePointer?
        let status = oi_png_open(
          bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, &reader, &width,
          &height, &message, Self.messageCapacity)
        try Self.check(status, message, .png)
        oi_png_close(reader)
      case .jpeg:
        var reader: OpaquePointer?
        let status = oi_jpeg_open(
          bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count,
          UInt32(clamping: limits.maximumScans), limits.maximumDecoderMemory, &reader, &width,
          &height, &message, Self.messageCapacity)
        try Self.check(status, message, .jpeg)
        oi_jpeg_close(reader)
      }
      return (format, CVImageSize(width: Int(width), height: Int(height)))
    }
  }

  // MARK: - Formats

  private func decodePNG(_ bytes: UnsafeRawBufferPointer) throws -> CVReadOnlyPixelBuffer {
    var message = Self.messageBuffer()
    var reader: OpaquePointer?
    var width: UInt32 = 0
    var height: UInt32 = 0
    let opened = oi_png_open(
      bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, &reader, &width,
      &height, &message, Self.messageCapacity)
    try Self.check(opened, message, .png)
    var buffer: CVMutablePixelBuffer
    do {
      buffer = try makeBuffer(width: width, height: height, format: .png)
    } catch {
      oi_png_close(reader)
      throw error
    }
    let status = buffer.accessUnsafeMutableRawPlaneBytes { planes in
      oi_png_read(
        reader, planes[0].bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
        planes[0].properties.bytesPerRow, &message, Self.messageCapacity)
    }
    try Self.check(status, message, .png)
    return CVReadOnlyPixelBuffer(buffer)
  }

  private func decodeJPEG(_ bytes: UnsafeRawBufferPointer) throws -> CVReadOnlyPixelBuffer {
    var message = Self.messageBuffer()
    var reader: OpaquePointer?
    var width: UInt32 = 0
    var height: UInt32 = 0
    let opened = oi_jpeg_open(
      bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count,
      UInt32(clamping: limits.maximumScans), limits.maximumDecoderMemory, &reader, &width,
      &height, &message, Self.messageCapacity)
    try Self.check(opened, message, .jpeg)
    var buffer: CVMutablePixelBuffer
    do {
      buffer = try makeBuffer(width: width, height: height, format: .jpeg)
    } catch {
      oi_jpeg_close(reader)
      throw error
    }
    let status = buffer.accessUnsafeMutableRawPlaneBytes { planes in
      oi_jpeg_read(
        reader, planes[0].bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
        planes[0].properties.bytesPerRow, &message, Self.messageCapacity)
    }
    try Self.check(status, message, .jpeg)
    return CVReadOnlyPixelBuffer(buffer)
  }

  // MARK: - Limits

  private func checkByteCount(_ count: Int) throws {
    if count > limits.maximumBytes {
      throw ImageDecodingError(
        ImageDecodingError.tooLarge,
        "The image is \(count) bytes; at most \(limits.maximumBytes) bytes are accepted. Send a "
          + "smaller or more compressed image.")
    }
    if count == 0 {
      throw ImageDecodingError(
        ImageDecodingError.unrecognizedFormat,
        "The image is empty: send the bytes of a PNG or JPEG file.")
    }
  }

  /// A zeroed BGRA buffer for an image of the declared size, once the size passes the limits.
  private func makeBuffer(
    width: UInt32, height: UInt32, format: ImageFormat
  ) throws -> CVMutablePixelBuffer {
    let (width, height) = (Int(width), Int(height))
    let name = format.rawValue.uppercased()
    guard width > 0, height > 0 else {
      throw ImageDecodingError(
        ImageDecodingError.damaged, "The \(name) declares an empty image (\(width)×\(height)).")
    }
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    if width > limits.maximumDimension || height > limits.maximumDimension || overflow
      || pixels > limits.maximumPixelCount
    {
      throw ImageDecodingError(
        ImageDecodingError.tooLarge,
        "The \(name) is \(width)×\(height) pixels; at most \(limits.maximumPixelCount) pixels, "
          + "and \(limits.maximumDimension) on a side, are accepted. Send a smaller image.")
    }
    do {
      return try CVMutablePixelBuffer(
        CVPixelBufferCreationAttributes(
          pixelFormatType: CVPixelFormatType(rawValue: kCVPixelFormatType_32BGRA),
          size: CVImageSize(width: width, height: height)))
    } catch {
      throw ImageDecodingError(
        ImageDecodingError.tooLarge,
        "There is not enough memory for the \(width)×\(height) \(name) (\(error)).")
    }
  }

  // MARK: - Helpers

  private static func format(of data: Data) throws -> ImageFormat {
    guard let format = ImageFormat(sniffing: data) else {
      throw ImageDecodingError(
        ImageDecodingError.unrecognizedFormat,
        "The data is not a PNG or JPEG image (it starts with neither signature); send the bytes "
          + "of a PNG or JPEG file.")
    }
    return format
  }

  /// The room the C side has for a failure's sentence.
  static let messageCapacity = 320

  static func messageBuffer() -> [CChar] { [CChar](repeating: 0, count: messageCapacity) }

  /// Throws the error a C status stands for, with the C side's sentence.
  static func check(_ status: oi_image_status, _ message: [CChar], _ format: ImageFormat) throws {
    guard status != OI_IMAGE_OK else { return }
    let text = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    let sentence = text.isEmpty ? "the \(format.rawValue.uppercased()) cannot be decoded" : text
    let code = status == OI_IMAGE_INVALID ? ImageDecodingError.damaged : ImageDecodingError.tooLarge
    throw ImageDecodingError(code, sentence.prefix(1).uppercased() + sentence.dropFirst() + ".")
  }
}
