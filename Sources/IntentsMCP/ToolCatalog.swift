import AppIntents
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
    /// Searches every indexed entity type (`spotlight_search`).
    case spotlight
    /// Understands a spoken phrase and runs its App Shortcut (`interpret`).
    case interpret
    /// Searches the app's values by image and labels (`visual_search`).
    case visualSearch
    /// Calls the app's queries as the system would and reports what breaks them (`doctor`).
    case doctor
  }

  /// One tool: what it advertises, and what calling it does.
  struct Entry: Sendable {
    var tool: Tool
    var action: Action
    /// The schema the arguments are checked against (the advertised one).
    var inputSchema: JSONValue
    /// For an intent, the schema of the parameters a call may give, as every surface checks
    /// them (`IntentsHost.givenParametersSchema(intent:)`).
    var givenParameters: JSONValue?
    /// For an entity type, the names of its properties, which `properties` may select.
    var propertyNames: [String] = []
    /// The arguments clients repeat in `Mcp-Param-*` headers (``markHeaders(_:)``).
    var headerArguments: [HeaderArgument] = []
  }

  /// The tools in the order they are listed.
  var tools: [Tool] = []
  /// The tools by name.
  var entries: [String: Entry] = [:]

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
    catalog.addSpotlightTools(&names, manifest: manifest)
    for type in manifest.entities {
      let id = type.identifier
      let selectable = type.properties.map(\.name)
      catalog.add(
        name: names.make("get_", id), title: "Get \(type.name)", description: text.get(type),
        input: withProperties(
          getSchema(identifier: try host.identifierSchema(type: id)), selectable),
        output: OutputSchemas.resolved(type, host: host), action: .get(type: id),
        propertyNames: selectable)
      if type.capabilities.textSearch != .unavailable {
        catalog.add(
          name: names.make("search_", id), title: "Search \(type.name)",
          description: text.search(type), input: withProperties(searchSchema, selectable),
          output: OutputSchemas.list(type, host: host),
          action: .search(type: id), propertyNames: selectable)
      }
      if type.capabilities.find != .unavailable {
        catalog.add(
          name: names.make("find_", id), title: "Find \(type.name)", description: text.find(type),
          input: withProperties(try await host.findSchema(type: id), selectable),
          output: OutputSchemas.list(type, host: host), action: .find(type: id),
          propertyNames: selectable)
      }
      catalog.add(
        name: names.make("suggest_", id), title: "Suggested \(type.name)",
        description: text.suggest(type), input: withProperties(suggestSchema, selectable),
        output: OutputSchemas.list(type, host: host),
        action: .suggest(type: id), propertyNames: selectable)
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
        output: OutputSchemas.outcome(intent: intent.identifier, host: host),
        action: .run(intent: intent.identifier, answers: answers),
        givenParameters: try host.givenParametersSchema(intent: intent.identifier))
    }
    if !host.valueQueryTypes.isEmpty {
      catalog.add(
        name: names.make("", "visual_search"), title: "Visual search",
        description: host.images == nil
          ? ToolDescriptions.visualSearchByLabels : ToolDescriptions.visualSearch,
        input: host.images == nil ? visualSearchByLabelsSchema : visualSearchSchema,
        output: visualSearchOutput, action: .visualSearch)
    }
    // Last, so that adding it renamed no tool of a type or intent.
    catalog.add(
      name: names.make("", "doctor"), title: "Check the app's queries",
      description: ToolDescriptions.doctor, input: DoctorRequest.schema,
      output: ["type": "object", "anyOf": [DoctorReport.schema, IntentsError.schema]],
      action: .doctor)
    return catalog
  }

  mutating func add(
    name: String, title: String, description: String, input: JSONValue, output: JSONValue,
    action: Action, givenParameters: JSONValue? = nil, propertyNames: [String] = []
  ) {
    var annotations = Tool.Annotations(title: title)
    if case .run = action {
      annotations.openWorldHint = false
    } else if case .visualSearch = action {
      // Each search keeps its content for the app's "more results" run: not idempotent.
      annotations.readOnlyHint = true
      annotations.openWorldHint = false
    } else {
      annotations.readOnlyHint = true
      annotations.idempotentHint = true
      annotations.openWorldHint = false
    }
    let tool = Tool(
      name: name, title: title, description: description,
      inputSchema: Self.compact(input).mcpValue, annotations: annotations,
      outputSchema: Self.compact(output).mcpValue)
    tools.append(tool)
    entries[name] = Entry(
      tool: tool, action: action, inputSchema: input, givenParameters: givenParameters,
      propertyNames: propertyNames)
  }

  // MARK: - Input schemas

  /// The schema with a `properties` argument: which property values each entity carries, as
  /// HTTP's `?properties=` and the command line's `--properties` say it.
  private static func withProperties(_ schema: JSONValue, _ names: [String]) -> JSONValue {
    guard case .object(var members) = schema, case .object(var properties)? = members["properties"]
    else { return schema }
    var selection = PropertySelection.querySchema(names: names)
    if case .object(var annotated) = selection {
      annotated["description"] = .string(
        "Which property values each entity carries: left out, the inexpensive ones; all, "
          + "deferred ones too; none, no properties member; or names separated by commas, "
          + "those properties and no others.")
      selection = .object(annotated)
    }
    properties["properties"] = selection
    members["properties"] = .object(properties)
    return .object(members)
  }

  /// A schema as agents read it: the exact pattern of `Int` identifiers (a kilobyte that
  /// bounds each 19-digit number by `Int.max`) becomes "an optional minus and up to 19
  /// digits", which the schema's description already says in words; the runtime still refuses
  /// a larger number (`malformedIdentifier`). The HTTP adapter's OpenAPI document keeps the
  /// exact one, which schemathesis holds it to.
  static func compact(_ schema: JSONValue) -> JSONValue {
    switch schema {
    case .object(var members):
      if members["pattern"] == .string(IdentifierForm.integerPattern) {
        members["pattern"] = .string(Self.shortIntegerPattern)
      }
      return .object(members.mapValues(compact))
    case .array(let items): return .array(items.map(compact))
    default: return schema
    }
  }

  static let shortIntegerPattern = #"^(?:0|-?[1-9][0-9]{0,18})(?![\s\S])"#

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

  private static let searchSchema: JSONValue = [
    "type": "object",
    "properties": [
      "query": [
        "type": "string", "minLength": 1, "maxLength": .number(Double(Limits.maximumTextLength)),
        "pattern": .string(TextSchema.withoutControls),
        "description": "The words to look for, without control characters",
      ],
      "limit": IntentsHost.limitSchema, "offset": IntentsHost.offsetSchema,
    ],
    "required": ["query"],
    "additionalProperties": false,
  ]

  private static let suggestSchema: JSONValue = [
    "type": "object",
    "properties": [
      "limit": IntentsHost.limitSchema, "offset": IntentsHost.offsetSchema,
      "context": [
        "type": "string", "enum": .array(AppEntityContext.all.map { .string($0.name) }),
        "description": .string(
          "A situation — "
            + AppEntityContext.all.map(\.name).joined(separator: ", ")
            + ": the entities the app registered as relevant in it come first."),
      ],
    ],
    "additionalProperties": false,
  ]

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

  // MARK: - Visual search

  /// The arguments of `visual_search`: the wire layer's visual search.
  private static let visualSearchSchema: JSONValue = [
    "type": "object", "additionalProperties": false,
    "properties": [
      "image": [
        "description": .string(
          "The picture: MCP image content ({\"type\": \"image\", \"data\": BASE64, "
            + "\"mimeType\": \"image/png\"}) or the base64 of a PNG or JPEG."),
        "anyOf": [
          ["type": "string"],
          [
            "type": "object",
            "properties": [
              "type": ["const": "image"], "data": ["type": "string"],
              "mimeType": ["enum": ["image/png", "image/jpeg"]],
            ],
            "required": ["data"],
          ],
        ],
      ],
      "labels": [
        "type": "array", "items": ["type": "string", "minLength": 1],
        "maxItems": .number(Double(VisualSearchRequest.maximumLabels)),
        "description": "Words for what the picture shows, most confident first.",
      ],
      "limit": [
        "type": "integer", "minimum": 0,
        "maximum": .number(Double(VisualSearchRequest.maximumLimit)),
      ],
    ],
  ]

  /// The arguments of `visual_search` on a host that reads no images: the same, with the
  /// image described as refused (as every surface refuses it: `notSearchable`).
  private static let visualSearchByLabelsSchema: JSONValue = {
    guard case .object(var schema) = visualSearchSchema,
      case .object(var properties) = schema["properties"],
      case .object(var image) = properties["image"]
    else { return visualSearchSchema }
    image["description"] = .string(
      "Not read by this app, which was set up without an image reader: an image is refused "
        + "(notSearchable). Send labels instead.")
    properties["image"] = .object(image)
    schema["properties"] = .object(properties)
    return .object(schema)
  }()

  /// What `visual_search` returns.
  private static let visualSearchOutput: JSONValue = [
    "type": "object", "required": ["values", "labels", "truncated"],
    "properties": [
      "values": ["type": "array", "items": ["type": "object"]],
      "labels": ["type": "array", "items": ["type": "string"]],
      "truncated": ["type": "boolean"],
    ],
  ]
}
