import AppIntents
public import IntentsRuntime

extension FindRequest {
  /// A Find read from its JSON form, as the HTTP and MCP adapters receive it:
  ///
  /// ```json
  /// {
  ///   "filters": [
  ///     {"property": "continent", "comparison": "equalTo", "value": "Europe"},
  ///     {"property": "height", "comparison": "isBetween", "values": [1000, 4000]}
  ///   ],
  ///   "mode": "and",
  ///   "sort": [{"property": "height", "order": "descending"}],
  ///   "limit": 10
  /// }
  /// ```
  ///
  /// Every member is optional; none may be `null`. The reader refuses what
  /// ``IntentsHost/findSchema(type:)`` refuses for the shape of the request — a `null` member,
  /// a sort key written as text, `value` where `values` belongs — with
  /// ``IntentsError/invalidRequest`` that says which member is wrong, and more than
  /// ``maximumFilters`` filters with ``IntentsError/requestTooLarge``, as the runtime does. Whether the properties and comparisons exist, and whether each value is of the
  /// property's type, is checked when the Find runs (``IntentsHost/find(type:_:)``), with the
  /// codes that say so (`unknownProperty`, `unsupportedComparator`, `invalidValue`).
  public init(json: JSONValue) throws {
    guard let members = json.objectValue else {
      throw Self.invalid("A Find is a JSON object with filters, mode, sort and limit.")
    }
    try JSONMembers.reject(
      members, allowing: ["filters", "mode", "sort", "limit", "offset"], in: "a Find")
    try JSONMembers.rejectNull(members, in: "a Find")
    var filters: [Filter] = []
    if let list = members["filters"] {
      guard let items = list.arrayValue else { throw Self.invalid("‘filters’ must be an array.") }
      // A limit, as the runtime refuses it on every surface: requestTooLarge, not a malformed
      // request.
      try Limits.check(filterCount: items.count)
      filters = try items.enumerated().map { try Filter(json: $1, position: $0) }
    }
    var mode = EntityQueryComparatorMode.and
    switch members["mode"] {
    case nil, .string("and"): break
    case .string("or"): mode = .or
    default: throw Self.invalid("‘mode’ must be \"and\" or \"or\".")
    }
    var sort: [SortKey] = []
    if let list = members["sort"] {
      guard let items = list.arrayValue else { throw Self.invalid("‘sort’ must be an array.") }
      sort = try items.map(SortKey.init(json:))
    }
    let limit = try members["limit"].map { try Self.count($0, "limit", upTo: Paging.maximumLimit) }
    let offset =
      try members["offset"].map { try Self.count($0, "offset", upTo: Paging.maximumOffset) } ?? 0
    self.init(filters: filters, mode: mode, sort: sort, limit: limit, offset: offset)
  }

  /// A whole number from 0 to `maximum`, for `limit` and `offset`: a larger one is
  /// ``IntentsError/requestTooLarge``, as the host says of a larger limit given in Swift.
  package static func count(_ value: JSONValue, _ name: String, upTo maximum: Int) throws -> Int {
    guard let number = value.numberValue, number.rounded() == number, number >= 0 else {
      throw Self.invalid(
        "‘\(name)’ must be a whole number from 0 to \(maximum), not \(value.excerpt).")
    }
    guard number <= Double(maximum) else {
      throw IntentsError(
        IntentsError.requestTooLarge,
        "‘\(name)’ may be at most \(maximum), not \(value.excerpt)"
          + (name == "limit" ? "; page with ‘offset’." : "; add filters that match fewer."))
    }
    return Int(number)
  }

  /// The request in its JSON form; ``init(json:)`` reads it back.
  public var json: JSONValue {
    var members: [String: JSONValue] = [
      "filters": .array(filters.map(\.json)),
      "mode": .string(mode == .and ? "and" : "or"),
      "sort": .array(
        sort.map { ["property": .string($0.property), "order": .string($0.order.rawValue)] }),
    ]
    if let limit { members["limit"] = .number(Double(limit)) }
    if offset != 0 { members["offset"] = .number(Double(offset)) }
    return .object(members)
  }

  static func invalid(_ message: String) -> IntentsError {
    IntentsError(IntentsError.invalidRequest, message)
  }
}

