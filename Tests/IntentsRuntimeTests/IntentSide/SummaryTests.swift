import AppIntents
import Foundation
import IntentsRuntime
import Testing

@Suite struct SummaryTests {
  let host = IntentsHost(name: "Travel") {
    TravelMode.self
    TravelIntent.self
  }

  private func summary(_ parameters: [String: ParameterInput]) async throws -> String? {
    var all: [String: ParameterInput] = ["destination": .text("Bern")]
    all.merge(parameters) { $1 }
    return try await host.run(intent: "TravelIntent", parameters: all).result?.summary
  }

  @Test func whenAndSwitchChooseTheSentenceFromTheActualValues() async throws {
    #expect(try await summary([:]) == "Travel to Bern")
    #expect(try await summary(["stops": .value(3)]) == "Travel to Bern with 3 stops")
    #expect(try await summary(["stops": .value(2)]) == "Travel to Bern")
    #expect(try await summary(["mode": .text("walking")]) == "Walk to Bern")
    #expect(try await summary(["mode": .text("driving")]) == "Ride Driving to Bern")
  }

  @Test func descriptionsShowTheSentenceWithPlaceholders() throws {
    #expect(try host.describe(intent: "TravelIntent").summary == "Travel to ‹Destination›")
    #expect(try host.describe(intent: "TravelIntent").summaryParameters == nil)
  }

  @Test func summariesListTheirAdditionalParameters() throws {
    struct Noted: AppIntent {
      static let title: LocalizedStringResource = "Noted"
      @Parameter(title: "Place") var place: String
      @Parameter(title: "Note") var note: String?
      static var parameterSummary: some ParameterSummary {
        Summary("Visit \(\.$place)") { \.$note }
      }
      func perform() async throws -> some IntentResult { .result() }
    }
    let host = IntentsHost(name: "Noted") { Noted.self }
    #expect(try host.describe(intent: "Noted").summaryParameters == ["note"])
  }

  @Test func savedRunsAndPlannedValuesRenderTheirSummaries() async throws {
    let run = try await host.saveRun(
      named: "commute", intent: "TravelIntent",
      parameters: ["destination": .text("Thun"), "mode": .text("cycling")])
    #expect(try await host.summary(of: run) == "Ride Cycling to Thun")
    #expect(
      try await host.summary(intent: "TravelIntent", parameters: ["destination": .text("Biel")])
        == "Travel to Biel")
  }
}
