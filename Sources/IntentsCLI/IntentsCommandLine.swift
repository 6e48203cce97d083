public import ArgumentParser
import Foundation
public import IntentsRuntime
import IntentsWire

/// The command line of an app's intents: list types, get, suggest, search and find entities,
/// run intents, keep saved references and runs, print the manifest — with one call.
///
/// ```swift
/// // main.swift
/// import IntentsCLI
///
/// await IntentsCommandLine.main(name: "landmarks") { options in
///   let database = try LandmarksApp.openDatabase(named: options.database)
///   return try LandmarksApp.makeHost(database: database)
/// }
/// ```
///
/// ```sh
/// landmarks find LandmarkEntity --where 'continent == "Europe" and heightMeters > 3000' \
///   --sort heightMeters:desc --limit 5
/// landmarks run OpenLandmarkIntent --landmark matterhorn
/// ```
///
/// Every command takes `--json` for scripts and prints aligned tables for people. Exit statuses
/// follow ``ExitStatus``.
public enum IntentsCommandLine {
  /// Runs the command line with the process's arguments and standard streams, then exits with
  /// the command's status.
  ///
  /// - Parameters:
  ///   - name: The command's name, as people type it.
  ///   - abstract: One line about the app, shown in `--help`.
  ///   - version: The app's version, which `--version` prints.
  ///   - commands: More commands of the app's own, such as `serve` or `mcp`; they read the host
  ///     through ``HostOptions/makeHost()``.
  ///   - makeHost: Makes the host, from the options given on the command line.
  public static func main(
    name: String, abstract: String = "", version: String = "1.0.0",
    commands: [any ParsableCommand.Type] = [],
    makeHost: @escaping @Sendable (HostOptions) async throws -> IntentsHost
  ) async -> Never {
    let status = await Interruption.$cancelsRuns.withValue(true) {
      await run(
        Array(CommandLine.arguments.dropFirst()), name: name, abstract: abstract,
        version: version, commands: commands, console: .standard(), makeHost: makeHost)
    }
    exit(status)
  }

  /// Runs the command line with the given arguments and console, and returns its exit status:
  /// for tests and for embedding in another tool.
  ///
  /// With `--json`, errors are written to standard error in the JSON shape the HTTP and MCP
  /// adapters use: `{"error": {"code", "message", "allowed"}}`. When the console cannot write
  /// (a full disk, a closed stream), the status is 74 (``ExitStatus/ioError``).
  public static func run(
    _ arguments: [String], name: String = "intents", abstract: String = "",
    version: String = "1.0.0", commands: [any ParsableCommand.Type] = [], console: Console,
    makeHost: @escaping @Sendable (HostOptions) async throws -> IntentsHost
  ) async -> Int32 {
    let context = CommandContext(
      name: name, abstract: abstract, version: version, extraCommands: commands,
      console: console, makeHost: makeHost,
      errorsAsJSON: arguments.prefix { $0 != "--" }.contains("--json"))
    let status = await run(arguments, context: context)
    if let failure = console.writeFailure {
      console.printError("error: could not write to \(failure).")
      return ExitStatus.ioError
    }
    return status
  }

  private static func run(_ arguments: [String], context: CommandContext) async -> Int32 {
    await CommandContext.$current.withValue(context) {
      let parsed: any ParsableCommand
      do {
        parsed = try RootCommand.parseAsRoot(arguments)
      } catch {
        return parserExit(error, context: context)
      }
      do {
        // The person at the command line names files on their own machine: a file parameter
        // may be a path. The servers a command starts set their own access per request.
        try await LocalFileAccess.$current.withValue(.anyReadableFile) {
          if var command = parsed as? any AsyncParsableCommand {
            try await command.run()
          } else {
            var command = parsed
            try command.run()
          }
        }
        return ExitStatus.success
      } catch let exit as CommandExit {
        return exit.status
      } catch let error as UsageError {
        context.report(IntentsError(IntentsError.invalidRequest, error.message))
        return ExitStatus.usage
      } catch let error as IntentsError {
        context.report(error)
        return ExitStatus.of(error)
      } catch let error where error is ExitCode || RootCommand.exitCode(for: error) != .failure {
        // The parser's own: help, a validation error, an explicit exit code.
        return parserExit(error, context: context)
      } catch {
        // Not the runtime's and not the parser's: the app's own code or a server failed.
        context.report(IntentsError(IntentsError.internalError, "\(error)"))
        return ExitStatus.software
      }
    }
  }

