import AppIntents
import ArgumentParser
import IntentsRuntime
import IntentsWire

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
  @Option(name: .long, help: "The most entities to show (default \(Paging.defaultLimit)).")
  var limit: Int?
  @Option(name: .long, help: "How many matching entities to skip: the next page's offset.")
  var offset = 0
  @Option(
    name: .long,
    help: ArgumentHelp(
      "The whole Find in its JSON form, as HTTP and MCP take it, instead of --where, --sort, "
        + "--limit and --offset.", valueName: "json"))
  var request: String?
  @Option(
    name: .long,
    help: ArgumentHelp(
      "With --json, which property values each entity carries: all, none, or names separated "
        + "by commas (default: the inexpensive ones).", valueName: "selection"))
  var properties: String?
  @OptionGroup var host: HostOptions
  @OptionGroup var output: OutputOptions

  func validate() throws {
    if request != nil, !conditions.isEmpty || !sort.isEmpty || limit != nil || offset != 0 {
      throw ValidationError(
        "--request is the whole Find: leave out --where, --sort, --limit and --offset.")
    }
    if let limit, limit < 0 { throw ValidationError("--limit must be 0 or more.") }
    if offset < 0 { throw ValidationError("--offset must be 0 or more.") }
  }

  func run() async throws {
    let context = CommandContext.required
    let request: FindRequest
    if let text = self.request {
      let json: JSONValue
      do {
        json = try JSONValue(parsing: text)
      } catch {
        throw IntentsError(
          IntentsError.invalidRequest,
          "--request is not valid JSON: give a Find such as {\"filters\": [], \"limit\": 5}.")
      }
      request = try FindRequest(json: json)
    } else {
      request = try findRequest()
    }
    let host = try await host.makeHost()
    let page = try await host.findPage(type: type, request)
    var columns: [String] = []
    for name in request.filters.map(\.property) + request.sort.map(\.property)
    where !columns.contains(name) {
      columns.append(name)
    }
    var selection: PropertySelection? = .inexpensive
    if let properties {
      let names = try await host.describe(entityType: type).properties.map(\.name)
      selection = try PropertySelection.fromQuery(properties, names: names, type: type)
    }
    let writer = EntityOutput(host: host, console: context.console, json: output.json)
    try await writer.write(page, columns: columns, what: "\(type) matches", selection: selection)
  }

  /// The Find the options describe.
  private func findRequest() throws -> FindRequest {
    var request = FindRequest(limit: limit, offset: offset)
    var modes: Set<String> = []
    for text in conditions {
      let clause: WhereClause
      do {
        clause = try WhereClause(parsing: text)
      } catch let error as WhereClause.SyntaxError {
        throw UsageError("--where: \(error.description)")
      }
      request.filters += clause.filters
      if clause.filters.count > 1 { modes.insert(clause.mode == .and ? "and" : "or") }
      request.mode = clause.mode
    }
    if conditions.count > 1, modes.contains("or") {
      throw UsageError(
        "--where: several --where options are joined with ‘and’; write the ‘or’ conditions in one.")
    }
    if conditions.count > 1 { request.mode = .and }
    do {
      request.sort = try sort.map(FindRequest.SortKey.init(parsing:))
    } catch let error as IntentsError {
      throw UsageError("--sort: \(error.description)")
    }
    return request
  }
}
