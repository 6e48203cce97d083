import Foundation
public import IntentsRuntime

/// What a caller asks of the doctor, read the same way on every surface: the command line's
/// options, HTTP's query parameters and MCP's arguments all become these members, so that one
/// mistake gets one error everywhere.
///
/// | member | meaning |
/// | --- | --- |
/// | `types` | the entity types to examine (every type when left out) |
/// | `sample` | how many entities of each type to look at closely, 0 to 100 (20) |
/// | `maximumEnumerable` | the most entities an enumerable query should list (500) |
/// | `slowQueryMilliseconds` | a query call slower than this is reported, up to an hour (1000) |
public struct DoctorRequest: Sendable, Hashable {
  /// The most entities of a type a caller may ask the doctor to look at closely: each is
  /// resolved and searched for, so a request stays a few hundred query calls.
  public static let maximumSample = 100
  /// The longest bound of a slow call: an hour.
  public static let maximumSlowQueryMilliseconds = 3_600_000
  /// The largest enumerable bound a caller may give.
  public static let maximumEnumerableBound = 1_000_000_000
  /// The members a request may have.
  public static let members = ["types", "sample", "maximumEnumerable", "slowQueryMilliseconds"]

  /// The options the request asks for.
  public var options: DoctorOptions

  /// A request with these options.
  public init(options: DoctorOptions = DoctorOptions()) {
    self.options = options
  }

  /// A request read from a JSON object with the members above; `nil` or `{}`, the defaults.
  /// An unknown member, a type name that is not a string, or a number that is not a whole
  /// number in its range is ``IntentsError/invalidRequest``; a sample above
  /// ``maximumSample`` is ``IntentsError/requestTooLarge``.
  public init(json: JSONValue?) throws {
    let members: [String: JSONValue]
    switch json {
    case nil: members = [:]
    case .object(let object)?: members = object
    case let other?:
      throw IntentsError(
        IntentsError.invalidRequest,
        "A doctor's request is an object of \(Self.members.joined(separator: ", ")), not "
          + "\(other.excerpt).")
    }
    try JSONMembers.reject(members, allowing: Self.members, in: "a doctor's request")
    try JSONMembers.rejectNull(members, in: "a doctor's request")
    var options = DoctorOptions()
    if let given = members["types"] {
      guard let list = given.arrayValue, list.allSatisfy({ $0.stringValue != nil }) else {
        throw IntentsError(
          IntentsError.invalidRequest, "‘types’ is a list of entity type names, as strings.")
      }
      let names = list.compactMap(\.stringValue).map {
        $0.trimmingCharacters(in: .whitespacesAndNewlines)
      }
      guard !names.isEmpty, !names.contains(where: \.isEmpty) else {
        throw IntentsError(
          IntentsError.invalidRequest,
          "‘types’ names an empty type; leave it out to examine every type.")
      }
      options.types = names
    }
    if let given = members["sample"] {
      options.sample = try Self.bound(
        given, "sample", upTo: Self.maximumSample,
        tooLarge: "each entity sampled is resolved and searched for")
    }
    if let given = members["maximumEnumerable"] {
      options.maximumEnumerable = try Self.bound(
        given, "maximumEnumerable", upTo: Self.maximumEnumerableBound)
    }
    if let given = members["slowQueryMilliseconds"] {
      options.slowQuery = .milliseconds(
        try Self.bound(given, "slowQueryMilliseconds", upTo: Self.maximumSlowQueryMilliseconds))
    }
    self.options = options
  }

  /// A request read from text, as query parameters and command-line options give it: `types`
  /// separated by commas, the numbers as digits or as JSON writes them (`20`, `20.0`, `2e1`).
  /// The members and their errors are those of ``init(json:)``.
  public init(text: [String: String]) throws {
    var members: [String: JSONValue] = [:]
    for (name, value) in text {
      if name == "types" {
        members[name] = .array(
          value.split(separator: ",", omittingEmptySubsequences: false).map {
            .string(String($0))
          })
      } else if let number = Int(value) {
        members[name] = .number(Double(number))
      } else if value.utf8.count <= 64, let number = try? JSONValue(parsing: value),
        number.numberValue != nil
      {
        members[name] = number
      } else {
        members[name] = .string(value)
      }
    }
    try self.init(json: .object(members))
  }

  /// A whole number from 0 to `maximum`: anything else is ``IntentsError/invalidRequest``,
  /// except a whole number above `maximum` when it makes the request larger (`tooLarge` says
  /// why), which is ``IntentsError/requestTooLarge``.
  private static func bound(
    _ value: JSONValue, _ name: String, upTo maximum: Int, tooLarge: String? = nil
  ) throws -> Int {
    guard let number = value.numberValue, number.rounded() == number, number >= 0 else {
      throw IntentsError(
        IntentsError.invalidRequest,
        "‘\(name)’ must be a whole number from 0 to \(maximum), not \(value.excerpt).")
    }
    guard number <= Double(maximum) else {
      if let tooLarge {
        throw IntentsError(
          IntentsError.requestTooLarge,
          "‘\(name)’ may be at most \(maximum), not \(value.excerpt): \(tooLarge).")
      }
      throw IntentsError(
        IntentsError.invalidRequest,
        "‘\(name)’ must be a whole number from 0 to \(maximum), not \(value.excerpt).")
    }
    return Int(number)
  }

