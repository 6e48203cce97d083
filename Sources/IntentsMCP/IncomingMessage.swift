import Foundation
import IntentsRuntime
import IntentsWire

/// One JSON-RPC message from a client, read by the rules of JSON-RPC 2.0 and MCP before the SDK
/// sees it: a request, a notification or a response to pass on, or a message refused here with
/// the error response that answers it.
///
/// Both transports read every message this way first — standard input line by line, and each
/// Streamable HTTP body — so that both answer a malformed message alike, and as the
/// specifications say, where the SDK (0.12.1) misreads it: it answers a parse error with a
/// random identifier instead of `null`, takes a request whose `id` is a fraction, `true`, an
/// object or an array for a notification and answers nothing (the caller waits for ever), and
/// answers a request whose `id` is `null` as though it were `""`.
///
/// The rules (JSON-RPC 2.0 §4–§6, and MCP's `RequestId`, text or integer, never `null`):
/// - a **request** has `"jsonrpc": "2.0"`, a text `method`, `params` an object or an array if
///   given (or `null`, read as left out), and an `id` that is text or a whole number that fits
///   64 bits — an integer as MCP's schema means it (JSON Schema's `integer`: `100`, `100.0` and
///   `1e2` are one id, answered as `100`);
/// - a **notification** is a request without `id`: it gets no answer, whatever its method;
/// - a **response** has `result` or `error` and no `method`: it gets no answer;
/// - anything else is an **invalid request** (`-32600`), answered with its `id` when that is
///   one a request may have, else with `id` `null` — among them a request whose `id` is a
///   fraction (`11.5`), `null`, `true`, an object or an array, and a message with both
///   `method` and `result` or `error`.
enum IncomingMessage: Sendable {
  /// A request, which is answered: its `id` (text or integer), method, and members.
  case request(id: JSONValue, method: String, members: [String: JSONValue])
  /// A notification, which is not answered: its method and members.
  case notification(method: String, members: [String: JSONValue])
  /// A response to a request of the server's, which is not answered.
  case response(members: [String: JSONValue])
  /// A message refused here: the error response that answers it.
  case refused([UInt8])

  /// The message an object holds.
  init(_ members: [String: JSONValue]) {
    let id = Self.requestIdentifier(members["id"])
    func invalid(_ problem: String) -> IncomingMessage {
      .refused(
        Self.error(id: id ?? .null, code: Self.invalidRequest, "Invalid Request: \(problem)"))
    }
    guard case .string("2.0")? = members["jsonrpc"] else {
      self = invalid(#"the member "jsonrpc" must be "2.0"."#)
      return
    }
    let isResponse = members["result"] != nil || members["error"] != nil
    guard let method = members["method"] else {
      self =
        isResponse
        ? .response(members: members)
        : invalid(
          #"a message has a "method" (a request or a notification), or a "result" or an "error" "#
            + "(a response).")
      return
    }
    guard case .string(let name) = method else {
      self = invalid(#"the member "method" must be text."#)
      return
    }
    switch members["params"] {
    case nil, .null?, .object?, .array?: break
    default:
      self = invalid(#"the member "params" must be an object or an array."#)
      return
    }
    guard !isResponse else {
      self = invalid(#"a request has no "result" or "error"; a response has no "method"."#)
      return
    }
    guard let given = members["id"] else {
      self = .notification(method: name, members: members)
      return
    }
    guard let id else {
      self = invalid(
        #"the member "id" must be text or a whole number within 64 bits, not "#
          + "\(Self.kind(of: given)).")
      return
    }
    self = .request(id: id, method: name, members: members)
  }

  /// A request's `id` as MCP allows it — text, or a whole number that fits an `Int` (the wire
  /// reader reads those, and only those, as `.integer`, however they are written) — or `nil`.
  static func requestIdentifier(_ id: JSONValue?) -> JSONValue? {
    switch id {
    case .string?, .integer?: id
    default: nil
    }
  }

  /// The members of a message passed on, as compact JSON: how a batch's messages go on one by
  /// one.
  var members: [String: JSONValue]? {
    switch self {
    case .request(_, _, let members), .notification(_, let members), .response(let members):
      members
    case .refused: nil
    }
  }

  // MARK: - Error responses

  /// JSON-RPC's code for text that is not JSON.
  static let parseError = -32700
  /// JSON-RPC's code for a message that is not a valid request.
  static let invalidRequest = -32600
  /// JSON-RPC's code for parameters the method cannot take.
  static let invalidParams = -32602

  /// A JSON-RPC error response, as compact JSON.
  static func error(id: JSONValue, code: Int, _ message: String) -> [UInt8] {
    JSONValue.object([
      "jsonrpc": "2.0", "id": id,
      "error": ["code": .integer(code), "message": .string(message)],
    ]).jsonBytes
  }

  /// What kind of value a refused `id` is, without repeating a long one.
  static func kind(of value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number: "a number with a fraction, or beyond 64 bits"
    case .integer(let number): "\(number)"
    case .string: "text"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
