package import Hummingbird
import IntentsRuntime
import IntentsWire
import NIOCore

extension Request {
  /// The request's body, read whole: at most `limit` bytes, counted as they stream whatever
  /// `Content-Length` said. A longer body is ``IntentsRuntime/IntentsError/bodyTooLarge(limit:)``
  /// — the error both servers answer `413` with — and is not kept; a body that is not valid
  /// HTTP (a malformed chunk) throws what the connection read of it.
  package func body(upTo limit: Int) async throws -> ByteBuffer {
    do {
      return try await body.collect(upTo: limit)
    } catch is NIOTooManyBytesError {
      throw IntentsError.bodyTooLarge(limit: limit)
    }
  }
}
