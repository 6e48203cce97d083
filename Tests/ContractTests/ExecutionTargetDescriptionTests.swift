import AppIntents
import Foundation
import Hummingbird
import HummingbirdTesting
import IntentsCLI
import IntentsHTTP
import IntentsMCP
import IntentsRuntime
import IntentsWire
import MCP
import Testing

/// Every surface tells which processes an intent may run in (`allowedExecutionTargets`), as
/// the manifest does.
@Suite struct ExecutionTargetDescriptionTests {
  @Test func theManifestListsTheTargetsWithAppleDefaultOfAny() throws {
    let host = ExecutionTargetTrails.make()
    #expect(try host.describe(intent: "LogHikeIntent").executionTargets == ["main"])
    #expect(
      try host.describe(intent: "ReadForecastIntent").executionTargets
        == ["main", "appIntentsExtension", "widgetKitExtension"])
  }

  @Test func theCommandLineDescribesThem() async throws {
    let host = ExecutionTargetTrails.make()
    let text = RecordingConsole(interactive: false)
    _ = await IntentsCommandLine.run(
      ["describe", "LogHikeIntent"], name: "trails", console: text.console
    ) { _ in host }
    #expect(text.output.contains("runs in: main"))
    let json = RecordingConsole(interactive: false)
    _ = await IntentsCommandLine.run(
      ["describe", "LogHikeIntent", "--json"], name: "trails", console: json.console
    ) { _ in host }
    #expect(try JSONValue(parsing: json.output)["executionTargets"] == ["main"])
  }

  @Test func httpDescribesThemInTheListTheDetailAndOpenAPI() async throws {
    let application = try await IntentsHTTPServer(host: ExecutionTargetTrails.make())
      .makeApplication()
    try await application.test(.router) { client in
      func get(_ path: String) async throws -> JSONValue {
        let response = try await client.executeRequest(
          uri: path, method: .get, headers: [:], body: nil)
        return try JSONValue(parsing: String(buffer: response.body))
      }
      #expect(try await get("/intents/LogHikeIntent")["executionTargets"] == ["main"])
      let listed = try await get("/intents")["intents"]?.arrayValue?.first {
        $0["identifier"] == "LogHikeIntent"
      }
      #expect(listed?["executionTargets"] == ["main"])
      let schema = try await get("/openapi.json")["components"]?["schemas"]?[
        "IntentTypeDescription"]?["properties"]?["executionTargets"]
      #expect(schema?["items"]?["enum"] == ["main", "appIntentsExtension", "widgetKitExtension"])
    }
  }

  @Test(arguments: [IntentExecutionTargets.main, .appIntentsExtension])
  func anAgentIsToldWhereTheIntentRunsAndWhetherItCanHere(
    _ target: IntentExecutionTargets
  ) async throws {
    let (clientSide, serverSide) = await InMemoryTransport.createConnectedPair()
    try await IntentsMCPServer(host: ExecutionTargetTrails.make(as: target)).makeServer()
      .start(transport: serverSide)
    let client = Client(name: "ExecutionTargetDescriptionTests", version: "1.0")
    try await client.connect(transport: clientSide)
    let tools = try await client.listTools().tools
    await client.disconnect()
    let logHike = try #require(tools.first { $0.name == "LogHikeIntent" }?.description)
    #expect(logHike.contains("Runs only in: main"))
    #expect(logHike.contains("executionTargetNotOffered") == (target != .main))
    let forecast = try #require(tools.first { $0.name == "ReadForecastIntent" }?.description)
    #expect(!forecast.contains("Runs only in"))
  }
}
