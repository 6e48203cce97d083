import AppIntents

/// Converts caller input into Swift values of a type known at run time, with errors that say
/// what was expected.
struct ValueConverter: Sendable {
  /// Resolves an entity of a type (by persistent identifier) from its identifier string.
  let resolveEntity:
    @Sendable (_ type: any AppEntity.Type, _ identifier: String) async throws -> Any

  /// The input as a value of the type; `what` names the property or parameter in errors.
  func convert(_ input: ValueInput, to type: Any.Type, what: String) async throws -> Any {
    // The types Finds compare most, known at once: none is optional, a collection, an entity
    // or an enum, so the conformance lookups below would only say so.
    if type == String.self || type == Int.self || type == Double.self || type == Bool.self {
      return try Self.primitive(input, as: type, what: what)
    }
    if let wrapped = IntentValueReflection.wrappedType(ofOptional: type) {
      if input.isNull {
        guard let none = IntentValueReflection.optional(nil, as: type) else {
          throw invalid(what, input, expected: "a value")
        }
        return none
      }
      let value = try await convert(input, to: wrapped, what: what)
      guard let optional = IntentValueReflection.optional(value, as: type) else {
        throw invalid(what, input, expected: String(describing: wrapped))
      }
      return optional
    }
    if let element = IntentValueReflection.elementType(ofCollection: type) {
      var elements: [Any] = []
      for item in try input.listItems() {
        elements.append(try await convert(item, to: element, what: what))
      }
      guard let collection = IntentValueReflection.collection(elements, as: type) else {
        throw invalid(what, input, expected: "a list of \(element)")
      }
      return collection
    }
    if let entityType = type as? any AppEntity.Type {
      guard let identifier = input.identifierText, input.isJSONStringOrText else {
        throw invalid(
          what, input, expected: "the identifier of a \(entityType.persistentIdentifier)")
      }
      return try await resolveEntity(entityType, identifier)
    }
    if let enumType = type as? any AppEnum.Type {
      return try EnumParsing.parse(input, as: enumType, what: what)
    }
    if let unionType = type as? any UnionValue.Type {
      return try await UnionInput.value(input, as: unionType, what: what) { entityType, id, _ in
        try await resolveEntity(entityType, id)
      }
    }
    return try Self.primitive(input, as: type, what: what)
  }

  /// The input as a value of a primitive type: text, numbers, Booleans, dates, URLs — or of a
  /// structured one (files, people, places, money), checked against the declared options.
  static func primitive(
    _ input: ValueInput, as type: Any.Type, what: String,
    options: IntentValueOptions = IntentValueOptions()
  ) throws -> Any {
    switch type {
    case is String.Type:
      if let text = input.plainText { return text }
    case is AttributedString.Type:
      if let text = input.plainText { return AttributedString(text) }
    case is Int.Type:
      if let value = input.integer { return value }
      throw invalid(what, input, expected: "a whole number")
    case is Double.Type:
      if let value = input.number { return value }
      throw invalid(what, input, expected: "a number")
    case is Float.Type:
      if let value = input.number { return Float(value) }
      throw invalid(what, input, expected: "a number")
    case is Decimal.Type:
      if let text = input.numberText, let value = Decimal(string: text) { return value }
      throw invalid(what, input, expected: "a decimal number")
    case is Bool.Type:
      if let value = input.boolean { return value }
      throw invalid(what, input, expected: "true or false")
    case is Date.Type:
      if let value = input.date { return value }
      throw invalid(
        what, input, expected: "a date in ISO 8601, such as 2024-05-01 or 2024-05-01T09:30:00Z")
    case is URL.Type:
      if let text = input.plainText, let url = URL(string: text), url.scheme != nil { return url }
      throw invalid(what, input, expected: "an absolute URL")
    default:
      if let value = try structured(input, as: type, what: what, options: options) {
        return value
      }
      if let value = try QuantityParsing.parse(input, as: type, what: what) { return value }
      throw IntentsError(
        IntentsError.invalidValue,
        "‘\(what)’ has the type \(type), which cannot be given as text or JSON.")
    }
    throw invalid(what, input, expected: "text")
  }

  static func invalid(
    _ what: String, _ input: ValueInput, expected: String, allowed: [String] = []
  )
    -> IntentsError
  {
    IntentsError(
      IntentsError.invalidValue, "‘\(what)’ expects \(expected), not \(input.excerpt).",
      allowed: allowed)
  }

  private func invalid(_ what: String, _ input: ValueInput, expected: String) -> IntentsError {
    Self.invalid(what, input, expected: expected)
  }
}

extension ValueInput {
  var isNull: Bool {
    if case .json(.null) = self { return true }
    return false
  }

  /// The text of a string input: text, or a JSON string. JSON is read as strictly as the
  /// runtime's schemas describe it, so a JSON number or Boolean is not text.
  var plainText: String? {
    switch self {
    case .text(let text): text
    case .json(.string(let text)): text
    default: nil
    }
  }

  /// Whether the input is text or a JSON string — the only JSON an identifier is given as.
  var isJSONStringOrText: Bool {
    switch self {
    case .text, .json(.string): true
    default: false
    }
  }

  /// An entity identifier: a string or a whole number.
  var identifierText: String? {
    switch self {
    case .text(let text): text
    case .json(.string(let text)): text
    // Only whole numbers a `Double` carries exactly: a larger one (`1e300`) is no identifier
    // (and would not fit an `Int64`).
    case .json(.number(let number))
    where number.rounded() == number && abs(number) < 9_007_199_254_740_992:
      String(Int64(number))
    case .json(.integer(let whole)): String(whole)
    default: nil
    }
  }

