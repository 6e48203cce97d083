extension IntentsError {
  /// An image cannot be read: it is not PNG or JPEG, or it is damaged or truncated. This is an
  /// OpenIntents addition.
  public static let invalidImage = Code(rawValue: "invalidImage")
  /// "This" was said, but the client has nothing of the expected type on screen. This is an
  /// OpenIntents addition.
  public static let nothingOnScreen = Code(rawValue: "nothingOnScreen")
  /// No representation of the type exports or imports the requested content type; `allowed`
  /// lists those it has. This is an OpenIntents addition.
  public static let unsupportedContentType = Code(rawValue: "unsupportedContentType")
  /// A representation failed while exporting or importing. This is an OpenIntents addition.
  public static let transferFailed = Code(rawValue: "transferFailed")
}
