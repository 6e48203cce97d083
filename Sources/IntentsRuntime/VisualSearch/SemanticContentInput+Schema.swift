extension SemanticContentInput {
  /// The JSON Schema of a `SemanticContentDescriptor` parameter: the token of content a visual
  /// search described, or labels alone — exactly what ``read(_:what:contents:)`` accepts.
  package static let schema: JSONValue = [
    "description":
      "Visual content: the token of a visual search's content (its moreResults), or labels",
    "oneOf": [
      [
        "type": "object",
        "properties": ["content": ["type": "string", "minLength": 1, "maxLength": 64]],
        "required": ["content"], "additionalProperties": false,
      ],
      [
        "type": "object",
        "properties": [
          "labels": [
            "type": "array", "minItems": 1,
            "maxItems": .number(Double(VisualSearchRequest.maximumLabels)),
            "items": [
              "type": "string", "minLength": 1,
              "maxLength": .number(Double(VisualSearchRequest.maximumLabelLength)),
              "pattern": .string(labelPattern),
            ],
          ]
        ],
        "required": ["labels"], "additionalProperties": false,
      ],
    ],
  ]

  /// Some character that is not white space, and no control characters.
  package static let labelPattern =
    #"^[^\u0000-\u001F\u007F-\u009F]*[^\s\u0000-\u001F\u007F-\u009F][^\u0000-\u001F\u007F-\u009F]*$"#

  /// The schema of a parameter of a type the runtime otherwise cannot convert, when it is one
  /// this file knows.
  package static func schema(forUnsupported type: String) -> JSONValue? {
    type == "SemanticContentDescriptor" ? schema : nil
  }
}
