import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import NIOEmbedded
import Synchronization

/// Requests handed straight to an application's responder, as its server hands them over once
/// it has read them from a connection: no socket, no HTTP client.
struct RunRequests: Sendable {
  private let respond: @Sendable (Request) async throws -> Response

  /// Requests to the application's responder.
  init(_ application: some ApplicationProtocol) async throws {
    try await self.init(responder: application.responder)
  }

  private init<Responder: HTTPResponder>(responder: Responder) async throws
  where Responder.Context: InitializableFromSource<ApplicationRequestContextSource> {
    let channel = NIOAsyncTestingChannel()
    let logger = Logger(label: "FuzzMultipart")
    respond = { request in
      let source = ApplicationRequestContextSource(channel: channel, logger: logger)
      return try await responder.respond(to: request, context: Responder.Context(source: source))
    }
  }

  /// The status and the body's text of a `POST` of `body` with this `Content-Type` (none when
  /// empty).
  func post(_ path: String, contentType: String, body: [UInt8]) async throws -> (Int, String) {
    var fields = HTTPFields()
    if !contentType.isEmpty { fields[.contentType] = contentType }
    fields[.contentLength] = String(body.count)
    let request = Request(
      head: HTTPRequest(
        method: .post, scheme: "http", authority: "localhost", path: path, headerFields: fields),
      body: RequestBody(buffer: ByteBuffer(bytes: body)))
    let response = try await respond(request)
    let collected = CollectedBody()
    try await response.body.write(collected)
    return (response.status.code, collected.text)
  }
}

/// A response body's bytes, gathered as the server would write them to the connection.
private final class CollectedBody: ResponseBodyWriter, Sendable {
  private let buffer = Mutex(ByteBuffer())

  /// The bytes as UTF-8 text.
  var text: String { buffer.withLock { String(buffer: $0) } }

  func write(_ part: ByteBuffer) async throws {
    buffer.withLock { _ = $0.writeImmutableBuffer(part) }
  }

  func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
