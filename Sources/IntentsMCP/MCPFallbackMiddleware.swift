import HTTPTypes
import Hummingbird
import IntentsRuntime

/// Answers what the `/mcp` endpoint does not — a path other than `/mcp`, or an error
/// Hummingbird raises itself — with a JSON-RPC error body (`id` `null`), as the endpoint
/// answers its own refusals, where Hummingbird would answer with an empty body.
struct MCPFallbackMiddleware<Context: RequestContext>: RouterMiddleware {
  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    do {
      return try await next(request, context)
    } catch let error as any HTTPResponseError {
      let message =
        error.status == .notFound
        ? "Not found: the MCP endpoint is /mcp." : "The request could not be answered."
      return Response(
        status: error.status, headers: [.contentType: "application/json"],
        body: ResponseBody(
          byteBuffer: ByteBuffer(
            bytes: IncomingMessage.error(
              id: .null, code: IncomingMessage.invalidRequest, "Invalid Request: \(message)"))))
    }
  }
}
