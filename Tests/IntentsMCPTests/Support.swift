import AppIntentsTesting
import Foundation
import IntentsFixtures
import IntentsMCP
import IntentsWire
import MCP
import Testing

/// A host serving the fixture domain, with its stores registered.
func makeHost() -> IntentsHost { TrailsHost.make() }

/// A client connected in memory to a server made by `makeServer()`.
func connectedClient(
  _ server: IntentsMCPServer = IntentsMCPServer(host: makeHost())
) async throws
  -> Client
{
  let (clientSide, serverSide) = await InMemoryTransport.createConnectedPair()
  try await server.makeServer().start(transport: serverSide)
  let client = Client(name: "IntentsMCPTests", version: "1.0")
  try await client.connect(transport: clientSide)
  return client
}

extension Client {
  /// The whole result of a tool call, with its structured content.
  func call(_ name: String, _ arguments: [String: Value] = [:]) async throws -> CallTool.Result {
    try await send(CallTool.request(.init(name: name, arguments: arguments))).value
  }

  /// A tool, by name.
  func tool(_ name: String) async throws -> Tool {
    try #require(try await listTools().tools.first { $0.name == name }, "no tool \(name)")
  }
}

extension CallTool.Result {
  /// The text of every text content, in order.
  var texts: [String] {
    content.compactMap { if case .text(let text, _, _) = $0 { text } else { nil } }
  }

  /// The structured content's member, by key path through objects.
  subscript(_ path: String...) -> Value? {
    path.reduce(structuredContent) { value, key in value?.objectValue?[key] }
  }

  /// The identifiers of the entities in the structured content.
  var entityIDs: [String] {
    self["entities"]?.arrayValue?.compactMap { $0.objectValue?["id"]?.stringValue } ?? []
  }

  /// The error code of an error result.
  var errorCode: String? { self["error", "code"]?.stringValue }
}

extension Value {
  /// The member at a key path through objects.
  subscript(_ path: String...) -> Value? {
    path.reduce(self) { value, key in value?.objectValue?[key] }
  }
}
