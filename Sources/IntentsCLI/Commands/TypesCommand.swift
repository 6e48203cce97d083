import ArgumentParser
import IntentsRuntime
import IntentsWire

/// `types`: what the app serves.
struct TypesCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "types",
    abstract: "List the entity types, enums and intents, with what each can do.",
    discussion:
      "SEARCH and FIND say how text search and Find work for a type: through its own query, derived from every entity, or not at all."
  )

  @OptionGroup var host: HostOptions
  @OptionGroup var output: OutputOptions

  func run() async throws {
    let console = CommandContext.required.console
    let host = try await host.makeHost()
    var entities: [EntityTypeDescription] = []
    for type in host.entityTypes { entities.append(try await host.describe(entityType: type)) }
    let enums = try host.enumTypes.map { try host.describe(enumType: $0) }
    let intents = try host.intentTypes.map { try host.describe(intent: $0) }
    if output.json {
      let json: JSONValue = [
        "entities": .array(
          entities.map {
            [
              "identifier": .string($0.identifier), "name": .string($0.name),
              "search": .string($0.capabilities.textSearch.rawValue),
              "find": .string($0.capabilities.find.rawValue),
              "properties": .array($0.properties.map { .string($0.name) }),
            ]
          }),
        "enums": .array(
          enums.map {
            [
              "identifier": .string($0.identifier), "name": .string($0.name),
              "cases": .array($0.cases.map { .string($0.rawValue) }),
            ]
          }),
        "intents": .array(
          intents.map {
            [
              "identifier": .string($0.identifier), "title": .string($0.title),
              "parameters": .array($0.parameters.map { .string($0.name) }),
            ]
          }),
      ]
      console.print(json.prettyPrinted)
      return
    }
    var table = TextTable(["TYPE", "KIND", "NAME", "SEARCH", "FIND"])
    for entity in entities {
      table.add([
        entity.identifier, "entity", entity.name, entity.capabilities.textSearch.rawValue,
        entity.capabilities.find.rawValue,
      ])
    }
    for value in enums { table.add([value.identifier, "enum", value.name, "", ""]) }
    for intent in intents { table.add([intent.identifier, "intent", intent.title, "", ""]) }
    console.print(table.rendered)
  }
}
