/// An error an intent throws to tell the system why it stopped: the person must act, a
/// permission is missing, or the action cannot complete.
///
/// ```swift
/// guard let landmark = store.landmark(id) else {
///   throw AppIntentError.Unrecoverable.entityNotFound
/// }
/// ```
///
/// A predefined error can carry the app's own words, and an error of the app's own type can say
/// which predefined error it is (``CustomAppIntentErrorConvertible``):
///
/// ```swift
/// throw AppIntentError(
///   predefinedError: AppIntentError.Unrecoverable.entityNotFound,
///   description: "No landmark is called \(name).")
/// ```
///
/// Errors are compared by their stable code; errors made from a description alone
/// (``init(description:)``) by their description.
public struct AppIntentError: Error, Sendable, Equatable, CustomStringConvertible,
  CustomLocalizedStringResourceConvertible
{
  /// The stable identity of the error, such as `unrecoverable.entityNotFound`. This is an
  /// OpenIntents addition.
  public let code: String
  let message: String
  /// What the system does, before performing the intent again, for an error that asks it to get
  /// something first (``IntentParameter/needsValueError(_:)``, a disambiguation, continuing in
  /// the foreground); `nil` for every other error.
  package let recovery: Recovery?

  init(_ code: String, _ message: String, recovery: Recovery? = nil) {
    self.code = code
    self.message = message
    self.recovery = recovery
  }

  /// Gets what an error asked for — asks the person through the running system's interaction
  /// and sets the parameter — and says whether to perform the intent again.
  package typealias Recovery = @Sendable () async throws -> RecoveryOutcome

  /// What follows a recovery.
  package enum RecoveryOutcome: Sendable {
    /// Perform the intent again, from the start, with what the recovery set.
    case performAgain
    /// The run is over: the recovery did what the intent needed.
    case finished
  }

  /// Whether the system performs the intent again after this error (when the person answers
  /// what it asks, for an error with a recovery).
  package var performsAgain: Bool { code == "restartPerform" || recovery != nil }

  /// The code of errors made from a description alone.
  static let describedCode = "described"

  /// The codes of the predefined errors: ``restartPerform`` and those of
  /// ``UserActionRequired``, ``PermissionRequired`` and ``Unrecoverable``.
  static let predefinedCodes: Set<String> = [
    "restartPerform", "userActionRequired.signin", "userActionRequired.accountSetup",
    "userActionRequired.confirmation", "permissionRequired.siri",
    "permissionRequired.localNetwork", "permissionRequired.bluetooth",
    "permissionRequired.photos", "permissionRequired.contacts", "permissionRequired.location",
    "permissionRequired.preciseLocation", "unrecoverable.networkFailure",
    "unrecoverable.partialFailure", "unrecoverable.notAllowed", "unrecoverable.unknown",
    "unrecoverable.unsupportedOnDevice", "unrecoverable.featureCurrentlyRestricted",
    "unrecoverable.entityNotFound",
  ]

  /// An error with the app's own description and no predefined kind.
  public init(description: LocalizedStringResource) {
    self.init(Self.describedCode, String(localized: description))
  }

  /// One of the predefined errors with the app's own description: the system treats it as
  /// `predefinedError` and says `description`.
  ///
  /// `predefinedError` must be one of the predefined static values (``restartPerform``,
  /// ``UserActionRequired``, ``PermissionRequired``, ``Unrecoverable``); any other value is a
  /// programmer error and stops the program, as on Apple platforms.
  public init(predefinedError: AppIntentError, description: LocalizedStringResource) {
    guard Self.predefinedCodes.contains(predefinedError.code) else {
      preconditionFailure(
        "AppIntentError(predefinedError:description:) takes one of the predefined errors "
          + "(AppIntentError.Unrecoverable.entityNotFound, …), not ‘\(predefinedError.code)’; "
          + "use AppIntentError(description:) for an error of your own.")
    }
    self.init(predefinedError.code, String(localized: description))
  }

  /// The error a value of the app's own error type converts to: its
  /// ``CustomAppIntentErrorConvertible/appIntentError``.
  public init(wrapping convertible: some CustomAppIntentErrorConvertible) {
    self = convertible.appIntentError
  }

  /// An error with the description of a localized error of the app's own; an error that is
  /// also ``CustomAppIntentErrorConvertible`` is converted by that conformance alone.
  public init(wrapping error: some CustomLocalizedStringResourceConvertible & Error) {
    if let convertible = error as? any CustomAppIntentErrorConvertible {
      self = convertible.appIntentError
    } else {
      self.init(Self.describedCode, String(localized: error.localizedStringResource))
    }
  }

  /// Asks the system to run `perform()` again from the start.
  public static var restartPerform: AppIntentError {
    AppIntentError("restartPerform", "The intent asked to be performed again.")
  }

  /// Why the intent stopped, for people.
  public var description: String { message }

  /// Why the intent stopped, as a localizable string.
  public var localizedStringResource: LocalizedStringResource {
    LocalizedStringResource(stringLiteral: message)
  }

  /// Whether two errors have the same code (and, made from a description alone, the same
  /// description).
  public static func == (lhs: AppIntentError, rhs: AppIntentError) -> Bool {
    lhs.code == rhs.code && (lhs.code != describedCode || lhs.message == rhs.message)
  }

  /// Errors the person can fix by acting.
  public enum UserActionRequired {
    /// The person must sign in.
    public static let signin = AppIntentError(
      "userActionRequired.signin", "Sign in to continue.")
    /// The person must set up an account.
    public static let accountSetup = AppIntentError(
      "userActionRequired.accountSetup", "Set up an account to continue.")
    /// The person must confirm.
    public static let confirmation = AppIntentError(
      "userActionRequired.confirmation", "The action needs your confirmation.")
  }

  /// Errors that need a permission the app lacks.
  public enum PermissionRequired {
    /// Siri access.
    public static let siri = AppIntentError("permissionRequired.siri", "Allow Siri access.")
    /// Local network access.
    public static let localNetwork = AppIntentError(
      "permissionRequired.localNetwork", "Allow local network access.")
    /// Bluetooth access.
    public static let bluetooth = AppIntentError(
      "permissionRequired.bluetooth", "Allow Bluetooth access.")
    /// Photos access.
    public static let photos = AppIntentError(
      "permissionRequired.photos", "Allow access to photos.")
    /// Contacts access.
    public static let contacts = AppIntentError(
      "permissionRequired.contacts", "Allow access to contacts.")
    /// Location access, optionally precise.
    public static func location(precise: Bool = false) -> AppIntentError {
      precise
        ? AppIntentError("permissionRequired.preciseLocation", "Allow precise location access.")
        : AppIntentError("permissionRequired.location", "Allow location access.")
    }
  }

  /// Errors no action of the person's can fix.
  public enum Unrecoverable {
    /// The network failed.
    public static let networkFailure = AppIntentError(
      "unrecoverable.networkFailure", "The network request failed.")
    /// Only part of the work was done.
    public static let partialFailure = AppIntentError(
      "unrecoverable.partialFailure", "Only part of the action completed.")
    /// The action is not allowed.
    public static let notAllowed = AppIntentError(
      "unrecoverable.notAllowed", "The action is not allowed.")
    /// Something unknown went wrong.
    public static let unknown = AppIntentError("unrecoverable.unknown", "Something went wrong.")
    /// The device cannot do this.
    public static let unsupportedOnDevice = AppIntentError(
      "unrecoverable.unsupportedOnDevice", "This device does not support the action.")
    /// The feature is restricted right now.
    public static let featureCurrentlyRestricted = AppIntentError(
      "unrecoverable.featureCurrentlyRestricted", "The feature is restricted right now.")
    /// An entity the action needs no longer exists.
    public static let entityNotFound = AppIntentError(
      "unrecoverable.entityNotFound", "The item no longer exists.")
  }
}

