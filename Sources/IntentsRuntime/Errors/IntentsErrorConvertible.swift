/// An error of a library that app code calls which says which of the system's errors it is:
/// the caller's mistake with a stable code, not a failure of the app.
///
/// An intent's `perform()` that throws such an error is reported with the error it converts to,
/// not ``IntentsError/intentFailed`` — as an image the intent was given and cannot decode is
/// ``IntentsError/invalidImage`` (the conformance of `IntentsImaging`'s `ImageDecodingError`
/// lives in `IntentsVisualSearch`, the target that joins the decoders to the runtime).
package protocol IntentsErrorConvertible: Error {
  /// The system's error, its message beginning with `subject`: what threw it, such as the
  /// intent's identifier.
  func intentsError(subject: String) -> IntentsError
}
