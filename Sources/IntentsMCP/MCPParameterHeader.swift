import IntentsRuntime

/// A tool argument that clients of MCP 2026-07-28 repeat in an `Mcp-Param-<header>` HTTP
/// header, so that a load balancer or gateway can route on it without reading the body.
///
/// The tool's input schema marks the argument with `"x-mcp-header": "<header>"`, as the
/// revision asks; a client of the revision then sends `Mcp-Param-Region: us-west1` beside
/// `"region": "us-west1"`, and the server refuses — with the revision's header mismatch,
/// `-32020`, status 400 — a call whose header is missing while the argument is given, is given
/// while the argument is not, is given twice, holds characters a header may not carry or a
/// malformed `=?base64?…?=` value, or says something else than the argument.
///
/// ```swift
/// let server = IntentsMCPServer(
///   host: host,
///   parameterHeaders: [
///     try MCPParameterHeader(tool: "OpenTrailIntent", argument: "region", header: "Region")
///   ])
/// ```
///
/// Only a top-level argument whose schema's `type` is `string`, `integer` or `boolean` can be
/// marked (the revision allows no others); the server checks the designations against its
/// tools when it starts serving HTTP, and throws `IntentsError.invalidValue` for a tool or an
/// argument it does not have, another type, or two headers of one tool that differ only in
/// case. Don't mark what should not be seen on the way: headers are visible to every proxy.
/// Clients of the handshake revisions and of standard input and output ignore the marks.
/// This is an OpenIntents addition.
public struct MCPParameterHeader: Sendable, Hashable {
  /// The tool's name, as `tools/list` gives it.
  public let tool: String
  /// The argument repeated in the header.
  public let argument: String
  /// The header's name after `Mcp-Param-`.
  public let header: String

  /// A designation of `argument` of `tool`, repeated in `Mcp-Param-<header>`.
  ///
  /// Throws `IntentsError.invalidValue` when `header` is empty or not an HTTP token (letters,
  /// digits and ``!#$%&'*+-.^_`|~``).
  public init(tool: String, argument: String, header: String) throws {
    guard !header.isEmpty, header.unicodeScalars.allSatisfy(Self.isTokenCharacter) else {
      throw IntentsError(
        IntentsError.invalidValue,
        "‘\(header.prefix(80))’ cannot name an Mcp-Param header: a header name is one or more "
          + "letters, digits or !#$%&'*+-.^_`|~ (for example Region).")
    }
    self.tool = tool
    self.argument = argument
    self.header = header
  }

  /// The full header name, `Mcp-Param-<header>`.
  public var headerName: String { "Mcp-Param-" + header }

  /// Whether a character may appear in an HTTP token (RFC 9110, `tchar`).
  static func isTokenCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9": true
    default: "!#$%&'*+-.^_`|~".unicodeScalars.contains(scalar)
    }
  }
}
