import AppIntentsTesting
import Foundation
import IntentsFixtures
import IntentsWire
import MCP
import Testing

@testable import IntentsMCP

/// Serving one client over standard input and output, one JSON-RPC message per line.
@Suite struct StdioTests {
  static let requests = [
    #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#,
    #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
    #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"get_TrailEntity","arguments":{"id":"1"}}}"#,
    "",
    #"{"jsonrpc":"2.0","id":"three","method":"ping"}"#,
  ]

  @Test func answersEveryRequestReadBeforeInputEnds() async throws {
    let input = Pipe()
    let output = Pipe()
    let text = Self.requests.joined(separator: "\r\n") + "\n"
    try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
    try input.fileHandleForWriting.close()

    try await IntentsMCPServer(host: makeHost()).serve(
      input: input.fileHandleForReading.fileDescriptor,
      output: output.fileHandleForWriting.fileDescriptor)
    try output.fileHandleForWriting.close()

    let written = try #require(try output.fileHandleForReading.readToEnd())
    // Answers come in any order (the query is answered beside the SDK): found by id.
    let responses = try Self.messages(written)
    #expect(responses.count == 3)
    func response(_ id: Value) -> Value? { responses.first { $0["id"] == id } }
    #expect(response(1)?["result", "serverInfo", "name"] == "Trails")
    #expect(
      response(2)?["result", "structuredContent", "entities"]?.arrayValue?.first?["title"]
        == "Eiger Trail")
    #expect(response("three")?["result"] == [:])
  }

  @Test func standardOutputCarriesOnlyJSONRPC() async throws {
    let result = await #expect(
      processExitsWith: .success, observing: [\.standardOutputContent, \.standardErrorContent]
    ) {
      var ends: [Int32] = [0, 0]
      guard pipe(&ends) == 0 else { exit(2) }
      let text = StdioTests.requests.joined(separator: "\n") + "\n"
      _ = text.withCString { write(ends[1], $0, strlen($0)) }
      dup2(ends[0], STDIN_FILENO)
      close(ends[0])
      let running = Task { try await IntentsMCPServer(host: makeHost()).runStdio() }
      // Wait until the server has moved standard output aside (it then names standard
      // error's file), rather than for a fixed time that a loaded machine may overrun.
      while !StdioTests.standardOutputIsStandardError() {
        try await Task.sleep(for: .milliseconds(5))
      }
      print("stray output from the app")
      fflush(nil)
      close(ends[1])
      try await running.value
    }
    let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.count == 3, "\(output)")
    for line in lines {
      let message = try JSONDecoder().decode(Value.self, from: Data(line.utf8))
      #expect(message["jsonrpc"] == "2.0")
    }
    let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(errors.contains("stray output from the app"))
  }

  /// A line over the limit is skipped and answered with a JSON-RPC error; the next line is
  /// read as usual.
  @Test func anOversizedLineIsAnsweredWithAJSONRPCError() async throws {
    let input = Pipe()
    let output = Pipe()
    let writing = Task.detached {
      let huge = Data(repeating: UInt8(ascii: "x"), count: MCPLimits.maximumLineBytes + 10)
      try input.fileHandleForWriting.write(contentsOf: huge)
      try input.fileHandleForWriting.write(
        contentsOf: Data(("\n" + StdioTests.requests[4] + "\n").utf8))
      try input.fileHandleForWriting.close()
    }
    try await IntentsMCPServer(host: makeHost()).serve(
      input: input.fileHandleForReading.fileDescriptor,
      output: output.fileHandleForWriting.fileDescriptor)
    try await writing.value
    try output.fileHandleForWriting.close()
    let responses = try Self.messages(try #require(try output.fileHandleForReading.readToEnd()))
    try #require(responses.count == 2, "\(responses)")
    #expect(responses[0]["id"] == .null)
    #expect(responses[0]["error", "code"] == -32600)
    #expect(responses[1]["id"] == "three")
  }

  /// After the transport is disconnected, a late answer (a query still running when the
  /// server stopped) is not written: the descriptor may be closed or reused by then.
  @Test func aClosedWriterWritesNothingMore() throws {
    let pipe = Pipe()
    let writer = LineWriter(pipe.fileHandleForWriting.fileDescriptor)
    try writer.write(Data("first".utf8))
    writer.close()
    #expect(throws: MCPError.self) { try writer.write(Data("late".utf8)) }
    try pipe.fileHandleForWriting.close()
    #expect(try pipe.fileHandleForReading.readToEnd() == Data("first\n".utf8))
  }

  /// Whether descriptors 1 and 2 are the same file (Linux names each descriptor's file).
  static func standardOutputIsStandardError() -> Bool {
    let files = FileManager.default
    guard let output = try? files.destinationOfSymbolicLink(atPath: "/proc/self/fd/1"),
      let error = try? files.destinationOfSymbolicLink(atPath: "/proc/self/fd/2")
    else { return false }
    return output == error
  }

  /// The JSON messages of newline-separated output.
  static func messages(_ data: Data) throws -> [Value] {
    try String(decoding: data, as: UTF8.self).split(separator: "\n").map {
      try JSONDecoder().decode(Value.self, from: Data($0.utf8))
    }
  }
}
