package import IntentsRuntime

/// Keeps web pages the user visits from using a server through the user's browser.
///
/// Without it, any page could run intents on a server bound to `127.0.0.1` without a token: a
/// cross-site form posts `text/plain` with no preflight, and a page whose domain is rebound to
/// `127.0.0.1` (DNS rebinding) can even read the answers. So:
///
/// - on a server bound to a loopback address, a request whose `Host` is not `localhost`,
///   `127.0.0.1`, `[::1]` or that address (any port), or one of
///   ``IntentsHTTPConfiguration/allowedHosts``, is refused (`403`, `forbiddenHost`): a rebound
///   domain arrives with its own name as `Host`;
/// - a request with an `Origin` header is refused (`403`, `forbiddenOrigin`) unless the origin
///   is `http` or `https` on `localhost`, `127.0.0.1` or `[::1]` (any port), or one of
///   ``IntentsHTTPConfiguration/allowedOrigins``. Browsers send `Origin` on every cross-origin
///   request and on every `POST`, `PUT` and `DELETE`; programs such as curl send none, and are
///   not affected.
///
/// It reads header values as text, so that both servers (and their tests) apply it to whatever
/// their framework hands them; ``RequestGuards`` applies it first, `Host` before `Origin`.
package struct BrowserGuard: Sendable {
  /// The origins allowed besides the loopback ones, lowercased, as `scheme://host[:port]`.
  package let allowedOrigins: Set<String>
  /// The host names allowed in `Host` besides the loopback ones, lowercased, without port;
  /// `nil` when `Host` is not checked (the server is not bound to a loopback address).
  package let allowedHosts: Set<String>?

  /// The guard of a configuration.
  package init(_ configuration: IntentsHTTPConfiguration) {
    allowedOrigins = Set(configuration.allowedOrigins.map(Self.normalized))
    // The address itself is a name for it too: 127.0.0.2 answers for 127.0.0.2.
    let address = configuration.address.lowercased()
    allowedHosts =
      Self.isLoopback(address: address)
      ? Set(
        configuration.allowedHosts.map { $0.lowercased() } + [address == "::1" ? "[::1]" : address])
      : nil
  }

  /// The error to refuse a request with, or `nil` when it may go on: `hosts` are the names it
  /// asks for (HTTP/1's first `Host` is the request's authority; any other stays a header, and
  /// counts too), `origins` the values of its `Origin` headers.
  package func refusal(hosts: [String], origins: [String]) -> IntentsError? {
    if let allowedHosts {
      guard !hosts.isEmpty,
        hosts.allSatisfy({ host in
          Self.hostName(host).map { Self.loopbackNames.contains($0) || allowedHosts.contains($0) }
            ?? false
        })
      else {
        return IntentsError(
          IntentsError.forbiddenHost,
          "This server listens on a loopback address and answers only requests for localhost, "
            + "127.0.0.1 or [::1] (the Host header); nothing was done. Add a name you serve it "
            + "under to allowedHosts.")
      }
    }
    for origin in origins where !allows(origin: origin) {
      return IntentsError(
        IntentsError.forbiddenOrigin,
        "Requests from web pages of another origin (\(origin.prefix(100))) are refused; nothing "
          + "was done. Add the origin to allowedOrigins to let its pages call this server.")
    }
    return nil
  }

  /// Whether an `Origin` header is a loopback origin or an allowed one.
  package func allows(origin: String) -> Bool {
    let origin = Self.normalized(origin)
    if allowedOrigins.contains(origin) { return true }
    for scheme in ["http://", "https://"] where origin.hasPrefix(scheme) {
      let authority = origin.dropFirst(scheme.count)
      return Self.hostName(String(authority)).map(Self.loopbackNames.contains) ?? false
    }
    return false
  }

  // MARK: - Names

  /// The loopback host names, as they appear in `Host` and `Origin`.
  package static let loopbackNames: Set<String> = ["localhost", "127.0.0.1", "[::1]"]

  /// Whether the server's address is a loopback one.
  package static func isLoopback(address: String) -> Bool {
    let address = address.lowercased()
    return address == "localhost" || address == "::1" || address == "[::1]"
      || address.hasPrefix("127.")
  }

  /// The lowercased host name of `host[:port]` (`[::1]` keeps its brackets), or `nil` when the
  /// text is not of that form: a name of ASCII letters, digits, `-`, `.` and `_`, or a bracketed
  /// address of hex digits, `:` and `.`, then at most a port of one to five digits. Read byte by
  /// byte, since every request is checked; anything not ASCII is refused.
  package static func hostName(_ authority: String) -> String? {
    var text = Array(authority.utf8)
    for index in text.indices {
      guard text[index] < 0x80 else { return nil }
      if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(text[index]) { text[index] |= 0x20 }
    }
    let bracketed = text.first == UInt8(ascii: "[")
    let hostEnd: Int
    if bracketed {
      guard let close = text.firstIndex(of: UInt8(ascii: "]")) else { return nil }
      hostEnd = close + 1
    } else {
      hostEnd = text.firstIndex(of: UInt8(ascii: ":")) ?? text.count
    }
    let host = text[..<hostEnd]
    let rest = text[hostEnd...]
    func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    func isLetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
    let symbols = Array((bracketed ? ":.[]" : "-._").utf8)
    guard !host.isEmpty,
      host.allSatisfy({ isLetter($0) || isDigit($0) || symbols.contains($0) }),
      !bracketed
        || host.dropFirst().dropLast().allSatisfy({
          isDigit($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0)
            || symbols.contains($0)
        })
    else { return nil }
    if !rest.isEmpty {
      let port = rest.dropFirst()
      guard rest.first == UInt8(ascii: ":"), (1...5).contains(port.count), port.allSatisfy(isDigit)
      else { return nil }
    }
    return String(decoding: host, as: UTF8.self)
  }

  /// An origin as compared: lowercased, without a final `/`.
  package static func normalized(_ origin: String) -> String {
    var origin = origin.lowercased()
    if origin.hasSuffix("/") { origin.removeLast() }
    return origin
  }
}
