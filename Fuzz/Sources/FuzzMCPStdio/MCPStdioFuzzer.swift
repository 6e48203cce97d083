// Fuzzes MCP's stdio framing: the bytes a client writes to the server's standard input, read
// by `StdioBlockingTransport` (lines split, trimmed, over-long ones skipped), the requests
// owed counted by `PendingRequests`, answered by `DirectToolCalls` or the SDK. The server is
// the one `IntentsMCPServer.runStdio()` starts, reading a file instead of standard input
// (`serve(input:output:)`, hence `@testable`).
//
// For any input: serving ends promptly once input ends — a request the transport counts but
// nobody answers would keep it waiting, which libFuzzer reports as a timeout; every line
// written is a JSON-RPC 2.0 message, or a batch's answers; and the scan that counts the
// answers written reads the same ids as parsing them.

// It reaches a reader internal to its module, so it is built where testing is enabled: a debug
// build, or Fuzz/run's. A release build of the package gets a harness that says so.
#if DEBUG || LIBFUZZER
import Foundation
import OpenIntentsFuzzSupport
import IntentsRuntime

@testable import IntentsMCP

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The server, made once: each input is one client session of its own.
private let server = IntentsMCPServer(host: FuzzHost.make())

/// The files standing for standard input and output, opened once and rewritten per input.
private let files: (input: Int32, output: Int32) = {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("openintents-fuzz-mcp-\(getpid())").path
  mkdir(folder, 0o700)
  let input = open(folder + "/stdin", O_RDWR | O_CREAT | O_TRUNC, 0o600)
  let output = open(folder + "/stdout", O_RDWR | O_CREAT | O_TRUNC, 0o600)
  // Unlinked at once: the descriptors keep the files, nothing is left behind.
  unlink(folder + "/stdin")
  unlink(folder + "/stdout")
  rmdir(folder)
  guard input >= 0, output >= 0 else {
    Fuzzing.fail("no temporary files: errno \(errno)", input: "")
  }
  return (input, output)
}()

/// The fuzzer: libFuzzer calls `fuzzMCPStdio` with each input.
@main enum MCPStdioFuzzer {
  static func main() { Fuzzing.run(fuzzMCPStdio) }
}

/// Tests one input.
private func fuzzMCPStdio(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Fuzzing.bytes(data, size)
  let input = String(decoding: bytes, as: UTF8.self)

  let (standardInput, standardOutput) = files
  ftruncate(standardInput, 0)
  _ = bytes.withUnsafeBytes { pwrite(standardInput, $0.baseAddress, $0.count, 0) }
  lseek(standardInput, 0, SEEK_SET)
  ftruncate(standardOutput, 0)
  lseek(standardOutput, 0, SEEK_SET)

  let failure = Fuzzing.wait { () async -> String? in
    do {
      try await server.serve(input: standardInput, output: standardOutput)
      return nil
    } catch {
      return "serving failed: \(error)"
    }
  }
  if let failure { Fuzzing.fail(failure, input: input) }

  let written = Int(lseek(standardOutput, 0, SEEK_END))
  var output = [UInt8](repeating: 0, count: max(written, 0))
  _ = output.withUnsafeMutableBytes { pread(standardOutput, $0.baseAddress, $0.count, 0) }
  for line in output.split(separator: 0x0A) {
    let text = String(decoding: line, as: UTF8.self)
    // One message, or the answers to a batch: a non-empty array of messages (JSON-RPC §6).
    let messages: [JSONValue]? =
      switch try? JSONValue(parsing: text) {
      case .object(let members)?: [.object(members)]
      case .array(let elements)? where !elements.isEmpty: elements
      default: nil
      }
    Fuzzing.require(
      messages?.allSatisfy(isMessage) == true,
      "every line written is a JSON-RPC 2.0 message or a batch of them: \(text.prefix(300))",
      input: input)
    // The transport counts the answers it writes by scanning them: the scan reads the ids
    // that parsing the line reads.
    let scanned = MessageIdentifiers.of(Data(line))
    let parsed = MessageIdentifiers.parsed(Data(line))
    Fuzzing.require(
      scanned == parsed,
      "the ids scanned (\(scanned)) are the ids parsed (\(parsed)) in the line written "
        + text.prefix(300), input: input)
  }
  return 0
}

/// Whether a value is a JSON-RPC 2.0 message: a request, a notification or a response.
private func isMessage(_ value: JSONValue) -> Bool {
  guard let message = value.objectValue else { return false }
  return message["jsonrpc"] == "2.0"
    && (message["method"] != nil || message["result"] != nil || message["error"] != nil)
}
#else
import OpenIntentsFuzzSupport

@main enum MCPStdioFuzzer {
  static func main() {
    Fuzzing.unavailable(
      "FuzzMCPStdio reaches an internal reader: build it in debug, or with Fuzz/run")
  }
}
#endif
