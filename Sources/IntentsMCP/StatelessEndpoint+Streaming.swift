import Foundation
import HTTPTypes
import Hummingbird
import IntentsGuards
import IntentsRuntime
import IntentsWire
import NIOCore

/// The response of MCP 2026-07-28 as a stream of server-sent events: the progress of a run
/// as `notifications/progress`, then the call's JSON-RPC response, which ends the stream.
///
/// The revision lets a server answer any request with one JSON object or with a stream, and
/// lets it send the request's progress on the stream; every client must read both. This
/// server streams only what has something to stream: a `tools/call` of an intent whose
/// client accepts `text/event-stream` and asked for progress (a `progressToken` in
/// `params._meta`). It commits to the stream only when the first notification comes — a call
/// refused before it runs, or one that reports no progress, is answered with JSON and the
/// status its error has, as without the stream. Closing the stream cancels the run, as
/// closing the connection of a JSON answer does. Logging notifications (`notifications/
/// message`) are not sent: the revision deprecates logging, and this server declares no
/// `logging` capability in `server/discover`.
extension StatelessEndpoint {
  /// What the run sends, in order: notifications, then the reply.
  private enum Item: Sendable {
    case notification([UInt8])
    case reply(Reply)
  }

  /// The progress token of a request answered as a stream; `nil` for one answered with JSON.
  static func streamedProgressToken(
    method: String, params: [String: JSONValue]?, headers: HTTPFields, tools: ToolRunner
  ) -> JSONValue? {
    guard method == "tools/call", acceptsEventStream(headers),
      let name = params?["name"]?.stringValue, let entry = tools.catalog.entry(named: name),
      case .run = entry.action,
      let token = params?["_meta"]?.objectValue?["progressToken"]
    else { return nil }
    switch token {
    case .string, .integer: return token
    default: return nil
    }
  }

  /// Whether the `Accept` header lists `text/event-stream`.
  static func acceptsEventStream(_ headers: HTTPFields) -> Bool {
    headers[values: .accept].lazy.flatMap { $0.split(separator: ",") }.contains {
      $0.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased()
        == "text/event-stream"
    }
  }

  /// The answer to `exchange`, as a stream once the run reports progress, as JSON otherwise.
  func streamed(
    _ exchange: inout Exchange, progressToken: JSONValue, departure: ClientDeparture?
  ) async -> Response {
    let (items, continuation) = AsyncStream.makeStream(of: Item.self)
    exchange.progress = RunNotifications.Sink(
      progress: { completed, total, message in
        var params: [String: JSONValue] = [
          "progressToken": progressToken, "progress": .number(completed),
        ]
        if let total { params["total"] = .number(total) }
        if let message { params["message"] = .string(message) }
        let notification: JSONValue = [
          "jsonrpc": "2.0", "method": "notifications/progress", "params": .object(params),
        ]
        continuation.yield(.notification(notification.jsonBytes))
      }, event: nil)
    let run = Task { [exchange] in
      continuation.yield(.reply(await exchange.answer()))
      continuation.finish()
    }
    // Until the first item, the client's leaving cancels the run as for a JSON answer.
    let first = try? await Self.untilDeparture(departure, cancelling: run) {
      var iterator = items.makeAsyncIterator()
      return await iterator.next()
    }
    switch first ?? nil {
    case .reply(let reply)?: return reply.response
    case nil:
      run.cancel()
      return Reply.cancelled.response
    case .notification(let text)?:
      let body = ResponseBody { writer in
        // The stream's iterator picks up after the first item, which the route took.
        do {
          try await Self.untilDeparture(departure, cancelling: run) {
            try await writer.write(Self.event(text))
            for await item in items {
              switch item {
              case .notification(let text): try await writer.write(Self.event(text))
              case .reply(let reply) where !reply.body.isEmpty:
                try await writer.write(Self.event(reply.body))
              case .reply: break
              }
            }
          }
        } catch {
          // The client went away mid-stream: the run stops, and nothing more is sent.
          run.cancel()
          throw error
        }
        try await writer.finish(nil)
      }
      return Response(
        status: .ok,
        headers: [
          .contentType: "text/event-stream", .cacheControl: "no-store",
          HTTPField.Name("X-Accel-Buffering")!: "no",
        ],
        body: body)
    }
  }

  /// `operation`, with `run` cancelled if the client leaves meanwhile.
  private static func untilDeparture<Value>(
    _ departure: ClientDeparture?, cancelling run: Task<Void, Never>,
    isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> Value
  ) async throws -> Value {
    guard let departure else { return try await operation() }
    return try await departure.watching(onDeparture: { run.cancel() }, operation)
  }

  /// One server-sent event carrying a JSON-RPC message.
  private static func event(_ json: [UInt8]) -> ByteBuffer {
    var buffer = ByteBuffer()
    buffer.writeString("event: message\ndata: ")
    buffer.writeBytes(json)
    buffer.writeString("\n\n")
    return buffer
  }
}
