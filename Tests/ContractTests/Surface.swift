import AppIntentsTesting
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import IntentsCLI
import IntentsFixtures
import IntentsHTTP
import IntentsRuntime
import IntentsWire
import MCP
import Testing

@testable import IntentsMCP

/// A surface the contract is kept on: the command line in-process, HTTP through the router,
/// MCP through the SDK's client, and MCP over the stdio transport (JSON-RPC lines through pipes,
/// where the query tools' calls take the transport's own path, ``DirectToolCalls``).
enum Surface: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case cli, http, mcp, mcpStdio

  var testDescription: String { rawValue }
}

/// What a surface answered: JSON, or an error code.
enum Answer: Sendable, Equatable, CustomStringConvertible {
  case json(JSONValue)
  case error(code: String, message: String)

  var description: String {
    switch self {
    case .json(let json): json.description.prefix(400).description
    case .error(let code, let message): "error \(code): \(message)"
    }
  }
}

/// Asks each surface.
struct Surfaces {
  let host: IntentsHost
  /// How the HTTP server is configured.
  var httpConfiguration = IntentsHTTPConfiguration()
  /// The local files MCP callers may name, as `runStdio` and `runHTTP` configure it.
  var mcpFileAccess = LocalFileAccess.none

  init(host: IntentsHost = TrailsHost.makeWithIntentSide()) {
    self.host = host
  }

  func answer(_ operation: ContractCase.Operation, on surface: Surface) async throws -> Answer {
    if case .spotlight = operation {
      // The huts in the host's index, as an app indexes its entities (again: it replaces).
      try await host.spotlightIndex.indexAppEntities(HutEntity.all)
    }
    return switch surface {
    case .cli: await cli(operation)
    case .http: try await http(operation)
    case .mcp: try await mcp(operation)
    case .mcpStdio: try await mcpStdio(operation)
    }
  }

  // MARK: - Command line

  func cli(_ operation: ContractCase.Operation) async -> Answer {
    var arguments: [String]
    switch operation {
    case .find(let type, let request, let properties):
      arguments = ["find", type, "--request", request.description]
      if let properties { arguments += ["--properties", properties] }
    case .search(let type, let text, let limit, let offset):
      arguments = ["search", type, text] + page(limit, offset)
    case .suggest(let type, let limit, let offset, let context):
      arguments = ["suggest", type] + page(limit, offset)
      if let context { arguments += ["--context", context] }
    case .resolve(let type, let ids, let properties):
      arguments = ["get", type] + ids
      if let properties { arguments += ["--properties", properties] }
    case .spotlight(let text, let types, let limit, let offset):
      arguments = ["spotlight", text] + page(limit, offset)
      if let types { arguments += ["--types", types.joined(separator: ",")] }
    case .interpret(let utterance):
      arguments = ["say", utterance]
    case .run(let intent, let parameters):
      arguments = ["run", intent]
      for (name, value) in parameters.sorted(by: { $0.key < $1.key }) {
        // A list is the parameter repeated.
        for item in value.arrayValue ?? [value] {
          if let id = item.objectValue?["id"]?.stringValue {
            arguments += ["--\(name)", "id:\(id)"]
          } else {
            arguments += ["--\(name)", item.stringValue ?? item.description]
          }
        }
      }
    case .visualSearch(let image, let labels):
      arguments = ["look"] + labels.flatMap { ["--label", $0] }
      if let image {
        let file = FileManager.default.temporaryDirectory
          .appendingPathComponent("contract-\(UUID().uuidString).png")
        try? image.write(to: file)
        arguments.append(file.path)
      }
    case .doctor(let members):
      arguments = ["doctor"]
      for (name, value) in members.sorted(by: { $0.key < $1.key }) {
        // `slowQueryMilliseconds` is `--slow-query-milliseconds`.
        let option = name.replacing(/[A-Z]/) { "-" + $0.output.lowercased() }
        arguments += ["--\(option)", Self.text(value)]
      }
    }
    let console = RecordingConsole(interactive: false)
    let host = host
    _ = await IntentsCommandLine.run(
      arguments + ["--json"], name: "trails", console: console.console
    ) { _ in host }
    if let json = try? JSONValue(parsing: console.output) { return .json(json) }
    return Self.error(try? JSONValue(parsing: console.error), raw: console.error)
  }

