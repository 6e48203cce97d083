import Foundation
import Testing

/// The Swift files generated from the schema catalogue match the catalogue: a change to
/// `Scripts/assistant-schemas/catalogue.json` without running the generator fails here.
@Suite struct SchemaCatalogueFreshnessTests {
  @Test func generatedFilesMatchTheCatalogue() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", root.appendingPathComponent("Scripts/generate-assistant-schemas").path, "--check",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(text)")
  }
}
