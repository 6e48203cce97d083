import AppIntents
import Foundation

/// Reads the quantity types of parameters from text or JSON: measurements in any unit of their
/// dimension, durations and date components.
///
/// - A measurement: a number (in the parameter's unit, else the dimension's base unit), text
///   such as `12 km`, `12km` or `12 kilometers`, or JSON `{"value": 12, "unit": "km"}`; the unit
///   is a symbol or one of the unit names `@Parameter` declares (`kilometers`).
/// - A `Duration`: seconds as a number, text such as `90s`, `1h30m`, `5 min`, `1:30:00`, or ISO
///   8601 (`PT1H30M`).
/// - `DateComponents`: `2024-05-01`, `09:30`, `09:30:15`, `2024-05-01T09:30`, or JSON
///   `{"year": 2024, "month": 5, "day": 1, "hour": 9, "minute": 30}`.
enum QuantityParsing {
  /// The value, `nil` when the type is none of these, or an error that says what was expected.
  static func parse(
    _ input: ValueInput, as type: Any.Type, what: String, unit: ParameterUnit? = nil
  ) throws -> Any? {
    if let measurement = type as? any MeasurementValue.Type {
      return try measurement.parse(input, what: what, unit: unit)
    }
    if type == Duration.self {
      return try duration(input, what: what, unit: unit?.dimension as? UnitDuration)
    }
    if type == DateComponents.self { return try dateComponents(input, what: what) }
    return nil
  }

  // MARK: - Measurements

  /// The number and unit text of a measurement input.
  static func parts(_ input: ValueInput) -> (Double, String?)? {
    switch input {
    case .json(let json) where json.numberValue != nil: return (json.numberValue!, nil)
    case .json(.object(let fields)):
      guard let value = fields["value"]?.numberValue else { return nil }
      if case .string(let unit)? = fields["unit"] { return (value, unit) }
      return fields["unit"] == nil ? (value, nil) : nil
    default:
      guard let text = input.plainText?.trimmingCharacters(in: .whitespaces), !text.isEmpty
      else { return nil }
      let scanner = Scanner(string: text)
      scanner.charactersToBeSkipped = nil
      guard let value = scanner.scanDouble(), value.isFinite else { return nil }
      let rest = text[scanner.currentIndex...].trimmingCharacters(in: .whitespaces)
      return (value, rest.isEmpty ? nil : rest)
    }
  }

  /// The unit named by text among the dimension's units: a case name or a symbol, ignoring
  /// case for names.
  static func unit(named text: String, in choices: [ParameterUnit.Choice]) -> Dimension? {
    if let exact = choices.first(where: { $0.unit.symbol == text }) { return exact.unit }
    let lowered = text.lowercased()
    return choices.first {
      $0.name.lowercased() == lowered || $0.unit.symbol.lowercased() == lowered
        || $0.name.lowercased() == lowered + "s"
    }?.unit
  }

  // MARK: - Durations

  /// The longest duration a parameter takes, in seconds (about 31.7 million years): far past any
  /// duration people mean, and well inside what `Duration` holds (about 1.7 × 10²⁰ seconds).
  static let maximumDurationSeconds = 1e15

  /// A duration: a JSON number is seconds, as the input schemas say to programs; a bare number
  /// in text — what a person types — is in `unit` (a `Duration` parameter's `defaultUnit:`),
  /// else in seconds.
  static func duration(
    _ input: ValueInput, what: String, unit: UnitDuration? = nil
  ) throws -> Duration {
    let unit = unit ?? .seconds
    let expected =
      "a duration: a number of \(unit == .seconds ? "seconds" : unit.symbol), or text such as "
      + "90s, 1h30m, 5 min, 1:30:00 or PT1H30M"
    var seconds: Double?
    if case .json(let json) = input, let number = json.numberValue {
      seconds = number
    } else if let text = input.plainText?.trimmingCharacters(in: .whitespaces).lowercased() {
      if let number = Double(text) {
        seconds = unit.converter.baseUnitValue(fromValue: number)
      } else {
        seconds = Self.seconds(in: text)
      }
    }
    guard let seconds, seconds.isFinite else {
      throw ValueConverter.invalid(what, input, expected: expected)
    }
    guard abs(seconds) <= maximumDurationSeconds else {
      throw ValueConverter.invalid(
        what, input, expected: "a duration of at most \(Int(maximumDurationSeconds)) seconds")
    }
    // Whole nanoseconds: exact for any duration a person gives, and no Double rounding of the
    // sub-second part beyond that.
    let whole = seconds.rounded(.towardZero)
    let nanoseconds = ((seconds - whole) * 1e9).rounded()
    return .seconds(Int64(whole)) + .nanoseconds(Int64(nanoseconds))
  }

