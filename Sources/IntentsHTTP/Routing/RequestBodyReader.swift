import Foundation
import Hummingbird
import IntentsGuards
import IntentsRuntime
import IntentsWire

/// Reads a request's JSON body, counting bytes as they stream so that a body larger than the
/// limit is refused before it is kept, whatever its `Content-Length` said
/// (`Request.body(upTo:)`, as both servers read bodies).
///
/// A body is JSON only when it says so: `Content-Type: application/json` (parameters allowed,
/// a `charset` only if UTF-8). Any other `Content-Type` is refused with `415`
/// (`unsupportedMediaType`) before the body is read, even when the body is empty — a web
/// page's form posts `text/plain` or `application/x-www-form-urlencoded`, empty or not, and
/// must not run anything. A request without `Content-Type` may only have an empty body (a run
/// without parameters, `curl -X POST`); with a body it is refused too.
struct RequestBodyReader: Sendable {
  /// The most bytes a body may have.
  let limit: Int

  /// The body as JSON, or `nil` when it is empty.
  func json(of request: Request, limit: Int? = nil) async throws -> JSONValue? {
    let limit = limit ?? self.limit
    let contentType = request.headers[values: .contentType]
    if !contentType.isEmpty, contentType.count > 1 || !Self.isJSON(contentType[0]) {
      throw Self.unsupported(contentType.joined(separator: ", "))
    }
    let collected = try await request.body(upTo: limit)
    guard collected.readableBytes > 0 else { return nil }
    guard !contentType.isEmpty else { throw Self.unsupported(nil) }
    do {
      // Read where the bytes are, without copying them out of the buffer.
      let parsed = collected.withUnsafeReadableBytes { raw in
        Result { () throws(JSONBodyParser.Failure) -> JSONValue in
          try JSONBodyParser.parse(raw.bindMemory(to: UInt8.self))
        }
      }
      return try parsed.get()
    } catch {
      throw IntentsError(
        IntentsError.invalidRequest,
        "The request body is not valid JSON: \(error.problem) (at line \(error.line), column "
          + "\(error.column)). Send a JSON object with Content-Type: application/json.")
    }
  }

  /// The body of a route that takes JSON or an image: JSON when it says so (with room for a
  /// base64 image of up to ``VisualSearchRequest/maximumImageBytes`` beside the usual limit),
  /// else the bytes of a PNG or JPEG (`Content-Type: image/png` or `image/jpeg`), read up to
  /// ``VisualSearchRequest/maximumImageBytes``. Any other content type is refused with `415`
  /// before the body is read.
  func jsonOrImage(of request: Request) async throws -> (json: JSONValue?, image: Data?) {
    let contentType = request.headers[values: .contentType]
    guard contentType.count == 1,
      let mime = contentType[0].split(separator: ";").first?.trimmingCharacters(in: .whitespaces)
        .lowercased(),
      ["image/png", "image/jpeg"].contains(mime)
    else {
      if contentType.isEmpty || (contentType.count == 1 && Self.isJSON(contentType[0])) {
        // A base64 image in JSON gets the image's budget, base64-expanded, beside the limit.
        let expanded = (VisualSearchRequest.maximumImageBytes + 2) / 3 * 4 + limit
        return (try await json(of: request, limit: expanded), nil)
      }
      throw IntentsError(
        IntentsError.unsupportedMediaType,
        "The body is \(contentType.joined(separator: ", ").prefix(100)); send JSON "
          + "(Content-Type: application/json) or a PNG or JPEG image (Content-Type: image/png "
          + "or image/jpeg). Nothing was done.")
    }
    let collected = try await request.body(upTo: VisualSearchRequest.maximumImageBytes)
    return (nil, Data(collected.readableBytesView))
  }

  /// Whether a `Content-Type` is JSON: `application/json`, with parameters, in any case, with
  /// no `charset` other than UTF-8.
  static func isJSON(_ contentType: String) -> Bool {
    // What clients send nearly always, compared without splitting or folding.
    if contentType.utf8.elementsEqual("application/json".utf8) { return true }
    let parts = contentType.split(separator: ";").map {
      $0.trimmingCharacters(in: .whitespaces).lowercased()
    }
    guard parts.first == "application/json" else { return false }
    return parts.dropFirst().allSatisfy { parameter in
      guard parameter.hasPrefix("charset=") else { return true }
      return ["utf-8", "\"utf-8\"", "utf8"].contains(parameter.dropFirst("charset=".count))
    }
  }

  /// The error of a body that does not say it is JSON.
  static func unsupported(_ contentType: String?) -> IntentsError {
    IntentsError(
      IntentsError.unsupportedMediaType,
      (contentType.map { "The body is \($0.prefix(100)), not JSON" }
        ?? "The body has no Content-Type")
        + "; send it with Content-Type: application/json. Nothing was done.")
  }
}
