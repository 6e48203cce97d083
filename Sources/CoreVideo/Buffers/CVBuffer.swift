import Foundation

/// The storage behind a pixel buffer: its attributes and its bytes, in memory.
///
/// Apple's `CVBuffer` is a Core Foundation object apps reach with `withUnsafeBuffer`; here it
/// holds one plane of pixels. Read it through ``CVPixelBufferRepresentable``'s members
/// (``CVPixelBufferRepresentable/size``,
/// ``CVPixelBufferRepresentable/accessUnsafeRawPlaneBytes(_:)``…) rather than directly.
public final class CVBuffer: @unchecked Sendable {
  // @unchecked Sendable: the bytes are written only through the one CVMutablePixelBuffer that
  // owns this buffer (a noncopyable value, so one owner at a time); once a
  // CVReadOnlyPixelBuffer takes the buffer over, nothing writes to it.

  /// What the buffer was created as.
  let attributes: CVPixelBufferCreationAttributes
  /// The bytes from one row's start to the next's.
  let bytesPerRow: Int
  /// The pixels, `bytesPerRow × height` bytes, zeroed when allocated.
  let bytes: UnsafeMutableRawPointer
  /// The number of bytes at `bytes`.
  let byteCount: Int
  /// Called once the bytes are freed, with their count: how a memory budget learns that the
  /// pixels are gone (see `IntentsImaging`'s `DecodingBudget`).
  private let released: (@Sendable (Int) -> Void)?

  /// Allocates a zeroed buffer. Large buffers come from the system already zeroed, so zeroing
  /// costs nothing. `released` is called with the byte count when the buffer is freed.
  init(
    _ attributes: CVPixelBufferCreationAttributes, released: (@Sendable (Int) -> Void)? = nil
  ) throws(CVError) {
    let (bytesPerRow, total) = try Self.layout(of: attributes)
    guard let bytes = calloc(total, 1) else { throw .allocationFailed }
    self.attributes = attributes
    self.bytesPerRow = bytesPerRow
    self.bytes = bytes
    byteCount = total
    self.released = released
  }

  deinit {
    free(bytes)
    released?(byteCount)
  }

  /// The bytes a buffer of these attributes takes, as ``init(_:released:)`` allocates them;
  /// `nil` when it cannot be created.
  package static func byteCount(of attributes: CVPixelBufferCreationAttributes) -> Int? {
    try? layout(of: attributes).total
  }

  /// The row length and total size of a buffer of these attributes.
  private static func layout(
    of attributes: CVPixelBufferCreationAttributes
  ) throws(CVError) -> (bytesPerRow: Int, total: Int) {
    guard let bytesPerPixel = attributes.pixelFormatType.bytesPerPixel else {
      throw .invalidPixelFormat
    }
    let size = attributes.size
    guard size.width > 0, size.height > 0 else { throw .invalidSize }
    let alignment = attributes.bytesPerRowAlignment ?? 64
    guard alignment > 0, alignment.nonzeroBitCount == 1, attributes.extendedPixels ?? .zero == .zero
    else { throw .invalidPixelBufferAttributes }
    let (rowBytes, rowOverflow) = size.width.multipliedReportingOverflow(by: bytesPerPixel)
    let (aligned, alignOverflow) = rowBytes.addingReportingOverflow(alignment - 1)
    guard !rowOverflow, !alignOverflow else { throw .invalidSize }
    let bytesPerRow = aligned & ~(alignment - 1)
    let (total, totalOverflow) = bytesPerRow.multipliedReportingOverflow(by: size.height)
    guard !totalOverflow else { throw .invalidSize }
    return (bytesPerRow, total)
  }

  /// The buffer's one plane.
  var plane: CVPixelBufferPlaneProperties {
    CVPixelBufferPlaneProperties(size: attributes.size, bytesPerRow: bytesPerRow)
  }
}

/// A buffer holding an image; in Core Video every image buffer is a ``CVBuffer``.
public typealias CVImageBuffer = CVBuffer

/// A buffer holding an image's pixels in memory.
public typealias CVPixelBuffer = CVImageBuffer
