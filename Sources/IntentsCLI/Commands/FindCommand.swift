import ArgumentParser
import IntentsRuntime
import IntentsWire
import AppIntents

/// `find TYPE --where … --sort … --limit …`: the Shortcuts Find action.
struct FindCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "find",
    abstract: "Find entities by their properties, sorted and limited.",
    discussion: """
      CONDITIONS (--where):
        A condition is a property, a comparison and a value:
          name contains "park"          heightMeters > 3000
          continent == 'Europe'         isFeatured == true
          year between 1800 and 1900    name starts-with Mount
        Comparisons: == != < <= > >= contains starts-with ends-with
                     between … and …
        Text compares ignoring case and accents. Quote text with spaces
        ("New Zealand"); inside quotes, \\" and \\\\ stand for " and \\.
        Join conditions with `and` or with `or` (one of the two). Several
        --where options are joined with `and`. `describe TYPE` lists the
        comparisons of each property.

      SORTING (--sort):
        A sortable property, optionally :asc or :desc (heightMeters:desc).
        Repeat --sort to break ties.

      EXAMPLES:
        find LandmarkEntity --sort heightMeters:desc \\
          --where 'continent == "Europe" and heightMeters > 3000'
        find LandmarkEntity --where 'kind == volcano or kind == glacier' \\
          --limit 5 --json
      """)

  @Argument(help: "The entity type.") var type: String
  @Option(
    name: .customLong("where"),
    help: ArgumentHelp("Conditions; see CONDITIONS below.", valueName: "conditions"))
  var conditions: [String] = []
  @Option(name: .long, help: ArgumentHelp("A sort key: property[:asc|:desc].", valueName: "key"))
  var sort: [String] = []
  @Option(name: .long, help: "The most entities to show.") var limit: Int?
  @OptionGroup var host: HostOptions
  @OptionGroup var output: OutputOptions

  func validate() throws {
    if let limit, limit < 0 { throw ValidationError("--limit must be 0 or more.") }
  }

  func run() async throws {
    let context = CommandContext.required
    var request = FindRequest(limit: limit)
    var modes: Set<String> = []
    for text in conditions {
      let clause: WhereClause
      do {
        clause = try WhereClause(parsing: text)
      } catch let error as WhereClause.SyntaxError {
        context.console.printError("error: --where: \(error.description)")
        throw CommandExit(status: ExitStatus.usage)
      }
      request.filters += clause.filters
      if clause.filters.count > 1 { modes.insert(clause.mode == .and ? "and" : "or") }
      request.mode = clause.mode
    }
    if conditions.count > 1, modes.contains("or") {
      context.console.printError(
        "error: --where: several --where options are joined with ‘and’; write the ‘or’ conditions in one."
      )
      throw CommandExit(status: ExitStatus.usage)
    }
    if conditions.count > 1 { request.mode = .and }
    do {
      request.sort = try sort.map(FindRequest.SortKey.init(parsing:))
    } catch let error as IntentsError {
      context.console.printError("error: --sort: \(error.description)")
      throw CommandExit(status: ExitStatus.usage)
    }
    let host = try await host.makeHost()
    let found = try await host.find(type: type, request)
    var columns: [String] = []
    for name in request.filters.map(\.property) + request.sort.map(\.property)
    where !columns.contains(name) {
      columns.append(name)
    }
    let writer = EntityOutput(host: host, console: context.console, json: output.json)
    if !output.json, found.isEmpty {
      context.console.print("No \(type) matches.")
      return
    }
    try await writer.write(found, columns: columns)
  }
}
