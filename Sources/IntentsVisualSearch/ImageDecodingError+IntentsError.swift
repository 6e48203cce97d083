package import IntentsImaging
package import IntentsRuntime

extension ImageDecodingError: IntentsErrorConvertible {
  /// The runtime's error for an image an intent's `perform()` could not decode, named as the
  /// intent's image (`subject` is the intent's identifier).
  package func intentsError(subject: String) -> IntentsError {
    intentsError(image: "\(subject): the image")
  }

  /// The runtime's error for an image that cannot be decoded — a mistake of whoever sent it:
  /// `requestTooLarge` for an image over the limits or the decoding budget, `invalidImage` for
  /// anything else, with the decoder's reason. `image` names the image in the message.
  func intentsError(image: String) -> IntentsError {
    switch code {
    case ImageDecodingError.tooLarge:
      IntentsError(IntentsError.requestTooLarge, "\(image) is too large: \(message)")
    default:
      IntentsError(IntentsError.invalidImage, "\(image) cannot be read: \(message)")
    }
  }
}
