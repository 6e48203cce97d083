import AppIntentsTesting
import Foundation
import IntentsFixtures
import IntentsWire
import Testing

@testable import IntentsMCP

/// Over standard input and output, the end of input ends the session once every request read
/// is answered — however long an answer takes, on a machine however loaded — and at once when
/// nobody is left to read the answers.
@Suite struct EndOfInputTests {
  static let server = IntentsMCPServer(host: IntentsHost(name: "Gates") { WaitAtGateIntent.self })

  /// A `tools/call` of the intent that waits at the gate.
  static func call(id: String, gate: String) -> String {
    #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","#
      + #""params":{"name":"WaitAtGateIntent","arguments":{"gate":"\#(gate)"}}}"#
  }

  /// The transport used to stop waiting a minute after the last answer: on a machine too
  /// loaded to run the server for that long, the answers finished afterwards were lost. This
  /// answer comes more than a minute after input ended, and is written.
  @Test func anAnswerFinishedAMinuteAfterInputEndedIsWritten() async throws {
    let (name, gate) = Gate.make()
    let input = Pipe()
    let output = Pipe()
    try input.fileHandleForWriting.write(
      contentsOf: Data((Self.call(id: "1", gate: name) + "\n").utf8))
    try input.fileHandleForWriting.close()
    let (reading, writing) = (
      input.fileHandleForReading.fileDescriptor, output.fileHandleForWriting.fileDescriptor
    )
    async let written = output.fileHandleForReading.readToEndOnItsOwnThread()
    let serving = Task { try await Self.server.serve(input: reading, output: writing) }
    // The request runs; input ended before it did.
    await gate.arrived()
    try await Task.sleep(for: .seconds(61))
    gate.open()
    try await serving.value
    try output.fileHandleForWriting.close()
    let answers = try Self.messages(await written)
    #expect(answers.count == 1, "\(answers)")
    #expect(answers.first?["id"] == 1)
    #expect(answers.first?["result"]?["structuredContent"] != nil, "\(answers)")
  }

  /// A client that reuses the identifier of a request still running gets both answers: the
  /// first answer does not end the session while the second request runs.
  @Test func aRequestReusingARunningRequestsIdentifierIsAnsweredToo() async throws {
    for _ in 0..<5 {
      let (name, gate) = Gate.make()
      let input = Pipe()
      let output = Pipe()
      let text =
        #"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"nope"}}"#
        + "\n" + Self.call(id: "7", gate: name) + "\n"
      try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
      try input.fileHandleForWriting.close()
      let (reading, writing) = (
        input.fileHandleForReading.fileDescriptor, output.fileHandleForWriting.fileDescriptor
      )
      var lines = output.fileHandleForReading.linesOnItsOwnThread().makeAsyncIterator()
      let serving = Task { try await Self.server.serve(input: reading, output: writing) }
      await gate.arrived()
      let first = try JSONBodyParser.parse(Array(try #require(await lines.next())))
      #expect(first["error"]?["code"] == -32602, "\(first)")
      // A server that ended the session at the first answer would have done so by now; the
      // outcome never depends on this pause.
      try await Task.sleep(for: .milliseconds(50))
      gate.open()
      try await serving.value
      try output.fileHandleForWriting.close()
      var rest: [JSONValue] = []
      while let line = await lines.next() { rest.append(try JSONBodyParser.parse(Array(line))) }
      #expect(rest.count == 1, "\(rest)")
      #expect(rest.first?["id"] == 7)
      #expect(rest.first?["result"]?["structuredContent"] != nil, "\(rest)")
    }
  }

  /// A request still running when input ends does not hold a session whose client has closed
  /// its end of the output too: nobody can read its answer.
  @Test func aSessionWhoseOutputNobodyReadsEnds() async throws {
    let (name, gate) = Gate.make()
    let input = Pipe()
    let output = Pipe()
    try input.fileHandleForWriting.write(
      contentsOf: Data((Self.call(id: "1", gate: name) + "\n").utf8))
    try input.fileHandleForWriting.close()
    let (reading, writing) = (
      input.fileHandleForReading.fileDescriptor, output.fileHandleForWriting.fileDescriptor
    )
    let serving = Task { try await Self.server.serve(input: reading, output: writing) }
    await gate.arrived()
    try output.fileHandleForReading.close()
    try await serving.value
    gate.open()
    try output.fileHandleForWriting.close()
  }

  /// The JSON messages of newline-separated output.
  static func messages(_ data: Data) throws -> [JSONValue] {
    try data.split(separator: 0x0A).map { try JSONBodyParser.parse(Array($0)) }
  }
}

extension FileHandle {
  /// The lines written to the pipe, without their newlines, each as it arrives, until end of
  /// file: read on a thread of its own.
  func linesOnItsOwnThread() -> AsyncStream<Data> {
    let (lines, continuation) = AsyncStream<Data>.makeStream()
    Thread {
      var line = Data()
      while true {
        let bytes = self.availableData
        guard !bytes.isEmpty else { break }
        for byte in bytes {
          if byte == 0x0A {
            continuation.yield(line)
            line = Data()
          } else {
            line.append(byte)
          }
        }
      }
      continuation.finish()
    }.start()
    return lines
  }
}

extension JSONValue {
  /// An object's member.
  fileprivate subscript(_ key: String) -> JSONValue? { objectValue?[key] }
}
