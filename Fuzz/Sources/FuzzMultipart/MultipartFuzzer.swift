// Fuzzes the body of a run request as HTTP reads it — a `multipart/form-data` upload
// (`MultipartForm`, `RequestBodyReader+Form`) or JSON — through the server's own application,
// its responder called directly (no socket): `POST /intents/AddPeakPhotoIntent/run` of the
// peaks app, whose intent takes a peak, a file and a caption.
//
// The input's first line is the request's `Content-Type`, the rest its body. For any input the
// server answers with the run's outcome (200) or a client error (4xx) in the JSON error shape —
// never a server error (5xx: the intent never fails), and always JSON.

import OpenIntentsFuzzSupport
import HTTPTypes
import Hummingbird
import IntentsHTTP
import IntentsRuntime
import Logging
import NIOCore
import NIOEmbedded
import Synchronization

/// What the application answers with, and what it needs to answer: made once for the run.
private let server = Fuzzing.wait { () async -> RunRequests in
  do {
    return try await RunRequests(IntentsHTTPServer(host: FuzzHost.make()).makeApplication())
  } catch {
    Fuzzing.fail("the application could not be made: \(error)", input: "")
  }
}

/// The fuzzer: libFuzzer calls `fuzzMultipart` with each input.
@main enum MultipartFuzzer {
  static func main() { Fuzzing.run(fuzzMultipart) }
}

/// Tests one input.
private func fuzzMultipart(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Fuzzing.bytes(data, size)
  let newline = bytes.firstIndex(of: 0x0A) ?? bytes.count
  let contentType = String(decoding: bytes[..<newline], as: UTF8.self)
  let body = Array(bytes[min(newline + 1, bytes.count)...])
  let input = String(decoding: bytes, as: UTF8.self)

  let failure = Fuzzing.wait { () async -> String? in
    let (status, text): (Int, String)
    do {
      (status, text) = try await server.post(
        "/intents/AddPeakPhotoIntent/run", contentType: contentType, body: body)
    } catch {
      return "the responder threw \(error)"
    }
    let json = try? JSONValue(parsing: text)
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
  if let failure { Fuzzing.fail(failure, input: input) }
  return 0
}
