import Foundation
import IntentsRuntime
import IntentsWire
import MCP

/// On-screen context over MCP: an agent says what it is looking at (`show_on_screen`), so that
/// "this" in its later runs means that entity; reads it back (`get_on_screen`, or the resource
/// `intents://<app>/context`); and clears it (`clear_on_screen`).
///
/// Each context belongs to one client. Over standard input and output the session is the
/// client; over Streamable HTTP, which keeps no session, the `Intents-Client` header names it,
/// as on the HTTP API. The context tools also take an optional `client` argument naming the
/// client whose context they read or change — for a caller without the header; its runs see
/// that context only when they name the same client in the header. Contexts never leak between
/// clients, and expire (`IntentsHost.onScreenPolicy`).
struct OnScreenTools: Sendable {
  let host: IntentsHost
  /// The client of the connection: the stdio session, or the one the HTTP header names.
  let client: IntentsClient?
  let uris: EntityURI

  /// The tool names, as listed.
  static let show = "show_on_screen"
  static let get = "get_on_screen"
  static let clear = "clear_on_screen"

  /// The URI of the connection's context resource.
  var contextURI: String { "\(EntityURI.scheme)://\(uris.app)/context" }

  /// The context tools, for `tools/list`.
  static func tools(taken: Set<String>) -> [Tool] {
    let client: JSONValue = [
      "type": "string", "minLength": 1,
      "maxLength": .number(Double(IntentsClient.maximumIdentifierLength)),
      "description": .string(
        "The client whose context this is; left out, this connection's client (the stdio "
          + "session, or the Intents-Client header over HTTP)"),
    ]
    let output: JSONValue = [
      "type": "object",
      "properties": [
        "client": ["type": "string"],
        "onScreen": ["type": "array", "items": ["type": "object"]],
      ],
    ]
    let readOnly = Tool.Annotations(
      title: "What is on screen", readOnlyHint: true, idempotentHint: true, openWorldHint: false)
    let changes = Tool.Annotations(
      title: "Say what is on screen", readOnlyHint: false, idempotentHint: true,
      openWorldHint: false)
    let all = [
      Tool(
        name: show, title: "Say what is on screen",
        description:
          "Tells the app you are looking at an entity — {\"type\": \"LandmarkEntity\", \"id\": "
          + "\"113\"} — so that an intent parameter given as \"this\" (or \"current\") means it. "
          + "Answers your context, most recent first.",
        inputSchema: JSONValue.object([
          "type": "object",
          "properties": [
            "type": ["type": "string", "description": "The entity type, such as LandmarkEntity"],
            "id": ["type": "string", "description": "The entity's identifier"],
            "client": client,
          ],
          "required": ["type", "id"], "additionalProperties": false,
        ]).mcpValue, annotations: changes, outputSchema: output.mcpValue),
      Tool(
        name: get, title: "What is on screen",
        description:
          "The entities you said you are looking at, most recent first; \"this\" means the "
          + "first of a parameter's type. Also the resource intents://<app>/context.",
        inputSchema: JSONValue.object([
          "type": "object", "properties": ["client": client], "additionalProperties": false,
        ]).mcpValue, annotations: readOnly, outputSchema: output.mcpValue),
      Tool(
        name: clear, title: "Clear what is on screen",
        description: "Takes everything you showed off your screen.",
        inputSchema: JSONValue.object([
          "type": "object", "properties": ["client": client], "additionalProperties": false,
        ]).mcpValue, annotations: changes, outputSchema: output.mcpValue),
    ]
    return all.filter { !taken.contains($0.name) }
  }

  /// Answers a call of one of the context tools; `nil` for another tool.
  func call(_ name: String, _ arguments: [String: JSONValue]) async throws -> JSONValue? {
    guard [Self.show, Self.get, Self.clear].contains(name) else { return nil }
    let allowed = name == Self.show ? ["type", "id", "client"] : ["client"]
    try JSONMembers.reject(
      arguments.filter { $0.value != .null }, allowing: allowed, in: "the arguments of \(name)")
    let client = try self.client(arguments["client"])
    switch name {
    case Self.show:
      var entity = arguments
      entity["client"] = nil
      let (type, id) = try IntentsHost.shownEntity(json: .object(entity))
      try await host.show(type: type, identifier: id, to: client)
    case Self.clear:
      try await host.clearOnScreen(for: client)
    default:
      break
    }
    return try await host.contextJSON(for: client)
  }

  /// The client a call is for: the one its `client` argument names, else the connection's.
  private func client(_ argument: JSONValue?) throws -> IntentsClient {
    if let argument, argument != .null {
      guard let text = argument.stringValue else {
        throw IntentsError(
          IntentsError.invalidRequest, "‘client’ is a string, such as \"agent-1\".")
      }
      return try IntentsClient(text)
    }
    guard let client else {
      throw IntentsError(
        IntentsError.invalidRequest,
        "This connection names no client: send the header Intents-Client: <your id> with "
          + "each request (as on the HTTP API), or give ‘client’.")
    }
    return client
  }

  /// The connection's context as a resource, for `resources/read` of ``contextURI``.
  func read(failures: FailureReporting) async throws -> ReadResource.Result {
    try await IntentsError.mapping(failures) {
      let client = try self.client(nil)
      let json = try await host.contextJSON(for: client)
      return ReadResource.Result(
        contents: [.text(json.prettyPrinted, uri: contextURI, mimeType: "application/json")])
    }
  }

  /// The context resource, for `resources/list`.
  var resource: Resource {
    Resource(
      name: "context", uri: contextURI, title: "What is on screen",
      description:
        "The entities this client said it is looking at (show_on_screen), most recent first.",
      mimeType: "application/json")
  }
}
