import AppIntents
public import IntentsRuntime

/// JSON Schemas (draft 2020-12, as OpenAPI 3.1 and MCP use them) of what the host accepts,
/// built from its types' descriptions: the values of properties and parameters, Find requests
/// and intent parameters.
extension IntentsHost {
  /// The schema of a value of a kind, as a caller gives it. An entity is given by identifier
  /// (in a Find) — or, as a parameter, by identifier (`{"id": "12"}`) or by text to search;
  /// an enum case by raw value.
  public func schema(of descriptor: ValueDescriptor, asParameter: Bool = false) -> JSONValue {
    let schema = schema(of: descriptor.kind, asParameter: asParameter)
    return descriptor.isOptional ? JSONValue.nullable(schema) : schema
  }

  func schema(of kind: ValueKind, asParameter: Bool) -> JSONValue {
    switch kind {
    case .string: return ["type": "string"]
    case .integer: return Self.integerSchema
    case .number: return ["type": "number"]
    case .boolean: return ["type": "boolean"]
    case .date:
      return [
        "type": "string", "format": "date-time",
        "description": "ISO 8601, such as 2024-05-01T09:30:00Z or 2024-05-01",
      ]
    case .url: return ["type": "string", "format": "uri"]
    case .entity(let type):
      let byIdentifier =
        (try? identifierSchema(type: type))
        ?? ["type": "string", "description": .string("The identifier of a \(type)")]
      guard asParameter else { return byIdentifier }
      let named: [JSONValue] = [
        [
          "type": "object", "properties": ["id": byIdentifier], "required": ["id"],
          "additionalProperties": false,
        ],
        [
          "type": "string", "pattern": .string(TextSchema.withoutControls),
          "description": .string(
            "Text naming a \(type), without control characters; several matches come back as "
              + "choices to pick by id"),
        ],
      ]
      return ["anyOf": .array(named + importedFileSchemas(type) + importedValueSchemas(type))]
    case .enumeration(let type):
      let cases = (try? describe(enumType: type).cases) ?? []
      var schema: [String: JSONValue] = [
        "type": "string", "enum": .array(cases.map { .string($0.rawValue) }),
      ]
      let titles = cases.map { "\($0.rawValue): \($0.title)" }.joined(separator: ", ")
      if !titles.isEmpty { schema["description"] = .string(titles) }
      return .object(schema)
    case .array(let element):
      return ["type": "array", "items": schema(of: element, asParameter: asParameter)]
    case .union(let members):
      return Self.taggedUnionSchema(members, value: unionInputValueSchema)
    case .unsupported(let type):
      if let known = SemanticContentInput.schema(forUnsupported: type) { return known }
      return ["description": .string("A \(type) value; not convertible from JSON")]
    case .file, .person, .personName, .placemark, .placeDescriptor, .currencyAmount,
      .paymentMethod, .measurement, .duration, .dateComponents, .searchCriteria:
      return kind.structuredInputSchema ?? [:]
    }
  }

  /// The schema of one case's value of a union given as input: an entity's by its identifier
  /// or as the outputs write it (an object with its `id`).
  private func unionInputValueSchema(_ kind: ValueKind) -> JSONValue {
    let value = schema(of: kind, asParameter: false)
    guard case .entity = kind else { return value }
    return [
      "anyOf": [value, ["type": "object", "properties": ["id": value], "required": ["id"]]]
    ]
  }

  /// The file forms an entity parameter takes when its type imports files (see
  /// `importedContentTypes(ofEntityType:)`); none otherwise.
  private func importedFileSchemas(_ type: String) -> [JSONValue] {
    let types = (try? importedContentTypes(ofEntityType: type)) ?? []
    guard !types.isEmpty else { return [] }
    let names = types.map(\.identifier).joined(separator: ", ")
    return (FileSchemas.input.objectValue?["anyOf"]?.arrayValue ?? []).map { alternative in
      guard var members = alternative.objectValue else { return alternative }
      members["description"] = .string("A file to make the \(type) from: \(names)")
      return .object(members)
    }
  }

  /// The system values an entity parameter takes in the entity's place when its type imports
  /// them (`ValueRepresentation(exporting:importing:)`): `{"IntentPerson": {…}}`; none
  /// otherwise.
  private func importedValueSchemas(_ type: String) -> [JSONValue] {
    let representations = (try? valueRepresentations(ofEntityType: type)) ?? []
    return representations.filter(\.imports).map { representation in
      let value = schema(of: representation.kind, asParameter: true)
      return [
        "type": "object", "properties": .object([representation.name: value]),
        "required": [.string(representation.name)], "additionalProperties": false,
        "description": .string("A \(representation.name) to make the \(type) from"),
      ]
    }
  }

  /// The schema of a whole number: one an `Int` holds. The surfaces read whole numbers exactly
  /// (`9007199254740993` stays itself), so the bounds are `Int`'s; `1e300` is not a whole
  /// number any `Int` holds. (A client whose JSON parser reads numbers as doubles —
  /// JavaScript's — rounds those past 2^53 before sending them; it sends them as text.)
  static let integerSchema: JSONValue = [
    "type": "integer", "minimum": .integer(Int.min), "maximum": .integer(Int.max),
  ]

