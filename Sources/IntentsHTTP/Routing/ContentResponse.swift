import Foundation
import HTTPTypes
import Hummingbird
import IntentsRuntime

/// Responses carrying what an entity exported through a transfer representation: its bytes,
/// with its MIME type and the file name the representation suggests.
enum ContentResponse {
  /// The response of exported content.
  static func make(_ content: TransferredContent) -> Response {
    var headers: HTTPFields = [.contentType: content.mimeType]
    headers[.vary] = "Accept"
    if let name = content.suggestedFilename.map(safeFilename), !name.isEmpty {
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
