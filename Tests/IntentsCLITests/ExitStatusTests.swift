import AppIntentsTesting
import ArgumentParser
import Foundation
import IntentsCLI
import IntentsFixtures
import IntentsWire
import Testing

/// The exit statuses a script sees when something other than the request goes wrong.
@Suite struct ExitStatusTests {
  /// An error from outside the runtime, as a database driver or a server throws.
  struct DiskFull: Error, CustomStringConvertible {
    var description: String { "disk I/O error" }
  }

  /// An app command whose own code fails, as `serve` does when its port is taken.
  struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "serve")
    func run() async throws { throw DiskFull() }
  }

  func run(
    _ arguments: [String],
    makeHost: @escaping @Sendable (HostOptions) async throws -> IntentsHost = { _ in
      FixtureDependencies.registered
      return IntentsHost(name: "Trails", store: InMemoryReferenceStore()) {
        TrailEntity.self
        OpenTrailIntent.self
        PlanHikeIntent.self
      }
    }
  ) async -> (status: Int32, output: String, error: String) {
    let console = RecordingConsole()
    let status = await IntentsCommandLine.run(
      arguments, name: "trails", commands: [Serve.self], console: console.console,
      makeHost: makeHost)
    return (status, console.output, console.error)
  }

  @Test func aHostThatCannotOpenItsDataIsAnIOErrorNotADeclinedConfirmation() async {
    let result = await run(["types", "--database", "/nowhere/trails.sqlite"]) { _ in
      throw DiskFull()
    }
    #expect(result.status == 74)
    #expect(result.error.contains("/nowhere/trails.sqlite"))
    #expect(result.error.contains("disk I/O error"))
  }

  @Test func aDatabaseURLsPasswordIsNeverRepeated() async {
    let url = "postgres://app:s3cr3t-pw@db.internal:5432/trails?sslmode=require"
    let result = await run(["types", "--database", url]) { _ in throw DiskFull() }
    #expect(result.status == 74)
    #expect(!result.error.contains("s3cr3t-pw"), "\(result.error)")
    #expect(result.error.contains("postgres://app:***@db.internal:5432/trails"), "\(result.error)")
  }

  @Test func anUnexpectedErrorInAnAppCommandIsASoftwareError() async {
    let result = await run(["serve"])
    #expect(result.status == 70)
    #expect(result.error.contains("disk I/O error"))
  }

  @Test(arguments: [
    (["run", "OpenTrailIntent", "trail"], "‘trail’ is not a parameter"),
    (["run", "OpenTrailIntent", "--trail"], "--trail needs a value"),
    (["run", "OpenTrailIntent", "--trail", "x", "--answer", "choose:trail"], "QUESTION=VALUE"),
    (["run", "OpenTrailIntent", "--trail", "x", "--answer", "=3"], "QUESTION=VALUE"),
  ])
  func commandLineSyntaxErrorsAreUsageErrors(arguments: [String], message: String) async {
    let result = await run(arguments)
    #expect(result.status == 64)
    #expect(result.error.contains(message), "\(result.error)")
    #expect(result.output.isEmpty)
  }

  @Test func theHelpListsTheStatusesAsTheyAre() async {
    let help = await run(["--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("74  the app's data or the reference store failed"))
    #expect(help.output.contains("a malformed --answer"))
  }
}
