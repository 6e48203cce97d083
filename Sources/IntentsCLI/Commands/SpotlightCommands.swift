import ArgumentParser
import CoreSpotlight
import Foundation
import IntentsRuntime
import IntentsWire

/// `spotlight QUERY`: every indexed entity type searched at once, as Spotlight does.
struct SpotlightCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "spotlight",
    abstract: "Search every indexed entity type at once, best first, as Spotlight does.",
    discussion: """
      Case, accents and word forms are ignored; the last word is a prefix unless the \
      query ends with a space; misspelt words are corrected when nothing matched as \
      typed. App Shortcut phrases holding the words are listed too.

      EXAMPLES:
        spotlight matterh
        spotlight "alps " --types LandmarkEntity --limit 5
      """)

  @Argument(help: "What to look for.") var query: String
  @Option(
    name: .long,
    help: ArgumentHelp("The entity types to search, separated by commas.", valueName: "types"))
  var types: String?
  @Option(name: .long, help: "The most hits to show (default \(Paging.defaultLimit)).")
  var limit: Int?
  @Option(name: .long, help: "How many hits to skip: the next page's offset.") var offset = 0
  @OptionGroup var host: HostOptions
  @OptionGroup var output: OutputOptions

  func run() async throws {
    let console = CommandContext.required.console
    let host = try await host.makeHost()
    let results = try await host.spotlight(
      query: query, paging: Paging(limit: limit, offset: offset),
      types: types.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
    )
    if output.json {
      console.print(try await host.json(of: results).prettyPrinted)
      return
    }
    if results.hits.isEmpty {
      console.print("Nothing matches “\(query)”.")
    } else {
      var table = TextTable(["TITLE", "TYPE", "ID", "SCORE", "MATCHED IN"])
      for hit in results.hits {
        table.add([
          hit.title, hit.typeIdentifier, hit.identifier, String(format: "%.2f", hit.score),
          hit.matchedFields.map(\.rawValue).joined(separator: ", "),
        ])
      }
      console.print(table.rendered)
    }
    let corrected = results.words.filter { !$0.corrections.isEmpty }
    if results.match == .corrected, !corrected.isEmpty {
      console.print(
        "Corrected: "
          + corrected.map { "\($0.word) → \($0.corrections.joined(separator: " or "))" }
          .joined(separator: ", "))
    }
    for shortcut in results.shortcuts {
      console.print("App Shortcut: “\(shortcut.phrase)” (\(shortcut.intent))")
    }
    if !results.stale.isEmpty {
      console.print(
        "\(results.stale.count) index entries name entities that no longer exist; "
          + "`index rebuild` removes them.")
    }
    if let next = results.nextOffset {
      console.print("\(results.total) in all; the next page: --offset \(next)")
    }
  }
}

/// `say UTTERANCE`: what a person says, understood as an App Shortcut phrase and run.
struct SayCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "say",
    abstract: "Say a phrase, as to Siri: it is matched to an App Shortcut and run.",
    discussion: """
      Case, accents, punctuation and filler words are ignored and small variations \
      forgiven; the phrase's parameter is filled from the words said. When the words \
      name several entities: in a terminal you are asked (a numbered choice); \
      otherwise the question is printed with its choices and the status is 75 — say \
      it again with --answer QUESTION=ID. When no phrase matches, the closest ones are \
      listed and the status is 66.

      EXAMPLES:
        say "open the matterhorn in landmarks"
        say "show me mount fuji" --json
      """)

  @Argument(help: "What is said.") var utterance: String
  @OptionGroup var answering: AnswerOptions
  @OptionGroup var host: HostOptions
  @OptionGroup var output: OutputOptions

  func run() async throws {
    let context = CommandContext.required
    let console = context.console
    let host = try await host.makeHost()
    let responder = try answering.responder(console, json: output.json)
    let interpretation = try await host.interpret(utterance, responder: responder)
    try responder.rethrowRejectedAnswer()
    if output.json { console.print(interpretation.json.prettyPrinted) }
    switch interpretation.outcome {
    case .ran(let result):
      if !output.json, let phrase = interpretation.phrase {
        console.printError("“\(phrase.text)” → \(phrase.intent)")
      }
      if !output.json {
        try RunOutput(console: console, json: false, command: context.name)
          .write(.completed(result))
      }
    case .needsInput(let question):
      guard !output.json else { throw CommandExit(status: ExitStatus.needsInput) }
      try RunOutput(console: console, json: false, command: context.name)
        .write(.needsInput(question))
    case .noMatch:
      if !output.json {
        console.printError("No App Shortcut phrase matches “\(utterance)”.")
        if !interpretation.closestPhrases.isEmpty {
          console.printError("Try one of:")
          for phrase in interpretation.closestPhrases { console.printError("  \(phrase)") }
        }
      }
      throw CommandExit(status: ExitStatus.notFound)
    }
  }
}

/// `index status|rebuild|refresh`: the Spotlight index.
struct IndexCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "index", abstract: "Show, rebuild or refresh the Spotlight index.",
    subcommands: [IndexStatusCommand.self, IndexRebuildCommand.self, IndexRefreshCommand.self],
    defaultSubcommand: IndexStatusCommand.self)
}

/// `index status`: how many entries the index holds, by entity type.
struct IndexStatusCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "status", abstract: "Show how many entries the index holds, by entity type.")

  @OptionGroup var host: HostOptions
  @OptionGroup var output: OutputOptions

  func run() async throws {
    let console = CommandContext.required.console
    let status = try await host.makeHost().spotlightStatus()
    IndexOutput(console: console, json: output.json).write(status)
  }
}

/// `index rebuild`: the index built again from the app's data.
struct IndexRebuildCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rebuild",
    abstract: "Build the Spotlight index again from the app's data, in one batch.")

  @OptionGroup var host: HostOptions
  @OptionGroup var output: OutputOptions

  func run() async throws {
    let console = CommandContext.required.console
    let status = try await host.makeHost().rebuildSpotlightIndex()
    IndexOutput(console: console, json: output.json).write(status)
  }
}

/// `index refresh <type> <id>…`: some entities indexed again.
struct IndexRefreshCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "refresh",
    abstract: "Index some entities again: through the type's IndexedEntityQuery, or as its "
      + "query finds them now.")

  @OptionGroup var host: HostOptions
  @OptionGroup var output: OutputOptions
  @Argument(help: "The entity type.") var type: String
  @Argument(help: "The identifiers of the entities to index again.") var identifiers: [String]

  func run() async throws {
    let console = CommandContext.required.console
    let status = try await host.makeHost().reindexSpotlightEntities(
      type: type, identifiers: identifiers)
    IndexOutput(console: console, json: output.json).write(status)
  }
}

/// The index's status, as JSON or a table.
struct IndexOutput {
  let console: Console
  let json: Bool

  func write(_ status: SpotlightStatus) {
    if json {
      console.print(status.json.prettyPrinted)
      return
    }
    var table = TextTable(["TYPE", "INDEXED", "ENTRIES", "REBUILDS"])
    for type in status.entityTypes {
      table.add([
        type.identifier, type.isIndexed ? "yes" : "no", String(type.indexedCount),
        type.canRebuild ? "yes" : "through the app",
      ])
    }
    console.print(table.rendered)
    console.print("\(status.itemCount) entries in all.")
  }
}
