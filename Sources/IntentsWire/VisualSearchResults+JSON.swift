public import IntentsRuntime

extension VisualSearchResults {
  /// The results as adapters send them:
  /// `{"values": [{"rank", "query", "unionCase"?, "type", "id"?, "title", "subtitle"?, "value",
  /// "open"?}], "labels", "image"?, "truncated", "moreResults"?}`. This is an OpenIntents
  /// addition.
  public var json: JSONValue {
    var object: [String: JSONValue] = [
      "values": .array(values.map(\.json)),
      "labels": .array(labels.map(JSONValue.string)),
      "truncated": .bool(truncated),
    ]
    if let image {
      object["image"] = .object([
        "format": .string(image.format), "width": .number(Double(image.width)),
        "height": .number(Double(image.height)),
      ])
    }
    if let moreResults { object["moreResults"] = moreResults.json }
    return .object(object)
  }
}

extension VisualSearchValue {
  /// The value as adapters send it. This is an OpenIntents addition.
  public var json: JSONValue {
    var object: [String: JSONValue] = [
      "rank": .number(Double(rank)), "query": .string(query), "type": .string(typeIdentifier),
      "title": .string(title),
    ]
    if let unionCase { object["unionCase"] = .string(unionCase) }
    if let subtitle { object["subtitle"] = .string(subtitle) }
    switch value {
    case .entity(let entity):
      object["id"] = .string(entity.identifier)
      var reference: [String: JSONValue] = [
        "type": .string(entity.typeIdentifier), "id": .string(entity.identifier),
        "title": .string(entity.title),
      ]
      if let subtitle = entity.subtitle { reference["subtitle"] = .string(subtitle) }
      object["value"] = .object(reference)
    case .enumCase(let raw), .other(let raw):
      object["value"] = raw
    }
    if let open { object["open"] = open.json }
    return .object(object)
  }
}

extension IntentInvocation {
  /// The invocation as adapters send it, in the parameter form they read back
  /// (``ParameterInput/init(json:)``): `{"intent", "parameters": {"landmark": {"id": "113"}}}`.
  /// This is an OpenIntents addition.
  public var json: JSONValue {
    .object([
      "intent": .string(intent),
      "parameters": .object(parameters.mapValues(Self.json)),
    ])
  }

  private static func json(_ input: ParameterInput) -> JSONValue {
    switch input {
    case .identifier(let id): .object(["id": .string(id)])
    case .text(let text): .object(["text": .string(text)])
    case .value(let value): value
    case .list(let items): .array(items.map(json))
    }
  }
}
