import Foundation
import HTTPTypes
import IntentsRuntime

/// MCP's 2026-07-28 revision, the stateless one, as this server reads it: what tells its
/// requests from those of the handshake revisions, and the checks of their routing headers and
/// per-request envelope, with the errors the revision gives for each.
///
/// A request of the revision is one JSON-RPC request (or notification) per `POST`, with no
/// `initialize` and no session: each carries its protocol version, the client's capabilities
/// and (optionally) its identity in `params._meta`, under `io.modelcontextprotocol/…` keys,
/// and repeats the version, the method and — for `tools/call`, `resources/read` and
/// `prompts/get` — the name it acts on in the `MCP-Protocol-Version`, `Mcp-Method` and
/// `Mcp-Name` headers, and the arguments a tool marks with `x-mcp-header` in `Mcp-Param-*`
/// headers (``MCPParameterHeader``), so that a load balancer can route it without reading the
/// body.
enum StatelessRevision {
  /// The revision's version.
  static let version = "2026-07-28"
  /// The stateless versions served.
  static let supported = [version]
  /// The versions of the `initialize` handshake, which the SDK's server answers as before.
  static let handshakeVersions: Set<String> = [
    "2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25",
  ]

  // MARK: - Headers

  static let protocolVersionHeader = HTTPField.Name("MCP-Protocol-Version")!
  static let methodHeader = HTTPField.Name("Mcp-Method")!
  static let nameHeader = HTTPField.Name("Mcp-Name")!

  // MARK: - Envelope keys

  static let protocolVersionKey = "io.modelcontextprotocol/protocolVersion"
  static let clientCapabilitiesKey = "io.modelcontextprotocol/clientCapabilities"
  static let clientInfoKey = "io.modelcontextprotocol/clientInfo"
  static let serverInfoKey = "io.modelcontextprotocol/serverInfo"

  // MARK: - Error codes the revision adds

  /// A routing header disagrees with the body, is missing, or is given twice.
  static let headerMismatch = -32020
  /// The protocol version is not one the server speaks; `data` lists those it does.
  static let unsupportedProtocolVersion = -32022
  /// JSON-RPC's code for a method the server does not have.
  static let methodNotFound = -32601
  /// JSON-RPC's code for a failure on the server's side.
  static let internalError = -32603

  /// The HTTP status of a JSON-RPC error code, as the revision maps them: a request the server
  /// refused for what it says is `400`, an unknown method `404`, anything else `200`.
  static func status(of code: Int) -> HTTPResponse.Status {
    switch code {
    case IncomingMessage.parseError, IncomingMessage.invalidRequest, IncomingMessage.invalidParams,
      headerMismatch, unsupportedProtocolVersion:
      .badRequest
    case methodNotFound: .notFound
    default: .ok
    }
  }

  /// The methods whose requests name what they act on in `Mcp-Name`, and the parameter that
  /// names it.
  static let nameParameters = [
    "tools/call": "name", "resources/read": "uri", "prompts/get": "name",
  ]

  /// Whether a `POST` is of this revision: its `MCP-Protocol-Version` header names a version
  /// that is not one of the handshake's. A request without the header, or with a handshake
  /// version, is answered as before; any other version is read here, and refused when it is
  /// not one this server speaks.
  static func isStateless(_ headers: HTTPFields) -> Bool {
    guard let version = headers[protocolVersionHeader] else { return false }
    return !handshakeVersions.contains(version)
  }

  /// A refusal of a request before it is dispatched: a JSON-RPC error code, its message and
  /// data.
  struct Refusal: Error, Sendable {
    let code: Int
    let message: String
    var data: JSONValue? = nil
  }

  /// What a request's envelope says once its checks passed.
  struct Envelope: Sendable {
    let version: String
    let capabilities: JSONValue
    let clientInfo: JSONValue?

    /// Whether the client can fill in a form (`elicitation` with `form`, or an empty
    /// `elicitation`, which means a form).
    var acceptsForms: Bool {
      guard let elicitation = capabilities.objectValue?["elicitation"]?.objectValue else {
        return false
      }
      return elicitation.isEmpty || elicitation["form"] != nil
    }
  }