  /// The seconds a duration text spells, or `nil`.
  static func seconds(in text: String) -> Double? {
    if let plain = Double(text), plain.isFinite { return plain }
    if text.contains(":") {
      let fields = text.split(separator: ":").map { Double($0) }
      guard (2...3).contains(fields.count), fields.allSatisfy({ $0 != nil && $0! >= 0 }) else {
        return nil
      }
      return fields.reduce(0) { $0 * 60 + $1! }
    }
    var body = Substring(text)
    if body.hasPrefix("pt") { body = body.dropFirst(2) } else if body.hasPrefix("p") { return nil }
    let units: [(String, Double)] = [
      ("hours", 3600), ("hour", 3600), ("hrs", 3600), ("hr", 3600), ("h", 3600),
      ("milliseconds", 0.001), ("ms", 0.001), ("microseconds", 1e-6), ("µs", 1e-6),
      ("us", 1e-6), ("nanoseconds", 1e-9), ("ns", 1e-9), ("picoseconds", 1e-12),
      ("ps", 1e-12),
      ("minutes", 60), ("minute", 60), ("mins", 60), ("min", 60), ("m", 60),
      ("seconds", 1), ("second", 1), ("secs", 1), ("sec", 1), ("s", 1),
    ]
    var total = 0.0
    var found = false
    let scanner = Scanner(string: String(body))
    scanner.charactersToBeSkipped = .whitespaces
    while !scanner.isAtEnd {
      guard let value = scanner.scanDouble(), value.isFinite, value >= 0 else { return nil }
      guard let (_, factor) = units.first(where: { scanner.scanString($0.0) != nil }) else {
        return nil
      }
      total += value * factor
      found = true
    }
    return found ? total : nil
  }

  // MARK: - Date components

  static func dateComponents(_ input: ValueInput, what: String) throws -> DateComponents {
    let expected =
      "date components: 2024-05-01, 09:30, 2024-05-01T09:30, or an object of year, month, day, "
      + "hour, minute and second"
    if case .json(.object(let fields)) = input {
      var components = DateComponents()
      let names: [(String, WritableKeyPath<DateComponents, Int?>)] = [
        ("year", \.year), ("month", \.month), ("day", \.day), ("hour", \.hour),
        ("minute", \.minute), ("second", \.second),
      ]
      for key in fields.keys where !names.contains(where: { $0.0 == key }) {
        throw ValueConverter.invalid(
          what, input, expected: expected, allowed: names.map(\.0))
      }
      for (name, path) in names {
        guard let field = fields[name] else { continue }
        guard let number = field.integerValue else {
          throw ValueConverter.invalid(what, input, expected: expected)
        }
        components[keyPath: path] = number
      }
      return try checked(components, input, what, expected)
    }
    guard let text = input.plainText?.trimmingCharacters(in: .whitespaces).uppercased() else {
      throw ValueConverter.invalid(what, input, expected: expected)
    }
    let halves = text.split(separator: "T", omittingEmptySubsequences: false)
    var components = DateComponents()
    var date = Substring(""), time = Substring("")
    if halves.count == 2 {
      (date, time) = (halves[0], halves[1])
    } else if text.contains(":") {
      time = Substring(text)
    } else {
      date = Substring(text)
    }
    if !date.isEmpty {
      let fields = date.split(separator: "-").map { Int($0) }
      guard fields.count == 3, let year = fields[0], let month = fields[1], let day = fields[2]
      else { throw ValueConverter.invalid(what, input, expected: expected) }
      (components.year, components.month, components.day) = (year, month, day)
    }
    if !time.isEmpty {
      let fields = time.split(separator: ":").map { Int($0) }
      guard (2...3).contains(fields.count), fields.allSatisfy({ $0 != nil }) else {
        throw ValueConverter.invalid(what, input, expected: expected)
      }
      components.hour = fields[0]
      components.minute = fields[1]
      if fields.count == 3 { components.second = fields[2] }
    }
    return try checked(components, input, what, expected)
  }

  private static func checked(
    _ components: DateComponents, _ input: ValueInput, _ what: String, _ expected: String
  ) throws -> DateComponents {
    let ranges: [(Int?, ClosedRange<Int>)] = [
      (components.month, 1...12), (components.day, 1...31), (components.hour, 0...23),
      (components.minute, 0...59), (components.second, 0...60),
    ]
    for (value, range) in ranges {
      if let value, !range.contains(value) {
        throw ValueConverter.invalid(what, input, expected: expected)
      }
    }
    return components
  }
}

/// A `Measurement` of a dimension, read without knowing its unit type statically.
protocol MeasurementValue {
  static func parse(_ input: ValueInput, what: String, unit: ParameterUnit?) throws -> Any
}

extension Measurement: MeasurementValue where UnitType: Dimension {
  static func parse(_ input: ValueInput, what: String, unit: ParameterUnit?) throws -> Any {
    let choices = unit?.choices ?? ParameterUnit.table[ObjectIdentifier(UnitType.self)] ?? []
    let names = choices.map(\.name)
    guard let (value, unitText) = QuantityParsing.parts(input) else {
      throw ValueConverter.invalid(
        what, input,
        expected:
          "a measurement: a number, text such as “12 \(unit?.dimension.symbol ?? UnitType.baseUnit().symbol)”, "
          + "or {\"value\": 12, \"unit\": \"…\"}",
        allowed: names)
    }
    let base = (unit?.dimension as? UnitType) ?? UnitType.baseUnit()
    var measurement = Measurement(value: value, unit: base)
    if let unitText {
      guard let named = QuantityParsing.unit(named: unitText, in: choices) as? UnitType else {
        throw IntentsError(
          IntentsError.invalidValue,
          "‘\(what)’ has no unit “\(unitText)”; use a unit name or symbol of \(UnitType.self).",
          allowed: names)
      }
      measurement = Measurement(value: value, unit: named)
      if unit?.isFixed == true { measurement.convert(to: base) }
    }
    return measurement
  }
}