extension AppIntentError {
  /// An error raised when a parameter needs a value nobody gave.
  ///
  /// With a recovery (a parameter of an intent), the system asks for the value and performs the
  /// intent again; without one, the error ends the run.
  package static func needsValue(
    _ parameter: String, _ dialog: IntentDialog?, recovery: Recovery? = nil
  ) -> AppIntentError {
    AppIntentError(
      "needsValue", dialog?.text ?? "The parameter ‘\(parameter)’ needs a value.",
      recovery: recovery)
  }

  /// An error raised when a parameter's value is ambiguous; with a recovery, the system asks the
  /// person to choose and performs the intent again.
  package static func needsDisambiguation(
    _ parameter: String, _ count: Int, _ dialog: IntentDialog?, recovery: Recovery? = nil
  )
    -> AppIntentError
  {
    AppIntentError(
      "needsDisambiguation",
      dialog?.text ?? "The parameter ‘\(parameter)’ matches \(count) values; choose one.",
      recovery: recovery)
  }

  /// An error raised when an intent asks the person something but no one can answer.
  package static func noInteraction(_ what: String) -> AppIntentError {
    AppIntentError(
      "noInteraction",
      "The intent asked to \(what), but it is not running inside a system that can ask: run it "
        + "through the OpenIntents runtime (IntentsHost) or AppIntentsTesting.")
  }

  /// An error raised when the person declined.
  package static var declined: AppIntentError {
    AppIntentError("declined", "The request was declined.")
  }
}
