import IntentsRuntime

/// The schemas of place descriptors (GeoToolbox's `PlaceDescriptor`), as callers give them and
/// as the runtime writes them: `{"commonName", "representations", "supportingRepresentations"}`,
/// each representation an object of one member named after its case.
enum PlaceDescriptorSchemas {
  /// A latitude and a longitude on Earth.
  private static let coordinate: JSONValue = [
    "type": "object",
    "properties": [
      "latitude": ["type": "number", "minimum": -90, "maximum": 90],
      "longitude": ["type": "number", "minimum": -180, "maximum": 180],
    ],
    "required": ["latitude", "longitude"], "additionalProperties": false,
  ]

  /// A location as a device measures one: a coordinate, the measurements it knows, its time.
  private static let deviceLocation: JSONValue = {
    var properties = coordinate.objectValue?["properties"]?.objectValue ?? [:]
    for measurement in [
      "altitude", "horizontalAccuracy", "verticalAccuracy", "course", "courseAccuracy", "speed",
      "speedAccuracy",
    ] {
      properties[measurement] = ["type": "number"]
    }
    properties["timestamp"] = [
      "type": "string", "format": "date-time",
      "description": "ISO 8601, such as 2026-06-08T17:00:00Z",
    ]
    return [
      "type": "object", "properties": .object(properties),
      "required": ["latitude", "longitude"], "additionalProperties": false,
    ]
  }()

  /// One representation: `{"address": "…"}`, `{"coordinate": {…}}` or
  /// `{"deviceLocation": {…}}`.
  private static let representation: JSONValue = [
    "oneOf": [
      member("address", ["type": "string", "minLength": 1, "description": "A full address"]),
      member("coordinate", coordinate),
      member("deviceLocation", deviceLocation),
    ]
  ]

  /// Each mapping service's identifier for the place, by the service's bundle identifier.
  private static let supportingRepresentation: JSONValue = member(
    "serviceIdentifiers",
    [
      "type": "object", "additionalProperties": ["type": "string"],
      "description": "Identifiers by service, such as {\"com.apple.maps\": \"I6FD0AE4A7E16A2B\"}",
    ])

  /// The schema of a place descriptor; as input it has at least one representation and no
  /// other members.
  static func place(output: Bool) -> JSONValue {
    var representations: [String: JSONValue] = ["type": "array", "items": representation]
    if !output { representations["minItems"] = 1 }
    return [
      "type": "object",
      "properties": [
        "commonName": ["type": "string", "description": "The name people know the place by"],
        "representations": .object(representations),
        "supportingRepresentations": ["type": "array", "items": supportingRepresentation],
      ],
      "required": ["representations"], "additionalProperties": false,
      "description": "A place: addresses, coordinates or device locations, the most accurate first",
    ]
  }

  /// A place as a caller would give it, for examples in descriptions.
  static let example: JSONValue = [
    "commonName": "Eiffel Tower",
    "representations": [["coordinate": ["latitude": 48.8584, "longitude": 2.2945]]],
  ]

  /// An object of exactly one member.
  private static func member(_ name: String, _ value: JSONValue) -> JSONValue {
    [
      "type": "object", "properties": .object([name: value]), "required": [.string(name)],
      "additionalProperties": false,
    ]
  }
}
