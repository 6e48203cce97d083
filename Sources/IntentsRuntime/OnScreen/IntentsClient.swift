/// Who is asking the host: a person at this machine, an HTTP client, an MCP session. What a
/// client has on screen is its own — "this" means what *that* client is looking at.
///
/// Adapters run each request as its client:
///
/// ```swift
/// let client = try IntentsClient(sessionID)
/// let outcome = try await IntentsClient.$current.withValue(client) {
///   try await host.run(intent: "OpenLandmarkIntent", parameters: ["landmark": .text("this")])
/// }
/// ```
///
/// This is an OpenIntents addition.
public struct IntentsClient: Hashable, Sendable, CustomStringConvertible {
  /// The client's identifier, such as an MCP session identifier.
  public let id: String

  /// The longest identifier accepted.
  public static let maximumIdentifierLength = 256

  /// A client with the given identifier: 1–256 characters, no control characters. Throws
  /// ``IntentsError/invalidValue`` otherwise.
  public init(_ id: String) throws {
    guard !id.isEmpty, id.unicodeScalars.count <= Self.maximumIdentifierLength,
      !id.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
    else {
      throw IntentsError(
        IntentsError.invalidValue,
        "A client identifier is 1 to \(Self.maximumIdentifierLength) characters without control "
          + "characters, such as a session identifier.")
    }
    self.id = id
  }

  private init(trusted id: String) { self.id = id }

  /// The person at this machine: the command line, and the app's own annotations
  /// (`NSUserActivity.appEntityIdentifier`) show entities to this client.
  public static let local = IntentsClient(trusted: "local")

  /// The client the current task works for; `nil` outside a client's request, where "this"
  /// refers to nothing.
  @TaskLocal public static var current: IntentsClient?

  /// The identifier.
  public var description: String { id }
}
