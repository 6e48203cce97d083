import IntentsRuntime

extension Contract {
  /// Edges of the input every surface reads alike: control characters in text a caller sends,
  /// the identifier limit, and selecting, filtering and sorting by property names.
  static let inputEdgeCases: [ContractCase] = [
    .init(
      name: "a NUL as search text is refused, not searched as nothing",
      operation: .search(type: "TrailEntity", text: "\u{0}"),
      expected: .errorSaying("invalidValue", "U+0000")),
    .init(
      name: "an escape sequence inside search text is refused",
      operation: .search(type: "TrailEntity", text: "eig\u{1B}[2Jer"),
      expected: .errorSaying("invalidValue", "U+001B at position 4")),
    .init(
      name: "a bidirectional override in search text is refused, as in a saved name",
      operation: .search(type: "TrailEntity", text: "\u{202E}eiger"),
      expected: .errorSaying("invalidValue", "U+202E")),
    .init(
      name: "a NUL as a Find's text value is refused, not matched by every entity",
      operation: .find(
        type: "TrailEntity",
        request: ["filters": [["property": "name", "comparison": "contains", "value": "\u{0}"]]]),
      expected: .errorSaying("invalidValue", "‘name’")),
    .init(
      name: "a line break in a Find's value is refused",
      operation: .find(
        type: "TrailEntity",
        request: [
          "filters": [["property": "name", "comparison": "equalTo", "value": "Eiger\nTrail"]]
        ]),
      expected: .errorSaying("invalidValue", "U+000A")),
    .init(
      name: "a NUL as Spotlight text is refused, as a search's is",
      operation: .spotlight(text: "hut\u{0}"),
      expected: .errorSaying("invalidValue", "U+0000 at position 4")),
    .init(
      name: "a NUL for an entity parameter is refused, not offered every entity to choose from",
      operation: .run(intent: "PlanHikeIntent", parameters: ["trail": "\u{0}"]),
      expected: .errorSaying("invalidValue", "‘trail’")),
    .init(
      name: "1,001 identifiers are over the limit, with one message everywhere",
      operation: .resolve(type: "TrailEntity", ids: (1...1001).map { String($0) }),
      expected: .errorSaying(
        "requestTooLarge", "One request may resolve at most 1000 identifiers, not 1001.")),
    .init(
      name: "65 filters are over the limit, with one message everywhere",
      operation: .find(
        type: "TrailEntity",
        request: [
          "filters": .array(
            Array(
              repeating: ["property": "name", "comparison": "contains", "value": "a"], count: 65))
        ]),
      expected: .errorSaying("requestTooLarge", "A Find may have at most 64 filters, not 65.")),
    .init(
      name: "selecting a property by name answers that property alone",
      operation: .find(type: "TrailEntity", request: ["limit": 1], properties: "name"),
      expected: .member(["entities", "0", "properties"], ["name": "Eiger Trail"])),
    .init(
      name: "selecting properties by name answers those alone",
      operation: .resolve(type: "TrailEntity", ids: ["5"], properties: "lengthKm,name"),
      expected: .member(
        ["entities", "0", "properties"], ["name": "Säntis Ridge", "lengthKm": 14.2])),
    .init(
      name: "a misspelled property to select suggests the property",
      operation: .resolve(type: "TrailEntity", ids: ["1"], properties: "name,lenghtKm"),
      expected: .errorSaying("unknownProperty", "Did you mean ‘lengthKm’?")),
    .init(
      name: "a misspelled sort key suggests the property",
      operation: .find(type: "TrailEntity", request: ["sort": [["property": "lenghtKm"]]]),
      expected: .errorSaying("unknownProperty", "Did you mean ‘lengthKm’?")),
    .init(
      name: "a property named by the start of its name suggests the property",
      operation: .find(
        type: "TrailEntity",
        request: [
          "filters": [["property": "elevation", "comparison": "greaterThan", "value": 500]]
        ]),
      expected: .errorSaying("unknownProperty", "Did you mean ‘elevationGain’?")),
    .init(
      name: "a misspelled property to filter by suggests the property, with a comparison",
      operation: .find(
        type: "TrailEntity",
        request: ["filters": [["property": "nmae", "comparison": "contains", "value": "x"]]]),
      expected: .errorSaying("unknownProperty", "Did you mean ‘name’?")),
  ]
}
