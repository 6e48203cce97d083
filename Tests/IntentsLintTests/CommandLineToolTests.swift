import ChildProcesses
import Foundation
import IntentsLint
import Testing

/// `intents-lint` as CI runs it: over folders, in each format, with its exit status.
@Suite struct CommandLineToolTests {
  static let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("intents-lint").path

  /// The package's root folder.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  private func run(_ arguments: [String]) async throws -> ChildProcess.Outcome {
    let process = ChildProcess(Self.binary, arguments: arguments)
    return try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try process.run() }) }.start()
    }
  }

  /// A folder with the files given, removed after the body.
  private func withFolder(
    _ files: [String: String], _ body: (String) async throws -> Void
  ) async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("intents-lint-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try await body(folder.path)
  }

  private let unstable = """
    struct NoteEntity: AppEntity {
      var id = UUID()
      @Property(title: "Text") var text: String
    }
    """
  private let emptySuggestions = """
    struct NoteQuery: EntityStringQuery {
      func entities(for identifiers: [String]) async throws -> [NoteEntity] { [] }
      func entities(matching string: String) async throws -> [NoteEntity] { [] }
      func suggestedEntities() async throws -> [NoteEntity] { [] }
    }
    """

  @Test func theExampleAppIsClean() async throws {
    let example = Self.root.appendingPathComponent("Examples/Landmarks").path
    let outcome = try await run([example])
    #expect(outcome.outputText == "")
    #expect(outcome.status == 0, "\(outcome.errorText)")
  }

  @Test func aFolderIsWalkedAndErrorsFailTheRun() async throws {
    try await withFolder([
      "Sources/App/Notes.swift": unstable, "Sources/App/Query.swift": emptySuggestions,
      ".build/checkouts/Other.swift": unstable, "Sources/App/README.md": unstable,
    ]) { folder in
      let outcome = try await run([folder])
      #expect(outcome.status == 1)
      let lines = outcome.outputText.split(separator: "\n")
      #expect(
        lines.map { $0.split(separator: " ").first ?? "" } == [
          "\(folder)/Sources/App/Notes.swift:2:7:", "\(folder)/Sources/App/Notes.swift:2:7:",
          "\(folder)/Sources/App/Query.swift:4:8:", "\(folder)/Sources/App/Query.swift:4:8:",
        ])
      #expect(lines[0].hasSuffix("[unstable-entity-id]") && lines[0].contains(": error: "))
      #expect(lines[2].hasSuffix("[empty-suggested-entities]") && lines[2].contains(": warning: "))
      #expect(lines[3].contains(": note: "))

      // Warnings alone pass, unless the run is strict.
      let warningsOnly = try await run(["\(folder)/Sources/App/Query.swift"])
      #expect(warningsOnly.status == 0)
      let strict = try await run(["--strict", "\(folder)/Sources/App/Query.swift"])
      #expect(strict.status == 1)
      let disabled = try await run(["--disable", "unstable-entity-id", "--format", "json", folder])
      #expect(disabled.status == 0)
      let decoded = try JSONDecoder().decode(
        [LintFinding].self, from: Data(disabled.output))
      #expect(decoded.map(\.rule) == ["empty-suggested-entities"])
      let sarif = try await run(["--format", "sarif", "--rule", "unstable-entity-id", folder])
      #expect(sarif.status == 1 && sarif.outputText.contains("\"ruleId\" : \"unstable-entity-id\""))
    }
  }

  @Test func badArgumentsAreRefusedWithTheReason() async throws {
    let unknownRule = try await run(["--rule", "unstable-entity", "."])
    #expect(unknownRule.status == 64)
    #expect(unknownRule.errorText.contains("There is no rule ‘unstable-entity’."))
    #expect(unknownRule.errorText.contains("Did you mean ‘unstable-entity-id’?"))
    let missing = try await run(["/no/such/folder"])
    #expect(missing.status == 64)
    #expect(missing.errorText.contains("There is no file or folder ‘/no/such/folder’."))
    let device = try await run(["/dev/null"])
    #expect(device.status == 64)
    #expect(device.errorText.contains("‘/dev/null’ is not a regular file."))
    let nothing = try await run([])
    #expect(nothing.status == 64)
    let format = try await run(["--format", "xml", "."])
    #expect(format.status == 64)
    // Options about findings mean nothing with --manifest, which prints none.
    for (option, value) in [
      ("--format", "json"), ("--rule", "unstable-entity-id"), ("--disable", "unstable-entity-id"),
      ("--strict", nil),
    ] {
      let arguments = ["--manifest", option] + (value.map { [$0] } ?? []) + ["."]
      let combined = try await run(arguments)
      #expect(combined.status == 64, "\(arguments)")
      #expect(
        combined.errorText.contains("\(option) applies to findings, and --manifest prints"),
        "\(combined.errorText)")
      #expect(combined.outputText == "")
    }
    let list = try await run(["--list-rules"])
    #expect(list.status == 0)
    #expect(list.outputText.contains("plain-entity-query (warning): "))
  }
}
