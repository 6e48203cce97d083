package import IntentsRuntime

/// The checks both servers — the REST API and MCP's Streamable HTTP — make of every request
/// before routing it, from one configuration, in one order, with one set of errors:
///
/// 1. the host it names, on a server bound to a loopback address: `forbiddenHost` (`403`);
/// 2. the web page it comes from: `forbiddenOrigin` (`403`) — both from ``BrowserGuard``;
/// 3. the bearer token, when the server has one, except on its public paths: `unauthorized`
///    (`401`, with `WWW-Authenticate: Bearer`);
/// 4. the body's declared `Content-Length`, against the largest body the request's method
///    takes: `requestTooLarge` (`413`). A body without a length is counted as it streams by
///    whatever reads it, against the same limit and with the same error
///    (``IntentsRuntime/IntentsError/bodyTooLarge(limit:)``).
///
/// The first check a request fails is its answer, whatever else is wrong with it, so a request
/// gets the same error from both servers. It reads the request as text; each server applies it
/// through its framework (Hummingbird middleware, in `IntentsGuards`).
package struct RequestGuards: Sendable {
  /// What the guards read of a request.
  package struct Head: Sendable {
    /// The method, such as `POST`.
    package var method: String
    /// The path, without the query.
    package var path: String
    /// The host names it asks for: the authority, then any `Host` header besides.
    package var hosts: [String]
    /// The values of its `Origin` headers.
    package var origins: [String]
    /// The values of its `Authorization` headers.
    package var authorizations: [String]
    /// The value of its `Content-Length` header, if any.
    package var contentLength: String?

    /// A request head.
    package init(
      method: String, path: String, hosts: [String], origins: [String] = [],
      authorizations: [String] = [], contentLength: String? = nil
    ) {
      self.method = method
      self.path = path
      self.hosts = hosts
      self.origins = origins
      self.authorizations = authorizations
      self.contentLength = contentLength
    }
  }

  /// The `Host` and `Origin` checks.
  package let browser: BrowserGuard
  /// The token requests must carry, if any.
  let token: BearerToken?
  /// The paths served without a token, as their segments.
  let publicPaths: Set<[Substring]>
  /// The largest body a request may declare, by method.
  let largestBodies: [String: Int]
  /// The largest body of a method without an entry in ``largestBodies``.
  let largestBody: Int

  /// The guards of a configuration: `largestBody` is the most bytes a request may declare,
  /// `largestBodies` more for some methods (the routes that take a file, say), `publicPaths`
  /// the paths served without a token (`/health`).
  package init(
    _ configuration: IntentsHTTPConfiguration, largestBody: Int,
    largestBodies: [String: Int] = [:], publicPaths: [String] = []
  ) {
    browser = BrowserGuard(configuration)
    token = configuration.bearerToken.map(BearerToken.init)
    self.largestBody = largestBody
    self.largestBodies = largestBodies
    self.publicPaths = Set(publicPaths.map { $0.split(separator: "/") })
  }

  /// The most bytes a request of this method may send.
  package func largestBody(method: String) -> Int { largestBodies[method] ?? largestBody }

  /// The error to refuse a request with — the first check it fails — or `nil` when it may go
  /// on.
  package func refusal(of head: Head) -> IntentsError? {
    if let refusal = browser.refusal(hosts: head.hosts, origins: head.origins) {
      return refusal
    }
    if let token, !token.authorizes(head.authorizations),
      !publicPaths.contains(head.path.split(separator: "/"))
    {
      return .missingToken
    }
    let limit = largestBody(method: head.method)
    if let length = head.contentLength.flatMap({ Int($0) }), length > limit {
      return .bodyTooLarge(limit: limit)
    }
    return nil
  }

  /// The HTTP status a guard's error is answered with: `403` for `forbiddenHost` and
  /// `forbiddenOrigin`, `401` for `unauthorized`, `413` for `requestTooLarge`; `400` for any
  /// other.
  package static func status(of refusal: IntentsError) -> Int {
    switch refusal.code {
    case IntentsError.forbiddenHost, IntentsError.forbiddenOrigin: 403
    case IntentsError.unauthorized: 401
    case IntentsError.requestTooLarge: 413
    default: 400
    }
  }
}
