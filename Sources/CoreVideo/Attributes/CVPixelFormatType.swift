/// A four-character code, such as a pixel format's `'BGRA'`.
public typealias OSType = UInt32

/// The layout of a pixel buffer's pixels, named by a four-character code such as
/// ``kCVPixelFormatType_32BGRA``.
///
/// ```swift
/// if buffer.pixelFormatType == CVPixelFormatType(rawValue: kCVPixelFormatType_32BGRA) { … }
/// ```
public struct CVPixelFormatType: RawRepresentable, Sendable, Hashable {
  /// The format's four-character code.
  public var rawValue: OSType

  /// The format with the given code.
  public init(rawValue: OSType) { self.rawValue = rawValue }

  /// Whether the format has a compressed variant; none of the Linux formats has.
  public var isCompressionAvailable: Bool { false }

  /// The bytes one pixel takes, for the non-planar formats this module allocates; `nil` for
  /// others.
  var bytesPerPixel: Int? {
    switch rawValue {
    case kCVPixelFormatType_32BGRA, kCVPixelFormatType_32RGBA, kCVPixelFormatType_32ARGB,
      kCVPixelFormatType_32ABGR:
      4
    case kCVPixelFormatType_24RGB, kCVPixelFormatType_24BGR: 3
    case kCVPixelFormatType_OneComponent8: 1
    default: nil
    }
  }
}

/// 8-bit blue, green, red and alpha, in that order; the format the system's decoded images
/// use.
public let kCVPixelFormatType_32BGRA: OSType = 0x4247_5241
/// 8-bit red, green, blue and alpha, in that order.
public let kCVPixelFormatType_32RGBA: OSType = 0x5247_4241
/// 8-bit alpha, red, green and blue, in that order.
public let kCVPixelFormatType_32ARGB: OSType = 0x0000_0020
/// 8-bit alpha, blue, green and red, in that order.
public let kCVPixelFormatType_32ABGR: OSType = 0x4142_4752
/// 8-bit red, green and blue, in that order.
public let kCVPixelFormatType_24RGB: OSType = 0x0000_0018
/// 8-bit blue, green and red, in that order.
public let kCVPixelFormatType_24BGR: OSType = 0x3234_4247
/// One 8-bit component: luminance.
public let kCVPixelFormatType_OneComponent8: OSType = 0x4C30_3038
