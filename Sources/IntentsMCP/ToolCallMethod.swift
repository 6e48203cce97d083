import MCP

/// `tools/call` as the server registers it with the SDK: its parameters read as any JSON and
/// checked here, so that parameters of the wrong shape — `"arguments": [1]`, a `name` that is
/// not text — are the caller's mistake, JSON-RPC's invalid params (-32602) with what was
/// wrong, rather than the internal error (-32603) the SDK answers when its `CallTool` fails to
/// decode them. Well-formed parameters become the SDK's own `CallTool.Parameters`.
enum ToolCallMethod: MCP.Method {
  static let name = CallTool.name
  typealias Parameters = Value
  typealias Result = CallTool.Result

  /// The call's parameters as `CallTool` reads them; throws invalid params saying which member
  /// is wrong and what it should be.
  static func parameters(_ params: Value) throws -> CallTool.Parameters {
    guard case .object(let members) = params else {
      throw MCPError.invalidParams(
        "tools/call takes its parameters as an object, such as {\"name\": \"search_TrailEntity\", "
          + "\"arguments\": {\"query\": \"lake\"}}.")
    }
    guard let name = members["name"]?.stringValue else {
      throw MCPError.invalidParams(
        "tools/call needs ‘name’, the name of a tool that tools/list gives, as a string.")
    }
    let arguments: [String: Value]?
    switch members["arguments"] {
    case nil, .null?: arguments = nil
    case .object(let given)?: arguments = given
    case let other?:
      throw MCPError.invalidParams(
        "‘arguments’ must be an object of the tool's arguments by name, such as "
          + "{\"query\": \"lake\"}, not \(kind(of: other)).")
    }
    var meta: Metadata?
    switch members["_meta"] {
    case nil, .null?: meta = nil
    case .object(let fields)?:
      // Its fields as given: `Metadata(progressToken:additionalFields:)` would drop the
      // progress token among them.
      meta = Metadata()
      meta?.fields = fields
    case let other?:
      throw MCPError.invalidParams(
        "‘_meta’ must be an object, such as {\"progressToken\": 1}, not \(kind(of: other)).")
    }
    return CallTool.Parameters(name: name, arguments: arguments, meta: meta)
  }

  /// What a JSON value is, for a message: "an array", "text".
  private static func kind(of value: Value) -> String {
    switch value {
    case .null: "null"
    case .bool: "true or false"
    case .int, .double: "a number"
    case .string, .data: "text"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
