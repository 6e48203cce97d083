import ChildProcesses
import Foundation
import Testing

/// The Swift files generated from the schema catalogue match the catalogue: a change to
/// `Scripts/assistant-schemas/catalogue.json` without running the generator fails here.
@Suite struct SchemaCatalogueFreshnessTests {
  @Test func generatedFilesMatchTheCatalogue() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let outcome = try ChildProcess(
      "/usr/bin/env",
      arguments: [
        "python3", root.appendingPathComponent("Scripts/generate-assistant-schemas").path,
        "--check",
      ]
    ).run()
    #expect(outcome.exited && outcome.status == 0, "\(outcome.outputText)\(outcome.errorText)")
  }
}
