import Foundation
import HTTPTypes
import Hummingbird
import IntentsGuards
import IntentsRuntime
import IntentsWire
import Logging
import MCP

/// The `/mcp` endpoint's `POST`, once the guards both servers share let it through
/// (`RequestGuardMiddleware`): one stateless server per request.
struct MCPEndpoint: Sendable {
  /// The most bytes a request's body may have.
  let maximumBodyBytes: Int
  let logger: Logger
  let makeServer: @Sendable (ToolRunner) async throws -> Server
  let makeTools: @Sendable (IntentsClient?) async throws -> ToolRunner
  /// The answers to requests of MCP 2026-07-28, which carry no session.
  let stateless: StatelessEndpoint
  /// The transport's checks of a request's headers, for the calls answered beside it too.
  let validation = StandardValidationPipeline(validators: [
    AcceptHeaderValidator(mode: .jsonOnly), ContentTypeValidator(), ProtocolVersionValidator(),
  ])

  /// The answer to any method but `POST`: the server keeps no event stream (`GET`) and no
  /// session to end (`DELETE`).
  static func methodNotAllowed() -> Response {
    var response = error(
      .methodNotAllowed,
      "This server is stateless: send JSON-RPC messages with POST; it keeps no event stream "
        + "(GET) and no session to end (DELETE).")
    response.headers[.allow] = allowedMethods
    return response
  }

  /// The methods `/mcp` serves, as its `Allow` header lists them.
  static let allowedMethods = "OPTIONS, POST"

  /// The response to a `POST` of `/mcp`, made for a client whose departure `departure` tells
  /// (`nil` where none is watched).
  func respond(to request: Request, departure: ClientDeparture? = nil) async -> Response {
    // Whose on-screen context the request's runs see: the client its header names.
    let client: IntentsClient?
    do {
      client = try IntentsClient.named(byHeader: request.headers[values: .intentsClient])
    } catch {
      return Self.error(.badRequest, String(describing: error))
    }
    let body: Data
    do {
      body = Data(try await request.body(upTo: maximumBodyBytes).readableBytesView)
    } catch let error as IntentsError where error.code == IntentsError.requestTooLarge {
      return Self.error(.contentTooLarge, error.message)
    } catch {
      // A body that is not valid HTTP (a malformed chunk, say), or that ended early.
      return Self.error(.badRequest, "The request body could not be read: it is malformed HTTP.")
    }
    let payload = IncomingPayload(body)
    if case .refused(let answer) = payload { return Self.json(.badRequest, answer) }
    if StatelessRevision.isStateless(request.headers) {
      let tools: ToolRunner
      do {
        tools = try await makeTools(client)
      } catch {
        return failed(error)
      }
      return await stateless.respond(
        to: request, body: body, payload: payload, tools: tools, departure: departure)
    }
    var headers: [String: String] = [:]
    for field in request.headers {
      let name = field.name.canonicalName
      headers[name] = headers[name].map { "\($0), \(field.value)" } ?? field.value
    }
    let message = MCP.HTTPRequest(
      method: "POST", headers: headers, body: body, path: request.uri.path)
    // The transport's checks of the headers, for every message, before any is answered.
    var isInitialize = false
    if case .message(.request(_, "initialize", _)) = payload { isInitialize = true }
    if let refusal = validation.validate(
      message,
      context: HTTPValidationContext(httpMethod: "POST", isInitializationRequest: isInitialize))
    {
      return Self.response(refusal)
    }
    let tools: ToolRunner
    do {
      tools = try await makeTools(client)
    } catch {
      return failed(error)
    }
    let exchange = MCPExchange(
      request: message, tools: tools, logger: logger, makeServer: makeServer,
      validation: validation)
    switch payload {
    case .refused(let answer), .message(.refused(let answer)):
      return Self.json(.badRequest, answer)
    case .message(let single):
      do {
        return Self.response(try await exchange.answer(single, text: body))
      } catch {
        return failed(error)
      }
    case .batch(let messages):
      do {
        let answers = try await exchange.answer(batch: messages)
        return answers.isEmpty
          ? Response(status: .accepted) : Self.json(.ok, BatchAnswer.array(answers))
      } catch {
        return failed(error)
      }
    }
  }

  /// The answer when the server could not be made or started: logged, and a `500` that says
  /// no more.
  private func failed(_ error: any Error) -> Response {
    logger.error("Could not answer an MCP request", metadata: ["error": "\(error)"])
    return Self.error(
      .internalServerError, "The server failed to answer. The server log has the details.")
  }

  /// The Hummingbird response of a transport's response.
  static func response(_ answer: MCP.HTTPResponse) -> Response {
    var headers = HTTPFields()
    for (name, value) in answer.headers {
      if let name = HTTPField.Name(name) { headers[name] = value }
    }
    let body = answer.bodyData.map { ResponseBody(byteBuffer: ByteBuffer(bytes: $0)) }
    return Response(
      status: HTTPTypes.HTTPResponse.Status(code: answer.statusCode), headers: headers,
      body: body ?? ResponseBody())
  }

  /// A response with JSON-RPC text as its body.
  private static func json(_ status: HTTPTypes.HTTPResponse.Status, _ text: [UInt8]) -> Response {
    Response(
      status: status, headers: [.contentType: "application/json"],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: text)))
  }

  /// A JSON-RPC error response, as the transports write them.
  private static func error(_ status: HTTPTypes.HTTPResponse.Status, _ message: String) -> Response
  {
    var response = response(
      MCP.HTTPResponse.error(statusCode: status.code, .invalidRequest(message)))
    response.status = status
    return response
  }
}
