/// A pixel buffer that can be shared: nothing writes to it any more.
///
/// The system hands apps read-only buffers, such as the image of a
/// `SemanticContentDescriptor` in a visual search. Read the pixels with
/// ``CVPixelBufferRepresentable/accessUnsafeRawPlaneBytes(_:)``:
///
/// ```swift
/// let size = buffer.size
/// buffer.accessUnsafeRawPlaneBytes { planes in
///   let (properties, bytes) = planes[0]
///   for y in 0..<size.height {
///     let row = bytes[(y * properties.bytesPerRow)...]
///     // 32BGRA: row[4x] is blue, row[4x + 1] green, row[4x + 2] red, row[4x + 3] alpha.
///   }
/// }
/// ```
public final class CVReadOnlyPixelBuffer: CVPixelBufferRepresentable, Sendable {
  let buffer: CVBuffer

  /// Takes over a mutable buffer once it is written.
  public init(_ mutableBuffer: consuming CVMutablePixelBuffer) {
    buffer = mutableBuffer.buffer
  }

  /// Takes over an existing buffer, which nothing may write to any more.
  public init(unsafeBuffer: sending CVPixelBuffer) {
    buffer = unsafeBuffer
  }

  /// Runs `body` with the buffer; the buffer must not escape it.
  public func withUnsafeBuffer<R: ~Copyable>(_ body: (CVPixelBuffer) throws -> R) rethrows -> R {
    try body(buffer)
  }
}
