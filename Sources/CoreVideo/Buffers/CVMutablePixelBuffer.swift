/// A pixel buffer being written: one owner at a time, then handed over as a
/// ``CVReadOnlyPixelBuffer``.
///
/// ```swift
/// var buffer = try CVMutablePixelBuffer(
///   CVPixelBufferCreationAttributes(
///     pixelFormatType: CVPixelFormatType(rawValue: kCVPixelFormatType_32BGRA),
///     size: CVImageSize(width: 2, height: 2)))
/// buffer.accessUnsafeMutableRawPlaneBytes { planes in planes[0].bytes.initializeMemory(as: UInt8.self, repeating: 255) }
/// let shared = CVReadOnlyPixelBuffer(buffer)
/// ```
///
/// A new buffer's pixels are zero.
public struct CVMutablePixelBuffer: ~Copyable, Sendable, CVPixelBufferRepresentable {
  let buffer: CVBuffer

  /// Takes over an existing buffer, which nothing else may write to.
  public init(unsafeBuffer: sending CVPixelBuffer) {
    buffer = unsafeBuffer
  }

  /// A new buffer with the given attributes.
  ///
  /// Throws ``CVError/invalidPixelFormat`` for a format other than the 8-bit interleaved ones
  /// (``kCVPixelFormatType_32BGRA``, ``kCVPixelFormatType_32RGBA``,
  /// ``kCVPixelFormatType_32ARGB``, ``kCVPixelFormatType_32ABGR``,
  /// ``kCVPixelFormatType_24RGB``, ``kCVPixelFormatType_24BGR``,
  /// ``kCVPixelFormatType_OneComponent8``), ``CVError/invalidSize`` for an empty or
  /// impossibly large size, and ``CVError/allocationFailed`` when memory runs out.
  public init(_ attributes: CVPixelBufferCreationAttributes) throws {
    buffer = try CVBuffer(attributes)
  }

  /// A new buffer with the given attributes that calls `released` with its byte count once its
  /// pixels are freed — when the last ``CVReadOnlyPixelBuffer`` made of it goes away. This is
  /// an OpenIntents addition, for the system's memory budgets.
  package init(
    _ attributes: CVPixelBufferCreationAttributes, released: @escaping @Sendable (Int) -> Void
  ) throws {
    buffer = try CVBuffer(attributes, released: released)
  }

  /// The bytes a buffer of these attributes takes (its rows aligned as it would align them);
  /// `nil` for attributes it cannot be created with. This is an OpenIntents addition.
  package static func byteCount(of attributes: CVPixelBufferCreationAttributes) -> Int? {
    CVBuffer.byteCount(of: attributes)
  }

  /// Runs `body` with the buffer; the buffer must not escape it.
  public func withUnsafeBuffer<R: ~Copyable>(_ body: (CVPixelBuffer) throws -> R) rethrows -> R {
    try body(buffer)
  }

  /// Runs `block` with the writable bytes of each block of pixels (one for a non-planar
  /// buffer); the pointers must not escape it.
  public mutating func accessUnsafeMutableRawPlaneBytes<R>(
    _ block: ([(properties: CVPixelBufferPlaneProperties, bytes: UnsafeMutableRawBufferPointer)])
      throws -> R
  ) rethrows -> R {
    try block([
      (buffer.plane, UnsafeMutableRawBufferPointer(start: buffer.bytes, count: buffer.byteCount))
    ])
  }
}
