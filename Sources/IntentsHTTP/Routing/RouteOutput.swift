import HTTPTypes
import IntentsRuntime
import IntentsWire

/// What a route handler answers.
enum RouteOutput: Sendable {
  /// A JSON value.
  case json(HTTPResponse.Status, JSONValue)
  /// JSON text, sent as is.
  case jsonText(HTTPResponse.Status, String)
  /// JSON text as UTF-8 bytes, sent as is: the entity answers, written without a value per
  /// entity (`IntentsHost.jsonBytes(of:properties:)`).
  case jsonBytes(HTTPResponse.Status, [UInt8])
  /// No body: `204 No Content`.
  case noContent
  /// Content an entity exported through a transfer representation, with its MIME type.
  case content(TransferredContent)
}
