public import ArgumentParser
import Foundation
public import IntentsRuntime
import IntentsWire

/// The options every command takes to reach the app: where its data lives.
///
/// An app's own commands include them with `@OptionGroup var host: HostOptions` and call
/// ``makeHost()``.
public struct HostOptions: ParsableArguments, Sendable {
  /// The app's database: a file, or a server's URL for an app that takes one (the Landmarks
  /// example takes `postgres://…`); the app decides the default, and what it accepts (see the
  /// article's *Files* section: a directory that exists, the app's own file or a new one).
  @Option(
    name: .long,
    help: ArgumentHelp(
      "The app's database: a file's path, or a server's URL if the app takes one.",
      valueName: "path-or-url"))
  public var database: String?

  /// Options with their defaults.
  public init() {}

  /// The host of the app, made from these options.
  ///
  /// An error opening the app's data — a database that cannot be opened or migrated — is
  /// reported as `IntentsError.storeFailed` (exit status 74).
  public func makeHost() async throws -> IntentsHost {
    do {
      return try await CommandContext.required.makeHost(self)
    } catch let error as IntentsError {
      throw error
    } catch {
      throw IntentsError(
        IntentsError.storeFailed,
        "Could not open the app's data\(database.map { " at ‘\(Self.redacted($0))’" } ?? ""): "
          + "\(error)")
    }
  }

  /// The database as it may be shown: a URL's password replaced by `***`, so that no error
  /// or log repeats it.
  static func redacted(_ database: String) -> String {
    guard database.contains("://"), var components = URLComponents(string: database),
      components.password != nil
    else { return database }
    components.password = "***"
    return components.string ?? "(a URL with a password)"
  }
}

/// How a command writes its answer.
struct OutputOptions: ParsableArguments {
  @Flag(name: .long, help: "Write JSON instead of a table, for scripts.")
  var json = false

  /// With `--json`, writes the value as JSON and returns `true`; otherwise returns `false`, and
  /// the command writes it for people.
  func printJSON(_ value: some Encodable, on console: Console) throws -> Bool {
    guard json else { return false }
    console.print(try JSONValue(encoding: value).prettyPrinted)
    return true
  }
}

/// How a run's questions are answered from the command line.
struct AnswerOptions: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "An answer to a question: QUESTION=VALUE, with the question's id as printed; yes or no to confirm, an option's id to choose, text (or id:X) for a value.",
      valueName: "answer"))
  var answer: [String] = []
  @Flag(name: .long, help: "Confirm every confirmation without asking.") var yes = false

  /// Who answers the run's questions: the `--answer`s given, read against the question each
  /// answers; then the person at the terminal, or, with `--yes`, a responder that confirms.
  func responder(_ console: Console, json: Bool) throws -> CommandLineAnswers {
    let fallback: (any IntentResponder)?
    if console.isInteractive, !json {
      fallback = TerminalResponder(console: console, confirmAll: yes)
    } else {
      fallback = yes ? ConfirmingResponder() : nil
    }
    return try CommandLineAnswers(arguments: answer, otherwise: fallback)
  }
}

/// `--limit`, `--offset` and `--properties`: which page of results to show (see `Paging`), and
/// which property values its entities carry in JSON.
struct PageOptions: ParsableArguments {
  @Option(name: .long, help: "The most entities to show (default \(Paging.defaultLimit)).")
  var limit: Int?
  @Option(name: .long, help: "How many entities to skip: the next page's offset.")
  var offset = 0

  @Option(
    name: .long,
    help: ArgumentHelp(
      "With --json, which property values each entity carries: all, none, or names separated "
        + "by commas (default: the inexpensive ones).", valueName: "selection"))
  var properties: String?

  /// The page asked for; the runtime checks its bounds.
  var paging: Paging { Paging(limit: limit, offset: offset) }

  /// The property values asked for, read as HTTP reads `?properties=`.
  func selection(_ host: IntentsHost, type: String) async throws -> PropertySelection? {
    guard let properties else { return .inexpensive }
    let names = try await host.describe(entityType: type).properties.map(\.name)
    return try PropertySelection.fromQuery(properties, names: names, type: type)
  }
}
