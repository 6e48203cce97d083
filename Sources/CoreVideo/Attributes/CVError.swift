/// A Core Video result code: `0` for success, negative for a failure.
public typealias CVReturn = Int32

/// A failure of a Core Video operation, such as creating a buffer of an unsupported format.
///
/// ```swift
/// do {
///   _ = try CVMutablePixelBuffer(attributes)
/// } catch CVError.invalidPixelFormat {
///   …
/// }
/// ```
@frozen
public struct CVError: Error, RawRepresentable, Hashable, CustomStringConvertible, BitwiseCopyable {
  /// The result code.
  public var rawValue: CVReturn

  /// The error with the given code; `nil` for `0`, which is success.
  public init?(rawValue: CVReturn) {
    guard rawValue != 0 else { return nil }
    self.rawValue = rawValue
  }

  private init(code: CVReturn) { rawValue = code }

  /// Throws the error a result code stands for; returns for success.
  public static func check(_ status: CVReturn) throws(CVError) {
    if let error = CVError(rawValue: status) { throw error }
  }

  /// The error's name and code, such as `CVError.invalidSize (-6681)`.
  public var description: String { "CVError.\(name) (\(rawValue))" }

  /// What the error means, in a sentence.
  public var errorDescription: String? {
    switch self {
    case .invalidArgument: "An argument is not valid."
    case .allocationFailed: "The buffer's memory could not be allocated."
    case .unsupported: "The operation is not supported."
    case .invalidPixelFormat: "The pixel format is not supported."
    case .invalidSize: "The width or height is not valid."
    case .invalidPixelBufferAttributes: "The pixel buffer attributes are not valid."
    default: "Core Video failed with code \(rawValue)."
    }
  }

  private var name: String {
    switch self {
    case .internalError: "internalError"
    case .invalidArgument: "invalidArgument"
    case .allocationFailed: "allocationFailed"
    case .unsupported: "unsupported"
    case .invalidPixelFormat: "invalidPixelFormat"
    case .invalidSize: "invalidSize"
    case .invalidPixelBufferAttributes: "invalidPixelBufferAttributes"
    case .pixelBufferNotMetalCompatible: "pixelBufferNotMetalCompatible"
    case .wouldExceedAllocationThreshold: "wouldExceedAllocationThreshold"
    case .poolAllocationFailed: "poolAllocationFailed"
    case .invalidPoolAttributes: "invalidPoolAttributes"
    case .retry: "retry"
    default: "unknown"
    }
  }

  /// Whether an error is this one, for `catch CVError.invalidSize`.
  public static func ~= (pattern: CVError, error: any Error) -> Bool {
    (error as? CVError) == pattern
  }

  /// An unspecified internal failure.
  public static let internalError = CVError(code: -6660)
  /// An argument is not valid.
  public static let invalidArgument = CVError(code: -6661)
  /// Memory could not be allocated.
  public static let allocationFailed = CVError(code: -6662)
  /// The operation is not supported.
  public static let unsupported = CVError(code: -6663)
  /// The pixel format is not supported.
  public static let invalidPixelFormat = CVError(code: -6680)
  /// The width or height is not valid.
  public static let invalidSize = CVError(code: -6681)
  /// The pixel buffer attributes are not valid.
  public static let invalidPixelBufferAttributes = CVError(code: -6682)
  /// The buffer cannot be used with Metal (never raised on Linux, which has no Metal).
  public static let pixelBufferNotMetalCompatible = CVError(code: -6684)
  /// The allocation would exceed a pool's threshold.
  public static let wouldExceedAllocationThreshold = CVError(code: -6689)
  /// A pool could not allocate a buffer.
  public static let poolAllocationFailed = CVError(code: -6690)
  /// A pool's attributes are not valid.
  public static let invalidPoolAttributes = CVError(code: -6691)
  /// Try again.
  public static let retry = CVError(code: -6692)
}
