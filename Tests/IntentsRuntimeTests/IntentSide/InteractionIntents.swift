import AppIntents
import Foundation

/// Confirms the result it is about to give, with the action's verb.
struct BookHutIntent: AppIntent {
  static let title: LocalizedStringResource = "Book Hut"
  @Parameter(title: "Nights", default: 1) var nights: Int

  func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
    let dialog: IntentDialog = "\(nights) nights cost \(nights * 40) francs"
    try await requestConfirmation(
      result: IntentResultContainer<Int, Never, Never, IntentDialog>.result(
        value: nights * 40, dialog: dialog),
      confirmationActionName: .book)
    return .result(value: nights * 40, dialog: dialog)
  }
}

/// Asks to choose among options, then for a value.
struct PackIntent: AppIntent {
  static let title: LocalizedStringResource = "Pack"
  @Parameter(title: "Item") var item: String?

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let bag = try await requestChoice(
      between: [.init(title: "Small"), .init(title: "Large"), .cancel], dialog: "Which bag?")
    guard bag != .cancel else { return .result(dialog: "No bag") }
    let item = try await $item.requestValue("What goes in?")
    return .result(dialog: "\(String(localized: bag.title)) bag with \(item)")
  }
}

/// Needs the app in front to finish.
struct NavigateHomeIntent: AppIntent, ForegroundContinuableIntent {
  static let title: LocalizedStringResource = "Navigate Home"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let mode = systemContext.currentMode
    try await requestToContinueInForeground("Open the map to navigate?")
    return .result(
      dialog: "\(mode.debugDescription) then \(systemContext.currentMode.debugDescription)")
  }
}
