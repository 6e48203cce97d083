import IntentsImaging

extension IntentsError {
  /// The runtime's error for an image that cannot be decoded — a mistake of whoever sent it:
  /// ``requestTooLarge`` for an image over the limits or the decoding budget, ``invalidImage``
  /// for anything else, with the decoder's reason. `subject` names the image in the message.
  init(_ error: ImageDecodingError, subject: String = "The image") {
    switch error.code {
    case ImageDecodingError.tooLarge:
      self.init(IntentsError.requestTooLarge, Self.sentence(subject, "is too large", error))
    default:
      self.init(IntentsError.invalidImage, Self.sentence(subject, "cannot be read", error))
    }
  }

  private static func sentence(
    _ subject: String, _ predicate: String, _ error: ImageDecodingError
  ) -> String {
    "\(subject) \(predicate): \(error.message)"
  }
}
