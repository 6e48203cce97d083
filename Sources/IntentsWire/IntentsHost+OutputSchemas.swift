import AppIntents
public import IntentsRuntime

/// JSON Schemas (draft 2020-12) of what the host writes: entities as ``json(of:properties:)``
/// gives them, with typed property values, and the lists, results and resolved identifiers
/// around them. Adapters publish these — the HTTP adapter in its OpenAPI document, the MCP
/// adapter as tools' `outputSchema` — rather than writing their own.
///
/// Every schema is self-contained (no `$ref`), so it can be used where it stands.
extension IntentsHost {
  /// The schema of an entity of a type as ``json(of:properties:)`` writes it. Throws
  /// ``IntentsError/unknownType`` for a type the host does not serve.
  public func entitySchema(type: String) async throws -> JSONValue {
    entitySchema(of: try await describe(entityType: type))
  }

  /// The schema of an entity of the described type: its type, identifier (of the type's form),
  /// title, subtitle, URL and property values. A property value is `null` only when the
  /// property is optional — or, for a number, when it is not finite; an entity-valued property
  /// is a reference (``entityReferenceSchema(type:)``); an enum case is its raw value.
  public func entitySchema(of description: EntityTypeDescription) -> JSONValue {
    var properties: [String: JSONValue] = [:]
    for property in description.properties {
      var schema = propertyValueSchema(property.value)
      if case .object(var members) = schema {
        members["description"] = .string(property.title)
        schema = .object(members)
      }
      properties[property.name] = schema
    }
    let identifier =
      (try? identifierSchema(type: description.identifier)) ?? ["type": "string"]
    var members: [String: JSONValue] = [
      "type": ["const": .string(description.identifier)],
      "id": identifier,
      "title": ["type": "string"],
      "subtitle": ["type": "string"],
      "url": ["type": "string", "description": "The entity's URL, when its type has one."],
      "ownership": [
        "type": "array",
        "items": ["type": "string", "enum": ["unknown", "shared", "public"]],
        "description": .string(
          "Who else can see the entity, when its type says: shared, public or unknown; "
            + "empty when private."),
      ],
      "properties": [
        "type": "object", "properties": .object(properties), "additionalProperties": false,
        "description":
          "Property values by name; deferred ones only when asked for.",
      ],
      "propertyErrors": [
        "type": "object", "additionalProperties": ["type": "string"],
        "description": "Why reading a deferred property failed, by property name.",
      ],
    ]
    members.merge(valueRepresentationMember(type: description.identifier)) { $1 }
    return [
      "type": "object",
      "description": .string("A \(description.name) (\(description.identifier))."),
      "properties": .object(members),
      "required": ["type", "id", "title"],
      "additionalProperties": false,
    ]
  }

  /// The schema of a page of entities a Find returns, as ``json(of:properties:)`` writes an
  /// ``EntityPage``: the entities, and the total, `truncated` and `nextOffset` members.
  public func entityListSchema(of description: EntityTypeDescription) -> JSONValue {
    [
      "type": "object",
      "properties": .object(Self.pageMembers(entities: entitySchema(of: description))),
      "required": ["entities"], "additionalProperties": false,
    ]
  }

  /// The schema of a page of search results or suggestions: the entities, the page members,
  /// the sections of the page when the query grouped them, and its prompt label.
  public func entityResultsSchema(of description: EntityTypeDescription) -> JSONValue {
    var members = Self.pageMembers(entities: entitySchema(of: description))
    members["sections"] = ["type": "array", "items": Self.sectionSchema]
    members["promptLabel"] = ["type": "string"]
    return [
      "type": "object", "properties": .object(members), "required": ["entities"],
      "additionalProperties": false,
    ]
  }

  /// The members of every page: entities, total, truncated, nextOffset.
  static func pageMembers(entities: JSONValue) -> [String: JSONValue] {
    [
      "entities": ["type": "array", "items": entities],
      "total": [
        "type": "integer", "minimum": 0,
        "description": "How many entities matched in all, when it is known.",
      ],
      "truncated": [
        "const": true,
        "description": .string(
          "Present when more entities matched than the page holds. Without a limit a page holds "
            + "\(Paging.defaultLimit), at most \(Paging.maximumLimit); ask for the next page "
            + "with the offset in nextOffset."),
      ],
      "nextOffset": [
        "type": "integer", "minimum": 1,
        "description": "The offset of the next page, when entities after this page matched.",
      ],
    ]
  }

  /// The schema of resolved identifiers as ``json(of:properties:)`` writes them: the entities
  /// found and the identifiers missing.
  public func resolvedSchema(of description: EntityTypeDescription) -> JSONValue {
    [
      "type": "object",
      "properties": [
        "entities": ["type": "array", "items": entitySchema(of: description)],
        "missing": [
          "type": "array", "items": ["type": "string"],
          "description": "The identifiers asked for that no entity has.",
        ],
      ],
      "required": ["entities", "missing"], "additionalProperties": false,
    ]
  }

  /// A section of results: its title (or `null`), and the identifiers of its entities.
  public static let sectionSchema: JSONValue = [
    "type": "object",
    "properties": [
      "title": ["type": ["string", "null"]], "ids": ["type": "array", "items": ["type": "string"]],
    ],
    "required": ["title", "ids"], "additionalProperties": false,
    "description": "A section of results: its title, and the identifiers of its entities.",
  ]

