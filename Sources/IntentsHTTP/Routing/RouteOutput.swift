import HTTPTypes
import IntentsRuntime
import IntentsWire

/// What a route handler answers.
enum RouteOutput: Sendable {
  /// A JSON value.
  case json(HTTPResponse.Status, JSONValue)
  /// JSON text, sent as is.
  case jsonText(HTTPResponse.Status, String)
  /// No body: `204 No Content`.
  case noContent
  /// Content an entity exported through a transfer representation, with its MIME type.
  case content(TransferredContent)
}
