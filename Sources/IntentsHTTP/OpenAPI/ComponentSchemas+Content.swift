import IntentsRuntime
import IntentsWire

extension ComponentSchemas {
  /// The schemas of visual search and on-screen context.
  static let content: [String: JSONValue] = [
    "VisualSearch": [
      "type": "object", "additionalProperties": false,
      "anyOf": [["required": ["image"]], ["required": ["labels"]]],
      "properties": [
        "labels": [
          "type": "array", "minItems": 1,
          "maxItems": .number(Double(VisualSearchRequest.maximumLabels)),
          "items": [
            "type": "string", "minLength": 1,
            "maxLength": .number(Double(VisualSearchRequest.maximumLabelLength)),
            "pattern": .string(SemanticContentInput.labelPattern),
          ],
        ],
        "image": [
          "type": "string", "description": "The base64 of a PNG or JPEG.", "minLength": 4,
          "contentEncoding": "base64",
        ],
        "limit": [
          "type": "integer", "minimum": 0,
          "maximum": .number(Double(VisualSearchRequest.maximumLimit)),
        ],
      ],
    ],
    "VisualSearchResults": [
      "type": "object", "required": ["values", "labels", "truncated"],
      "properties": [
        "values": JSONSchema.array(JSONSchema.anyObject),
        "labels": JSONSchema.array(JSONSchema.string),
        "truncated": ["type": "boolean"], "image": JSONSchema.anyObject,
        "moreResults": JSONSchema.anyObject,
      ],
    ],
    "OnScreenContext": JSONSchema.record([
      "client": JSONSchema.string, "onScreen": JSONSchema.array(JSONSchema.anyObject),
    ]),
    "ShowOnScreen": JSONSchema.record(["type": JSONSchema.string, "id": JSONSchema.string]),
  ]
}
