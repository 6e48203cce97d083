import AppIntents
import ArgumentParser
import IntentsRuntime
import IntentsWire

/// `describe NAME`: an entity type's properties, an enum's cases or an intent's parameters.
struct DescribeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "describe",
    abstract: "Show an entity type's properties, an enum's cases or an intent's parameters.",
    discussion:
      "For an entity type, COMPARISONS lists what `find --where` accepts for each property (in its syntax), and SORT whether `--sort` can use it. With --json, the comparisons have their runtime names."
  )

  @Argument(help: "An entity type, enum or intent, as `types` lists them.") var name: String
  @OptionGroup var host: HostOptions
  @OptionGroup var output: OutputOptions

  func run() async throws {
    let console = CommandContext.required.console
    let host = try await host.makeHost()
    if host.entityTypes.contains(name) {
      let description = try await host.describe(entityType: name)
      if try output.printJSON(description, on: console) { return }
      console.print("\(description.identifier) — \(description.name)")
      printSchema(description.schema, on: console)
      console.print(
        "identifiers: \(description.identifierForm)"
          + (description.syncable == true ? " (stable across devices: SyncableEntity)" : ""))
      console.print(
        "search: \(description.capabilities.textSearch.rawValue)   "
          + "find: \(description.capabilities.find.rawValue)")
      if let template = description.urlTemplate { console.print("url: \(template)") }
      if let values = description.valueRepresentations {
        let list = values.map { "\($0.valueType) (\($0.imports ? "out and in" : "out only"))" }
        console.print("as system values: \(list.joined(separator: ", "))")
      }
      var table = TextTable(["PROPERTY", "TITLE", "TYPE", "COMPARISONS", "SORT"])
      for property in description.properties {
        table.add([
          property.name, property.title, describe(property.value),
          property.comparators.map(Self.syntax).joined(separator: " "),
          property.sortable ? "yes" : "",
        ])
      }
      console.print("")
      console.print(table.rendered)
    } else if host.enumTypes.contains(name) {
      let description = try host.describe(enumType: name)
      if try output.printJSON(description, on: console) { return }
      console.print("\(description.identifier) — \(description.name)")
      printSchema(description.schema, on: console)
      var table = TextTable(["VALUE", "TITLE", "SYNONYMS"])
      for item in description.cases {
        table.add([item.rawValue, item.title, item.synonyms.joined(separator: ", ")])
      }
      console.print(table.rendered)
    } else {
      let description = try host.describe(intent: name)
      if try output.printJSON(description, on: console) { return }
      console.print("\(description.identifier) — \(description.title)")
      printSchema(description.schema, on: console)
      if let text = description.description { console.print(text) }
      if let summary = description.summary { console.print("summary: \(summary)") }
      if let kinds = description.kinds { console.print("kinds: \(kinds.joined(separator: ", "))") }
      if let targets = description.executionTargets {
        console.print("runs in: \(targets.joined(separator: ", "))")
      }
      if let deprecation = description.deprecation {
        console.print("deprecated: \(deprecation.message)")
      }
      var table = TextTable(["PARAMETER", "TITLE", "TYPE", "REQUIRED", "DEFAULT", "HINTS"])
      for parameter in description.parameters {
        table.add([
          "--\(parameter.name)", parameter.title, describe(parameter.value),
          parameter.isRequired ? "yes" : "",
          parameter.defaultValue.map { Rendering.cell($0) } ?? "", Self.hints(parameter),
        ])
      }
      console.print("")
      console.print(table.rendered)
    }
  }

  /// The assistant schema the type adopts and what it means:
  /// `Schema: photos.openAsset — Opens a photo or video in the app.`
  private func printSchema(_ schema: SchemaDescription?, on console: Console) {
    guard let schema else { return }
    console.print("Schema: \(schema.id)" + (schema.meaning.isEmpty ? "" : " — \(schema.meaning)"))
  }

  /// A comparison as `--where` writes it.
  static func syntax(_ comparison: QueryComparisonOperator) -> String {
    WhereClause.comparisons.first { $0.1 == comparison }.map(\.0) ?? comparison.rawValue
  }

  /// A parameter's range, allowed values and hints, in words.
  static func hints(_ parameter: IntentTypeDescription.Parameter) -> String {
    var parts: [String] = []
    if let range = parameter.range, range.count == 2 {
      parts.append("from \(Rendering.cell(range[0])) to \(Rendering.cell(range[1]))")
    }
    if let allowed = parameter.allowedValues {
      parts.append("one of " + allowed.map { Rendering.cell($0) }.joined(separator: ", "))
    }
    if let hints = parameter.hintText { parts.append(hints) }
    return parts.joined(separator: "; ")
  }

  private func describe(_ value: ValueDescriptor) -> String {
    value.kind.description + (value.isOptional ? "?" : "")
  }
}
