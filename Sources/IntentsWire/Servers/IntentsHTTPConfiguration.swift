import Foundation
package import IntentsRuntime

/// Where and how a server of the host listens — the REST API (`IntentsHTTPServer`) or MCP's
/// Streamable HTTP (`IntentsMCPServer.runHTTP(configuration:onListening:)`): the address and
/// port, an optional bearer token, the largest request body it accepts, the web origins and host
/// names it answers besides the loopback ones, and how long it waits for slow and idle clients.
///
/// Both servers check every request against it the same way, in the same order, with the same
/// errors (``RequestGuards``). `IntentsHTTP` and `IntentsMCP` re-export it.
///
/// The defaults serve on `127.0.0.1:8080`, without a token, accept bodies up to 1 MiB, give a
/// request's head 10 seconds and close connections idle for 60:
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
  /// The port to listen on; `8080` by default, `0` for any free port (the servers' `run`
  /// methods say which one was bound).
  public var port: Int
  /// When set, every request — but the REST API's `GET /health` — requires the header
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
  /// The directories, as absolute paths, whose files callers may name by a `file:` URL for an
  /// intent's file parameter; none by default.
  ///
  /// Callers of a server must never make the host read a file of their choosing: by default a
  /// file parameter takes the file's bytes (`{"filename", "data"}`) and nothing else — text is
  /// never read as a path, and a `file:` URL gets a `403` JSON error (`forbiddenFile`). List a
  /// directory here (an upload folder both sides share, say) to let callers name the files
  /// inside it; symbolic links and `..` are resolved before the check. This is an OpenIntents
  /// addition.
  public var allowedFileDirectories: [String]
  /// How long a client may take to send a request's head — its request line and headers —
  /// from the head's first bytes; 10 seconds by default.
  ///
  /// A head that takes longer (a client sending a byte every few seconds, as a slowloris
  /// attack does, to hold connections open) is answered `408` (`requestTimeout`) and its
  /// connection closed. This is an OpenIntents addition.
  public var requestHeadTimeout: Duration
  /// How long a connection may sit idle before the server closes it; 60 seconds by default.
  ///
  /// Idle is a kept-alive connection between requests, a new one that sends nothing, and a
  /// request whose body stops coming; a request being answered is never cut off, however long
  /// its intent runs. This is an OpenIntents addition.
  public var idleTimeout: Duration

  /// A configuration; every argument has a safe default.
  public init(
    address: String = "127.0.0.1", port: Int = 8080, bearerToken: String? = nil,
    maximumBodyBytes: Int = 1 << 20, allowedOrigins: [String] = [], allowedHosts: [String] = [],
    allowedFileDirectories: [String] = [], requestHeadTimeout: Duration = .seconds(10),
    idleTimeout: Duration = .seconds(60)
  ) {
    self.address = address
    self.port = port
    self.bearerToken = bearerToken
    self.maximumBodyBytes = maximumBodyBytes
    self.allowedOrigins = allowedOrigins
    self.allowedHosts = allowedHosts
    self.allowedFileDirectories = allowedFileDirectories
    self.requestHeadTimeout = requestHeadTimeout
    self.idleTimeout = idleTimeout
  }

  /// The local files callers may name: those inside ``allowedFileDirectories``, or none.
  package var fileAccess: LocalFileAccess {
    .directories(allowedFileDirectories.map { URL(fileURLWithPath: $0, isDirectory: true) })
  }

  /// Throws when the configuration cannot serve: a port out of range, a body limit below one
  /// byte, a timeout that is not more than zero, an empty token, an allowed origin that is not
  /// `http(s)://host[:port]`, an allowed host that is not a bare host name, or an allowed file
  /// directory that is not the absolute path of a directory.
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
    for (name, limit) in [("requestHeadTimeout", requestHeadTimeout), ("idleTimeout", idleTimeout)]
    where limit <= .zero {
      throw IntentsError(
        IntentsError.invalidValue, "\(name) must be more than zero, not \(limit).")
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
    try Self.validate(fileDirectories: allowedFileDirectories)
  }

  /// Throws unless every path is the absolute path of an existing directory.
  package static func validate(fileDirectories: [String]) throws {
    for path in fileDirectories {
      var isDirectory: ObjCBool = false
      guard path.hasPrefix("/"),
        FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        throw IntentsError(
          IntentsError.invalidValue,
          "An allowed file directory is the absolute path of an existing directory, such as "
            + "/srv/uploads, not ‘\(path.prefix(200))’.")
      }
    }
  }
}
