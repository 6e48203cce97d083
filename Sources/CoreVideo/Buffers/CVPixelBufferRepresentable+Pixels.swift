extension CVPixelBufferRepresentable where Self: ~Copyable {
  /// What the buffer was created as: format, size and alignment.
  public var creationAttributes: CVPixelBufferCreationAttributes {
    withUnsafeBuffer { $0.attributes }
  }

  /// The layout of the pixels, such as ``kCVPixelFormatType_32BGRA``.
  public var pixelFormatType: CVPixelFormatType {
    withUnsafeBuffer { $0.attributes.pixelFormatType }
  }

  /// The width and height, in pixels.
  public var size: CVImageSize { withUnsafeBuffer { $0.attributes.size } }

  /// Extra pixels around the image: none for buffers made on Linux.
  public var extendedPixels: CVPixelBufferPadding {
    withUnsafeBuffer { $0.attributes.extendedPixels ?? .zero }
  }

  /// The number of planes of a planar buffer; `0` for a buffer whose pixels are interleaved in
  /// one block, as every buffer made on Linux is.
  public var planeCount: Int { 0 }

  /// Whether the pixels are split into planes; `false` on Linux.
  public var isPlanar: Bool { planeCount > 0 }

  /// The size and row length of each block of pixels: one entry for a non-planar buffer.
  public var planeProperties: [CVPixelBufferPlaneProperties] { withUnsafeBuffer { [$0.plane] } }

  /// Runs `block` with the bytes of each block of pixels (one for a non-planar buffer), read
  /// only; the pointers must not escape it.
  ///
  /// ```swift
  /// let brightness = buffer.accessUnsafeRawPlaneBytes { planes in
  ///   let (properties, bytes) = planes[0]
  ///   // Row y starts at bytes[y * properties.bytesPerRow].
  /// }
  /// ```
  public func accessUnsafeRawPlaneBytes<R>(
    _ block: ([(properties: CVPixelBufferPlaneProperties, bytes: UnsafeRawBufferPointer)]) throws
      -> R
  ) rethrows -> R {
    try withUnsafeBuffer { buffer in
      try block([
        (buffer.plane, UnsafeRawBufferPointer(start: buffer.bytes, count: buffer.byteCount))
      ])
    }
  }

  /// Whether a buffer with these attributes could stand in for this one: same format and size.
  public func isCompatibleWith(_ attributes: CVPixelBufferCreationAttributes) -> Bool {
    withUnsafeBuffer { buffer in
      buffer.attributes.pixelFormatType == attributes.pixelFormatType
        && buffer.attributes.size == attributes.size
        && attributes.bytesPerRowAlignment.map { buffer.bytesPerRow % $0 == 0 } ?? true
    }
  }
}
