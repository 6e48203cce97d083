import ArgumentParser
import IntentsRuntime
import IntentsWire

/// `get TYPE ID…`: entities by identifier.
struct GetCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "get",
    abstract: "Show entities by identifier, in the order given.",
    discussion:
      "One identifier shows every property; several show a table. Identifiers that no longer exist are reported, and the status is then 66."
  )

  @Argument(help: "The entity type.") var type: String
  @Argument(help: "One or more identifiers.") var identifiers: [String]
  @Flag(name: .long, help: "Also compute expensive (deferred) properties.") var allProperties =
    false
  @Option(
    name: .customLong("property"),
    help: ArgumentHelp(
      "Also compute this expensive (deferred) property; repeat for several.", valueName: "name"))
  var namedProperties: [String] = []
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Which property values to show: all, none, or names separated by commas (default: the "
        + "inexpensive ones, and those named with --property).", valueName: "selection"))
  var properties: String?
  @Option(
    name: .customLong("as"),
    help: "Write the entity's content of this type (public.plain-text, image/png, pdf…).")
  var contentType: String?
  @Option(name: .customLong("output"), help: "With --as, the file to write the content to.")
  var outputFile: String?
  @OptionGroup var host: HostOptions
  @OptionGroup var output: OutputOptions

  func validate() throws {
    if identifiers.isEmpty { throw ValidationError("Give at least one identifier.") }
    if contentType != nil && identifiers.count != 1 {
      throw ValidationError("--as exports one entity: give one identifier.")
    }
    if outputFile != nil && contentType == nil {
      throw ValidationError("--output writes the content --as asks for: add --as TYPE.")
    }
  }

  /// The property values asked for, read as HTTP reads `?properties=`: `--all-properties` is
  /// `all`, and each `--property` joins the names of `--properties`; without `--properties`,
  /// `--property` computes its deferred property beside the inexpensive ones.
  func selection(_ host: IntentsHost) async throws -> PropertySelection? {
    if allProperties { return .all }
    var text = properties
    if !namedProperties.isEmpty {
      text = ((properties.map { [$0] } ?? []) + namedProperties).joined(separator: ",")
    }
    guard text != nil else { return .inexpensive }
    let names = try await host.describe(entityType: type).properties.map(\.name)
    let selection = try PropertySelection.fromQuery(text, names: names, type: type)
    if properties == nil, case .only(let named)? = selection { return .including(named) }
    return selection
  }

  func run() async throws {
    let console = CommandContext.required.console
    let host = try await host.makeHost()
    if let contentType {
      let entity = try await host.entity(type: type, identifier: identifiers[0])
      try await ContentExport.write(
        entity, as: contentType, to: outputFile, host: host, console: console)
      return
    }
    let selection = try await selection(host)
    let resolved = try await host.resolve(type: type, identifiers: identifiers)
    let found = resolved.compactMap(\.entity)
    let missing = resolved.compactMap { item -> String? in
      if case .missing(let identifier) = item { return identifier }
      return nil
    }
    let writer = EntityOutput(host: host, console: console, json: output.json)
    if output.json {
      console.print(try await host.json(of: resolved, properties: selection).prettyPrinted)
    } else if found.count == 1, identifiers.count == 1 {
      try await writer.write(found[0], selection: selection ?? .including([]))
    } else if !found.isEmpty {
      try await writer.write(found)
    }
    if !missing.isEmpty {
      throw IntentsError(
        IntentsError.entityNotFound,
        "No \(type) has the identifier \(missing.map { "“\($0)”" }.joined(separator: ", ")).")
    }
  }
}

/// `suggest TYPE`: what the type's query suggests.
struct SuggestCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "suggest", abstract: "Show the entities the type's query suggests.")

  @Argument(help: "The entity type.") var type: String
  @Option(
    name: .customLong("context"),
    help: "A situation, such as audio.nowPlaying: the entities relevant in it come first.")
  var situation: String?
  @OptionGroup var page: PageOptions
  @OptionGroup var host: HostOptions
  @OptionGroup var output: OutputOptions

  func run() async throws {
    let context = CommandContext.required
    let host = try await host.makeHost()
    let results = try await host.suggest(type: type, context: situation, paging: page.paging)
    try await EntityOutput(host: host, console: context.console, json: output.json)
      .write(results, what: "suggestions", selection: try await page.selection(host, type: type))
  }
}

/// `search TYPE TEXT`: entities matching text.
struct SearchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "search",
    abstract: "Show the entities whose names or text match, ignoring case and accents.",
    discussion: "Types whose query cannot match text answer with status 65 rather than guessing.")

  @Argument(help: "The entity type.") var type: String
  @Argument(help: "The text to look for.") var text: String
  @OptionGroup var page: PageOptions
  @OptionGroup var host: HostOptions
  @OptionGroup var output: OutputOptions

  func run() async throws {
    let context = CommandContext.required
    let host = try await host.makeHost()
    let results = try await host.search(type: type, text: text, paging: page.paging)
    let selection = try await page.selection(host, type: type)
    try await EntityOutput(host: host, console: context.console, json: output.json)
      .write(results, what: "\(type) matches “\(text)”", selection: selection)
  }
}