  var numberText: String? {
    switch self {
    case .text(let text): text.trimmingCharacters(in: .whitespaces)
    case .json(.number(let number)): String(number)
    case .json(.integer(let whole)): String(whole)
    default: nil
    }
  }

  /// A whole number: text of one, a JSON integer (exactly, up to `Int`'s bounds), or a JSON
  /// number without a fraction that a `Double` carries exactly (between -2^53 and 2^53, both
  /// excluded) — a larger one may have been rounded on its way.
  var integer: Int? {
    switch self {
    case .text(let text): Int(text.trimmingCharacters(in: .whitespaces))
    case .json(.integer(let whole)): whole
    case .json(.number(let number)):
      number.rounded() == number && abs(number) < 9_007_199_254_740_992 ? Int(number) : nil
    default: nil
    }
  }

  var number: Double? {
    switch self {
    case .text(let text):
      Double(text.trimmingCharacters(in: .whitespaces)).flatMap { $0.isFinite ? $0 : nil }
    case .json(.number(let number)): number
    case .json(.integer(let whole)): Double(whole)
    default: nil
    }
  }

  var boolean: Bool? {
    switch self {
    case .json(.bool(let value)): value
    case .text(let text):
      switch text.trimmingCharacters(in: .whitespaces).lowercased() {
      case "true", "yes", "1", "on": true
      case "false", "no", "0", "off": false
      default: nil
      }
    default: nil
    }
  }

  /// A date from ISO 8601 text or a JSON string of it; a JSON number is not a date.
  var date: Date? {
    guard let text = plainText?.trimmingCharacters(in: .whitespaces) else { return nil }
    return DateParsing.date(from: text)
  }

  /// The items of a list input: a JSON array, JSON text of an array, or comma-separated text.
  /// JSON that is not an array is not a list.
  func listItems() throws -> [ValueInput] {
    switch self {
    case .json(.array(let items)): return items.map(ValueInput.json)
    case .json: throw IntentsError(IntentsError.invalidValue, "Expected a list, not \(self).")
    case .text(let text):
      let trimmed = text.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("["),
        case .array(let items) = try JSONValue.parsingInput(trimmed, what: "The list")
      {
        return items.map(ValueInput.json)
      }
      if trimmed.isEmpty { return [] }
      return trimmed.split(separator: ",").map {
        .text($0.trimmingCharacters(in: .whitespaces))
      }
    }
  }
}

/// Parses dates written in ISO 8601: a full date-time with an offset (fractional seconds
/// allowed), or a calendar date taken as midnight UTC.
enum DateParsing {
  static func date(from text: String) -> Date? {
    // RFC 3339 allows a lower-case `t` and `z`; Foundation's parser wants capitals.
    let text = text.uppercased()
    if let date = try? Date(text, strategy: .iso8601) { return date }
    let fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    if let date = try? Date(text, strategy: fractional) { return date }
    let day = Date.ISO8601FormatStyle().year().month().day()
    if text.count == 10, let date = try? Date(text, strategy: day) { return date }
    return nil
  }
}

/// Finds enum cases from text: the raw value, then the raw value ignoring case, then a title or
/// synonym ignoring case and diacritics.
enum EnumParsing {
  /// The case the input names. Text is matched leniently; a JSON string must be a raw value,
  /// as the runtime's enum schema lists them.
  static func parse(_ input: ValueInput, as type: any AppEnum.Type, what: String) throws -> Any {
    guard let text = input.plainText else {
      throw ValueConverter.invalid(what, input, expected: "a case of \(type.persistentIdentifier)")
    }
    return try parse(text, type, what: what, input: input)
  }

  private static func parse<Enum: AppEnum>(
    _ text: String, _ type: Enum.Type, what: String, input: ValueInput
  ) throws -> Enum {
    let cases = Array(Enum.allCases)
    if let value = cases.first(where: { "\($0.rawValue)" == text }) { return value }
    if case .json = input {
      throw ValueConverter.invalid(
        what, input, expected: "a case of \(Enum.persistentIdentifier)",
        allowed: cases.map { "\($0.rawValue)" })
    }
    if let value = cases.first(where: { "\($0.rawValue)".lowercased() == text.lowercased() }) {
      return value
    }
    let needle = FoldedString(text)
    let titled = cases.filter { value in
      guard let display = Enum.caseDisplayRepresentations[value] else { return false }
      return needle.matches(String(localized: display.title))
        || display.synonyms.contains { needle.matches(String(localized: $0)) }
    }
    if titled.count == 1 { return titled[0] }
    throw ValueConverter.invalid(
      what, input, expected: "a case of \(Enum.persistentIdentifier)",
      allowed: cases.map { "\($0.rawValue)" })
  }

  /// The cases of an enum type with their titles, in declaration order.
  static func cases(
    of type: any AppEnum.Type
  ) -> [(raw: String, display: DisplayRepresentation, value: Any)] {
    open(type)
  }

  private static func open<Enum: AppEnum>(
    _ type: Enum.Type
  ) -> [(raw: String, display: DisplayRepresentation, value: Any)] {
    Enum.allCases.map { value in
      (
        "\(value.rawValue)",
        Enum.caseDisplayRepresentations[value]
          ?? DisplayRepresentation(stringLiteral: "\(value.rawValue)"),
        value
      )
    }
  }
}

extension JSONValue {
  /// JSON a caller typed as text (on the command line) for a value: malformed JSON is
  /// ``IntentsError/invalidValue`` naming `what`, as the servers answer such a value given in
  /// JSON.
  static func parsingInput(_ text: String, what: String) throws -> JSONValue {
    do {
      return try JSONValue(parsing: text)
    } catch let failure as JSONBodyParser.Failure {
      throw IntentsError(IntentsError.invalidValue, "‘\(what)’ is not valid JSON: \(failure).")
    }
  }
}
