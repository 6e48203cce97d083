import AppIntents
import AppIntentsTesting
import Foundation
import IntentsCLI
import IntentsFixtures
import IntentsRuntime
import Testing

/// The README's broken sample: a book made with a new identifier each time, so that the
/// identifiers its suggestions hand out never resolve.
struct BookEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
  static let defaultQuery = BookQuery()
  var id = UUID()
  @Property(title: "Title") var title: String
  var displayRepresentation: DisplayRepresentation { "\(title)" }
  init(title: String) { self.title = title }
}

struct BookQuery: EntityQuery {
  func entities(for identifiers: [UUID]) async throws -> [BookEntity] {
    [BookEntity(title: "Dune")].filter { identifiers.contains($0.id) }
  }
  func suggestedEntities() async throws -> [BookEntity] { [BookEntity(title: "Dune")] }
}

/// `doctor` on the command line: its text, its JSON, its exit status.
@Suite struct DoctorCommandTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  func run(
    _ arguments: [String], @IntentsHostBuilder _ content: @escaping @Sendable () -> [HostComponent]
  ) async -> (status: Int32, output: String, error: String) {
    let console = RecordingConsole()
    let status = await IntentsCommandLine.run(
      arguments, name: "books", console: console.console
    ) { _ in
      FixtureDependencies.registered
      return IntentsHost(name: "Books", store: InMemoryReferenceStore(), content)
    }
    return (status, console.output, console.error)
  }

  /// The text with every UUID replaced, as the README cannot show the ones of a run.
  static func withoutUUIDs(_ text: String) -> String {
    text.replacing(
      /[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}/, with: "UUID")
  }

  @Test func theReadmesBrokenSampleGivesTheFindingsItShows() async throws {
    let (status, output, _) = await run(["doctor"]) { BookEntity.self }
    #expect(status == 2)
    let readme = try String(
      contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(
      Self.withoutUUIDs(readme).contains(
        "$ swift run Books doctor\n\(Self.withoutUUIDs(output))```"), "\(output)")
  }

  @Test func aSoundAppExitsZeroAndStrictTurnsWarningsIntoFailure() async throws {
    let sound = await run(["doctor", "--types", "TrailEntity"]) { TrailEntity.self }
    #expect(sound.status == 0)
    #expect(sound.output == "Nothing found wrong in TrailEntity.\n")
    // A slow call is a remark: never a failure, even with --strict.
    let slow = await run(["doctor", "--slow-query-milliseconds", "0", "--strict"]) {
      TrailEntity.self
    }
    #expect(slow.status == 0)
    #expect(slow.output.contains("[slow-query]"))
  }

  @Test func theJSONIsTheReportEveryServerAnswers() async throws {
    let (status, output, _) = await run(["doctor", "--json"]) { BookEntity.self }
    #expect(status == 2)
    let report = try JSONValue(parsing: output)
    #expect(report.objectValue?["types"] == ["BookEntity"])
    #expect(report.objectValue?["errors"] == 2)
    #expect(
      report.objectValue?["findings"]?.arrayValue?.compactMap { $0.objectValue?["rule"] }
        == ["unstable-entity-id", "unstable-entity-id"])
  }

  @Test func badOptionsAreTheErrorsOfEverySurface() async throws {
    let tooMany = await run(["doctor", "--sample", "101"]) { TrailEntity.self }
    #expect(tooMany.status == 65)
    #expect(tooMany.error.contains("‘sample’ may be at most 100"))
    let notANumber = await run(["doctor", "--sample", "some"]) { TrailEntity.self }
    #expect(notANumber.status == 65)
    let unknown = await run(["doctor", "--types", "TrialEntity"]) { TrailEntity.self }
    #expect(unknown.status == 66)
    #expect(unknown.error.contains("TrailEntity"))
  }
}
