/// A Swift value that owns a Core Video buffer and lends it out.
public protocol CVBufferRepresentable<Buffer>: ~Copyable {
  /// The kind of buffer owned.
  associatedtype Buffer: CVBuffer

  /// Runs `body` with the buffer; the buffer must not escape it.
  func withUnsafeBuffer<R: ~Copyable>(_ body: (Buffer) throws -> R) rethrows -> R
}

/// A Swift value that owns an image buffer.
public protocol CVImageBufferRepresentable: CVBufferRepresentable, ~Copyable {}

/// A Swift value that owns a pixel buffer: ``CVMutablePixelBuffer`` while it is written,
/// ``CVReadOnlyPixelBuffer`` once it is shared.
public protocol CVPixelBufferRepresentable: CVImageBufferRepresentable, ~Copyable {}
