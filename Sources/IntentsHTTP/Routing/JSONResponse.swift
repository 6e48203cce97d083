import HTTPTypes
import Hummingbird
import IntentsRuntime
import IntentsWire

/// Responses with JSON bodies, as every route and every error answers.
enum JSONResponse {
  /// A response with JSON text as its body.
  static func make(
    _ status: HTTPResponse.Status, text: String, headers extra: HTTPFields = [:]
  ) -> Response {
    var headers: HTTPFields = [.contentType: "application/json"]
    headers.append(contentsOf: extra)
    return Response(
      status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
  }

  /// A response with a JSON value as its body.
  static func make(
    _ status: HTTPResponse.Status, _ json: JSONValue, headers extra: HTTPFields = [:]
  ) -> Response {
    var headers: HTTPFields = [.contentType: "application/json"]
    headers.append(contentsOf: extra)
    return Response(
      status: status, headers: headers,
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: json.jsonBytes)))
  }

  /// The response of an error: its status and `{"error": {"code", "message", "allowed"}}`,
  /// with a message that names no internals for server-side failures.
  static func error(_ error: IntentsError, headers: HTTPFields = [:]) -> Response {
    make(error.httpStatus, error.redacted.json, headers: headers)
  }

  /// The response of a route's output.
  static func make(_ output: RouteOutput) -> Response {
    switch output {
    case .json(let status, let json): make(status, json)
    case .jsonText(let status, let text): make(status, text: text)
    case .jsonBytes(let status, let bytes):
      Response(
        status: status, headers: [.contentType: "application/json"],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    case .noContent: Response(status: .noContent)
    case .content(let content): ContentResponse.make(content)
    }
  }
}
