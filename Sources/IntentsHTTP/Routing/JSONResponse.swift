import HTTPTypes
import Hummingbird
import IntentsRuntime
import IntentsWire

/// A JSON answer — a status and JSON text — as every route and every error answers.
struct JSONResponse: ResponseGenerator {
  /// The status.
  let status: HTTPResponse.Status
  /// The JSON text, as UTF-8.
  let body: ByteBuffer
  /// Headers besides `Content-Type: application/json`.
  var headers: HTTPFields = [:]

  /// An answer with a JSON value as its body.
  init(_ json: JSONValue, status: HTTPResponse.Status = .ok) {
    self.status = status
    body = ByteBuffer(bytes: json.jsonBytes)
  }

  /// An answer with JSON text as its body, sent as is.
  init(text: String, status: HTTPResponse.Status = .ok) {
    self.status = status
    body = ByteBuffer(string: text)
  }

  /// An answer with JSON text as UTF-8 bytes, sent as is: the entity answers, written without a
  /// value per entity (`IntentsHost.jsonBytes(of:properties:)`).
  init(bytes: [UInt8], status: HTTPResponse.Status = .ok) {
    self.status = status
    body = ByteBuffer(bytes: bytes)
  }

  /// The answer to an error: its status and `{"error": {"code", "message", "allowed"}}`, with a
  /// message that names no internals for server-side failures.
  init(error: IntentsError, headers: HTTPFields = [:]) {
    self.init(error.redacted.json, status: error.httpStatus)
    self.headers = headers
  }

  /// The response.
  func response(from request: Request, context: some RequestContext) -> Response { response }

  /// The response, whatever the request.
  var response: Response {
    var fields: HTTPFields = [.contentType: "application/json"]
    fields.append(contentsOf: headers)
    return Response(status: status, headers: fields, body: ResponseBody(byteBuffer: body))
  }
}
