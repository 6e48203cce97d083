// Fuzzes the body of a run request as HTTP reads it — a `multipart/form-data` upload
// (`MultipartForm`, `RequestBodyReader+Form`) or JSON — through the server's own application
// (Hummingbird's router test client, no socket): `POST /intents/AddPeakPhotoIntent/run` of the
// peaks app, whose intent takes a peak, a file and a caption.
//
// The input's first line is the request's `Content-Type`, the rest its body. For any input the
// server answers with the run's outcome (200) or a client error (4xx) in the JSON error shape —
// never a server error (5xx: the intent never fails), and always JSON.

import Foundation
import FuzzSupport
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import IntentsHTTP
import IntentsRuntime

/// The server's application, made once for the whole run.
private let application = Fuzzing.wait {
  do {
    return try await IntentsHTTPServer(host: FuzzHost.make()).makeApplication()
  } catch {
    Fuzzing.fail("the application could not be made: \(error)", input: "")
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMultipart(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Fuzzing.bytes(data, size)
  let newline = bytes.firstIndex(of: 0x0A) ?? bytes.count
  let contentType = String(decoding: bytes[..<newline], as: UTF8.self)
  let body = Array(bytes[min(newline + 1, bytes.count)...])
  let input = String(decoding: bytes, as: UTF8.self)

  let failure: String? = Fuzzing.wait {
    do {
      return try await application.test(.router) { client in
        var headers = HTTPFields()
        if !contentType.isEmpty { headers[.contentType] = contentType }
        let response = try await client.executeRequest(
          uri: "/intents/AddPeakPhotoIntent/run", method: .post, headers: headers,
          body: ByteBuffer(bytes: body))
        let text = String(buffer: response.body)
        let json = try? JSONValue(parsing: text)
        let status = response.status.code
        if status >= 500 { return "the server failed with \(status): \(text.prefix(500))" }
        if status >= 400, json?.objectValue?["error"]?.objectValue?["code"]?.stringValue == nil {
          return "a \(status) has no JSON error with a code: \(text.prefix(500))"
        }
        if status == 200, json?.objectValue?["status"]?.stringValue == nil {
          return "a 200 is not a run outcome: \(text.prefix(500))"
        }
        if status != 200 && status < 400 { return "unexpected status \(status)" }
        return nil
      }
    } catch {
      return "the request threw \(error)"
    }
  }
  if let failure { Fuzzing.fail(failure, input: input) }
  return 0
}