extension FindRequest.Filter {
  init(json: JSONValue, position: Int) throws {
    // Named only in errors: not made for a filter that is right.
    var place: String { "Filter \(position + 1)" }
    guard let members = json.objectValue else {
      throw FindRequest.invalid(
        "\(place) must be an object such as {\"property\": \"name\", \"comparison\": \"contains\", "
          + "\"value\": \"park\"}.")
    }
    try JSONMembers.reject(
      members, allowing: ["property", "comparison", "value", "values"], in: place.lowercased())
    guard let property = members["property"]?.stringValue, !property.isEmpty else {
      throw FindRequest.invalid("\(place) needs a ‘property’ string.")
    }
    guard let name = members["comparison"]?.stringValue,
      let comparison = QueryComparisonOperator(rawValue: name)
    else {
      throw IntentsError(
        IntentsError.invalidRequest, "\(place) needs a ‘comparison’.",
        allowed: QueryComparisonOperator.allCases.map(\.rawValue))
    }
    try JSONMembers.rejectNull(members, in: place.lowercased())
    let values: [ValueInput]
    switch (comparison, members["value"], members["values"]) {
    case (.isBetween, nil, .array(let bounds)?) where bounds.count == 2:
      values = bounds.map(ValueInput.json)
    case (.isBetween, _, _):
      throw FindRequest.invalid(
        "\(place): isBetween takes ‘values’: [lower, upper], and no ‘value’.")
    case (_, let value?, nil):
      values = [.json(value)]
    default:
      throw FindRequest.invalid(
        "\(place): \(comparison.rawValue) takes one ‘value’, and no ‘values’.")
    }
    self.init(property, comparison, values: values)
  }

  var json: JSONValue {
    var members: [String: JSONValue] = [
      "property": .string(property), "comparison": .string(comparison.rawValue),
    ]
    let jsonValues = values.map(\.jsonValue)
    if jsonValues.count == 1 {
      members["value"] = jsonValues[0]
    } else {
      members["values"] = .array(jsonValues)
    }
    return .object(members)
  }
}

extension FindRequest.SortKey {
  /// A sort key from `{"property": "name", "order": "descending"}`; `order` is `ascending`
  /// (the default) or `descending`, as the Find schema says. (Text such as `name:desc` is the
  /// command line's form: ``init(parsing:)``.)
  init(json: JSONValue) throws {
    guard let members = json.objectValue, let property = members["property"]?.stringValue else {
      throw FindRequest.invalid(
        "A sort key is {\"property\": \"name\", \"order\": \"ascending\" or \"descending\"}.")
    }
    try JSONMembers.reject(members, allowing: ["property", "order"], in: "a sort key")
    switch members["order"] {
    case nil: self.init(property)
    case .string(let text):
      guard let order = FindRequest.Order(rawValue: text) else {
        throw IntentsError(
          IntentsError.invalidRequest,
          "The order of ‘\(property.prefix(80))’ cannot be ‘\(text.prefix(40))’.",
          allowed: ["ascending", "descending"])
      }
      self.init(property, order)
    default:
      throw FindRequest.invalid(
        "The order of ‘\(property.prefix(80))’ must be \"ascending\" or \"descending\"; "
          + "leave it out for ascending.")
    }
  }

  /// A sort key from `name`, `name:asc` or `name:desc`.
  public init(parsing text: String) throws {
    let parts = text.split(separator: ":", maxSplits: 1).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard let property = parts.first, !property.isEmpty else {
      throw FindRequest.invalid("A sort key names a property, such as name or name:desc.")
    }
    guard parts.count == 2 else {
      self.init(property)
      return
    }
    guard let order = FindRequest.Order(abbreviation: parts[1]) else {
      throw IntentsError(
        IntentsError.invalidRequest, "‘\(parts[1])’ is not an order, in ‘\(text)’.",
        allowed: ["asc", "desc"])
    }
    self.init(property, order)
  }
}

extension FindRequest.Order {
  /// An order from `ascending`, `asc`, `descending` or `desc`, ignoring case.
  init?(abbreviation text: String) {
    switch text.lowercased() {
    case "asc", "ascending": self = .ascending
    case "desc", "descending": self = .descending
    default: return nil
    }
  }
}

extension ValueInput {
  /// The input as JSON: text stays a string.
  public var jsonValue: JSONValue {
    switch self {
    case .text(let text): .string(text)
    case .json(let value): value
    }
  }
}

/// Checks of JSON objects received from callers.
package enum JSONMembers {
  /// Throws when the object has a member not in `allowed`, naming it.
  package static func reject(
    _ members: [String: JSONValue], allowing allowed: [String], in what: @autoclosure () -> String
  )
    throws
  {
    // The usual request has only known members: checked without sorting or hashing them.
    guard members.keys.contains(where: { !allowed.contains($0) }) else { return }
    if let unknown = members.keys.sorted().first(where: { !allowed.contains($0) }) {
      throw IntentsError(
        IntentsError.invalidRequest, "‘\(unknown)’ is not a member of \(what()).",
        allowed: allowed.sorted())
    }
  }

  /// Throws when a member is `null`: the schemas give no member a `null` value, and leaving a
  /// member out is how to say "none".
  package static func rejectNull(
    _ members: [String: JSONValue], in what: @autoclosure () -> String
  ) throws {
    guard members.values.contains(.null) else { return }
    if let name = members.keys.sorted().first(where: { members[$0] == .null }) {
      throw IntentsError(
        IntentsError.invalidRequest,
        "‘\(name.prefix(80))’ of \(what()) must not be null; leave it out.")
    }
  }
}
