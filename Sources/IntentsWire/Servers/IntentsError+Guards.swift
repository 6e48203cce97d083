package import IntentsRuntime

extension IntentsError {
  // MARK: - Codes of the servers' guards

  /// The request lacks the right bearer token.
  package static let unauthorized = Code(rawValue: "unauthorized")
  /// The request came from a web page of an origin the server does not allow.
  package static let forbiddenOrigin = Code(rawValue: "forbiddenOrigin")
  /// The request names a host that is not a loopback name, on a server bound to a loopback
  /// address.
  package static let forbiddenHost = Code(rawValue: "forbiddenHost")
  /// The request's head did not arrive whole within the server's limit.
  package static let requestTimeout = Code(rawValue: "requestTimeout")

  // MARK: - Errors both servers answer with

  /// The error of a request without the server's bearer token, or with another one; both
  /// servers answer it `401` with `WWW-Authenticate: Bearer`.
  package static let missingToken = IntentsError(
    unauthorized, "This server needs the header ‘Authorization: Bearer <token>’ with its token.")

  /// The error of a request body larger than `limit` bytes, announced or counted as it streams.
  package static func bodyTooLarge(limit: Int) -> IntentsError {
    IntentsError(
      requestTooLarge,
      "The request body is larger than the limit of \(limit) bytes; nothing was done.")
  }
}
