import Foundation
import IntentsFixtures
import IntentsMCP
import IntentsWire
import MCP
import Synchronization
import Testing

/// The intent side over MCP: progress notifications, snippet reloads as log messages, snippets
/// in results and parameter hints in tool schemas.
@Suite struct RunEventTests {
  private func client() async throws -> Client {
    try await connectedClient(IntentsMCPServer(host: TrailsHost.makeWithIntentSide()))
  }

  /// Waits, by yielding, until `condition` holds or many turns have passed.
  private func eventually(_ condition: () -> Bool) async {
    for _ in 0..<10_000 where !condition() { await Task.yield() }
  }

  @Test func progressIsSentToACallerThatAsksForIt() async throws {
    let client = try await client()
    let received = Mutex<[ProgressNotification.Parameters]>([])
    await client.onNotification(ProgressNotification.self) { message in
      received.withLock { $0.append(message.params) }
    }
    let result = try await client.send(
      CallTool.request(
        .init(
          name: "PackBagIntent", arguments: ["items": 3],
          meta: Metadata(progressToken: .string("pack-1"))))
    ).value
    #expect(result["result", "dialog"] == "Packed 3 items")
    await eventually { received.withLock { $0.count } >= 4 }
    let progress = received.withLock { $0 }
    // The total is set first (0 of 3), then each item packed.
    #expect(progress.map(\.progress) == [0, 1, 2, 3])
    #expect(progress.allSatisfy { $0.total == 3 && $0.progressToken == .string("pack-1") })
  }

  @Test func noProgressIsSentWithoutAToken() async throws {
    let client = try await client()
    let received = Mutex(0)
    await client.onNotification(ProgressNotification.self) { _ in received.withLock { $0 += 1 } }
    _ = try await client.call("PackBagIntent", ["items": 2])
    // A later call's notifications would arrive after this one's: none came before it.
    _ = try await client.call("OpenTrailIntent", ["trail": ["id": "1"]])
    #expect(received.withLock { $0 } == 0)
  }

  @Test func snippetsComeWithTheirIntentAndReloadsAsLogMessages() async throws {
    let client = try await client()
    let logged = Mutex<[Value]>([])
    await client.onNotification(LogMessageNotification.self) { message in
      logged.withLock { $0.append(message.params.data) }
    }
    let shown = try await client.call("CheckTrailIntent", ["trail": ["id": "1"]])
    #expect(shown["result", "snippet", "intent"] == "TrailConditionsSnippetIntent")
    #expect(shown["result", "snippet", "parameters", "trail", "id"] == "1")
    #expect(shown["result", "snippet", "dialog"] == "Eiger Trail: dry, 6 km")

    _ = try await client.call("RefreshConditionsIntent")
    await eventually { !logged.withLock { $0 }.isEmpty }
    let event = try #require(logged.withLock { $0 }.first)
    #expect(event["kind"] == "snippetReload")
    #expect(event["snippet", "intent"] == "TrailConditionsSnippetIntent")
    #expect(event["snippet", "dialog"] == "Eiger Trail: dry, 6 km")
  }

  @Test func parameterHintsAndRangesAreInTheToolSchema() async throws {
    let tool = try await client().tool("PackBagIntent")
    let items = tool.inputSchema["properties"]?.objectValue?["items"]
    #expect(items?["minimum"] == 1)
    #expect(items?["maximum"] == 20)
    #expect(items?["x-hints"]?.objectValue?["controlStyle"] == "stepper")
    #expect(items?["description"]?.stringValue?.contains("shown as a stepper") == true)
    #expect(tool.description?.contains("shown as a stepper") == true)
  }
}
