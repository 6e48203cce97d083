import IntentsRuntime
import IntentsWire

/// Where and how an ``IntentsHTTPServer`` listens: the address and port, an optional bearer
/// token, the largest request body it accepts, and the web origins and host names it answers
/// besides the loopback ones.
///
/// The defaults serve on `127.0.0.1:8080`, without a token, and accept bodies up to 1 MiB:
///
/// ```swift
/// let configuration = IntentsHTTPConfiguration(
///   address: "0.0.0.0", port: 8080, bearerToken: ProcessInfo.processInfo.environment["TOKEN"])
/// ```
///
/// Bind to another address than the loopback one only with a token, or behind a proxy that
/// authenticates callers: every route can read the host's entities, and several change what
/// it remembers or run intents.
public struct IntentsHTTPConfiguration: Sendable {
  /// The address to listen on; `127.0.0.1` by default, so only this machine can connect.
  public var address: String
  /// The port to listen on; `8080` by default, `0` for any free port (see
  /// ``IntentsHTTPServer/run(onListening:)`` for the one bound).
  public var port: Int
  /// When set, every route except `GET /health` requires the header
  /// `Authorization: Bearer <token>`; requests without it get a `401` JSON error.
  public var bearerToken: String?
  /// The largest request body accepted, in bytes; 1 MiB by default. A larger body — announced
  /// by `Content-Length` or counted while it streams — gets a `413` JSON error
  /// (`requestTooLarge`) and nothing is done.
  public var maximumBodyBytes: Int
  /// The web origins, besides `http(s)://localhost`, `127.0.0.1` and `[::1]` on any port, whose
  /// pages may call the server through a browser, as `scheme://host[:port]`; none by default.
  ///
  /// A request with an `Origin` header (browsers send one from web pages) of another origin gets
  /// a `403` JSON error (`forbiddenOrigin`) and nothing is done, so that a page the user visits
  /// cannot run intents. Requests without `Origin`, such as curl's, are not affected. The
  /// server sends no CORS headers: list an origin here only for a page served by a proxy that
  /// adds them, or for same-origin pages.
  public var allowedOrigins: [String]
  /// The host names, besides `localhost`, `127.0.0.1` and `[::1]`, that requests may name in
  /// `Host` when the server is bound to a loopback address; none by default.
  ///
  /// Bound to a loopback address, the server answers a request for another name than these and
  /// the address itself (such as `127.0.0.2`) with a `403` JSON error (`forbiddenHost`), so
  /// that a web page whose domain is rebound to `127.0.0.1` (DNS rebinding) cannot read its
  /// answers. Add the name a local reverse proxy forwards, if it keeps the original `Host`.
  /// Bound to another address, `Host` is not checked.
  public var allowedHosts: [String]

  /// A configuration; every argument has a safe default.
  public init(
    address: String = "127.0.0.1", port: Int = 8080, bearerToken: String? = nil,
    maximumBodyBytes: Int = 1 << 20, allowedOrigins: [String] = [], allowedHosts: [String] = []
  ) {
    self.address = address
    self.port = port
    self.bearerToken = bearerToken
    self.maximumBodyBytes = maximumBodyBytes
    self.allowedOrigins = allowedOrigins
    self.allowedHosts = allowedHosts
  }

  /// Throws when the configuration cannot serve: a port out of range, a body limit below one
  /// byte, an empty token, an allowed origin that is not `http(s)://host[:port]`, or an allowed
  /// host that is not a bare host name.
  package func validate() throws {
    guard (0...65_535).contains(port) else {
      throw IntentsError(
        IntentsError.invalidValue, "The port must be from 0 to 65535, not \(port).")
    }
    guard maximumBodyBytes > 0 else {
      throw IntentsError(
        IntentsError.invalidValue,
        "maximumBodyBytes must be at least 1, not \(maximumBodyBytes).")
    }
    guard !address.isEmpty else {
      throw IntentsError(IntentsError.invalidValue, "The address must not be empty.")
    }
    if let bearerToken, bearerToken.isEmpty || bearerToken.contains(where: \.isWhitespace) {
      throw IntentsError(
        IntentsError.invalidValue,
        "The bearer token must not be empty or contain spaces; leave it nil to serve without one.")
    }
    for origin in allowedOrigins {
      let normalized = BrowserGuard.normalized(origin)
      let scheme = ["http://", "https://"].first { normalized.hasPrefix($0) }
      guard let scheme, BrowserGuard.hostName(String(normalized.dropFirst(scheme.count))) != nil
      else {
        throw IntentsError(
          IntentsError.invalidValue,
          "An allowed origin is scheme://host[:port], such as https://example.com, not "
            + "‘\(origin.prefix(100))’.")
      }
    }
    for host in allowedHosts where host.isEmpty || host.contains(where: { ":/ ".contains($0) }) {
      throw IntentsError(
        IntentsError.invalidValue,
        "An allowed host is a host name without port, such as intents.local, not "
          + "‘\(host.prefix(100))’.")
    }
  }
}
