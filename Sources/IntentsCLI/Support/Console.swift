import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes and, in a terminal, reads: the process's standard streams, or a
/// script of lines in tests.
///
/// Writing never stops the program: when a stream cannot be written (a full disk, a closed
/// descriptor), the console remembers it (``writeFailure``) and the command line ends with
/// status 74 (``ExitStatus/ioError``) instead of crashing.
public final class Console: Sendable {
  private let writeOutput: @Sendable (String) -> Void
  private let writeError: @Sendable (String) -> Void
  private let readInput: @Sendable () -> String?
  private let failures: WriteFailures?
  /// Whether a person is at the other end, so the command may ask and wait for answers.
  public let isInteractive: Bool

  /// A console writing and reading through the given functions.
  public convenience init(
    isInteractive: Bool, output: @escaping @Sendable (String) -> Void,
    error: @escaping @Sendable (String) -> Void, readLine: @escaping @Sendable () -> String?
  ) {
    self.init(
      isInteractive: isInteractive, output: output, error: error, readLine: readLine,
      failures: nil)
  }

  private init(
    isInteractive: Bool, output: @escaping @Sendable (String) -> Void,
    error: @escaping @Sendable (String) -> Void, readLine: @escaping @Sendable () -> String?,
    failures: WriteFailures?
  ) {
    self.isInteractive = isInteractive
    writeOutput = output
    writeError = error
    readInput = readLine
    self.failures = failures
  }

  /// The process's standard output, error and input; interactive when both input and output
  /// are terminals.
  public static func standard() -> Console {
    let failures = WriteFailures()
    return Console(
      isInteractive: isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1,
      output: { failures.write($0, to: STDOUT_FILENO, named: "standard output") },
      error: { failures.write($0, to: STDERR_FILENO, named: "standard error") },
      readLine: { Swift.readLine(strippingNewline: true) }, failures: failures)
  }

  /// What could not be written, when a write to a standard stream failed: the stream and the
  /// system's reason, such as `standard output (No space left on device)`. This is an
  /// OpenIntents addition.
  public var writeFailure: String? { failures?.first }

  /// Writes a line to standard output, with control characters escaped as `\u001B`.
  public func print(_ line: String = "") { writeOutput(TerminalText.escaped(line) + "\n") }

  /// Writes a line to standard error, control characters escaped.
  public func printError(_ line: String) { writeError(TerminalText.escaped(line) + "\n") }

  /// Writes a prompt without a newline and reads the answer; `nil` at the end of input.
  public func ask(_ prompt: String) -> String? {
    writeOutput(TerminalText.escaped(prompt))
    return readInput()
  }
}

/// The first failure to write to a standard stream, kept so that the command line can end with
/// status 74 rather than crash.
final class WriteFailures: Sendable {
  private let failure = Mutex<String?>(nil)

  /// The first failure, if any.
  var first: String? { failure.withLock { $0 } }

  /// Writes all of the text to the descriptor, retrying after interruptions; a failure is
  /// remembered, and the next writes are still tried.
  func write(_ text: String, to descriptor: Int32, named name: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { buffer in
        systemWrite(descriptor, buffer.baseAddress, buffer.count)
      }
      if written > 0 {
        bytes = bytes.dropFirst(written)
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        let reason = written < 0 ? String(cString: strerror(errno)) : "nothing was written"
        failure.withLock { $0 = $0 ?? "\(name) (\(reason))" }
        return
      }
    }
  }
}

/// The system's `write(2)`.
func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
  Glibc.write(descriptor, bytes, count)
  #elseif canImport(Musl)
  Musl.write(descriptor, bytes, count)
  #else
  Darwin.write(descriptor, bytes, count)
  #endif
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
