import AppIntents
import Testing

/// An app's own error that converts to a predefined one.
private enum ExpenseError: Error, CustomAppIntentErrorConvertible {
  case deleted(String)

  var appIntentError: AppIntentError {
    switch self {
    case .deleted(let name):
      AppIntentError(
        predefinedError: AppIntentError.Unrecoverable.entityNotFound,
        description: "The expense \(name) was deleted.")
    }
  }
}

/// An app's own error that only has words.
private struct Unreachable: Error, CustomLocalizedStringResourceConvertible {
  var localizedStringResource: LocalizedStringResource { "The bank is unreachable." }
}

/// Converts both ways; the app-intent conversion wins, as on Apple platforms.
private struct Both: Error, CustomLocalizedStringResourceConvertible,
  CustomAppIntentErrorConvertible
{
  var localizedStringResource: LocalizedStringResource { "Words only." }
  var appIntentError: AppIntentError { AppIntentError.Unrecoverable.notAllowed }
}

@Suite struct AppIntentErrorTests {
  @Test func aPredefinedErrorWithTheAppsWordsIsStillThatError() {
    let error = AppIntentError(
      predefinedError: AppIntentError.Unrecoverable.entityNotFound,
      description: "No landmark is called Matterhorm.")
    #expect(error == AppIntentError.Unrecoverable.entityNotFound)
    #expect(error.description == "No landmark is called Matterhorm.")
    #expect(error != AppIntentError.Unrecoverable.notAllowed)
  }

  @Test func anAppsOwnErrorConvertsToTheErrorItNames() {
    let error = AppIntentError(wrapping: ExpenseError.deleted("Lunch"))
    #expect(error == AppIntentError.Unrecoverable.entityNotFound)
    #expect(error.description == "The expense Lunch was deleted.")
  }

  @Test func aLocalizedErrorKeepsItsWordsAndNoPredefinedKind() {
    let error = AppIntentError(wrapping: Unreachable())
    #expect(error.description == "The bank is unreachable.")
    #expect(error == AppIntentError(description: "The bank is unreachable."))
    #expect(error != AppIntentError(description: "Another reason."))
    #expect(error != AppIntentError.Unrecoverable.unknown)
  }

  @Test func theAppIntentConversionWinsOverWords() {
    #expect(Self.converted(Both()) == AppIntentError.Unrecoverable.notAllowed)
    #expect(Self.worded(Both()) == AppIntentError.Unrecoverable.notAllowed)
  }

  /// The error through `init(wrapping:)` of a convertible value.
  private static func converted(_ error: some CustomAppIntentErrorConvertible) -> AppIntentError {
    AppIntentError(wrapping: error)
  }

  /// The error through `init(wrapping:)` of a localized error.
  private static func worded(
    _ error: some CustomLocalizedStringResourceConvertible & Error
  ) -> AppIntentError {
    AppIntentError(wrapping: error)
  }
}
