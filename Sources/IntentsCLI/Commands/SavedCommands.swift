import ArgumentParser
import Foundation
import IntentsRuntime
import IntentsWire

/// `refs`: named references to entities, kept across runs.
struct ReferencesCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "refs", abstract: "Save, list, show and remove named references to entities.",
    subcommands: [Save.self, List.self, Get.self, Remove.self])

  struct Save: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Save a name for an entity, e.g. `refs save home LandmarkEntity 12`.")
    @Argument(help: "The name.") var name: String
    @Argument(help: "The entity type.") var type: String
    @Argument(help: "The entity's identifier.") var identifier: String
    @OptionGroup var host: HostOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
      let console = CommandContext.required.console
      let host = try await host.makeHost()
      let saved = try await host.saveReference(named: name, type: type, identifier: identifier)
      if output.json { return console.print(saved.json.prettyPrinted) }
      console.print("Saved ‘\(saved.name)’ → \(saved.type) \(saved.identifier).")
    }
  }

  struct List: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the saved references.")
    @OptionGroup var host: HostOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
      let console = CommandContext.required.console
      let references = try await host.makeHost().references()
      if output.json {
        return console.print(
          JSONValue.object(["references": .array(references.map(\.json))]).prettyPrinted)
      }
      if references.isEmpty { return console.print("No saved references.") }
      var table = TextTable(["NAME", "TYPE", "ID", "SAVED"])
      for reference in references {
        table.add([
          reference.name, reference.type, reference.identifier,
          reference.createdAt.formatted(.iso8601),
        ])
      }
      console.print(table.rendered)
    }
  }

  struct Get: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Show the entity a reference names, as it is now.")
    @Argument(help: "The name.") var name: String
    @OptionGroup var host: HostOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
      let console = CommandContext.required.console
      let host = try await host.makeHost()
      let entity = try await host.resolveReference(named: name)
      try await EntityOutput(host: host, console: console, json: output.json)
        .write(entity, selection: .inexpensive)
    }
  }

  struct Remove: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Remove a saved reference.")
    @Argument(help: "The name.") var name: String
    @OptionGroup var host: HostOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
      try await removeSaved(name, kind: "reference", output: output) {
        try await host.makeHost().removeReference(named: name)
      }
    }
  }
}

/// `runs`: intents saved with their parameters, to run again.
struct SavedRunsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "runs",
    abstract: "Save, list, run and remove intents saved with their parameters.",
    subcommands: [Save.self, List.self, Run.self, Remove.self])

  struct Save: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract:
        "Save an intent with parameters, e.g. `runs save fuji OpenLandmarkIntent --landmark \"mount fuji\"`."
    )
    @Argument(help: "The name.") var name: String
    @Argument(help: "The intent.") var intent: String
    @OptionGroup var host: HostOptions
    @OptionGroup var output: OutputOptions
    @Argument(
      parsing: .allUnrecognized,
      help: ArgumentHelp("The parameters: --name value…", valueName: "parameters"))
    var parameters: [String] = []

    func run() async throws {
      let console = CommandContext.required.console
      let host = try await host.makeHost()
      let inputs = try ParameterArguments.parse(parameters, for: try host.describe(intent: intent))
      let saved = try await host.saveRun(named: name, intent: intent, parameters: inputs)
      if output.json { return console.print(saved.json.prettyPrinted) }
      console.print("Saved ‘\(saved.name)’ → \(saved.intent).")
    }
  }

  struct List: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the saved runs.")
    @OptionGroup var host: HostOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
      let console = CommandContext.required.console
      let runs = try await host.makeHost().savedRuns()
      if output.json {
        return console.print(JSONValue.object(["runs": .array(runs.map(\.json))]).prettyPrinted)
      }
      if runs.isEmpty { return console.print("No saved runs.") }
      var table = TextTable(["NAME", "INTENT", "PARAMETERS"])
      for run in runs {
        let parameters = run.parameters.keys.sorted().map { "\($0)=\(run.parameters[$0]!.summary)" }
        table.add([run.name, run.intent, parameters.joined(separator: " ")])
      }
      console.print(table.rendered)
    }
  }

  struct Run: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Run a saved intent with the entities it names, as they are now.")
    @Argument(help: "The name.") var name: String
    @OptionGroup var answering: AnswerOptions
    @OptionGroup var host: HostOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
      let context = CommandContext.required
      let host = try await host.makeHost()
      let responder = try answering.responder(context.console, json: output.json)
      let outcome = try await host.runSaved(named: name, responder: responder)
      try responder.rethrowRejectedAnswer()
      try RunOutput(console: context.console, json: output.json, command: context.name).write(
        outcome)
    }
  }

  struct Remove: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Remove a saved run.")
    @Argument(help: "The name.") var name: String
    @OptionGroup var host: HostOptions
    @OptionGroup var output: OutputOptions

    func run() async throws {
      try await removeSaved(name, kind: "run", output: output) {
        try await host.makeHost().removeRun(named: name)
      }
    }
  }
}

/// Removes a saved reference or run by name and says so; a name nothing is saved under is
/// status 66.
///
/// - Parameters:
///   - kind: What is saved under the name, as the message says it: `reference`, `run`.
///   - remove: Removes it; `false` when there was nothing to remove.
private func removeSaved(
  _ name: String, kind: String, output: OutputOptions, remove: () async throws -> Bool
) async throws {
  let console = CommandContext.required.console
  guard try await remove() else {
    throw IntentsError(IntentsError.unknownReference, "There is no saved \(kind) ‘\(name)’.")
  }
  if try output.printJSON(["removed": name], on: console) { return }
  console.print("Removed ‘\(name)’.")
}

extension SavedParameter {
  /// The parameter as the command line writes it.
  fileprivate var summary: String {
    switch self {
    case .entity(let type, let identifier): "\(type) \(identifier)"
    case .entities(let type, let identifiers): "\(type) \(identifiers.joined(separator: ","))"
    case .input(let input): input.description
    }
  }
}
