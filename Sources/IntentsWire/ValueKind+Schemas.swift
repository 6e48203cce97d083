import AppIntents
package import IntentsRuntime

// The JSON Schemas of the structured value kinds: files, people, places, money, payment
// methods, measurements, durations, date components and search criteria — as callers give
// them (input) and as the runtime writes them (output).

extension ValueKind {
  /// The schema of a value of a structured kind as a caller gives it; `nil` for other kinds.
  var structuredInputSchema: JSONValue? {
    switch self {
    case .file: return FileSchemas.input
    case .person: return PersonSchemas.person
    case .personName:
      return [
        "anyOf": [
          PersonSchemas.nameComponents(exact: true),
          ["type": "string", "pattern": #"\S"#, "description": "A name, such as Ada Lovelace"],
        ]
      ]
    case .placemark: return PlacemarkSchemas.placemark(output: false)
    case .placeDescriptor: return PlaceDescriptorSchemas.place(output: false)
    case .currencyAmount:
      return [
        "type": "object",
        "properties": [
          "amount": [
            "anyOf": [
              ["type": "string", "pattern": #"^[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)$"#],
              ["type": "number"],
            ],
            "description": "The amount, best as a decimal string such as \"12.50\"",
          ],
          "currencyCode": [
            "type": "string", "pattern": "^[A-Za-z]{3}$",
            "description": "An ISO 4217 currency code, such as EUR",
          ],
        ],
        "required": ["amount", "currencyCode"], "additionalProperties": false,
      ]
    case .paymentMethod: return PaymentSchemas.method
    case .measurement(let dimension):
      return [
        "type": "object",
        "properties": [
          "value": ["type": "number"],
          "unit": [
            "type": "string",
            "description": .string("A unit of \(dimension), by symbol (such as km) or name"),
          ],
        ],
        "required": ["value"], "additionalProperties": false,
        "description": .string(
          "A measurement of \(dimension), such as {\"value\": 3.5, \"unit\": …}"),
      ]
    case .duration:
      return [
        "anyOf": [
          ["type": "number", "description": "Seconds"],
          [
            "type": "string",
            "description": "ISO 8601 (PT1H30M) or text such as 1h30m, 90s or 1:30:00",
          ],
        ]
      ]
    case .dateComponents:
      return [
        "anyOf": [
          Self.dateComponentsObject,
          [
            "type": "string",
            "description": "ISO 8601: 2024-05-01, 09:30, or 2024-05-01T09:30",
          ],
        ]
      ]
    case .searchCriteria:
      return [
        "anyOf": [
          ["type": "string", "minLength": 1, "description": "The search term"],
          [
            "type": "object", "properties": ["term": ["type": "string", "minLength": 1]],
            "required": ["term"], "additionalProperties": false,
          ],
        ]
      ]
    default: return nil
    }
  }

  /// The schema of a value of a structured kind as the runtime writes it; `nil` for other
  /// kinds.
  var structuredOutputSchema: JSONValue? {
    switch self {
    case .file: return FileSchemas.output
    case .person: return PersonSchemas.person
    case .personName: return PersonSchemas.nameComponents
    case .placemark: return PlacemarkSchemas.placemark(output: true)
    case .placeDescriptor: return PlaceDescriptorSchemas.place(output: true)
    case .currencyAmount:
      return [
        "type": "object",
        "properties": ["amount": ["type": "string"], "currencyCode": ["type": "string"]],
        "required": ["amount", "currencyCode"],
      ]
    case .paymentMethod: return PaymentSchemas.method
    case .measurement:
      return [
        "type": ["object", "null"],
        "properties": ["value": ["type": "number"], "unit": ["type": "string"]],
        "required": ["value", "unit"],
      ]
    case .duration: return ["type": ["number", "null"], "description": "Seconds"]
    case .dateComponents: return Self.dateComponentsObject
    case .searchCriteria:
      return [
        "type": "object", "properties": ["term": ["type": "string"]], "required": ["term"],
      ]
    default: return nil
    }
  }

  static let dateComponentsObject: JSONValue = [
    "type": "object",
    "properties": [
      "year": ["type": "integer"], "month": ["type": "integer", "minimum": 1, "maximum": 12],
      "day": ["type": "integer", "minimum": 1, "maximum": 31],
      "hour": ["type": "integer", "minimum": 0, "maximum": 23],
      "minute": ["type": "integer", "minimum": 0, "maximum": 59],
      "second": ["type": "integer", "minimum": 0, "maximum": 60],
    ],
    "additionalProperties": false,
  ]
}

/// The schemas of files.
enum FileSchemas {
  static let contentType: JSONValue = [
    "type": "string",
    "description": "A uniform type identifier (public.png) or a MIME type (image/png)",
  ]

  static let input: JSONValue = [
    "anyOf": [
      [
        "type": "object",
        "properties": [
          "filename": ["type": "string", "minLength": 1],
          "contentType": contentType,
          "data": [
            "type": "string", "contentEncoding": "base64",
            "description": .string(
              "The file's bytes in base64, at most \(IntentFile.maximumTransferBytes) bytes"),
          ],
        ],
        "required": ["filename", "data"], "additionalProperties": false,
      ],
      [
        "type": "object",
        "properties": [
          "fileURL": [
            "type": "string", "pattern": "^file:",
            "description": "A file: URL of a regular file on the host's machine",
          ],
          "filename": ["type": "string", "minLength": 1], "contentType": contentType,
        ],
        "required": ["fileURL"], "additionalProperties": false,
      ],
      mcpResource, mcpMedia,
    ]
  ]

  /// An MCP embedded resource carrying a file, as MCP clients attach one.
  static let mcpResource: JSONValue = [
    "type": "object",
    "description": "An MCP embedded resource: the file's bytes in blob (or its text in text)",
    "properties": [
      "type": ["const": "resource"],
      "resource": [
        "type": "object",
        "properties": [
          "uri": ["type": "string"], "mimeType": contentType,
          "blob": ["type": "string", "contentEncoding": "base64"], "text": ["type": "string"],
        ],
        "required": ["uri"],
      ],
    ],
    "required": ["type", "resource"],
  ]

  /// An MCP image or audio content block carrying a file.
  static let mcpMedia: JSONValue = [
    "type": "object",
    "description": "An MCP image or audio content block",
    "properties": [
      "type": ["enum": ["image", "audio"]],
      "data": ["type": "string", "contentEncoding": "base64"], "mimeType": contentType,
    ],
    "required": ["type", "data", "mimeType"],
  ]

  static let output: JSONValue = [
    "type": "object",
    "properties": [
      "filename": ["type": "string"], "contentType": ["type": "string"],
      "size": ["type": "integer"], "data": ["type": "string", "contentEncoding": "base64"],
      "fileURL": ["type": "string"],
    ],
    "required": ["filename"],
  ]
}

/// The schemas of people.
enum PersonSchemas {
  static let handle: JSONValue = [
    "type": "object",
    "properties": [
      "phoneNumber": ["type": "string"], "emailAddress": ["type": "string"],
      "applicationDefined": ["type": "string"],
      "label": [
        "anyOf": [
          [
            "type": "string",
            "description": .string(
              "One of "
                + IntentPerson.Handle.Label.named.map(\.name).joined(separator: ", ")
                + ", or any other text as a custom label"),
          ],
          [
            "type": "object", "properties": ["custom": ["type": "string"]],
            "required": ["custom"], "additionalProperties": false,
          ],
        ]
      ],
    ],
    "minProperties": 1, "maxProperties": 2, "additionalProperties": false,
    "description": "Exactly one of phoneNumber, emailAddress, applicationDefined; and a label",
  ]

  /// The parts of a name, as Foundation's `PersonNameComponents` encodes them.
  static let nameComponents = nameComponents(exact: false)

  /// The parts of a name; `exact`, only those members and at least one of them, each with text
  /// (a `PersonNameComponents` parameter).
  static func nameComponents(exact: Bool) -> JSONValue {
    let part: JSONValue = exact ? ["type": "string", "pattern": #"\S"#] : ["type": "string"]
    var schema: [String: JSONValue] = [
      "type": "object",
      "properties": .object(
        Dictionary(
          uniqueKeysWithValues: PersonNameComponents.partNames.map { ($0, part) })),
    ]
    if exact {
      schema["minProperties"] = 1
      schema["additionalProperties"] = false
    }
    return .object(schema)
  }

  static let person: JSONValue = [
    "type": "object",
    "properties": [
      "name": [
        "anyOf": [
          ["type": "string"],
          nameComponents,
        ]
      ],
      "identifier": [
        "type": "object",
        "properties": [
          "contact": ["type": "string"], "applicationDefined": ["type": "string"],
        ],
        "minProperties": 1, "maxProperties": 1, "additionalProperties": false,
      ],
      "handle": handle, "aliases": ["type": "array", "items": handle],
      "isMe": ["type": "boolean"],
    ],
    "minProperties": 1,
    "description": "A person: a name or a handle (or both) is required",
  ]
}

/// The schemas of places.
enum PlacemarkSchemas {
  static func placemark(output: Bool) -> JSONValue {
    var properties: [String: JSONValue] = [:]
    for key in CLPlacemark.textMembers { properties[key] = ["type": "string"] }
    properties["timeZone"] = ["type": "string", "description": "Such as Europe/Paris"]
    properties["areasOfInterest"] = ["type": "array", "items": ["type": "string"]]
    properties["location"] = [
      "type": "object",
      "properties": [
        "latitude": ["type": "number", "minimum": -90, "maximum": 90],
        "longitude": ["type": "number", "minimum": -180, "maximum": 180],
        "altitude": ["type": "number"],
      ],
      "required": ["latitude", "longitude"], "additionalProperties": false,
    ]
    var schema: [String: JSONValue] = ["type": "object", "properties": .object(properties)]
    if !output {
      schema["minProperties"] = 1
      schema["additionalProperties"] = false
    }
    return .object(schema)
  }
}

/// The schemas of payment methods.
enum PaymentSchemas {
  static let method: JSONValue = [
    "type": "object",
    "properties": [
      "type": [
        "type": "string",
        "enum": .array(IntentPaymentMethod.PaymentType.named.map { .string($0.name) }),
      ],
      "name": ["type": "string"], "identificationHint": ["type": "string"],
    ],
    "required": ["type"], "additionalProperties": false,
  ]
}

extension ValueKind {
  /// A value of a structured kind as a caller would give it, for examples in descriptions;
  /// `nil` for other kinds.
  package var structuredExample: JSONValue? {
    switch self {
    case .file: ["filename": "notes.txt", "data": "aGVsbG8="]
    case .person: ["name": "Ada Lovelace", "handle": ["emailAddress": "ada@example.com"]]
    case .personName: ["givenName": "Ada", "familyName": "Lovelace"]
    case .placemark:
      ["name": "Eiffel Tower", "location": ["latitude": 48.8584, "longitude": 2.2945]]
    case .placeDescriptor: PlaceDescriptorSchemas.example
    case .currencyAmount: ["amount": "12.50", "currencyCode": "EUR"]
    case .paymentMethod: ["type": "credit"]
    case .measurement: ["value": 1.5]
    case .duration: 90
    case .dateComponents: "2024-05-01"
    case .searchCriteria: "text"
    default: nil
    }
  }
}
