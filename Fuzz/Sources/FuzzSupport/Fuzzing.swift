import CLibFuzzer
import Foundation

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
  /// with libFuzzer's status.
  ///
  /// The harnesses bring their own `main` rather than libFuzzer's, because SwiftPM names an
  /// executable's entry point itself; libFuzzer is linked without its `main`.
  public static func run(_ test: Test) -> Never {
    var count = CommandLine.argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&count, &arguments, test))
  }

  /// Stops the run when `condition` is false, saying which property failed and for what input.
  public static func require(
    _ condition: Bool, _ property: @autoclosure () -> String, input: @autoclosure () -> String
  ) {
    guard !condition else { return }
    fail(property(), input: input())
  }

  /// Stops the run: a property failed.
  public static func fail(_ property: String, input: String) -> Never {
    let message =
      "\n==FUZZ PROPERTY FAILED== \(property)\n  input: \(input.debugDescription.prefix(2000))\n"
    FileHandle.standardError.write(Data(message.utf8))
    abort()
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