  /// The schema of `types` as text (a query parameter): names separated by commas, none of
  /// them empty.
  public static let typesTextSchema: JSONValue = [
    "type": "string", "pattern": #"^[^,]*\S[^,]*(,[^,]*\S[^,]*)*$"#,
  ]

  /// The schema of `sample`.
  public static let sampleSchema: JSONValue = [
    "type": "integer", "minimum": 0, "maximum": .number(Double(maximumSample)), "default": 20,
    "description": "How many entities of each type to resolve again and search for",
  ]
  /// The schema of `maximumEnumerable`.
  public static let maximumEnumerableSchema: JSONValue = [
    "type": "integer", "minimum": 0, "maximum": .number(Double(maximumEnumerableBound)),
    "default": 500, "description": "The most entities an enumerable query should list",
  ]
  /// The schema of `slowQueryMilliseconds`.
  public static let slowQuerySchema: JSONValue = [
    "type": "integer", "minimum": 0, "maximum": .number(Double(maximumSlowQueryMilliseconds)),
    "default": 1000, "description": "A query call slower than this is reported",
  ]

  /// The JSON Schema of a request (MCP's `doctor` tool's input).
  public static let schema: JSONValue = [
    "type": "object",
    "properties": [
      "types": [
        "type": "array", "items": ["type": "string", "pattern": #"\S"#], "minItems": 1,
        "description": "The entity types to examine; left out, every type",
      ],
      "sample": sampleSchema, "maximumEnumerable": maximumEnumerableSchema,
      "slowQueryMilliseconds": slowQuerySchema,
    ],
    "additionalProperties": false,
  ]
}

extension DoctorFinding {
  /// The finding as JSON: `rule`, `severity`, `type`, `message`, `fix`, and `detail` (the
  /// app's own error text) unless `redacting`, as adapters serving other machines do.
  public func json(redacting: Bool) -> JSONValue {
    var members: [String: JSONValue] = [
      "rule": .string(rule), "severity": .string(severity.rawValue), "type": .string(type),
      "message": .string(message), "fix": .string(fix),
    ]
    if let detail, !redacting { members["detail"] = .string(detail) }
    return .object(members)
  }

  /// The schema of ``json(redacting:)``.
  public static let schema: JSONValue = [
    "type": "object",
    "properties": [
      "rule": [
        "type": "string",
        "description": "The rule's id, shared with intents-lint where both check the same thing",
      ],
      "severity": ["type": "string", "enum": ["error", "warning", "remark"]],
      "type": ["type": "string", "description": "The entity type"],
      "message": ["type": "string", "description": "What the query did"],
      "fix": ["type": "string", "description": "How to fix it"],
      "detail": [
        "type": "string",
        "description": "The app's own error, for a query that threw; left out by servers",
      ],
    ],
    "required": ["rule", "severity", "type", "message", "fix"],
    "additionalProperties": false,
  ]
}

/// What the doctor reports: the types it examined, and its findings with their counts by
/// severity. This is an OpenIntents addition.
public struct DoctorReport: Sendable, Hashable {
  /// The entity types examined, sorted.
  public var types: [String]
  /// What it found, by type, then in the order the checks ran.
  public var findings: [DoctorFinding]

  /// Examines the host's types as the request asks.
  public init(host: IntentsHost, request: DoctorRequest) async throws {
    types = try host.doctorTypes(request.options)
    findings = try await host.doctor(options: request.options)
  }

  /// How many findings have this severity.
  public func count(_ severity: DoctorFinding.Severity) -> Int {
    findings.lazy.filter { $0.severity == severity }.count
  }

  /// The report as JSON: `types`, `findings`, and the counts `errors`, `warnings`, `remarks`.
  public func json(redacting: Bool) -> JSONValue {
    [
      "types": .array(types.map(JSONValue.string)),
      "findings": .array(findings.map { $0.json(redacting: redacting) }),
      "errors": .number(Double(count(.error))), "warnings": .number(Double(count(.warning))),
      "remarks": .number(Double(count(.remark))),
    ]
  }

  /// The schema of ``json(redacting:)``.
  public static let schema: JSONValue = [
    "type": "object",
    "properties": [
      "types": ["type": "array", "items": ["type": "string"]],
      "findings": ["type": "array", "items": DoctorFinding.schema],
      "errors": ["type": "integer", "minimum": 0],
      "warnings": ["type": "integer", "minimum": 0],
      "remarks": ["type": "integer", "minimum": 0],
    ],
    "required": ["types", "findings", "errors", "warnings", "remarks"],
    "additionalProperties": false,
  ]
}
