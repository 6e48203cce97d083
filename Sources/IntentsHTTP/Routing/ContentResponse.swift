import Foundation
import HTTPTypes
import Hummingbird
import IntentsRuntime

/// What an entity exported through a transfer representation, as an answer: its bytes, with
/// its MIME type and the file name the representation suggests.
struct ContentResponse: ResponseGenerator {
  /// The content.
  let content: TransferredContent

  /// The response.
  func response(from request: Request, context: some RequestContext) -> Response {
    var headers: HTTPFields = [.contentType: content.mimeType]
    headers[.vary] = "Accept"
    if let name = content.suggestedFilename.map(Self.safeFilename), !name.isEmpty {
      headers[.contentDisposition] = "inline; filename=\"\(name)\""
    }
    return Response(
      status: .ok, headers: headers,
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: content.data)))
  }

  /// A file name fit for a quoted header value: printable ASCII without quotes or backslashes.
  static func safeFilename(_ name: String) -> String {
    String(
      name.unicodeScalars.prefix(200).map {
        $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F && $0 != "\"" && $0 != "\\"
          ? Character($0) : "_"
      })
  }
}
