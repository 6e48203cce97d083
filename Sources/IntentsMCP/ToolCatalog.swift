import IntentsRuntime
import IntentsWire
import MCP

/// The tools a host offers, built once from its manifest:
///
/// - for each entity type `T`: `get_T` (by identifier), `search_T` (by text, when the type's
///   query can search), `find_T` (by property values, when it can find) and `suggest_T`;
/// - for each discoverable intent: a tool named after the intent's identifier.
///
/// Each tool carries the JSON Schema its arguments are checked against, and says what it does.
struct ToolCatalog: Sendable {
  /// What calling a tool does.
  enum Action: Sendable, Hashable {
    case get(type: String)
    case search(type: String)
    case find(type: String)
    case suggest(type: String)
    /// Runs an intent; `answers` names the argument carrying answers to its questions.
    case run(intent: String, answers: String)
  }

  /// One tool: what it advertises, and what calling it does.
  struct Entry: Sendable {
    var tool: Tool
    var action: Action
    /// The schema the arguments are checked against (the advertised one).
    var inputSchema: JSONValue
  }

  /// The tools in the order they are listed.
  private(set) var tools: [Tool] = []
  private var entries: [String: Entry] = [:]

  /// The tool with this name, if there is one.
  func entry(named name: String) -> Entry? { entries[name] }

  /// The names of every tool, in order.
  var names: [String] { tools.map(\.name) }

  /// The tools of everything the host serves.
  static func build(
    host: IntentsHost, manifest: Manifest, resourceTemplate: @escaping (String) -> String
  ) async throws -> ToolCatalog {
    var catalog = ToolCatalog()
    var names = ToolName()
    let text = ToolDescriptions(host: host, resourceTemplate: resourceTemplate)
    for type in manifest.entities {
      let id = type.identifier
      catalog.add(
        name: names.make("get_", id), title: "Get \(type.name)", description: text.get(type),
        input: getSchema(identifier: try host.identifierSchema(type: id)),
        output: OutputSchemas.resolved(type, host: host), action: .get(type: id))
      if type.capabilities.textSearch != "none" {
        catalog.add(
          name: names.make("search_", id), title: "Search \(type.name)",
          description: text.search(type), input: searchSchema,
          output: OutputSchemas.list(type, host: host),
          action: .search(type: id))
      }
      if type.capabilities.find != "none" {
        catalog.add(
          name: names.make("find_", id), title: "Find \(type.name)", description: text.find(type),
          input: findSchema(try await host.findSchema(type: id)),
          output: OutputSchemas.list(type, host: host), action: .find(type: id))
      }
      catalog.add(
        name: names.make("suggest_", id), title: "Suggested \(type.name)",
        description: text.suggest(type), input: suggestSchema,
        output: OutputSchemas.list(type, host: host),
        action: .suggest(type: id))
    }
    for intent in manifest.intents where intent.isDiscoverable {
      let name = names.make("", intent.identifier)
      var input = try host.parametersSchema(intent: intent.identifier)
      let answers = intent.parameters.contains { $0.name == "answers" } ? "_answers" : "answers"
      if case .object(var schema) = input, case .object(var properties)? = schema["properties"] {
        properties[answers] = answersSchema
        schema["properties"] = .object(properties)
        input = .object(schema)
      }
      catalog.add(
        name: name, title: intent.title,
        description: text.intent(intent, answersMember: answers, tool: name), input: input,
        output: OutputSchemas.outcome, action: .run(intent: intent.identifier, answers: answers))
    }
    return catalog
  }

  private mutating func add(
    name: String, title: String, description: String, input: JSONValue, output: JSONValue,
    action: Action
  ) {
    var annotations = Tool.Annotations(title: title)
    if case .run = action {
      annotations.openWorldHint = false
    } else {
      annotations.readOnlyHint = true
      annotations.idempotentHint = true
      annotations.openWorldHint = false
    }
    let tool = Tool(
      name: name, title: title, description: description, inputSchema: input.mcpValue,
      annotations: annotations, outputSchema: output.mcpValue)
    tools.append(tool)
    entries[name] = Entry(tool: tool, action: action, inputSchema: input)
  }

  // MARK: - Input schemas

  /// The arguments of `get_T`: identifiers of the type's form (the host's schema, so that a
  /// malformed one is refused with the form it must have).
  private static func getSchema(identifier: JSONValue) -> JSONValue {
    [
      "type": "object",
      "properties": [
        "ids": [
          "type": "array", "items": identifier, "minItems": 1,
          "maxItems": .number(Double(Limits.maximumIdentifiers)),
          "description": "The identifiers of the entities to get",
        ],
        "id": identifier,
        "allProperties": [
          "type": "boolean", "default": false,
          "description": "Also compute the properties that are expensive to read",
        ],
      ],
      "additionalProperties": false,
    ]
  }

  private static let listLimit: JSONValue = [
    "type": "integer", "minimum": 1, "maximum": .number(Double(MCPLimits.maximumListLimit)),
    "default": .number(Double(MCPLimits.defaultListLimit)),
    "description": "The most entities to return",
  ]

  private static let searchSchema: JSONValue = [
    "type": "object",
    "properties": [
      "query": [
        "type": "string", "minLength": 1, "maxLength": .number(Double(Limits.maximumTextLength)),
        "description": "The words to look for",
      ],
      "limit": listLimit,
    ],
    "required": ["query"],
    "additionalProperties": false,
  ]

  private static let suggestSchema: JSONValue = [
    "type": "object", "properties": ["limit": listLimit], "additionalProperties": false,
  ]

  /// The runtime's Find schema, saying what `limit` defaults to here.
  private static func findSchema(_ schema: JSONValue) -> JSONValue {
    guard case .object(var members) = schema, case .object(var properties)? = members["properties"],
      case .object(var limit)? = properties["limit"]
    else { return schema }
    limit["default"] = .number(Double(MCPLimits.defaultFindLimit))
    properties["limit"] = .object(limit)
    members["properties"] = .object(properties)
    return .object(members)
  }

  /// Answers to a run's questions, by question id: the runtime's schema of answers.
  private static let answersSchema: JSONValue = {
    guard case .object(var schema) = IntentAnswer.answersSchema else {
      return IntentAnswer.answersSchema
    }
    schema["description"] = .string(
      "Answers to the questions a previous call returned, by question id: an option's id, "
        + "true or false to confirm, or {\"value\": …} to give a value")
    return .object(schema)
  }()
}
