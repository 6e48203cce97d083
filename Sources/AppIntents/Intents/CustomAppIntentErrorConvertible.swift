/// An error of the app's own type that says which ``AppIntentError`` it is, so that the system
/// treats it as that error: a missing entity as ``AppIntentError/Unrecoverable/entityNotFound``,
/// a refused action as ``AppIntentError/Unrecoverable/notAllowed``, with the app's words.
///
/// ```swift
/// enum ExpenseError: Error, CustomAppIntentErrorConvertible {
///   case deleted(String)
///
///   var appIntentError: AppIntentError {
///     switch self {
///     case .deleted(let name):
///       AppIntentError(
///         predefinedError: AppIntentError.Unrecoverable.entityNotFound,
///         description: "The expense \(name) was deleted.")
///     }
///   }
/// }
/// ```
///
/// Thrown from `perform()` or from a query (`entities(for:)` and the others), the error is read
/// through ``appIntentError`` and used as that error. An error that is also
/// `CustomLocalizedStringResourceConvertible` is converted by this conformance alone.
///
/// The OpenIntents runtime answers callers by the converted error: see ``AppIntentError`` and
/// the runtime's *Running intents* article for what each kind becomes over the command line,
/// HTTP and MCP.
public protocol CustomAppIntentErrorConvertible {
  /// The error the system treats this value as.
  var appIntentError: AppIntentError { get }
}
