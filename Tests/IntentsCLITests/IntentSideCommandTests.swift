import AppIntentsTesting
import Foundation
import IntentsCLI
import IntentsFixtures
import IntentsWire
import Testing

/// The intent side on the command line: snippets shown as what they carry, progress printed as
/// the run goes, hints in `describe`.
@Suite struct IntentSideCommandTests {
  func run(
    _ arguments: [String], answers: [String] = [], interactive: Bool? = nil
  ) async
    -> (status: Int32, output: String, error: String)
  {
    let console = RecordingConsole(answers: answers, interactive: interactive)
    let status = await IntentsCommandLine.run(arguments, name: "trails", console: console.console) {
      _ in TrailsHost.makeWithIntentSide()
    }
    return (status, console.output, console.error)
  }

  @Test func aSnippetIsShownWithWhatItCarriesAndHowToShowItAgain() async {
    let (status, output, _) = await run(["run", "CheckTrailIntent", "--trail", "id:1"])
    #expect(status == 0)
    #expect(output.contains("┌ Trail Conditions"))
    #expect(output.contains("│ Eiger Trail: dry, 6 km"))
    #expect(output.contains("└ run TrailConditionsSnippetIntent --trail"))
  }

  @Test func aConfirmationShowsItsSnippetBeforeItsQuestion() async {
    let asked = await run(["run", "BookHutIntent", "--trail", "id:2"], interactive: false)
    #expect(asked.status == 75)
    #expect(asked.error.contains("┌ Trail Conditions"))
    #expect(asked.error.contains("--answer 'confirm:BookHutIntent=yes'"))
    let booked = await run(
      ["run", "BookHutIntent", "--trail", "id:2", "--answer", "confirm:BookHutIntent=yes"])
    #expect(booked.status == 0)
    #expect(booked.output.contains("Booked 1 night(s)"))
  }

  @Test func progressIsPrintedOnStandardErrorAsTheRunGoes() async throws {
    let (status, output, error) = await run(["run", "PackBagIntent", "--items", "2"])
    #expect(status == 0)
    #expect(output.contains("Packed 2 items"))
    #expect(error.contains("PackBagIntent: 1 of 2 (50%)"))
    #expect(error.contains("PackBagIntent: 2 of 2 (100%)"))
    let json = await run(["run", "PackBagIntent", "--items", "2", "--json"])
    let result = try JSONValue(parsing: json.output)
    #expect(result.objectValue?["status"] == "completed")
    let events = try json.error.split(separator: "\n").map { try JSONValue(parsing: String($0)) }
    #expect(events.count == 3)  // 0, 1 and 2 of 2
    #expect(events.allSatisfy { $0.objectValue?["kind"] == "progress" })
  }

  @Test func describeShowsHintsAndTheRange() async {
    let (status, output, _) = await run(["describe", "PackBagIntent"])
    #expect(status == 0)
    #expect(output.contains("HINTS"))
    #expect(output.contains("from 1 to 20; shown as a stepper"))
    let outside = await run(["run", "PackBagIntent", "--items", "21"])
    #expect(outside.status == 65)
    #expect(outside.error.contains("between 1 and 20"))
  }
}
