import IntentsRuntime
import IntentsWire
import MCP
import Synchronization

/// Everything a server offers, built once per ``IntentsMCPServer`` from the host's manifest
/// and shared by every session: tools, resources and the instructions for agents.
struct ServerCatalog: Sendable {
  let tools: ToolCatalog
  let resources: ResourceCatalog
  let intents: [String: IntentTypeDescription]
  let instructions: String

  /// The catalog of a host, its tools' arguments marked as `parameterHeaders` say.
  static func build(
    host: IntentsHost, parameterHeaders: [MCPParameterHeader]
  ) async throws -> ServerCatalog {
    let manifest = await host.manifest(for: .assistant)
    let uris = EntityURI(appName: host.name)
    var tools = try await ToolCatalog.build(
      host: host, manifest: manifest, resourceTemplate: { uris.template(type: $0) })
    try tools.markHeaders(parameterHeaders)
    return ServerCatalog(
      tools: tools, resources: ResourceCatalog(host: host, uris: uris, types: manifest.entities),
      intents: Dictionary(uniqueKeysWithValues: manifest.intents.map { ($0.identifier, $0) }),
      instructions: instructions(manifest, uris: uris))
  }

  /// What the server is, for the agent's context: the types, the tool families, the URIs and
  /// how questions are answered.
  private static func instructions(_ manifest: Manifest, uris: EntityURI) -> String {
    var text = [
      "This server gives access to the app “\(manifest.app)” through its App Intents.",
      "Entity types: "
        + manifest.entities.map { "\($0.identifier) (\($0.name))" }.joined(separator: ", ") + ".",
      "For each entity type T: get_T reads entities by identifier, search_T finds them by text "
        + "(when the type can be searched), find_T filters and sorts them by property values "
        + "(when it can be filtered), suggest_T lists the ones the app suggests.",
    ]
    let intents = manifest.intents.filter(\.isDiscoverable)
    if !intents.isEmpty {
      text.append(
        "Actions, each a tool named after it: "
          + intents.map { $0.identifier + " (\($0.title))" }.joined(separator: ", ") + ". "
          + "Give entity parameters by identifier ({\"id\": \"…\"}) when you know it. When a "
          + "result has \"status\": \"needsInput\", call the same tool again with the same "
          + "arguments and the answer the question asks for.")
    }
    text.append(
      "spotlight_search searches every indexed entity type at once, best first"
        + (manifest.shortcuts.isEmpty
          ? "." : "; interpret understands a spoken App Shortcut phrase and runs it."))
    text.append("Entities are also resources: \(uris.pattern).")
    return text.joined(separator: "\n")
  }
}

/// The catalog of a server, built on first use.
final class ServerCatalogCache: Sendable {
  private let catalog = Mutex<ServerCatalog?>(nil)
  /// The arguments the tools mark for `Mcp-Param-*` headers.
  let parameterHeaders: [MCPParameterHeader]

  init(parameterHeaders: [MCPParameterHeader] = []) {
    self.parameterHeaders = parameterHeaders
  }

  /// The catalog, building it the first time.
  func catalog(of host: IntentsHost) async throws -> ServerCatalog {
    if let built = catalog.withLock({ $0 }) { return built }
    let built = try await ServerCatalog.build(host: host, parameterHeaders: parameterHeaders)
    catalog.withLock { $0 = $0 ?? built }
    return catalog.withLock { $0! }
  }
}
