import Foundation
import IntentsRuntime
import IntentsWire

/// `tools/call` requests of the entity query tools — `get_`, `find_`, `search_` and `suggest_`
/// of each type, and `spotlight_search` — answered beside the SDK, from the message as it came
/// to the response's bytes, with the same ``ToolRunner`` the SDK's handler calls: by the stdio
/// transport, and by the Streamable HTTP endpoint once the transport's header checks pass.
///
/// Through the SDK a result is encoded, decoded into its `Value`, and encoded again, all with
/// `Codable`, and every string on the way is matched against a data-URL pattern built anew for
/// it: milliseconds for a page of entities. Here the request is read by the wire layer's
/// reader and the answer written once, from the bytes the host writes for HTTP; the answer is
/// the SDK handler's (the contract tests run over both paths), with two differences, both in
/// the caller's favour:
/// - text in the form of a data URL (`data:,hi`) is taken and answered as it was written, where
///   the SDK rewrites it into base64 form (`data:text/plain;base64,aGk=`) — so a search for
///   such text looks for that text;
/// - when the app's query throws `CancellationError` the call is answered with an error, where
///   the SDK answers nothing and leaves the caller waiting.
///
/// Only what the SDK would read as such a call is taken: one JSON-RPC 2.0 request (not a batch,
/// and with neither `result` nor `error`), a text or whole-number `id`, method `tools/call`, a
/// listed query tool's `name`, arguments that are an object or left out, and `_meta` an object
/// if given. Everything else — runs and `interpret` (which send progress and may take long),
/// unknown tools, malformed messages, messages too large for a query's arguments — goes to the
/// SDK. A query answers quickly and changes nothing, so it needs none of the SDK's
/// cancellation: a `notifications/cancelled` for it is ignored.
struct DirectToolCalls: Sendable {
  let tools: ToolRunner

  /// The work that answers `message` with its whole JSON-RPC response, or `nil` when the SDK
  /// answers it.
  func answering(_ message: Data) -> (@Sendable () async -> [UInt8])? {
    // A request starts with `{`; a batch or anything else goes on at once, and so does a
    // message larger than a query's arguments may be (the SDK's handler refuses those alike)
    // before it is read twice.
    guard message.count <= Self.largestMessage,
      message.first(where: { !Self.isSpace($0) }) == UInt8(ascii: "{"),
      let request = Self.parse(message)?.objectValue
    else { return nil }
    return answering(request: request, size: message.count)
  }

  /// The work that answers the request whose members were read from a message of `size` bytes,
  /// or `nil` when the SDK answers it.
  func answering(
    request: [String: JSONValue], size: Int
  ) -> (@Sendable () async -> [UInt8])? {
    guard size <= Self.largestMessage,
      request["jsonrpc"] == "2.0", request["method"] == "tools/call",
      // The SDK reads a message with `result` or `error` as a response, and answers none.
      request["result"] == nil, request["error"] == nil,
      let id = Self.identifier(request["id"]),
      let parameters = request["params"]?.objectValue,
      let name = parameters["name"]?.stringValue,
      Self.isNullOrObject(parameters["arguments"]), Self.isNullOrObject(parameters["_meta"]),
      let entry = tools.catalog.entry(named: name), Self.isQuery(entry.action)
    else { return nil }
    let arguments = parameters["arguments"] ?? .null
    let tools = tools
    return {
      let answer: ToolAnswer
      do {
        answer = try await tools.answer(entry, arguments == .null ? [:] : arguments)
      } catch {
        // Nothing cancels this task; the app's query threw `CancellationError` itself. The SDK
        // would send nothing, leaving the caller waiting: this says what happened instead.
        answer = ToolResult.failure(
          IntentsError(IntentsError.queryFailed, "The query was cancelled."))
      }
      return answer.response(id: id)
    }
  }

  /// Whether the tool only reads: the calls this path answers.
  static func isQuery(_ action: ToolCatalog.Action) -> Bool {
    switch action {
    case .get, .find, .search, .suggest, .spotlight: true
    case .run, .interpret, .visualSearch, .doctor: false
    }
  }

  /// A request's identifier as the SDK reads it — text, or a whole number that fits an `Int`
  /// (`7`, `7.0` and `7e0` alike, as `JSONDecoder` reads them) — to write back; `nil` for any
  /// other, which the SDK answers.
  static func identifier(_ id: JSONValue?) -> JSONValue? {
    switch id {
    case .string, .integer: id
    default: nil
    }
  }

  /// The largest message taken: twice what a query's arguments may take as JSON, for the
  /// members around them and the escapes a client may write that the limit does not count.
  static let largestMessage = 2 * MCPLimits.maximumArgumentBytes + 4096

  /// Whether a member is left out, `null`, or an object: what the SDK reads `arguments` and
  /// `_meta` from (anything else fails its decoding, and it answers with an error).
  private static func isNullOrObject(_ member: JSONValue?) -> Bool {
    member == nil || member == .null || member?.objectValue != nil
  }

  private static func parse(_ message: Data) -> JSONValue? {
    message.withUnsafeBytes { raw in try? JSONBodyParser.parse(raw.bindMemory(to: UInt8.self)) }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
