import Foundation
import Hummingbird
import IntentsRuntime

/// Reads a request's JSON body, counting bytes as they stream so that a body larger than the
/// limit is refused before it is kept, whatever its `Content-Length` said.
struct RequestBodyReader: Sendable {
  /// The most bytes a body may have.
  let limit: Int

  /// The body as JSON, or `nil` when it is empty.
  func json(of request: Request) async throws -> JSONValue? {
    var collected = ByteBuffer()
    for try await part in request.body {
      guard collected.readableBytes + part.readableBytes <= limit else {
        throw Self.tooLarge(limit)
      }
      collected.writeImmutableBuffer(part)
    }
    let bytes = collected.readBytes(length: collected.readableBytes) ?? []
    guard !bytes.isEmpty else { return nil }
    do {
      return try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    } catch {
      throw IntentsError(
        IntentsError.invalidRequest,
        "The request body is not valid JSON\(Self.reason(error)). Send a JSON object with "
          + "Content-Type: application/json.")
    }
  }

  /// The error of a body over the limit.
  static func tooLarge(_ limit: Int) -> IntentsError {
    IntentsError(
      IntentsError.requestTooLarge,
      "The request body is larger than the limit of \(limit) bytes; nothing was done.")
  }

  /// Where parsing stopped, when the decoder says, without quoting the body.
  private static func reason(_ error: any Error) -> String {
    guard case .dataCorrupted(let context)? = error as? DecodingError,
      let underlying = context.underlyingError
    else { return "" }
    let text = String(describing: underlying)
    guard let range = text.range(of: #"line \d+, column \d+"#, options: .regularExpression) else {
      return ""
    }
    return " (at \(text[range]))"
  }
}
