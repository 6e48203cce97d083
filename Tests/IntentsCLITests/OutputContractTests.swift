import AppIntentsTesting
import Foundation
import IntentsCLI
import IntentsFixtures
import IntentsWire
import Testing

/// What the command line writes: errors in the JSON shape of the HTTP and MCP adapters with
/// `--json`, and nothing a terminal would obey.
@Suite struct OutputContractTests {
  func run(_ arguments: [String]) async -> (status: Int32, output: String, error: String) {
    FixtureDependencies.registered
    let console = RecordingConsole()
    let status = await IntentsCommandLine.run(arguments, name: "trails", console: console.console) {
      _ in
      IntentsHost(name: "Trails") {
        TrailEntity.self
        HutEntity.self
        Difficulty.self
        PlanHikeIntent.self
      }
    }
    return (status, console.output, console.error)
  }

  @Test(arguments: [
    (["get", "TrailEntity", "999", "--json"], Int32(66), "entityNotFound"),
    (["get", "NoSuchEntity", "1", "--json"], 66, "unknownType"),
    (["find", "TrailEntity", "--where", "nope == 1", "--json"], 65, "unknownProperty"),
    (["find", "TrailEntity", "--where", "lengthKm >", "--json"], 64, "invalidRequest"),
    (["get", "TrailEntity", "--json", "--no-such-option"], 64, "invalidRequest"),
    (["find", "TrailEntity", "--where", "name contains \"\u{0}\"", "--json"], 65, "invalidValue"),
    (["find", "TrailEntity", "--where", "name == \"Eiger\tTrail\"", "--json"], 65, "invalidValue"),
    (["search", "TrailEntity", "\u{0}", "--json"], 65, "invalidValue"),
  ])
  func errorsAreJSONOnStandardErrorWithJSON(
    arguments: [String], status: Int32, code: String
  ) async throws {
    let result = await run(arguments)
    #expect(result.status == status, "\(result.error)")
    let error = try JSONValue(parsing: result.error)
    #expect(error.objectValue?["error"]?.objectValue?["code"] == .string(code), "\(result.error)")
    #expect(error.objectValue?["error"]?.objectValue?["message"]?.stringValue?.isEmpty == false)
  }

  @Test func errorsAreTextWithoutJSON() async throws {
    let result = await run(["get", "TrailEntity", "999"])
    #expect(result.status == 66)
    #expect(result.error.hasPrefix("error: "))
  }

  @Test func controlCharactersAreEscapedInTerminalOutput() async throws {
    let result = await run(["get", "TrailEntity", "\u{1B}]0;owned\u{7}\u{1B}[2J"])
    #expect(result.status == 65)
    #expect(!result.error.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(result.error.contains(#"\u001B[2J"#), "\(result.error)")
  }
}