  /// Writes what the argument parser has to say about an error it threw, and returns its
  /// status: help and `--version` succeed, everything else is a usage error.
  private static func parserExit(_ error: any Error, context: CommandContext) -> Int32 {
    let code = RootCommand.exitCode(for: error)
    let message = RootCommand.fullMessage(for: error)
    if code == .success {
      context.console.print(message)
      return ExitStatus.success
    }
    if context.errorsAsJSON, !(error is ExitCode) {
      context.report(IntentsError(IntentsError.invalidRequest, message))
    } else {
      context.console.printError(message)
    }
    return error is ExitCode ? code.rawValue : ExitStatus.usage
  }
}

/// What the commands of one run share: the console, the app's name and how to make its host.
final class CommandContext: Sendable {
  @TaskLocal static var current: CommandContext?

  let name: String
  let abstract: String
  let version: String
  let extraCommands: [any ParsableCommand.Type]
  let console: Console
  let makeHost: @Sendable (HostOptions) async throws -> IntentsHost
  /// Whether errors are written as JSON (`--json` was given).
  let errorsAsJSON: Bool

  init(
    name: String, abstract: String, version: String, extraCommands: [any ParsableCommand.Type],
    console: Console, makeHost: @escaping @Sendable (HostOptions) async throws -> IntentsHost,
    errorsAsJSON: Bool
  ) {
    self.name = name
    self.abstract = abstract
    self.version = version
    self.extraCommands = extraCommands
    self.console = console
    self.makeHost = makeHost
    self.errorsAsJSON = errorsAsJSON
  }

  /// Writes an error to standard error: as `{"error": …}` JSON with `--json`, else as
  /// `error: message` (the console escapes control characters either way).
  func report(_ error: IntentsError) {
    console.printError(errorsAsJSON ? error.json.description : "error: \(error.description)")
  }

  /// The context of the running command line.
  static var required: CommandContext {
    guard let current else {
      preconditionFailure(
        "IntentsCLI commands run through IntentsCommandLine.main or IntentsCommandLine.run.")
    }
    return current
  }
}

/// The root command: its subcommands are the built-in ones and the app's own.
struct RootCommand: AsyncParsableCommand {
  static var configuration: CommandConfiguration {
    let context = CommandContext.current
    let builtIn: [any ParsableCommand.Type] = [
      TypesCommand.self, DescribeCommand.self, GetCommand.self, SuggestCommand.self,
      SearchCommand.self, FindCommand.self, RunCommand.self, ReferencesCommand.self,
      SavedRunsCommand.self, ShortcutsCommand.self, ManifestCommand.self,
      SpotlightCommand.self, SayCommand.self, IndexCommand.self, LookCommand.self,
      ContextCommand.self, DoctorCommand.self,
    ]
    return CommandConfiguration(
      commandName: context?.name ?? "intents",
      abstract: context?.abstract ?? "",
      discussion: """
        Look up, search and find the app's entities and run its intents, as Siri, \
        Shortcuts or an agent would. Start with `types`, then `describe TYPE` to see \
        what can be filtered.

        EXAMPLES:
          \(context?.name ?? "intents") types
          \(context?.name ?? "intents") describe LandmarkEntity
          \(context?.name ?? "intents") find LandmarkEntity \\
            --where 'continent == "Europe" and heightMeters > 3000' \\
            --sort heightMeters:desc
          \(context?.name ?? "intents") run OpenLandmarkIntent --landmark "mount fuji"

        \(ExitStatus.help)
        """,
      version: context?.version ?? "",
      subcommands: builtIn + (context?.extraCommands ?? []))
  }
}
