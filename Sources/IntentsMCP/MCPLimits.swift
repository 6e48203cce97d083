import IntentsRuntime
import IntentsWire

/// The bounds the MCP adapter keeps, so that one client cannot make the server do unbounded
/// work or hold unbounded memory. The runtime's own `Limits` apply too.
enum MCPLimits {
  /// The most bytes the arguments of one tool call may take, as compact JSON.
  static let maximumArgumentBytes = 64 * 1024
  /// The most bytes one HTTP request body may have.
  static let maximumBodyBytes = 1024 * 1024
  /// The most bytes one line of standard input may have.
  static let maximumLineBytes = 4 * 1024 * 1024
  /// How many entities a search or suggestion list returns when the call does not say.
  static let defaultListLimit = 20
  /// The most entities a search or suggestion list returns.
  static let maximumListLimit = 200
  /// How many entities a Find returns when the request has no `limit`.
  static let defaultFindLimit = 50
  /// The most values one completion answers with, as MCP allows.
  static let maximumCompletionValues = 100
  /// The most suggested entities `resources/list` lists for one type, and in all.
  static let listedResourcesPerType = 25
  static let listedResources = 250
  /// The most HTTP sessions open at once.
  static let maximumSessions = 512
  /// How long an HTTP session may stay idle before it is closed.
  static let sessionIdleTimeout: Duration = .seconds(30 * 60)
}
