/// Why an image was not decoded or encoded: a stable ``code`` and a sentence that says what
/// was wrong.
///
/// ```swift
/// do {
///   let buffer = try ImageDecoder().decode(data)
/// } catch ImageDecodingError.tooLarge {
///   // Refused by the limits: say so, and ask for a smaller image.
/// }
/// ```
public struct ImageDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The stable identity of a kind of failure.
  public struct Code: RawRepresentable, Hashable, Sendable {
    /// The code as text, such as `"tooLarge"`.
    public let rawValue: String
    /// A code from its text.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Whether an error has this code: `catch ImageDecodingError.tooLarge`.
    public static func ~= (code: Code, error: any Error) -> Bool {
      (error as? ImageDecodingError)?.code == code
    }
  }

  /// The data is neither PNG nor JPEG.
  public static let unrecognizedFormat = Code(rawValue: "unrecognizedFormat")
  /// The data is damaged, truncated, or uses a feature the decoder does not support.
  public static let damaged = Code(rawValue: "damaged")
  /// The image exceeds the limits (bytes, pixels, dimensions, scans or decoder memory).
  public static let tooLarge = Code(rawValue: "tooLarge")
  /// The pixels cannot be encoded (a pixel format the encoder does not take).
  public static let unsupportedPixels = Code(rawValue: "unsupportedPixels")

  /// The kind of failure.
  public let code: Code
  /// What was wrong, in a sentence that names the format.
  public let message: String

  /// Creates an error.
  public init(_ code: Code, _ message: String) {
    self.code = code
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
