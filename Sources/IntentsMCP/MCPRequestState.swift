import Crypto
import Foundation
public import IntentsRuntime
import IntentsWire

/// How an MCP 2026-07-28 server protects the `requestState` it hands a client with a question
/// (an `InputRequiredResult`), and keeps each one to a single use — so that any host sharing the
/// key and the store can take the answer, and none takes it twice.
///
/// The state carries what the next round needs: the answers given so far, the question asked,
/// and what it was asked for (the tool, a digest of the arguments, this service's name). It is
/// signed with HMAC-SHA256 under the current key and expires after ``lifetime``; the client
/// cannot read anything into it that the server did not write, but it can read it (it holds no
/// secret: the answers it carries are the client's own). When the client sends it back, the
/// server checks, in order: the signature (a changed state, or one signed with a key this
/// configuration does not list, is refused), the expiry, the service and the call it was
/// issued for, and last spends its nonce in ``store`` — a state used before, on this host or
/// any other sharing the store, is refused.
///
/// ```swift
/// let state = try MCPRequestState(
///   key: ProcessInfo.processInfo.environment["LANDMARKS_MCP_STATE_KEY"]!,
///   store: try SQLiteSingleUseTokenStore(path: path + "-mcp-state"))
/// let server = IntentsMCPServer(host: host, requestState: state)
/// ```
///
/// ### Rotating the key
///
/// A state names the key that signed it by a short key id (the first bytes of an HMAC of a
/// fixed label under that key: it tells nothing of the key), and is checked with that key
/// alone. To rotate, give every host the new key and the old one among `previousKeys`: new
/// states are signed with the new key, and those the old key signed are still answered until
/// they expire. Once ``lifetime`` has passed since the last host stopped signing with the old
/// key, drop it: a state it signed is then refused as a forged one is.
///
/// ```swift
/// let state = try MCPRequestState(
///   key: newKey, previousKeys: [oldKey],
///   store: try SQLiteSingleUseTokenStore(path: path + "-mcp-state"))
/// ```
///
/// Several hosts behind a load balancer need the same key and one store (a file they share, or
/// the database they share): a state issued by one host is then answered on any other. A
/// server given no configuration makes one key for its process, at random, and keeps spent
/// states in memory (``perProcess()``): questions are then answered on the host that asked.
/// This is an OpenIntents addition.
public struct MCPRequestState: Sendable {
  /// The fewest bytes a key may have.
  static let minimumKeyBytes = 32

  /// The key states are signed with: at least 32 bytes, the same on every host.
  let key: SigningKey
  /// The keys states signed before a rotation are still checked with.
  let previousKeys: [SigningKey]
  /// Where spent states are noted.
  public let store: any SingleUseTokenStore
  /// How long a client has to answer a question.
  public let lifetime: Duration
  /// Whether the key was made for this process (``perProcess()``).
  public let isPerProcess: Bool

  /// A configuration with a key shared by the hosts (text of at least 32 bytes, such as 64
  /// hexadecimal digits from `openssl rand -hex 32`), the keys it replaced that are still
  /// honoured (none unless told), the store the hosts share, and how long a question may wait
  /// for its answer (ten minutes unless told).
  ///
  /// New states are signed with `key`; a state signed with `key` or with one of
  /// `previousKeys` is accepted, each checked with the key its key id names.
  ///
  /// Throws `IntentsError.invalidValue` for a key (current or previous) shorter than 32 bytes
  /// or a lifetime that is not positive.
  public init(
    key: String, previousKeys: [String] = [], store: any SingleUseTokenStore,
    lifetime: Duration = .seconds(600)
  ) throws {
    guard lifetime > .zero else {
      throw IntentsError(
        IntentsError.invalidValue, "The lifetime of a question's state must be positive.")
    }
    let current = try SigningKey(text: key, role: "The MCP state key")
    var previous: [SigningKey] = []
    for (index, text) in previousKeys.enumerated() where text != key {
      let old = try SigningKey(text: text, role: "Previous MCP state key \(index + 1)")
      if !previous.contains(where: { $0.id == old.id }) { previous.append(old) }
    }
    self.init(
      key: current, previousKeys: previous, store: store, lifetime: lifetime, perProcess: false)
  }

