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
/// header and checked against ``limits`` before any pixel is allocated, and a PNG whose
/// compressed data is too short for the size it declares is refused from its header too.
/// Damaged, truncated and hostile data is an ``ImageDecodingError`` — never a crash, never a
/// partial picture: a PNG must run whole up to its `IEND` chunk, with every critical chunk's
/// CRC and the compressed data's checksum right; a JPEG is refused at libjpeg's first warning
/// (a premature end of data, a bad Huffman code, a marker inside the scan, extraneous bytes).
/// PNG goes through libpng, JPEG through libjpeg-turbo.
///
/// A server decodes what clients send with ``decode(_:within:)``, so that the images decoded at
/// once stay within a ``DecodingBudget`` however many arrive together.
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
    var created = false
    return try decode(data, charging: nil, created: &created)
  }

  /// The image in `data`, decoded once `budget` has room for it, and charged to the budget
  /// until the returned buffer is freed: what a server decodes clients' images with, so that
  /// concurrent uploads cannot multiply its memory (see ``DecodingBudget``).
  ///
  /// The header is read and checked against ``limits`` first; then the decoding waits for the
  /// memory it needs — the pixels, and for a progressive JPEG the decoder's coefficients — and
  /// decodes. Throws as ``decode(_:)`` does, ``ImageDecodingError/tooLarge`` too when the image
  /// needs more than the whole budget, and `CancellationError` when the task is cancelled while
  /// it waits.
  public func decode(
    _ data: Data, within budget: DecodingBudget
  ) async throws
    -> CVReadOnlyPixelBuffer
  {
    let inspected = try inspect(data)
    let pixels = try checkedByteCount(inspected)
    if inspected.format == .png { try Self.checkPNGData(data) }
    let working = inspected.workingBytes
    try await budget.reserve(pixels + working, for: inspected.format.name)
    // The pixels are given back when the buffer is freed, the decoder's memory now.
    defer { budget.release(working) }
    var created = false
    do {
      return try decode(data, charging: budget, created: &created)
    } catch {
      // Once the buffer exists, freeing it gives the pixels back.
      if !created { budget.release(pixels) }
      throw error
    }
  }

  /// The format and size `data` declares, read from its header without decoding the pixels.
  public func header(of data: Data) throws -> (format: ImageFormat, size: CVImageSize) {
    let inspected = try inspect(data)
    return (
      inspected.format, CVImageSize(width: Int(inspected.width), height: Int(inspected.height))
    )
  }

  // MARK: - Formats

  /// What a header says: the format, the size, and the memory the decoder takes for itself.
  private struct Inspection {
    var format: ImageFormat
    var width: UInt32
    var height: UInt32
    var workingBytes: Int
  }

  private func inspect(_ data: Data) throws -> Inspection {
    try checkByteCount(data.count)
    let format = try Self.format(of: data)
    return try data.withUnsafeBytes { bytes in
      var message = Self.messageBuffer()
      var inspection = Inspection(format: format, width: 0, height: 0, workingBytes: 0)
      switch format {
      case .png:
        var reader: OpaquePointer?
        let status = oi_png_open(
          bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, &reader,
          &inspection.width, &inspection.height, &message, Self.messageCapacity)
        try Self.check(status, message, .png)
        oi_png_close(reader)
      case .jpeg:
        var reader: OpaquePointer?
        let status = oi_jpeg_open(
          bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count,
          UInt32(clamping: limits.maximumScans), limits.maximumDecoderMemory, &reader,
          &inspection.width, &inspection.height, &message, Self.messageCapacity)
        try Self.check(status, message, .jpeg)
        // libjpeg takes at most maximumDecoderMemory for its coefficients, and refuses the file
        // when it would need more.
        inspection.workingBytes = min(oi_jpeg_working_bytes(reader), limits.maximumDecoderMemory)
        oi_jpeg_close(reader)
      }
      return inspection
    }
  }

  /// Decodes, charging the pixels to `budget` (already reserved) when there is one; `created`
  /// tells whether the pixel buffer was made.
  private func decode(
    _ data: Data, charging budget: DecodingBudget?, created: inout Bool
  ) throws -> CVReadOnlyPixelBuffer {
    try checkByteCount(data.count)
    let format = try Self.format(of: data)
    return try data.withUnsafeBytes { bytes in
      switch format {
      case .png: try decodePNG(bytes, charging: budget, created: &created)
      case .jpeg: try decodeJPEG(bytes, charging: budget, created: &created)
      }
    }
  }

  private func decodePNG(
    _ bytes: UnsafeRawBufferPointer, charging budget: DecodingBudget?, created: inout Bool
  ) throws -> CVReadOnlyPixelBuffer {
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
      // The limits first, the clearest refusal; then whether the data can hold the pixels.
      _ = try checkedSize(width: width, height: height, format: .png)
      try Self.checkPNGData(bytes)
      buffer = try makeBuffer(width: width, height: height, format: .png, charging: budget)
      created = true
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

  private func decodeJPEG(
    _ bytes: UnsafeRawBufferPointer, charging budget: DecodingBudget?, created: inout Bool
  ) throws -> CVReadOnlyPixelBuffer {
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
      buffer = try makeBuffer(width: width, height: height, format: .jpeg, charging: budget)
      created = true
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

  /// Refuses PNG data whose chunks stop before `IEND`, or whose compressed data is too short
  /// for the size it declares, before its pixels are allocated.
  private static func checkPNGData(_ data: some ContiguousBytes) throws {
    var message = messageBuffer()
    let status = data.withUnsafeBytes { bytes in
      oi_png_check_data(
        bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count, &message,
        messageCapacity)
    }
    try check(status, message, .png)
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

  /// The attributes of the BGRA buffer an image of this size decodes into.
  private static func attributes(width: Int, height: Int) -> CVPixelBufferCreationAttributes {
    CVPixelBufferCreationAttributes(
      pixelFormatType: CVPixelFormatType(rawValue: kCVPixelFormatType_32BGRA),
      size: CVImageSize(width: width, height: height))
  }

  /// The bytes the pixels of an inspected image take, once its size passes the limits.
  private func checkedByteCount(_ inspected: Inspection) throws -> Int {
    let (width, height) = try checkedSize(
      width: inspected.width, height: inspected.height, format: inspected.format)
    guard
      let count = CVMutablePixelBuffer.byteCount(
        of: Self.attributes(width: width, height: height))
    else {
      throw ImageDecodingError(
        ImageDecodingError.tooLarge,
        "The \(inspected.format.name) is \(width)×\(height) pixels, too many to hold.")
    }
    return count
  }

  /// The declared size, once it passes the limits.
  private func checkedSize(
    width: UInt32, height: UInt32, format: ImageFormat
  ) throws -> (width: Int, height: Int) {
    let (width, height) = (Int(width), Int(height))
    guard width > 0, height > 0 else {
      throw ImageDecodingError(
        ImageDecodingError.damaged,
        "The \(format.name) declares an empty image (\(width)×\(height)).")
    }
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    if width > limits.maximumDimension || height > limits.maximumDimension || overflow
      || pixels > limits.maximumPixelCount
    {
      throw ImageDecodingError(
        ImageDecodingError.tooLarge,
        "The \(format.name) is \(width)×\(height) pixels; at most \(limits.maximumPixelCount) "
          + "pixels, and \(limits.maximumDimension) on a side, are accepted. Send a smaller "
          + "image.")
    }
    return (width, height)
  }

  /// A zeroed BGRA buffer for an image of the declared size, once the size passes the limits;
  /// with a budget, its pixels are given back to the budget when it is freed.
  private func makeBuffer(
    width: UInt32, height: UInt32, format: ImageFormat, charging budget: DecodingBudget?
  ) throws -> CVMutablePixelBuffer {
    let (width, height) = try checkedSize(width: width, height: height, format: format)
    let attributes = Self.attributes(width: width, height: height)
    do {
      guard let budget else { return try CVMutablePixelBuffer(attributes) }
      return try CVMutablePixelBuffer(attributes) { [budget] count in budget.release(count) }
    } catch {
      throw ImageDecodingError(
        ImageDecodingError.tooLarge,
        "There is not enough memory for the \(width)×\(height) \(format.name) (\(error)).")
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
    let sentence = text.isEmpty ? "the \(format.name) cannot be decoded" : text
    let code = status == OI_IMAGE_INVALID ? ImageDecodingError.damaged : ImageDecodingError.tooLarge
    throw ImageDecodingError(code, sentence.prefix(1).uppercased() + sentence.dropFirst() + ".")
  }
}
