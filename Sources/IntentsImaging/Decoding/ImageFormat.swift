public import UniformTypeIdentifiers

/// An encoded image format the system decodes: PNG or JPEG, recognised by the first bytes of
/// the data, whatever a file's name or a request's content type claims.
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
  /// Portable Network Graphics: every colour type and bit depth, interlaced or not.
  case png
  /// JPEG (JFIF or Exif): baseline or progressive; greyscale, colour or CMYK.
  case jpeg

  /// The format the data is in, from its signature; `nil` when it is neither PNG nor JPEG.
  public init?(sniffing data: some Collection<UInt8>) {
    if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      self = .png
    } else if data.starts(with: [0xFF, 0xD8, 0xFF]) {
      self = .jpeg
    } else {
      return nil
    }
  }

  /// The format's uniform type: `public.png` or `public.jpeg`.
  public var contentType: UTType {
    switch self {
    case .png: .png
    case .jpeg: .jpeg
    }
  }

  /// The format's MIME type: `image/png` or `image/jpeg`.
  public var mimeType: String {
    switch self {
    case .png: "image/png"
    case .jpeg: "image/jpeg"
    }
  }

  /// The format's name in messages: `PNG` or `JPEG`.
  var name: String { rawValue.uppercased() }
}
