import Foundation
import IntentsRuntime
import Logging
import MCP

/// The messages of one Streamable HTTP `POST`, answered once their headers passed the
/// transport's checks: a query tool's call by ``DirectToolCalls``, a request whose parameters
/// its method cannot take with “invalid params” (``MethodParameters``), and the rest by a
/// server made for this `POST` (the SDK's `StatelessHTTPServerTransport`) — made only when a
/// message needs it, and once for all the messages of a batch.
///
/// A batch is answered message by message, one after another, and its answers gathered into
/// one array, as JSON-RPC answers a batch (the SDK's transport takes no batches).
struct MCPExchange: Sendable {
  /// The `POST`, as the SDK's transport reads it.
  let request: MCP.HTTPRequest
  let tools: ToolRunner
  let logger: Logger
  let makeServer: @Sendable (ToolRunner) async throws -> Server
  let validation: StandardValidationPipeline

  /// The transport's answer to one message (its text as it came): JSON, or `202` for a
  /// notification or a response.
  func answer(_ message: IncomingMessage, text: Data) async throws -> MCP.HTTPResponse {
    if let answer = quickAnswer(message, text: text) {
      return .data(Data(await answer()), headers: [HTTPHeaderName.contentType: "application/json"])
    }
    let session = try await Session(self)
    let answer = await session.answer(text)
    await session.stop()
    return answer
  }

  /// The answers to a batch's messages, in order; none when all are notifications or
  /// responses.
  func answer(batch messages: [IncomingMessage]) async throws -> [[UInt8]] {
    var answers: [[UInt8]] = []
    var session: Session?
    for message in messages {
      guard let members = message.members else {
        if case .refused(let answer) = message { answers.append(answer) }
        continue
      }
      let text = Data(JSONValue.object(members).jsonBytes)
      if let answer = quickAnswer(message, text: text) {
        answers.append(await answer())
        continue
      }
      if session == nil { session = try await Session(self) }
      let answer = await session?.answer(text)
      if let body = answer?.bodyData, !body.isEmpty { answers.append(Array(body)) }
    }
    await session?.stop()
    return answers
  }

  /// The answer given without the SDK's server: the direct path's, or “invalid params”; `nil`
  /// for a message the server answers.
  private func quickAnswer(
    _ message: IncomingMessage, text: Data
  ) -> (@Sendable () async -> [UInt8])? {
    guard case .request(let id, let method, let members) = message else { return nil }
    if let answering = DirectToolCalls(tools: tools).answering(request: members, size: text.count) {
      return answering
    }
    guard let problem = MethodParameters.problem(method: method, in: text) else { return nil }
    let answer = IncomingMessage.error(
      id: id, code: IncomingMessage.invalidParams, "Invalid params: \(problem)")
    return { answer }
  }

  /// A server made for this `POST`, with its transport.
  private struct Session: Sendable {
    let server: Server
    let transport: StatelessHTTPServerTransport
    let request: MCP.HTTPRequest

    /// A server for the exchange's `POST`, started.
    init(_ exchange: MCPExchange) async throws {
      transport = StatelessHTTPServerTransport(
        validationPipeline: exchange.validation, logger: exchange.logger)
      request = exchange.request
      do {
        server = try await exchange.makeServer(exchange.tools)
        try await server.start(transport: transport)
      } catch {
        await transport.disconnect()
        throw error
      }
    }

    /// The transport's answer to one message.
    func answer(_ text: Data) async -> MCP.HTTPResponse {
      await transport.handleRequest(
        MCP.HTTPRequest(
          method: request.method, headers: request.headers, body: text, path: request.path))
    }

    func stop() async { await server.stop() }
  }
}
