import AppIntents

extension IntentsError {
  /// The app refused the action: its intent or query threw
  /// `AppIntentError.Unrecoverable.notAllowed` (or an error converting to it). The message is
  /// the app's own. This is an OpenIntents addition.
  public static let notAllowed = Code(rawValue: "notAllowed")

  /// The error callers get for an error the app's own code threw — an intent's `perform()`, a
  /// query's method — named by `subject` (`PlanHikeIntent`, `TrailQuery.entities(for:)`).
  ///
  /// An app error that says the caller's input was wrong is the caller's mistake, answered with
  /// the app's own message; any other error is `failure` (``intentFailed`` or
  /// ``queryFailed``), whose message only the server's log and local users see:
  ///
  /// | the app throws | code |
  /// | --- | --- |
  /// | an ``IntentsError`` | itself |
  /// | `AppIntentError.Unrecoverable.entityNotFound` | ``entityNotFound`` |
  /// | `AppIntentError.Unrecoverable.notAllowed` | ``notAllowed`` |
  /// | a value its parameter refuses (out of its range, of the wrong type) | ``invalidValue`` |
  /// | a refused confirmation | ``declined`` |
  /// | any other `AppIntentError`, and any other error | `failure` |
  ///
  /// A `CustomAppIntentErrorConvertible` error counts as the `AppIntentError` it converts to,
  /// `AppIntentError(predefinedError:description:)` as its predefined error, with its
  /// description as the message.
  static func thrownByApp(
    _ error: any Error, subject: String, failure: Code
  ) -> IntentsError {
    if let error = error as? IntentsError { return error }
    let appError: AppIntentError
    if let convertible = error as? any CustomAppIntentErrorConvertible {
      appError = convertible.appIntentError
    } else if let error = error as? AppIntentError {
      appError = error
    } else {
      return IntentsError(failure, "\(subject) failed: \(String(describing: error))")
    }
    let message = "\(subject): \(appError.description)"
    switch appError.code {
    case AppIntentError.Unrecoverable.entityNotFound.code:
      return IntentsError(entityNotFound, message)
    case AppIntentError.Unrecoverable.notAllowed.code:
      return IntentsError(notAllowed, message)
    case "invalidValue":  // the parameter checks of the AppIntents module
      return IntentsError(invalidValue, message)
    case AppIntentError.declined.code:
      return IntentsError(declined, message)
    default:
      return IntentsError(failure, "\(subject) failed: \(appError.description)")
    }
  }
}
