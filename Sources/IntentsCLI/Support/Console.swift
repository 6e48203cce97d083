import Foundation
import Synchronization

/// Where a command writes and, in a terminal, reads: the process's standard streams, or a
/// script of lines in tests.
public final class Console: Sendable {
  private let writeOutput: @Sendable (String) -> Void
  private let writeError: @Sendable (String) -> Void
  private let readInput: @Sendable () -> String?
  /// Whether a person is at the other end, so the command may ask and wait for answers.
  public let isInteractive: Bool

  /// A console writing and reading through the given functions.
  public init(
    isInteractive: Bool, output: @escaping @Sendable (String) -> Void,
    error: @escaping @Sendable (String) -> Void, readLine: @escaping @Sendable () -> String?
  ) {
    self.isInteractive = isInteractive
    writeOutput = output
    writeError = error
    readInput = readLine
  }

  /// The process's standard output, error and input; interactive when both input and output
  /// are terminals.
  public static func standard() -> Console {
    Console(
      isInteractive: isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1,
      output: { FileHandle.standardOutput.write(Data($0.utf8)) },
      error: { FileHandle.standardError.write(Data($0.utf8)) },
      readLine: { Swift.readLine(strippingNewline: true) })
  }

  /// Writes a line to standard output.
  public func print(_ line: String = "") { writeOutput(line + "\n") }

  /// Writes a line to standard error.
  public func printError(_ line: String) { writeError(line + "\n") }

  /// Writes a prompt without a newline and reads the answer; `nil` at the end of input.
  public func ask(_ prompt: String) -> String? {
    writeOutput(prompt)
    return readInput()
  }
}

/// A console that records what commands write and answers from a script: for tests of
/// command lines in-process.
public final class RecordingConsole: Sendable {
  private final class Buffer: Sendable {
    let state = Mutex<(output: String, error: String, input: [String])>(("", "", []))
  }

  private let buffer = Buffer()

  /// A console that is interactive when given answers to read.
  public init(answers: [String] = [], interactive: Bool? = nil) {
    let buffer = buffer
    buffer.state.withLock { $0.input = answers }
    console = Console(
      isInteractive: interactive ?? !answers.isEmpty,
      output: { text in buffer.state.withLock { $0.output += text } },
      error: { text in buffer.state.withLock { $0.error += text } },
      readLine: {
        buffer.state.withLock { state in state.input.isEmpty ? nil : state.input.removeFirst() }
      })
  }

  /// The console to give to ``IntentsCommandLine/run(_:name:abstract:commands:console:makeHost:)``.
  public let console: Console
  /// What was written to standard output.
  public var output: String { buffer.state.withLock { $0.output } }
  /// What was written to standard error.
  public var error: String { buffer.state.withLock { $0.error } }
}