  /// The schema of an entity written as a value — a property's, or a run's result:
  /// `{"type", "id", "title", "subtitle"}`. With a type, `type` is that type.
  public static func entityReferenceSchema(type: String? = nil) -> JSONValue {
    [
      "type": "object",
      "properties": [
        "type": type.map { ["const": .string($0)] } ?? ["type": "string"],
        "id": ["type": "string"], "title": ["type": "string"], "subtitle": ["type": "string"],
        "as": [
          "type": "object",
          "description":
            "In a run's result: the system values the entity is represented as, by value type.",
        ],
      ],
      "required": ["type", "id", "title"], "additionalProperties": false,
      "description": "An entity, as a value: its type and id, title and subtitle.",
    ]
  }

  /// The schema of an entity's `"as"` member, by that name: the system values its type's
  /// `ValueRepresentation`s export it as, each by its value type's name (`IntentPerson`); no
  /// member for a type that lists none.
  func valueRepresentationMember(type: String) -> [String: JSONValue] {
    var values: [String: JSONValue] = [:]
    for representation in (try? valueRepresentations(ofEntityType: type)) ?? [] {
      values[representation.name] = propertyValueSchema(representation.kind)
    }
    guard !values.isEmpty else { return [:] }
    let names = values.keys.sorted().joined(separator: ", ")
    return [
      "as": [
        "type": "object", "properties": .object(values), "additionalProperties": false,
        "description": .string(
          "The system values the entity is represented as, by value type: \(names). A value "
            + "its export could not make is left out."),
      ]
    ]
  }

  /// The schema of a property value as the runtime writes it; `null` joins it when the value
  /// is optional.
  func propertyValueSchema(_ descriptor: ValueDescriptor) -> JSONValue {
    let schema = propertyValueSchema(descriptor.kind)
    guard descriptor.isOptional else { return schema }
    return JSONValue.nullable(schema)
  }

  /// The schema of a value of a kind as ``ValueEncoding`` writes it: dates in ISO 8601, enum
  /// cases by raw value (a number for integer raw values), entities as references, numbers
  /// that are not finite as `null`.
  private func propertyValueSchema(_ kind: ValueKind) -> JSONValue {
    switch kind {
    case .string, .url: return ["type": "string"]
    case .integer: return ["type": "integer"]
    case .number: return ["type": ["number", "null"]]
    case .boolean: return ["type": "boolean"]
    case .date: return ["type": "string", "format": "date-time"]
    case .entity(let type): return Self.entityReferenceSchema(type: type)
    case .enumeration(let type):
      let cases = (try? describe(enumType: type).cases) ?? []
      let values =
        cases.map { JSONValue.string($0.rawValue) }
        + cases.compactMap { Int($0.rawValue).map { JSONValue.number(Double($0)) } }
      return values.isEmpty ? [:] : ["enum": .array(values)]
    case .array(let element): return ["type": "array", "items": propertyValueSchema(element)]
    case .union(let members): return unionOutputSchema(members)
    case .unsupported: return [:]
    case .file, .person, .personName, .placemark, .placeDescriptor, .currencyAmount,
      .paymentMethod, .measurement, .duration, .dateComponents, .searchCriteria:
      return kind.structuredOutputSchema ?? [:]
    }
  }

  /// The tagged form of a union value as the runtime writes it (see ``taggedUnionSchema``).
  func unionOutputSchema(_ members: [ValueKind.UnionMember]) -> JSONValue {
    Self.taggedUnionSchema(members, value: propertyValueSchema)
  }

  /// A union value's tagged form: a `oneOf` with one `{"case": <const>, "value": …}` object per
  /// case, titled; `value` gives each case's value schema (as input, or as written).
  static func taggedUnionSchema(
    _ members: [ValueKind.UnionMember], value: (ValueKind) -> JSONValue
  ) -> JSONValue {
    [
      "oneOf": .array(
        members.map { member in
          [
            "type": "object", "title": .string(member.title),
            "properties": ["case": ["const": .string(member.name)], "value": value(member.kind)],
            "required": ["case", "value"], "additionalProperties": false,
          ]
        })
    ]
  }
}

extension JSONValue {
  /// The schema, or `null`: `null` joins the schema's `type` when the schema has no `enum`,
  /// `const`, `$ref` or `anyOf` to get in the way; otherwise the schema is wrapped in `anyOf`.
  /// An empty schema (any value) stays as it is.
  package static func nullable(_ schema: JSONValue) -> JSONValue {
    guard case .object(var members) = schema, !members.isEmpty else { return schema }
    let wrapped: JSONValue = ["anyOf": [schema, ["type": "null"]]]
    guard ["enum", "const", "$ref", "anyOf"].allSatisfy({ members[$0] == nil }) else {
      return wrapped
    }
    switch members["type"] {
    case .string(let type)?: members["type"] = [.string(type), "null"]
    case .array(let types)? where !types.contains("null"):
      members["type"] = .array(types + ["null"])
    case .array?: break
    default: return wrapped
    }
    return .object(members)
  }
}
