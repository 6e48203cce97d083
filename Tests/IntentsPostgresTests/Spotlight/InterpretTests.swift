import AppIntents
import CoreSpotlight
import Foundation
import IntentsRuntime
import IntentsSQLite
import Testing

/// `IntentsHost.interpret`: what a person says, matched to an App Shortcut phrase, its slot
/// filled from the words, then run with bounded questions.
@Suite struct InterpretTests {
  /// A fresh SQLite index in the temporary directory: interpreting is the runtime's, the same
  /// on every store (SpotlightStoreTests and HostSpotlightTests compare the stores).
  static func sqliteIndex() throws -> SQLiteSpotlightIndex {
    try SQLiteSpotlightIndex(
      path: FileManager.default.temporaryDirectory.appendingPathComponent(
        "openintents-spotlight-\(UUID().uuidString)/spotlight.sqlite"
      ).path)
  }

  /// Ways of saying "climb the Matterhorn": case, accents, punctuation, fillers, a missing app
  /// name, a misspelt verb, a nickname, a type word, a misspelt name.
  @Test(arguments: [
    "Climb Matterhorn with Summits", "climb the matterhorn with summits",
    "CLIMB THE MATTERHÖRN, PLEASE!", "Hey Siri, climb the Matterhorn", "climb matterhorn",
    "clmb the matterhorn with summits", "climb the horn", "climb the peak matterhorn",
    "show me the matterhorn", "climb the matterhron", "please climb matterhorn with summits now",
  ])
  func understandsWaysOfSayingAPhrase(_ utterance: String) async throws {
    let host = try await summitsHost(try Self.sqliteIndex())
    let heard = try await host.interpret(utterance)
    #expect(heard.result?.dialog == "Climbing Matterhorn", "\(heard.outcome)")
    #expect(heard.phrase?.intent == "ClimbIntent")
  }

  @Test func fillsTheSlotThroughSpotlightSynonymsAndTheStringQuery() async throws {
    let host = try await summitsHost(try Self.sqliteIndex())
    let everest = try await host.interpret("climb sagarmatha with summits")
    #expect(everest.result?.dialog == "Climbing Mount Everest")
    #expect(everest.phrase?.template == "Climb ${summit} with ${applicationName}")
    // The phrase as understood names the app and says the slot's words.
    #expect(everest.phrase?.text == "Climb sagarmatha with Summits")
    #expect(everest.phrase?.slotTexts == ["summit": "sagarmatha"])
    #expect(everest.phrase?.parameters["summit"] == .text("sagarmatha"))
    // A title among the phrase's values is taken as it is.
    let blanc = try await host.interpret("climb mont blanc")
    #expect(blanc.phrase?.parameters["summit"] == .identifier("2"))
    #expect(blanc.result?.dialog == "Climbing Mont Blanc")
    // Not in the index: the type's string query finds it.
    try await host.spotlightIndex.deleteAllSearchableItems()
    #expect(try await host.interpret("climb piz palu").result?.dialog == "Climbing Piz Palü")
  }

  @Test func asksWhichOneOnceAndTakesTheAnswer() async throws {
    let host = try await summitsHost(try Self.sqliteIndex())
    let heard = try await host.interpret("climb mount")
    let question = try #require(heard.question)
    #expect(question.id == "choose:summit")
    #expect(question.kind == .chooseValue)
    #expect(
      Set(question.options.map(\.title)) == [
        "Mount Everest", "Mount Elbrus", "Mount Kilimanjaro",
      ])
    let answered = try await host.interpret(
      "climb mount", answers: ["choose:summit": .option("4")])
    #expect(answered.result?.dialog == "Climbing Mount Elbrus")
    // Nothing said for the slot: the run asks for it.
    let bare = try await host.interpret("climb")
    #expect(bare.question?.id == "value:summit")
    #expect(bare.question?.prompt == "Which summit?")
  }

  @Test func fillsEnumSlotsByTitleAndSynonym() async throws {
    let host = try await summitsHost(CSInMemorySearchableIndexBackend())
    #expect(
      try await host.interpret("plan a winter trip with summits").result?.dialog
        == "Planning a winter trip")
    #expect(
      try await host.interpret("plan a snowy trip").result?.dialog == "Planning a winter trip")
    #expect(
      try await host.interpret("plan a summer trip").result?.dialog == "Planning a summer trip")
  }

  @Test func nothingMatchingListsTheClosestPhrases() async throws {
    let host = try await summitsHost(CSInMemorySearchableIndexBackend())
    for utterance in ["order a pizza", "", "with summits", "trip", "\"; DROP TABLE x; --", "\u{0}"]
    {
      let heard = try await host.interpret(utterance)
      guard case .noMatch = heard.outcome else {
        Issue.record("“\(utterance)” matched \(String(describing: heard.phrase))")
        continue
      }
      #expect(!heard.closestPhrases.isEmpty)
      #expect(heard.closestPhrases.count <= 5)
    }
    let trip = try await host.interpret("a trip please")
    #expect(trip.closestPhrases.first?.hasPrefix("Plan a") == true)
    await #expect(throws: IntentsError.self) {
      try await host.interpret(Array(repeating: "climb", count: 49).joined(separator: " "))
    }
  }
}
