import AppIntentsTesting
import ChildProcesses
import Foundation
import IntentsCLI
import IntentsWire
import LandmarksApp
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension LandmarksTests {
  /// The example's command line, in-process.
  @Suite struct CommandLine {
    @Test func theQuickStartFindShowsTheHighestInEurope() async throws {
      let landmarks = try await TemporaryLandmarks()
      let result = await landmarks.command([
        "find", "LandmarkEntity", "--where", #"continent == "Europe" and heightMeters > 3000"#,
        "--sort", "heightMeters:desc",
      ])
      #expect(result.status == 0, "\(result.error)")
      let lines = result.output.split(separator: "\n").map(String.init)
      #expect(lines[0].hasPrefix("ID"))
      #expect(lines[0].contains("continent") && lines[0].contains("heightMeters"))
      #expect(
        lines.dropFirst().map { $0.split(separator: " ")[0] } == ["118", "116", "113", "107"])
      #expect(lines[1].contains("Mount Elbrus") && lines[1].contains("5642"))
      #expect(lines[2].contains("Mont Blanc") && lines[2].contains("4806"))
      #expect(lines.count == 5)
    }

    @Test func everyCommandSpeaksJSON() async throws {
      let landmarks = try await TemporaryLandmarks()
      for arguments in [
        ["types"], ["describe", "LandmarkEntity"], ["get", "LandmarkEntity", "113"],
        ["suggest", "LandmarkEntity"], ["search", "LandmarkEntity", "falls"],
        ["find", "LandmarkEntity", "--where", "kind == glacier"],
        ["run", "NavigateIntent", "--section", "map"],
        ["refs", "list"], ["runs", "list"], ["shortcuts"], ["manifest"],
      ] {
        let result = await landmarks.command(arguments + ["--json"])
        #expect(result.status == 0, "\(arguments): \(result.error)")
        #expect(throws: Never.self, "\(arguments)") { try JSONValue(parsing: result.output) }
      }
    }

    @Test func anAmbiguousOpenAsksInATerminalAndListsChoicesOtherwise() async throws {
      let landmarks = try await TemporaryLandmarks()
      let scripted = await landmarks.command(["run", "OpenLandmarkIntent", "--landmark", "mount e"])
      #expect(scripted.status == 75)
      #expect(scripted.error.contains("Mount Everest"))
      #expect(scripted.error.contains("--answer 'choose:landmark="))
      let person = await landmarks.command(
        ["run", "OpenLandmarkIntent", "--landmark", "mount e"], answers: ["4"])
      #expect(person.status == 0, "\(person.error)")
      #expect(person.output.contains("Choose 1–4"))
      #expect(person.output.contains("Opening Mount Everest"))
    }

    @Test func findingTicketsConfirmsThenRecords() async throws {
      let landmarks = try await TemporaryLandmarks()
      let withoutTerminal = await landmarks.command(
        ["run", "FindTicketsIntent", "--landmark", "id:100", "--quantity", "4"])
      #expect(withoutTerminal.status == 75)
      #expect(withoutTerminal.error.contains("confirm:FindTicketsIntent=yes"))
      #expect(try await landmarks.database.ticketSearches(landmark: 100).isEmpty)
      let confirmed = await landmarks.command(
        ["run", "FindTicketsIntent", "--landmark", "id:100", "--quantity", "4", "--yes"])
      #expect(confirmed.status == 0, "\(confirmed.error)")
      #expect(try await landmarks.database.ticketSearches(landmark: 100).map(\.quantity) == [4])
    }

    @Test func aDatabaseThatCannotBeOpenedIsAnIOError() async throws {
      let landmarks = try await TemporaryLandmarks()
      let notADatabase = landmarks.directory.appendingPathComponent("notes.txt")
      try Data("not a database, just notes".utf8).write(to: notADatabase)
      let console = RecordingConsole()
      let status = await IntentsCommandLine.run(
        ["types", "--database", notADatabase.path], name: "Landmarks", console: console.console
      ) { options in
        try await LandmarksApp.makeHost(database: try LandmarkDatabase(path: options.database!))
      }
      #expect(status == 74)
      #expect(console.error.contains(notADatabase.path))
      #expect(console.output.isEmpty)
    }

    @Test func badInputChangesNothing() async throws {
      let landmarks = try await TemporaryLandmarks()
      let unknownCollection = await landmarks.command(
        ["run", "AddToCollectionIntent", "--landmark", "id:113", "--collection", "id:nope"])
      #expect(unknownCollection.status == 66)
      let wrongType = await landmarks.command(
        ["run", "FindTicketsIntent", "--landmark", "id:113", "--quantity", "many", "--yes"])
      #expect(wrongType.status == 65)
      #expect(try await landmarks.database.ticketSearches(landmark: 113).isEmpty)
      let collections = try await landmarks.database.collections()
      #expect(collections.map(\.landmarkIDs.count) == [0, 5])
    }
  }

  /// The built `Landmarks` binary, as a person or a script runs it.
  @Suite struct Binary {
    static var binary: URL {
      URL(fileURLWithPath: Swift.CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("Landmarks")
    }

    /// Runs blocking work — launching a process and waiting for it — on a thread of its own:
    /// blocking one of the few threads of the concurrency pool would stall every other test
    /// running meanwhile (a live server's answers among them) on a loaded machine.
    static func offThePool<Value: Sendable>(
      _ work: @escaping @Sendable () throws -> Value
    ) async throws -> Value {
      try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
      }
    }

    func launch(
      _ arguments: [String], environment: [String: String]
    ) async throws
      -> (status: Int32, output: String, error: String)
    {
      try await Self.offThePool { try Self.launchBlocking(arguments, environment: environment) }
    }

    static func launchBlocking(
      _ arguments: [String], environment: [String: String]
    ) throws
      -> (status: Int32, output: String, error: String)
    {
      let outcome = try ChildProcess(
        Self.binary.path, arguments: arguments,
        environment: ChildProcess.environment(adding: environment)
      ).run()
      return (outcome.status, outcome.outputText, outcome.errorText)
    }

    @Test func theBinaryFindsOnItsOwnDatabaseAndReportsStatuses() async throws {
      try #require(
        FileManager.default.isExecutableFile(atPath: Self.binary.path),
        "build the example first: swift build --build-tests builds \(Self.binary.path)")
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "landmarks-binary-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: directory) }
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let environment = ["LANDMARKS_DATABASE": directory.appendingPathComponent("db.sqlite").path]

      let find = try await launch(
        [
          "find", "LandmarkEntity", "--where", "kind == volcano and continent == Asia", "--sort",
          "heightMeters:desc", "--limit", "2", "--json",
        ],
        environment: environment)
      #expect(find.status == 0, "\(find.error)")
      let json = try JSONValue(parsing: find.output)
      #expect(
        json.objectValue?["entities"]?.arrayValue?.compactMap { $0.objectValue?["title"] }
          == ["Mount Ararat", "Mount Fuji"])
      #expect(json.objectValue?["truncated"] == true)
      #expect(
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("db.sqlite").path))

      let badWhere = try await launch(
        ["find", "LandmarkEntity", "--where", "heightMeters >"], environment: environment)
      #expect(badWhere.status == 64)
      #expect(badWhere.error.contains("expected a value"))
      let unknown = try await launch(["get", "LandmarkEntity", "99999"], environment: environment)
      #expect(unknown.status == 66)
      let ambiguous = try await launch(
        ["run", "OpenLandmarkIntent", "--landmark", "falls"], environment: environment)
      #expect(ambiguous.status == 75)
      #expect(ambiguous.error.contains("Niagara Falls"))

      let notADatabase = directory.appendingPathComponent("notes.txt")
      try Data("not a database".utf8).write(to: notADatabase)
      let unopenable = try await launch(
        ["types", "--database", notADatabase.path], environment: environment)
      #expect(unopenable.status == 74, "\(unopenable.error)")
      let strayWord = try await launch(
        ["run", "OpenLandmarkIntent", "fuji"], environment: environment)
      #expect(strayWord.status == 64)

      let flag = try await launch(
        [
          "get", "LandmarkEntity", "113", "--database",
          directory.appendingPathComponent("other.sqlite").path,
        ],
        environment: [:])
      #expect(flag.status == 0)
      #expect(flag.output.contains("Matterhorn"))
      #expect(
        FileManager.default.fileExists(
          atPath: directory.appendingPathComponent("other.sqlite").path))
    }

    /// Output that cannot be written — a full disk, a closed stream — ends the command with
    /// status 74 and a message, never a crash with a backtrace.
    @Test func outputThatCannotBeWrittenIsStatus74() async throws {
      try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path))
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "landmarks-binary-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: directory) }
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let database = directory.appendingPathComponent("db.sqlite").path
      for redirection in ["> /dev/full", ">&-", "2>&- > /dev/full", "2> /dev/full >&-"] {
        let (exited, status, text) = try await Self.offThePool {
          try Self.types(database: database, redirecting: redirection)
        }
        #expect(exited, "\(redirection)")
        #expect(status == 74, "\(redirection): \(text)")
        if !redirection.contains("2>") {
          #expect(text.contains("could not write to standard output"), "\(text)")
          #expect(!text.contains("Fatal error"))
        }
      }
    }

    /// `types` with the shell's redirection: whether it exited (rather than crashed), its
    /// status, and its standard error unless that is redirected too.
    private static func types(
      database: String, redirecting redirection: String
    ) throws -> (exited: Bool, status: Int32, error: String) {
      let outcome = try ChildProcess(
        "/bin/sh",
        arguments: [
          "-c", "exec \"$0\" types --database \"$1\" \(redirection)", binary.path, database,
        ],
        standardError: redirection.contains("2>") ? .nullDevice : .captured
      ).run()
      return (outcome.exited, outcome.status, outcome.errorText)
    }

    /// A reader that stops reading (`| head -c1`) ends the command as it ends `cat`: quietly
    /// by SIGPIPE, or — when its parent ignores SIGPIPE (`trap '' PIPE`) — with status 74 and
    /// "Broken pipe"; never a crash. `--output` through a link to standard output (as
    /// `/dev/stdout` is) writes through it and leaves the link in place.
    @Test(arguments: [false, true])
    func aClosedPipeEndsTheCommandQuietly(ignoringSIGPIPE: Bool) async throws {
      try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path))
      try #require(FileManager.default.fileExists(atPath: "/proc/self/fd/1"))
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "landmarks-binary-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: directory) }
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let database = directory.appendingPathComponent("db.sqlite").path
      let standardOutput = directory.appendingPathComponent("stdout").path
      try FileManager.default.createSymbolicLink(
        atPath: standardOutput, withDestinationPath: "/proc/self/fd/1")
      for arguments in [
        ["types"], ["get", "LandmarkEntity", "113", "--as", "png", "--output", standardOutput],
      ] {
        let outcome = try await Self.offThePool {
          // A pipe whose reading end is closed before the command starts.
          var ends: [Int32] = [0, 0]
          guard pipe(&ends) == 0 else { throw CocoaError(.fileWriteUnknown) }
          close(ends[0])
          defer { close(ends[1]) }
          // A signal ignored when `exec` runs stays ignored in the new program.
          let trap = ignoringSIGPIPE ? "trap '' PIPE; " : ""
          return try ChildProcess(
            "/bin/sh",
            arguments: ["-c", trap + "exec \"$@\"", "sh", Self.binary.path]
              + arguments + ["--database", database],
            standardOutput: .descriptor(ends[1])
          ).run()
        }
        let description = "\(arguments): \(outcome.exited) \(outcome.status) \(outcome.errorText)"
        if ignoringSIGPIPE {
          #expect(outcome.exited && outcome.status == 74, "\(description)")
          #expect(outcome.errorText.contains("Broken pipe"), "\(description)")
        } else {
          #expect(!outcome.exited && outcome.status == SIGPIPE, "\(description)")
          #expect(outcome.error.isEmpty, "\(description)")
        }
        #expect(!outcome.errorText.contains("Fatal error"))
      }
      #expect(
        try FileManager.default.destinationOfSymbolicLink(atPath: standardOutput)
          == "/proc/self/fd/1")
    }

    @Test func versionIsPrinted() async throws {
      try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path))
      let version = try await launch(["--version"], environment: [:])
      #expect(version.status == 0)
      #expect(version.output.trimmingCharacters(in: .whitespacesAndNewlines) == "1.0.0")
    }
  }
}
