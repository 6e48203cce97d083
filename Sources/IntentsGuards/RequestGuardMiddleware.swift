package import Hummingbird
package import IntentsRuntime
package import IntentsWire

/// The guards both servers put before their routes, as Hummingbird middleware: the checks of
/// ``IntentsWire/RequestGuards``, in their order, answering the first one a request fails with
/// its status and a body made by `errorBody` — the REST API's `{"error": …}`, MCP's JSON-RPC
/// error — and `WWW-Authenticate: Bearer` for a missing token. It also takes the body off
/// every answer to `HEAD`, whatever answered it.
///
/// Added to the router before any route, it runs for every request, routed or not: a request
/// for a path no route serves is refused by the guards first, as any other.
package struct RequestGuardMiddleware<Context: RequestContext>: RouterMiddleware {
  /// The checks.
  let guards: RequestGuards
  /// The body of an answer, as the server writes its errors.
  let errorBody: @Sendable (IntentsError) -> [UInt8]

  /// The middleware of these guards, answering with bodies made by `errorBody`.
  package init(_ guards: RequestGuards, errorBody: @escaping @Sendable (IntentsError) -> [UInt8]) {
    self.guards = guards
    self.errorBody = errorBody
  }

  package func handle(
    _ request: Request, context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let response: Response
    if let refusal = guards.refusal(of: RequestGuards.Head(request)) {
      var headers: HTTPFields = [.contentType: "application/json"]
      if refusal.code == IntentsError.unauthorized { headers[.wwwAuthenticate] = "Bearer" }
      response = Response(
        status: HTTPResponse.Status(code: RequestGuards.status(of: refusal)), headers: headers,
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: errorBody(refusal))))
    } else {
      response = try await next(request, context)
    }
    // A response to HEAD has no body (RFC 9110 §9.3.2) — whether the router generated it
    // beside a GET or it is a refusal, a 404 or a 405 — and keeps the headers GET would send.
    return request.method == .head ? response.createHeadResponse() : response
  }
}

extension RequestGuards.Head {
  /// What the guards read of a Hummingbird request.
  package init(_ request: Request) {
    self.init(
      method: request.method.rawValue, path: request.uri.path,
      hosts: [request.head.authority].compactMap { $0 } + request.headers[values: .hostHeader],
      origins: request.headers[values: .origin],
      authorizations: request.headers[values: .authorization],
      contentLength: request.headers[.contentLength])
  }
}
