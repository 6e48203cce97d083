import AppIntents
import Foundation
import IntentsRuntime
import Testing

struct FavoriteSummits: DynamicOptionsProvider {
  func results() async throws -> [Summit] { [.jungfrau, .eiger] }
}

struct ClimbSummitIntent: AppIntent {
  static let title: LocalizedStringResource = "Climb Summit"
  @Parameter(title: "Summit") var summit: Summit
  func perform() async throws -> some IntentResult { .result() }
}

struct SummitShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: ClimbSummitIntent(), phrases: ["Climb \(\.$summit) with \(.applicationName)"],
      shortTitle: "Climb", systemImageName: "mountain.2",
      parameterPresentation: ParameterPresentation(
        for: \.$summit, summary: Summary("Climb \(\.$summit)"),
        optionsCollections: {
          OptionsCollection(FavoriteSummits(), title: "Favorites", systemImageName: "star")
        }))
  }

  static let negativePhrases = NegativeAppShortcutPhrases(phrases: [
    "Climb settings with \(.applicationName)"
  ])
}

@Suite struct ShortcutPresentationTests {
  let host = IntentsHost(name: "Summits") {
    Summit.self
    ClimbSummitIntent.self
    SummitShortcuts.self
  }

  @Test func presentedParametersExpandOverTheirOptionsCollections() async throws {
    let shortcuts = try await host.appShortcuts()
    #expect(shortcuts.map(\.phrase) == ["Climb Jungfrau with Summits", "Climb Eiger with Summits"])
    #expect(shortcuts.map(\.summary) == ["Climb Jungfrau", "Climb Eiger"])
    #expect(shortcuts.first?.collection == "Favorites")
    #expect(shortcuts.first?.parameters["summit"] == .value(.string("jungfrau")))
  }

  @Test func negativePhrasesMatchNoShortcut() async throws {
    #expect(
      try await host.shortcut(matching: "climb eiger with summits")?.intent == "ClimbSummitIntent")
    #expect(try await host.shortcut(matching: "Climb settings with Summits") == nil)
  }
}