  private init(
    key: SigningKey, previousKeys: [SigningKey], store: any SingleUseTokenStore,
    lifetime: Duration, perProcess: Bool
  ) {
    self.key = key
    self.previousKeys = previousKeys
    self.store = store
    self.lifetime = lifetime
    self.isPerProcess = perProcess
  }

  /// A key made at random for this process, and spent states kept in its memory: right for
  /// one host; several hosts each given one refuse each other's states.
  public static func perProcess(lifetime: Duration = .seconds(600)) -> MCPRequestState {
    MCPRequestState(
      key: SigningKey(SymmetricKey(size: .bits256)), previousKeys: [],
      store: InMemorySingleUseTokenStore(), lifetime: lifetime, perProcess: true)
  }

  /// A key and the id a state names it by.
  struct SigningKey: Sendable {
    let key: SymmetricKey
    /// The first 8 bytes of HMAC-SHA256 of a fixed label under the key, base64url: the same
    /// on every host given the key, and no help in guessing it.
    let id: String

    init(_ key: SymmetricKey) {
      self.key = key
      let code = HMAC<SHA256>.authenticationCode(
        for: Array("openintents.mcp-request-state.key-id".utf8), using: key)
      id = MCPRequestState.base64url(Array(Array(code).prefix(8)))
    }

    /// A key given as text; `role` names it in the error for a short one.
    init(text: String, role: String) throws {
      let bytes = Array(text.utf8)
      guard bytes.count >= MCPRequestState.minimumKeyBytes else {
        throw IntentsError(
          IntentsError.invalidValue,
          "\(role) has \(bytes.count) bytes; it needs at least "
            + "\(MCPRequestState.minimumKeyBytes) (for example 64 hexadecimal digits from "
            + "`openssl rand -hex 32`), the same on every host.")
      }
      self.init(SymmetricKey(data: bytes))
    }
  }

  // MARK: - Sealing and opening

  /// What a state says.
  struct Claims: Sendable, Equatable {
    /// The state's own identity, spent once.
    var nonce: String
    /// When it was issued and when it expires, in seconds since 1970.
    var issuedAt: Double
    var expiresAt: Double
    /// The service it was issued by (the server's name).
    var audience: String
    /// The call it belongs to: the method, the tool, and a digest of the arguments.
    var method: String
    var target: String
    var argumentsDigest: String
    /// The answers given in earlier rounds, by question id, in the wire's answer form.
    var answers: [String: JSONValue]
    /// The question the client is answering now.
    var question: PendingQuestion

    var json: JSONValue {
      [
        "v": 1, "n": .string(nonce), "iat": .number(issuedAt), "exp": .number(expiresAt),
        "aud": .string(audience), "m": .string(method), "t": .string(target),
        "a": .string(argumentsDigest), "ans": .object(answers), "q": question.json,
      ]
    }

    init(
      nonce: String, issuedAt: Double, expiresAt: Double, audience: String, method: String,
      target: String, argumentsDigest: String, answers: [String: JSONValue],
      question: PendingQuestion
    ) {
      self.nonce = nonce
      self.issuedAt = issuedAt
      self.expiresAt = expiresAt
      self.audience = audience
      self.method = method
      self.target = target
      self.argumentsDigest = argumentsDigest
      self.answers = answers
      self.question = question
    }

    init?(_ json: JSONValue) {
      guard let members = json.objectValue, members["v"] == 1,
        let nonce = members["n"]?.stringValue, let issued = members["iat"]?.numberValue,
        let expires = members["exp"]?.numberValue, let audience = members["aud"]?.stringValue,
        let method = members["m"]?.stringValue, let target = members["t"]?.stringValue,
        let digest = members["a"]?.stringValue, let answers = members["ans"]?.objectValue,
        let question = members["q"].flatMap(PendingQuestion.init)
      else { return nil }
      self.init(
        nonce: nonce, issuedAt: issued, expiresAt: expires, audience: audience, method: method,
        target: target, argumentsDigest: digest, answers: answers, question: question)
    }
  }

