import ArgumentParser
public import IntentsRuntime
import IntentsWire

/// The exit statuses of the command line, after the BSD `sysexits` conventions.
///
/// | status | meaning |
/// | --- | --- |
/// | 0 | success |
/// | 1 | the person declined a confirmation |
/// | 2 | `doctor` found a problem of severity error (or, with `--strict`, a warning) |
/// | 64 | the command line is wrong: unknown command or option, a `--where` that does not parse, a stray word among an intent's parameters, a malformed `--answer` |
/// | 65 | the request is wrong for the app: unknown property, unsupported comparison, a value of the wrong type, a malformed identifier, a type that cannot be searched or found, a request too large, an action the app refused (`notAllowed`), an intent this process may not run (`executionTargetNotOffered`) |
/// | 66 | something named does not exist: type, intent, entity, saved reference or run |
/// | 70 | the app's own code failed: a query, an intent, a missing dependency, a server that cannot start; and any other unexpected error |
/// | 74 | the app's data or the reference store failed: a `--database` that cannot be opened or migrated, is in a directory that does not exist, or is not the app's database; or a file named with `--output` cannot be written |
/// | 75 | the run needs an answer (a choice, a value or a confirmation) and there is no terminal to ask; the question and its choices are printed, answer with `--answer` |
/// | 130 | the run was cancelled with Ctrl-C (`cancelled`) |
public enum ExitStatus {
  /// Success.
  public static let success: Int32 = 0
  /// The person declined a confirmation.
  public static let declined: Int32 = 1
  /// `doctor` found a problem of severity error (with `--strict`, a warning too).
  public static let findings: Int32 = 2
  /// The command line is wrong.
  public static let usage: Int32 = 64
  /// The request is wrong for the app.
  public static let dataError: Int32 = 65
  /// Something named does not exist.
  public static let notFound: Int32 = 66
  /// The app's own code failed, or an unexpected error.
  public static let software: Int32 = 70
  /// The app's data or the reference store failed, or a file named to write to cannot be
  /// written.
  public static let ioError: Int32 = 74
  /// The run needs an answer and there is no terminal to ask.
  public static let needsInput: Int32 = 75
  /// The run was cancelled: Ctrl-C (128 + SIGINT, as shells report it).
  public static let cancelled: Int32 = 130

  /// The status for a runtime error.
  public static func of(_ error: IntentsError) -> Int32 {
    switch error.code {
    case IntentsError.unknownType, IntentsError.unknownIntent, IntentsError.entityNotFound,
      IntentsError.unknownReference:
      notFound
    case IntentsError.queryFailed, IntentsError.intentFailed, IntentsError.missingDependency,
      IntentsError.transferFailed:
      software
    case IntentsError.storeFailed, IntentsError.outputFailed: ioError
    case IntentsError.declined: declined
    case IntentsError.cancelled: cancelled
    default: dataError
    }
  }

  /// The help text of the table above.
  static let help = """
    EXIT STATUS:
      0   success
      1   a confirmation was declined
      2   doctor found an error (with --strict, a warning)
      64  the command line is wrong: an unknown option, a --where that does
          not parse, a stray word among the parameters, a malformed --answer
      65  the request is wrong for the app: an unknown property, a comparison
          it does not support, a value of the wrong type, a malformed
          identifier, a type that cannot be searched, a request too large,
          an action the app refused, an intent this process may not run
      66  a type, intent, entity, saved reference or saved run does not exist
      70  the app's own code failed: a query, an intent, a missing
          dependency, a server that cannot start
      74  the app's data or the reference store failed: a --database that
          cannot be opened, or is not the app's database; or an --output
          file that cannot be written
      75  the run needs an answer and there is no terminal to ask: the
          question and its choices are printed; run again with --answer
      130 the run was cancelled with Ctrl-C
    """
}

/// A command line that is wrong in a way the argument parser cannot see: a stray word among an
/// intent's parameters, an option without its value, a malformed `--answer`. Exit status 64.
struct UsageError: Error {
  let message: String

  init(_ message: String) { self.message = message }
}

/// An error that ends a command with a status, its message already written.
struct CommandExit: Error {
  let status: Int32
}
