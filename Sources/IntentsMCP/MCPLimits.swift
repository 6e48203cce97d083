import IntentsRuntime
import IntentsWire

/// The bounds the MCP adapter keeps, so that one client cannot make the server do unbounded
/// work or hold unbounded memory. The runtime's own `Limits` apply too.
enum MCPLimits {
  /// The most bytes the arguments of one tool call may take, as compact JSON.
  static let maximumArgumentBytes = 64 * 1024
  /// The most bytes of base64 a call may carry for files: a file parameter's largest file
  /// (`IntentsHost.maximumTransferBytes`), base64-expanded.
  static let maximumFileDataBytes = (IntentsHost.maximumTransferBytes + 2) / 3 * 4
  /// The most bytes one line of standard input may have: room for a file in base64 and the
  /// rest of a call.
  static let maximumLineBytes = maximumFileDataBytes + 4 * 1024 * 1024
  /// The most messages one JSON-RPC batch may hold: each is answered, so a batch is work and
  /// memory in proportion to it.
  static let maximumBatchMessages = 100
  /// The most values one completion answers with, as MCP allows.
  static let maximumCompletionValues = 100
  /// The most suggested entities `resources/list` lists for one type, and in all.
  static let listedResourcesPerType = 25
  static let listedResources = 250
}
