import AppIntentsTesting
import Foundation
import IntentsFixtures
import IntentsMCP
import IntentsWire
import MCP
import Testing

/// Running intents as tools: results, questions with choices, answers, confirmations.
@Suite struct IntentToolTests {
  @Test func runsAnIntentWithAnEntityGivenByIdentifier() async throws {
    let client = try await connectedClient()
    let result = try await client.call("OpenTrailIntent", ["trail": ["id": "1"]])
    #expect(result.isError == false)
    #expect(result["status"] == "completed")
    #expect(result["result", "dialog"] == "Opening Eiger Trail")
    #expect(result["result", "value", "id"] == "1")
    #expect(result.texts.first?.hasPrefix("Opening Eiger Trail") == true)
  }

  @Test func ambiguousTextReturnsChoicesThenSucceedsWithAnIdentifier() async throws {
    let client = try await connectedClient()
    let ambiguous = try await client.call("OpenTrailIntent", ["trail": "trail"])
    #expect(ambiguous.isError == false)
    #expect(ambiguous["status"] == "needsInput")
    #expect(ambiguous["question", "id"] == "choose:trail")
    let options = try #require(ambiguous["question", "options"]?.arrayValue)
    #expect(options.map { $0["id"] } == ["1", "3"])
    #expect(options.map { $0["title"] } == ["Eiger Trail", "Matterhorn Glacier Trail"])
    let guidance = try #require(ambiguous.texts.first)
    #expect(guidance.hasPrefix("There are 2 matches for “trail”. Which Trail?"))
    #expect(guidance.contains("- \"3\": Matterhorn Glacier Trail (6.5 km)"))
    #expect(guidance.contains("\"trail\": {\"id\": \"<option id>\"}"))
    #expect(guidance.contains("\"answers\": {\"choose:trail\": \"<option id>\"}"))

    let byIdentifier = try await client.call("OpenTrailIntent", ["trail": ["id": "3"]])
    #expect(byIdentifier["result", "dialog"] == "Opening Matterhorn Glacier Trail")
    let byAnswer = try await client.call(
      "OpenTrailIntent", ["trail": "trail", "answers": ["choose:trail": "3"]])
    #expect(byAnswer["result", "dialog"] == "Opening Matterhorn Glacier Trail")
  }

  @Test func aConfirmationIsAskedAndCanBeDeclined() async throws {
    let client = try await connectedClient()
    let asked = try await client.call("DeleteTrailIntent", ["trail": ["id": "6"]])
    #expect(asked["status"] == "needsInput")
    #expect(asked["question", "kind"] == "confirm")
    #expect(asked["question", "id"] == "confirm:DeleteTrailIntent")
    #expect(
      asked.texts.first?.contains("\"answers\": {\"confirm:DeleteTrailIntent\": true}") == true)

    let declined = try await client.call(
      "DeleteTrailIntent", ["trail": ["id": "6"], "answers": ["confirm:DeleteTrailIntent": false]])
    #expect(declined.isError == true)
    #expect(declined.errorCode == "declined")
  }

  @Test func aConfirmedRunGoesAhead() async {
    // In a process of its own: deleting changes the "deletable" store, which other test
    // targets in this process read.
    await #expect(processExitsWith: .success) {
      let done = try await connectedClient().call(
        "DeleteTrailIntent",
        ["trail": ["id": "6"], "answers": ["confirm:DeleteTrailIntent": true]])
      guard done["result", "dialog"] == "Deleted Seealpsee Loop" else { exit(1) }
    }
  }

  @Test func optionalParametersMayBeNullAndDefaultsApply() async throws {
    let client = try await connectedClient()
    let result = try await client.call(
      "PlanHikeIntent",
      ["trail": ["id": "2"], "hut": nil, "note": nil, "companions": ["Ana", "Ben"], "days": 2])
    #expect(result.isError == false)
    #expect(
      result["result", "dialog"]
        == "2 day(s) on Höhenweg Grindelwald at a moderate pace with Ana and Ben")
  }

  @Test func aQuestionAskedAgainEndsTheRunInsteadOfLooping() async throws {
    let client = try await connectedClient()
    let first = try await client.call("NaggingIntent")
    #expect(first["status"] == "needsInput")
    let id = try #require(first["question", "id"]?.stringValue)
    let again = try await client.call("NaggingIntent", ["answers": [id: ["value": "no"]]])
    #expect(again.isError == true)
    #expect(again.errorCode == "repeatedQuestion")
  }

  @Test func aChoiceAskedDuringPerformIsAnsweredByQuestionID() async throws {
    let client = try await connectedClient()
    let asked = try await client.call("CompareTrailsIntent", ["region": ["id": "valais"]])
    #expect(asked["question", "kind"] == "chooseValue")
    let id = try #require(asked["question", "id"]?.stringValue)
    #expect(id.hasPrefix("perform."))
    // The parameter asked for is not one of the intent's, so only `answers` can answer it.
    #expect(asked.texts.first?.contains("{\"id\": \"<option id>\"}") == false)
    let chosen = try await client.call(
      "CompareTrailsIntent", ["region": ["id": "valais"], "answers": [id: "4"]])
    #expect(chosen["status"] == "completed")
    #expect(chosen["result", "value", "id"] == "4")
    #expect(chosen.texts.first == "Returned “Five Lakes Walk” (id \"4\").")
  }

  @Test func aResultThatOpensAnotherIntentSaysWhich() async throws {
    let result = try await connectedClient().call("RecommendIntent", ["difficulty": "hard"])
    #expect(result["result", "opensIntent", "intent"] == "OpenTrailIntent")
    #expect(result.texts.first?.hasPrefix("It asks to open OpenTrailIntent next") == true)
  }

  /// As over HTTP and the command line, a value the intent needs is asked for.
  @Test func aMissingRequiredParameterIsAskedFor() async throws {
    let client = try await connectedClient()
    let result = try await client.call("OpenTrailIntent")
    #expect(result.isError == false)
    #expect(result["status"] == "needsInput")
    #expect(result["question", "parameter"] == "trail")
  }
}
