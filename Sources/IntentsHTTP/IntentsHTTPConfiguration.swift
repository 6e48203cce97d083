import IntentsRuntime

/// Where and how an ``IntentsHTTPServer`` listens: the address and port, an optional bearer
/// token, and the largest request body it accepts.
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

  /// A configuration; every argument has a safe default.
  public init(
    address: String = "127.0.0.1", port: Int = 8080, bearerToken: String? = nil,
    maximumBodyBytes: Int = 1 << 20
  ) {
    self.address = address
    self.port = port
    self.bearerToken = bearerToken
    self.maximumBodyBytes = maximumBodyBytes
  }

  /// Throws when the configuration cannot serve: a port out of range, a body limit below one
  /// byte, or an empty token.
  func validate() throws {
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
  }
}
