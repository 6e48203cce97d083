import ArgumentParser
import IntentsRuntime
import IntentsWire

/// `types`: what the app serves.
struct TypesCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "types",
    abstract: "List the entity types, enums and intents, with what each can do.",
    discussion:
      "SEARCH and FIND say how text search and Find work for a type: through its own query, derived from every entity, or not at all. SCHEMA is the assistant schema a type adopts. Types that are for an assistant only (isAssistantOnly) are left out, as Apple leaves them out of the Shortcuts app; they stay available by name."
  )

  @OptionGroup var host: HostOptions
  @OptionGroup var output: OutputOptions

  func run() async throws {
    let console = CommandContext.required.console
    let manifest = try await host.makeHost().manifest(for: .people)
    let (entities, enums, intents) = (manifest.entities, manifest.enums, manifest.intents)
    if output.json {
      let json: JSONValue = [
        "entities": .array(
          entities.map {
            JSONValue.object([
              "identifier": .string($0.identifier), "name": .string($0.name),
              "search": .string($0.capabilities.textSearch.rawValue),
              "find": .string($0.capabilities.find.rawValue),
              "properties": .array($0.properties.map { .string($0.name) }),
            ]).adding(schema: $0.schema)
          }),
        "enums": .array(
          enums.map {
            JSONValue.object([
              "identifier": .string($0.identifier), "name": .string($0.name),
              "cases": .array($0.cases.map { .string($0.rawValue) }),
            ]).adding(schema: $0.schema)
          }),
        "intents": .array(
          intents.map {
            JSONValue.object([
              "identifier": .string($0.identifier), "title": .string($0.title),
              "parameters": .array($0.parameters.map { .string($0.name) }),
            ]).adding(schema: $0.schema)
          }),
      ]
      console.print(json.prettyPrinted)
      return
    }
    var table = TextTable(["TYPE", "KIND", "NAME", "SEARCH", "FIND", "SCHEMA"])
    for entity in entities {
      table.add([
        entity.identifier, "entity", entity.name, entity.capabilities.textSearch.rawValue,
        entity.capabilities.find.rawValue, entity.schema?.id ?? "",
      ])
    }
    for value in enums {
      table.add([value.identifier, "enum", value.name, "", "", value.schema?.id ?? ""])
    }
    for intent in intents {
      table.add([intent.identifier, "intent", intent.title, "", "", intent.schema?.id ?? ""])
    }
    console.print(table.rendered)
  }

}

extension JSONValue {
  /// The object with a `schema` member — the assistant schema's id and meaning — when the type
  /// adopts one.
  fileprivate func adding(schema: SchemaDescription?) -> JSONValue {
    guard let schema, case .object(var members) = self else { return self }
    members["schema"] = ["id": .string(schema.id), "meaning": .string(schema.meaning)]
    return .object(members)
  }
}
