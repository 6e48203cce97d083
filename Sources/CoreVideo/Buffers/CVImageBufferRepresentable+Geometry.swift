public import Foundation

extension CVImageBufferRepresentable where Self: ~Copyable {
  /// The size of the encoded image, in pixels.
  public var encodedSize: CGSize { withUnsafeBuffer { CGSize($0.attributes.size) } }

  /// The size to display the image at; buffers made on Linux have square pixels, so this is the
  /// encoded size.
  public var displaySize: CGSize { encodedSize }

  /// The part of the image meant to be shown; the whole image on Linux.
  public var cleanRect: CGRect { CGRect(origin: .zero, size: encodedSize) }

  /// Where the first row is: images decoded on Linux start at the top.
  public var originPosition: CVImageBufferOriginPosition { .topLeft }
}
