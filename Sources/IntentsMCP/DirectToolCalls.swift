import Foundation
import IntentsRuntime
import IntentsWire

/// `tools/call` requests of the entity query tools — `get_`, `find_`, `search_` and `suggest_`
/// of each type, and `spotlight_search` — answered by the stdio transport itself, from the line
/// it read to the line it writes, with the same ``ToolRunner`` the SDK's handler calls.
///
/// Through the SDK a result is encoded, decoded into its `Value`, and encoded again, all with
/// `Codable`, and every string on the way is matched against a data-URL pattern built anew for
/// it: milliseconds for a page of entities. Here the request is read by the wire layer's
/// reader and the answer written once, from the bytes the host writes for HTTP; the answer is
/// the same JSON (the contract tests run over both paths).
///
/// Only what this path answers exactly as the SDK would is taken: one JSON-RPC 2.0 request (not
/// a batch) with a text or whole-number `id`, method `tools/call`, a listed query tool's `name`,
/// and arguments that are an object or left out. Everything else — runs and `interpret` (which
/// send progress and may take long), unknown tools, malformed messages — goes to the SDK. A
/// query answers quickly and changes nothing, so it needs none of the SDK's cancellation.
struct DirectToolCalls: Sendable {
  let tools: ToolRunner

  /// The work that answers `message` with its whole JSON-RPC response, or `nil` when the SDK
  /// answers it.
  func answering(_ message: Data) -> (@Sendable () async -> [UInt8])? {
    // A request starts with `{`; a batch, a response or anything else goes on at once.
    guard message.first(where: { !Self.isSpace($0) }) == UInt8(ascii: "{"),
      let request = Self.parse(message)?.objectValue,
      request["jsonrpc"] == "2.0", request["method"] == "tools/call",
      let id = Self.identifier(request["id"]),
      let parameters = request["params"]?.objectValue,
      let name = parameters["name"]?.stringValue,
      let entry = tools.catalog.entry(named: name), Self.isQuery(entry.action)
    else { return nil }
    let arguments = parameters["arguments"] ?? .null
    guard arguments == .null || arguments.objectValue != nil else { return nil }
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
    case .run, .interpret, .visualSearch: false
    }
  }

  /// A request's identifier as the SDK reads it — text, or a whole number written without a
  /// fraction or an exponent that fits an `Int` — to write back; `nil` for any other, which the
  /// SDK answers.
  static func identifier(_ id: JSONValue?) -> JSONValue? {
    switch id {
    case .string, .integer: id
    default: nil
    }
  }

  private static func parse(_ message: Data) -> JSONValue? {
    message.withUnsafeBytes { raw in try? JSONBodyParser.parse(raw.bindMemory(to: UInt8.self)) }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