  /// The schema of an identifier of an entity type: exactly the texts ``resolve(type:identifiers:)``
  /// reads as identifiers of the type's form. Whole numbers (`Int` identifiers) are in
  /// canonical decimal — `42`, `-7`, not `+7`, `007` or `-0` — up to `Int`'s bounds; UUIDs are
  /// in either case; any other text has at most `EntityIdentifier.valueMaximumLength`
  /// characters. Throws ``IntentsError/unknownType`` for a type the host does not serve.
  ///
  /// Adapters advertise and check identifiers with it; `schema(of:asParameter:)` uses it for
  /// entities given by identifier.
  public func identifierSchema(type: String) throws -> JSONValue {
    IdentifierForm.schema(form: try identifierForm(ofEntityType: type), type: type)
  }

  /// The schema of the `limit` of a page (see ``Paging``).
  public static let limitSchema: JSONValue = [
    "type": "integer", "minimum": 0, "maximum": .number(Double(Paging.maximumLimit)),
    "default": .number(Double(Paging.defaultLimit)),
    "description": .string(
      "The most entities to return: \(Paging.defaultLimit) when left out, at most "
        + "\(Paging.maximumLimit)"),
  ]

  /// The schema of the `offset` of a page (see ``Paging``).
  public static let offsetSchema: JSONValue = [
    "type": "integer", "minimum": 0, "maximum": .number(Double(Paging.maximumOffset)),
    "default": 0,
    "description": "How many matching entities to skip: the nextOffset of the previous page",
  ]

  /// The schema of a Find over an entity type: each filter names one of the properties that
  /// can be filtered with one of its comparisons; sort keys name sortable properties.
  public func findSchema(type: String) async throws -> JSONValue {
    let description = try await describe(entityType: type)
    let filterable = description.properties.filter { !$0.comparators.isEmpty }
    let filters: [JSONValue] = filterable.map { property in
      let value = filterValueSchema(property)
      let comparisons = property.comparators.filter { $0 != .isBetween }
      var options: [JSONValue] = []
      if !comparisons.isEmpty {
        options.append([
          "type": "object",
          "properties": [
            "property": ["const": .string(property.name)],
            "comparison": ["enum": .array(comparisons.map { .string($0.rawValue) })],
            "value": value,
          ],
          "required": ["property", "comparison", "value"], "additionalProperties": false,
        ])
      }
      if property.comparators.contains(.isBetween) {
        options.append([
          "type": "object",
          "properties": [
            "property": ["const": .string(property.name)],
            "comparison": ["const": "isBetween"],
            "values": ["type": "array", "items": value, "minItems": 2, "maxItems": 2],
          ],
          "required": ["property", "comparison", "values"], "additionalProperties": false,
        ])
      }
      return options.count == 1 ? options[0] : ["anyOf": .array(options)]
    }
    let sortable = description.properties.filter(\.sortable).map { JSONValue.string($0.name) }
    var properties: [String: JSONValue] = [
      "filters": [
        "type": "array", "maxItems": .number(Double(FindRequest.maximumFilters)),
        "items": filters.isEmpty ? ["not": [:]] : ["anyOf": .array(filters)],
        "description": "Conditions on properties",
      ],
      "mode": [
        "type": "string", "enum": ["and", "or"],
        "description": "Whether all conditions must hold (and, the default) or any (or)",
      ],
      "limit": Self.limitSchema,
      "offset": Self.offsetSchema,
    ]
    if !sortable.isEmpty {
      properties["sort"] = [
        "type": "array",
        "items": [
          "type": "object",
          "properties": [
            "property": ["type": "string", "enum": .array(sortable)],
            "order": ["type": "string", "enum": ["ascending", "descending"]],
          ],
          "required": ["property"], "additionalProperties": false,
        ],
        "description": "Sort keys, in priority order",
      ]
    }
    return ["type": "object", "properties": .object(properties), "additionalProperties": false]
  }

  /// The schema of the value a filter compares a property with: the property's own value
  /// type, or the element type for membership in a collection — text in it without control
  /// characters, which a Find refuses.
  private func filterValueSchema(_ property: PropertyDescription) -> JSONValue {
    if case .array(let element) = property.value.kind {
      return TextSchema.refusingControls(schema(of: element, asParameter: false))
    }
    return TextSchema.refusingControls(schema(of: property.value.kind, asParameter: false))
  }

  /// The schema of an intent's parameters: one member per parameter, required when the
  /// intent cannot run without it.
  public func parametersSchema(intent: String) throws -> JSONValue {
    let description = try describe(intent: intent)
    var properties: [String: JSONValue] = [:]
    for parameter in description.parameters {
      guard case .object(var schema) = schema(of: parameter.value, asParameter: true) else {
        continue
      }
      var text = parameter.title
      if let detail = parameter.description { text += ". " + detail }
      if let existing = schema["description"]?.stringValue { text += ". " + existing }
      schema["description"] = .string(text)
      if let allowed = parameter.allowedValues { schema["enum"] = .array(allowed) }
      if let range = parameter.range, range.count == 2 {
        schema["exclusiveMinimum"] = nil
        schema["exclusiveMaximum"] = nil
        schema["minimum"] = range[0]
        schema["maximum"] = range[1]
      }
      if let value = parameter.defaultValue { schema["default"] = value }
      properties[parameter.name] = .object(parameter.hinted(schema))
    }
    let required = description.parameters.filter { $0.isRequired && $0.defaultValue == nil }
      .map { JSONValue.string($0.name) }
    return [
      "type": "object", "properties": .object(properties), "required": .array(required),
      "additionalProperties": false,
    ]
  }
}