  /// The question a state waits on: its id, and how its answer is read.
  struct PendingQuestion: Sendable, Equatable {
    var id: String
    var kind: IntentQuestion.Kind

    var json: JSONValue { ["id": .string(id), "kind": .string(kind.rawValue)] }

    init(id: String, kind: IntentQuestion.Kind) {
      self.id = id
      self.kind = kind
    }

    init?(_ json: JSONValue) {
      guard let members = json.objectValue, let id = members["id"]?.stringValue,
        let kind = members["kind"]?.stringValue.flatMap(IntentQuestion.Kind.init(rawValue:))
      else { return nil }
      self.init(id: id, kind: kind)
    }
  }

  /// Why a state was refused.
  enum Refusal: String, Sendable, Error {
    /// Not a state this service signed: changed, made up, or signed with a key not (or no
    /// longer) listed.
    case unauthentic
    /// Past its expiry.
    case expired
    /// Issued by another service, or for another call.
    case mismatch
    /// Used before.
    case replayed
  }

  /// The claims as the token the client carries: `v2.<key id>.<payload>.<signature>`, the
  /// last two base64url, signed with the current key.
  func seal(_ claims: Claims) -> String {
    let body = "v2.\(key.id)." + Self.base64url(claims.json.jsonBytes)
    let signature = HMAC<SHA256>.authenticationCode(for: Array(body.utf8), using: key.key)
    return body + "." + Self.base64url(Array(signature))
  }

  /// The claims of a token this service signed — with the current key or a previous one, the
  /// one its key id names — checked for expiry; not yet spent.
  func verify(_ token: String, now: Date = Date()) throws(Refusal) -> Claims {
    let parts = token.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 4, parts[0] == "v2", let payload = Self.bytes(base64url: parts[2]),
      let signature = Self.bytes(base64url: parts[3])
    else { throw .unauthentic }
    // A key no longer listed is refused as a made-up one is: the client learns nothing of
    // which keys the service holds.
    let id = parts[1]
    let body = Array("v2.\(id).\(parts[2])".utf8)
    guard
      ([key] + previousKeys).contains(where: {
        $0.id == id
          && HMAC<SHA256>.isValidAuthenticationCode(signature, authenticating: body, using: $0.key)
      })
    else { throw .unauthentic }
    guard let json = try? JSONBodyParser.parse(payload), let claims = Claims(json) else {
      throw .unauthentic
    }
    guard now.timeIntervalSince1970 < claims.expiresAt else { throw .expired }
    return claims
  }

  /// Spends the state's nonce: refused when it was spent before, on any host sharing the
  /// store.
  func spend(_ claims: Claims) async throws -> Bool {
    try await store.consume(
      "mcp-state:" + claims.nonce, expiresAt: Date(timeIntervalSince1970: claims.expiresAt))
  }

  /// The digest of a call's arguments a state is bound to: SHA-256 of their compact JSON with
  /// sorted keys, base64url.
  static func digest(of arguments: JSONValue) -> String {
    base64url(Array(SHA256.hash(data: arguments.jsonBytes)))
  }

  /// The lifetime in seconds.
  var lifetimeSeconds: Double {
    let (seconds, attoseconds) = lifetime.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  static func base64url(_ bytes: [UInt8]) -> String {
    Data(bytes).base64EncodedString()
      .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "=", with: "")
  }

  static func bytes(base64url text: Substring) -> [UInt8]? {
    guard text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
      return nil
    }
    var standard = text.replacingOccurrences(of: "-", with: "+")
      .replacingOccurrences(of: "_", with: "/")
    standard += String(repeating: "=", count: (4 - standard.count % 4) % 4)
    return Data(base64Encoded: standard).map(Array.init)
  }
}