  /// Checks a request's envelope and routing headers, in the revision's order: the envelope
  /// is present (“invalid params” otherwise); no routing header is given twice, and each agrees
  /// with the body — the `Mcp-Param-*` headers of the arguments `tool` marks too
  /// (``ToolCatalog/Entry/checkHeaders(arguments:fields:)``) — (“header mismatch”); the
  /// version is one this server speaks (“unsupported protocol version”, with the versions it
  /// does).
  static func check(
    method: String, params: [String: JSONValue]?, headers: HTTPFields,
    tool: ToolCatalog.Entry? = nil
  ) throws(Refusal) -> Envelope {
    guard let meta = params?["_meta"]?.objectValue else {
      throw Refusal(
        code: IncomingMessage.invalidParams,
        message: "Invalid params: params._meta must be an object carrying "
          + "‘\(protocolVersionKey)’ and ‘\(clientCapabilitiesKey)’, as every request of "
          + "MCP \(version) does.")
    }
    let missing = [protocolVersionKey, clientCapabilitiesKey].filter { meta[$0] == nil }
    guard missing.isEmpty else {
      throw Refusal(
        code: IncomingMessage.invalidParams,
        message: "Invalid params: params._meta lacks "
          + missing.map { "‘\($0)’" }.joined(separator: " and ") + ".")
    }
    for name in [protocolVersionHeader, methodHeader, nameHeader]
    where headers[values: name].count > 1 {
      throw Refusal(
        code: headerMismatch, message: "Header mismatch: \(name) is given more than once.")
    }
    let bodyVersion = meta[protocolVersionKey]
    guard let headerVersion = headers[protocolVersionHeader],
      bodyVersion == .string(headerVersion)
    else {
      throw Refusal(
        code: headerMismatch,
        message: "Header mismatch: the MCP-Protocol-Version header says "
          + "‘\(headers[protocolVersionHeader] ?? "nothing")’ and params._meta says "
          + "\(bodyVersion.map { $0.excerpt } ?? "nothing"); they must agree.")
    }
    guard headers[methodHeader] == method else {
      throw Refusal(
        code: headerMismatch,
        message: "Header mismatch: the Mcp-Method header says "
          + "‘\(headers[methodHeader] ?? "nothing")’ and the body's method is ‘\(method)’; "
          + "they must agree.")
    }
    if let member = nameParameters[method], let named = params?[member]?.stringValue,
      HeaderValue.decode(headers[nameHeader]) != named
    {
      throw Refusal(
        code: headerMismatch,
        message: "Header mismatch: the Mcp-Name header must repeat params.\(member) "
          + "(‘\(named.prefix(80))’).")
    }
    if method == "tools/call", let tool {
      try tool.checkHeaders(arguments: params?["arguments"] ?? .null, fields: headers)
    }
    guard supported.contains(headerVersion) else {
      throw Refusal(
        code: unsupportedProtocolVersion,
        message: "Unsupported protocol version ‘\(headerVersion.prefix(40))’: this server "
          + "speaks \(supported.joined(separator: ", ")) without sessions, and "
          + "\(handshakeVersions.sorted().joined(separator: ", ")) after `initialize`.",
        data: [
          "supported": .array(supported.map(JSONValue.string)), "requested": .string(headerVersion),
        ])
    }
    return Envelope(
      version: headerVersion, capabilities: meta[clientCapabilitiesKey] ?? [:],
      clientInfo: meta[clientInfoKey])
  }

  /// The refusal of a notification's version, when it is not one this server speaks.
  static func checkVersion(_ headers: HTTPFields) throws(Refusal) {
    let requested = headers[protocolVersionHeader] ?? ""
    guard !supported.contains(requested) else { return }
    throw Refusal(
      code: unsupportedProtocolVersion,
      message: "Unsupported protocol version ‘\(requested.prefix(40))’.",
      data: ["supported": .array(supported.map(JSONValue.string)), "requested": .string(requested)])
  }
}

/// Header values as the revision writes text that HTTP cannot carry as it is: printable
/// ASCII without spaces at either end is sent as it is; anything else as
/// `=?base64?<UTF-8 in base64>?=`.
enum HeaderValue {
  /// The text a header value carries; `nil` for characters a header may not carry (anything
  /// but visible ASCII, space and tab), a malformed base64 form, or no header.
  static func decode(_ value: String?) -> String? {
    guard let value, isCarriable(value) else { return nil }
    guard value.hasPrefix("=?base64?"), value.hasSuffix("?="), value.count >= 11 else {
      return value
    }
    let payload = value.dropFirst(9).dropLast(2)
    guard let data = Data(base64Encoded: String(payload)),
      data.base64EncodedString() == payload,
      let text = String(data: data, encoding: .utf8)
    else { return nil }
    return text
  }

  /// Whether a value holds only what a header may carry as it is: visible ASCII, space and
  /// tab (RFC 9110's field values, without the bytes it keeps for old servers).
  static func isCarriable(_ value: String) -> Bool {
    value.unicodeScalars.allSatisfy { $0 == "\t" || (" "..."~").contains($0) }
  }
}
