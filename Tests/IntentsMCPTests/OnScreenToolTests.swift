import Foundation
import IntentsFixtures
import IntentsMCP
import MCP
import Testing

/// On-screen context over MCP: each session is a client, what it shows is "this" in its own
/// runs and in nobody else's, and it reads its context as a tool result or a resource.
@Suite struct OnScreenToolTests {
  @Test func whatASessionShowsIsThisInItsRunsOnly() async throws {
    let server = IntentsMCPServer(host: makeHost())
    let walker = try await connectedClient(server)
    let other = try await connectedClient(server)
    let shown = try await walker.call(
      "show_on_screen", ["type": "TrailEntity", "id": "3"])
    #expect(shown.isError != true, "\(shown.texts)")
    #expect(shown["onScreen"]?.arrayValue?.first?["id"]?.stringValue == "3")
    let run = try await walker.call("OpenTrailIntent", ["trail": "this"])
    #expect(run.isError != true, "\(run.texts)")
    #expect(run.texts.joined().contains("Matterhorn Glacier Trail"), "\(run.texts)")
    // The other session sees nothing, and "this" means nothing to it.
    let theirs = try await other.call("get_on_screen")
    #expect(theirs["onScreen"]?.arrayValue == [])
    let refused = try await other.call("OpenTrailIntent", ["trail": "this"])
    #expect(refused.isError == true)
    #expect(refused.errorCode == "nothingOnScreen", "\(refused.texts)")
    // Cleared, the walker's "this" means nothing either.
    let cleared = try await walker.call("clear_on_screen")
    #expect(cleared["onScreen"]?.arrayValue == [])
    await walker.disconnect()
    await other.disconnect()
  }

  @Test func theContextIsAResource() async throws {
    let client = try await connectedClient()
    _ = try await client.call("show_on_screen", ["type": "TrailEntity", "id": "1"])
    let resources = try await client.listResources().resources
    #expect(resources.contains { $0.uri == "intents://trails/context" })
    let contents = try await client.readResource(uri: "intents://trails/context")
    let text = try #require(contents.first?.text)
    #expect(text.contains("\"id\" : \"1\"") || text.contains("\"id\":\"1\""), "\(text)")
    await client.disconnect()
  }

  @Test func aNamedClientIsItsOwnAndBadArgumentsAreClear() async throws {
    let client = try await connectedClient()
    _ = try await client.call(
      "show_on_screen", ["type": "TrailEntity", "id": "2", "client": "planner"])
    let planner = try await client.call("get_on_screen", ["client": "planner"])
    #expect(planner["client"]?.stringValue == "planner")
    #expect(planner["onScreen"]?.arrayValue?.count == 1)
    let session = try await client.call("get_on_screen")
    #expect(session["onScreen"]?.arrayValue == [])
    let missing = try await client.call("show_on_screen", ["type": "TrailEntity", "id": "999"])
    #expect(missing.errorCode == "entityNotFound", "\(missing.texts)")
    let unknown = try await client.call("show_on_screen", ["type": "Nope", "id": "1"])
    #expect(unknown.errorCode == "unknownType", "\(unknown.texts)")
    let control = try await client.call("get_on_screen", ["client": "a\u{0}b"])
    #expect(control.errorCode == "invalidValue", "\(control.texts)")
    let extra = try await client.call("get_on_screen", ["colour": "red"])
    #expect(extra.isError == true)
    let tools = try await client.listTools().tools.map(\.name)
    #expect(tools.contains("show_on_screen") && tools.contains("get_on_screen"))
    await client.disconnect()
  }
}
