import Foundation
import Synchronization

#if LIBFUZZER
import OpenIntentsCLibFuzzer
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a harness asserts: a property that fails stops the process with `abort()`, which
/// libFuzzer reports as a crash and saves the input that caused it.
public enum Fuzzing {
  /// A harness's test of one input: libFuzzer's `LLVMFuzzerTestOneInput`.
  public typealias Test = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

  /// A harness's `main`: runs libFuzzer with the process's arguments over `test`, and exits
  /// with libFuzzer's status — or, built without `LIBFUZZER` (the package's ordinary build),
  /// replays the inputs the arguments name and seeded mutations of them (`Replay`).
  ///
  /// The harnesses bring their own `main` rather than libFuzzer's, because SwiftPM names an
  /// executable's entry point itself; libFuzzer is linked without its `main`.
  public static func run(_ test: Test) -> Never {
    #if LIBFUZZER
    var count = CommandLine.argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&count, &arguments, test))
    #else
    do {
      try Replay(arguments: Array(CommandLine.arguments.dropFirst())).run(test)
      exit(0)
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      exit(64)
    }
    #endif
  }

  /// Stops the run when `condition` is false, saying which property failed and for what input.
  public static func require(
    _ condition: Bool, _ property: @autoclosure () -> String, input: @autoclosure () -> String
  ) {
    guard !condition else { return }
    fail(property(), input: input())
  }

  /// Stops the run: a property failed. A replay also names the input (a file, or a mutant and
  /// its seed) and writes it to its artifact prefix.
  public static func fail(_ property: String, input: String) -> Never {
    var message =
      "\n==FUZZ PROPERTY FAILED== \(property)\n  input: \(input.debugDescription.prefix(2000))\n"
    if let replayed = Replay.current.withLock({ $0 }) {
      message += "  replaying: \(replayed.name)\n"
      if let prefix = replayed.artifactPrefix {
        // FNV-1a of the bytes: the same input is always written to the same file.
        let hash = replayed.bytes.reduce(UInt64(0xCBF2_9CE4_8422_2325)) {
          ($0 ^ UInt64($1)) &* 0x100_0000_01B3
        }
        let path = prefix + "crash-" + String(hash, radix: 16)
        if FileManager.default.createFile(atPath: path, contents: Data(replayed.bytes)) {
          message += "  written to: \(path)\n"
        }
      }
    }
    FileHandle.standardError.write(Data(message.utf8))
    abort()
  }

  /// Stops a harness that this build cannot run, saying why (exit status 69, unavailable).
  public static func unavailable(_ reason: String) -> Never {
    FileHandle.standardError.write(Data("error: \(reason)\n".utf8))
    exit(69)
  }

  /// The input bytes of libFuzzer's call.
  public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
  }

  /// Runs async work from libFuzzer's thread (which is none of Swift concurrency's) and waits
  /// for its value.
  public static func wait<Value: Sendable>(
    _ operation: @escaping @Sendable () async -> Value
  ) -> Value {
    let box = ResultBox<Value>()
    let done = DispatchSemaphore(value: 0)
    Task {
      box.set(await operation())
      done.signal()
    }
    done.wait()
    return box.value
  }
}
