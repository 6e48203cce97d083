import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import IntentsCLI
import IntentsHTTP
import IntentsRuntime
import IntentsWire
import Testing

/// How each surface answers the app's own errors beyond their code: the HTTP status and the
/// command line's exit status, and which messages reach a caller on another machine.
@Suite struct AppErrorStatusTests {
  /// The HTTP status and the error of a run of `CloseTrailIntent` failing as `outcome` says.
  private func http(_ outcome: String) async throws -> (Int, IntentsError?) {
    let application = try await IntentsHTTPServer(host: AppErrorTrails.make()).makeApplication()
    return try await application.test(.router) { client in
      let response = try await client.executeRequest(
        uri: "/intents/CloseTrailIntent/run", method: .post,
        headers: [.contentType: "application/json"],
        body: ByteBuffer(string: #"{"parameters": {"outcome": "\#(outcome)"}}"#))
      let json = try? JSONValue(parsing: String(buffer: response.body))
      guard let code = json?["error"]?["code"]?.stringValue,
        let message = json?["error"]?["message"]?.stringValue
      else { return (Int(response.status.code), nil) }
      return (Int(response.status.code), IntentsError(IntentsError.Code(rawValue: code), message))
    }
  }

  /// The exit status and standard error of the same run on the command line.
  private func commandLine(_ outcome: String) async -> (Int32, String) {
    let console = RecordingConsole(interactive: false)
    let status = await IntentsCommandLine.run(
      ["run", "CloseTrailIntent", "--outcome", outcome], name: "trails", console: console.console
    ) { _ in AppErrorTrails.make() }
    return (status, console.error)
  }

  @Test(arguments: ["notAllowed", "convertedNotAllowed"])
  func aRefusedActionIsTheCallersMistakeWithTheAppsMessage(_ outcome: String) async throws {
    let (status, error) = try await http(outcome)
    #expect(status == 422)
    #expect(error?.code == IntentsError.notAllowed)
    let (exit, _) = await commandLine(outcome)
    #expect(exit == ExitStatus.dataError)
  }

  @Test func anEntityTheAppSaysIsGoneIsNotFoundWithTheAppsMessage() async throws {
    let (status, error) = try await http("convertedEntityNotFound")
    #expect(status == 404)
    #expect(error?.message == "CloseTrailIntent: The Eiger Trail was taken off the map.")
    let (exit, text) = await commandLine("convertedEntityNotFound")
    #expect(exit == ExitStatus.notFound)
    #expect(text.contains("The Eiger Trail was taken off the map."))
  }

  @Test(arguments: ["unknown", "permission", "described"])
  func anyOtherAppErrorIsAFailureWhoseTextStaysInTheLog(_ outcome: String) async throws {
    let (status, error) = try await http(outcome)
    #expect(status == 500)
    #expect(error?.code == IntentsError.intentFailed)
    #expect(error?.message == "The intent failed while running. The server log has the details.")
    // The local user sees what failed.
    let (exit, text) = await commandLine(outcome)
    #expect(exit == ExitStatus.software)
    if outcome == "unknown" { #expect(text.contains("secret.sqlite: disk I/O error")) }
  }
}