  private func page(_ limit: Int?, _ offset: Int?) -> [String] {
    (limit.map { ["--limit", "\($0)"] } ?? []) + (offset.map { ["--offset", "\($0)"] } ?? [])
  }

  // MARK: - HTTP

  func http(_ operation: ContractCase.Operation) async throws -> Answer {
    let (method, uri, body) = Self.request(operation)
    let application = try await IntentsHTTPServer(host: host, configuration: httpConfiguration)
      .makeApplication()
    return try await application.test(.router) { client in
      var headers: HTTPFields = [:]
      var buffer: ByteBuffer?
      if let body {
        headers[.contentType] = "application/json"
        buffer = ByteBuffer(string: body.description)
      }
      let response = try await client.executeRequest(
        uri: uri, method: method, headers: headers, body: buffer)
      let json = try? JSONValue(parsing: String(buffer: response.body))
      guard response.status.code < 300, let json else {
        return Self.error(json, raw: String(buffer: response.body))
      }
      return .json(json)
    }
  }

  /// The HTTP request of an operation: method, path and query, body.
  private static func request(
    _ operation: ContractCase.Operation
  ) -> (HTTPRequest.Method, String, JSONValue?) {
    switch operation {
    case .find(let type, let request, let properties):
      let query = properties.map { "?properties=\($0)" } ?? ""
      return (.post, "/entities/\(type)/find" + query, request)
    case .search(let type, let text, let limit, let offset):
      let query = text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
      return (.get, "/entities/\(type)/search?q=\(query)" + Self.query(limit, offset), nil)
    case .suggest(let type, let limit, let offset, let context):
      let encoded = context.map {
        "&context=" + ($0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? $0)
      }
      let query = Self.query(limit, offset) + (encoded ?? "")
      return (
        .get, "/entities/\(type)/suggestions" + (query.isEmpty ? "" : "?" + query.dropFirst()), nil
      )
    case .resolve(let type, let ids, let properties):
      let query = properties.map { "?properties=\($0)" } ?? ""
      return (
        .post, "/entities/\(type)/resolve" + query, ["ids": .array(ids.map(JSONValue.string))]
      )
    case .run(let intent, let parameters):
      return (.post, "/intents/\(intent)/run", ["parameters": .object(parameters)])
    case .spotlight(let text, let types, let limit, let offset):
      let query = text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
      let typeList = types.map { "&types=" + $0.joined(separator: ",") } ?? ""
      return (.get, "/spotlight?q=\(query)" + typeList + Self.query(limit, offset), nil)
    case .interpret(let utterance):
      return (.post, "/interpret", ["utterance": .string(utterance)])
    case .visualSearch(let image, let labels):
      return (.post, "/visual-search", visualSearchArguments(image, labels))
    case .doctor(let members):
      let query = members.sorted(by: { $0.key < $1.key }).map { name, value in
        "\(name)="
          + (Self.text(value).addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
      }
      return (.get, "/doctor" + (query.isEmpty ? "" : "?" + query.joined(separator: "&")), nil)
    }
  }

  /// A member of a JSON request as the command line and a query string give it: a list
  /// separated by commas, a whole number in digits.
  static func text(_ value: JSONValue) -> String {
    if let items = value.arrayValue { return items.map(text).joined(separator: ",") }
    if let text = value.stringValue { return text }
    if let number = value.numberValue, number.rounded() == number, abs(number) < 1e15 {
      return String(Int(number))
    }
    return value.description
  }

  private static func query(_ limit: Int?, _ offset: Int?) -> String {
    (limit.map { "&limit=\($0)" } ?? "") + (offset.map { "&offset=\($0)" } ?? "")
  }

  // MARK: - MCP

  func mcp(_ operation: ContractCase.Operation) async throws -> Answer {
    let (clientSide, serverSide) = await InMemoryTransport.createConnectedPair()
    try await IntentsMCPServer(host: host).makeServer(
      failures: .full, fileAccess: mcpFileAccess, client: nil
    )
    .start(transport: serverSide)
    let client = Client(name: "ContractTests", version: "1.0")
    try await client.connect(transport: clientSide)
    let (tool, arguments) = Self.toolCall(operation)
    let values = try JSONDecoder().decode(
      [String: Value].self, from: Data(JSONValue.object(arguments).description.utf8))
    let result = try await client.send(
      CallTool.request(.init(name: tool, arguments: values))
    ).value
    let content = try result.structuredContent.map {
      try JSONValue(parsing: String(decoding: JSONEncoder().encode($0), as: UTF8.self))
    }
    await client.disconnect()
    if result.isError == true { return Self.error(content, raw: "\(result.content)") }
    return .json(content ?? .null)
  }

  /// The call as one JSON-RPC line written to the stdio server's input, its answer read from
  /// its output.
  func mcpStdio(_ operation: ContractCase.Operation) async throws -> Answer {
    let (tool, arguments) = Self.toolCall(operation)
    let request: JSONValue = [
      "jsonrpc": "2.0", "id": "contract", "method": "tools/call",
      "params": ["name": .string(tool), "arguments": .object(arguments)],
    ]
    let input = Pipe()
    let output = Pipe()
    try input.fileHandleForWriting.write(contentsOf: Data((request.description + "\n").utf8))
    try input.fileHandleForWriting.close()
    // Read while the server writes, so that a large answer cannot fill the pipe and stall it.
    async let written = output.fileHandleForReading.readToEndOnItsOwnThread()
    try await IntentsMCPServer(host: host).serve(
      input: input.fileHandleForReading.fileDescriptor,
      output: output.fileHandleForWriting.fileDescriptor, fileAccess: mcpFileAccess)
    try output.fileHandleForWriting.close()
    let text = String(decoding: await written, as: UTF8.self)
    let response = try JSONValue(parsing: text.trimmingCharacters(in: .newlines))
    guard let result = response.objectValue?["result"]?.objectValue else {
      return .error(code: "JSON-RPC error", message: text)
    }
    let content = result["structuredContent"]
    if result["isError"] == true { return Self.error(content, raw: text) }
    return .json(content ?? .null)
  }

  /// The tool an operation calls, and its arguments.
  private static func toolCall(
    _ operation: ContractCase.Operation
  ) -> (tool: String, arguments: [String: JSONValue]) {
    switch operation {
    case .find(let type, let request, let properties):
      var arguments = request.objectValue ?? [:]
      if let properties { arguments["properties"] = .string(properties) }
      return ("find_\(type)", arguments)
    case .search(let type, let text, let limit, let offset):
      return ("search_\(type)", ["query": .string(text)].merging(members(limit, offset)) { $1 })
    case .suggest(let type, let limit, let offset, let context):
      var arguments = members(limit, offset)
      if let context { arguments["context"] = .string(context) }
      return ("suggest_\(type)", arguments)
    case .resolve(let type, let ids, let properties):
      var arguments: [String: JSONValue] = ["ids": .array(ids.map(JSONValue.string))]
      if let properties { arguments["properties"] = .string(properties) }
      return ("get_\(type)", arguments)
    case .run(let intent, let parameters):
      return (intent, parameters)
    case .spotlight(let text, let types, let limit, let offset):
      var arguments: [String: JSONValue] = ["query": .string(text)]
      if let types { arguments["types"] = .array(types.map(JSONValue.string)) }
      return ("spotlight_search", arguments.merging(members(limit, offset)) { $1 })
    case .interpret(let utterance):
      return ("interpret", ["utterance": .string(utterance)])
    case .visualSearch(let image, let labels):
      return ("visual_search", visualSearchArguments(image, labels).objectValue ?? [:])
    case .doctor(let members):
      return ("doctor", members)
    }
  }

  /// A visual search as HTTP's body and MCP's arguments: the labels, and the picture in base64.
  static func visualSearchArguments(_ image: Data?, _ labels: [String]) -> JSONValue {
    var members: [String: JSONValue] = [:]
    if !labels.isEmpty { members["labels"] = .array(labels.map(JSONValue.string)) }
    if let image { members["image"] = .string(image.base64EncodedString()) }
    return .object(members)
  }

  private static func members(_ limit: Int?, _ offset: Int?) -> [String: JSONValue] {
    var members: [String: JSONValue] = [:]
    if let limit { members["limit"] = .number(Double(limit)) }
    if let offset { members["offset"] = .number(Double(offset)) }
    return members
  }

  // MARK: - Errors

  /// The error of `{"error": {"code", "message"}}`; anything else is a broken contract.
  static func error(_ json: JSONValue?, raw: String) -> Answer {
    guard let error = json?.objectValue?["error"]?.objectValue,
      let code = error["code"]?.stringValue
    else { return .error(code: "not the error shape", message: raw) }
    return .error(code: code, message: error["message"]?.stringValue ?? "")
  }
}
