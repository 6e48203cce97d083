import Foundation

/// A Core Spotlight query string, parsed: `title == "matter*"cd && InRange(rating, 3, 5)`.
///
/// The language Apple documents for `CSSearchQuery`: comparisons of an attribute with a value
/// (`==`, `!=`, `<`, `>`, `<=`, `>=`), string values in quotes with `*` wildcards and the
/// modifiers `c` (ignore case), `d` (ignore diacritics), `w` (match words) and `t` (accepted,
/// no effect here), numbers, `true`/`false`, dates as `$time.now`, `$time.now(±seconds)`,
/// `$time.today`, `$time.today(±days)` and `$time.iso(2025-06-01T00:00:00Z)`,
/// `InRange(attribute, low, high)`, and `&&`, `||`, `!` with parentheses. Attributes are named
/// as the attribute set's properties (`title`, `contentDescription`, `keywords`), by their
/// Spotlight names (`kMDItemTitle`) or as custom keys; `*` stands for every text attribute,
/// and `domainIdentifier` for the item's domain.
indirect enum QueryExpression: Sendable, Equatable {
  case comparison(attribute: String, QueryOperator, QueryValue)
  case inRange(attribute: String, QueryValue, QueryValue)
  case not(QueryExpression)
  case and(QueryExpression, QueryExpression)
  case or(QueryExpression, QueryExpression)
}

/// A comparison operator of a query string.
enum QueryOperator: String, Sendable, Equatable {
  case equal = "=="
  case notEqual = "!="
  case less = "<"
  case greater = ">"
  case lessOrEqual = "<="
  case greaterOrEqual = ">="
}

/// A value of a query string.
enum QueryValue: Sendable, Equatable {
  /// Text, with its modifiers.
  case text(String, caseInsensitive: Bool, diacriticInsensitive: Bool, words: Bool)
  case number(Double)
  case date(Date)
}

/// Why a query string could not be read.
struct QuerySyntaxError: Error, Equatable {
  let message: String
}

extension QueryExpression {
  /// Parses a query string, or explains where it is malformed.
  static func parse(_ text: String, now: Date = Date()) throws -> QueryExpression {
    var parser = QueryParser(Array(text.unicodeScalars), now: now)
    let expression = try parser.expression()
    parser.skipSpaces()
    guard parser.atEnd else { throw parser.error("unexpected text") }
    return expression
  }
}

/// A recursive-descent reader of query strings.
struct QueryParser {
  let scalars: [Unicode.Scalar]
  let now: Date
  var position = 0
  /// How deeply parentheses and `!` may nest, so that a hostile string cannot exhaust the stack.
  static let maximumDepth = 64
  var depth = 0

  init(_ scalars: [Unicode.Scalar], now: Date) {
    self.scalars = scalars
    self.now = now
  }

  var atEnd: Bool { position >= scalars.count }

  func error(_ what: String) -> QuerySyntaxError {
    QuerySyntaxError(message: "The query is malformed at character \(position + 1): \(what).")
  }

  mutating func skipSpaces() {
    while !atEnd, scalars[position].properties.isWhitespace { position += 1 }
  }

  mutating func consume(_ token: String) -> Bool {
    skipSpaces()
    let token = Array(token.unicodeScalars)
    guard position + token.count <= scalars.count,
      Array(scalars[position..<position + token.count]) == token
    else { return false }
    position += token.count
    return true
  }

  mutating func expression() throws -> QueryExpression {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumDepth else { throw error("nested too deeply") }
    var left = try conjunction()
    while consume("||") { left = .or(left, try conjunction()) }
    return left
  }

  mutating func conjunction() throws -> QueryExpression {
    var left = try unary()
    while consume("&&") { left = .and(left, try unary()) }
    return left
  }

  mutating func unary() throws -> QueryExpression {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Self.maximumDepth else { throw error("nested too deeply") }
    skipSpaces()
    if !atEnd, scalars[position] == "!",
      position + 1 >= scalars.count || scalars[position + 1] != "="
    {
      position += 1
      return .not(try unary())
    }
    if consume("(") {
      let inner = try expression()
      guard consume(")") else { throw error("a “)” is missing") }
      return inner
    }
    skipSpaces()
    let attribute = try name()
    if attribute == "InRange" {
      guard consume("(") else { throw error("InRange takes (attribute, low, high)") }
      skipSpaces()
      let ranged = try name()
      guard consume(",") else { throw error("InRange takes (attribute, low, high)") }
      let low = try value()
      guard consume(",") else { throw error("InRange takes (attribute, low, high)") }
      let high = try value()
      guard consume(")") else { throw error("a “)” is missing after InRange") }
      return .inRange(attribute: ranged, low, high)
    }
    let operation = try comparisonOperator()
    return .comparison(attribute: attribute, operation, try value())
  }

  mutating func name() throws -> String {
    skipSpaces()
    if consume("**") { return "*" }
    if consume("*") { return "*" }
    var text = ""
    while !atEnd {
      let scalar = scalars[position]
      guard
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_"
          || scalar == "." || scalar == "-" || scalar == "$"
      else { break }
      text.unicodeScalars.append(scalar)
      position += 1
    }
    guard !text.isEmpty else { throw error("an attribute name is expected") }
    return text
  }

  mutating func comparisonOperator() throws -> QueryOperator {
    for candidate in ["==", "!=", "<=", ">=", "<", ">"] where consume(candidate) {
      return QueryOperator(rawValue: candidate)!
    }
    if consume("=") { return .equal }
    throw error("a comparison (==, !=, <, >, <=, >=) is expected")
  }

  mutating func value() throws -> QueryValue {
    skipSpaces()
    guard !atEnd else { throw error("a value is expected") }
    let first = scalars[position]
    if first == "\"" || first == "'" {
      position += 1
      var text = ""
      while true {
        guard !atEnd else { throw error("a closing quote is missing") }
        let scalar = scalars[position]
        position += 1
        if scalar == first { break }
        if scalar == "\\", !atEnd {
          text.unicodeScalars.append(scalars[position])
          position += 1
          continue
        }
        text.unicodeScalars.append(scalar)
      }
      var modifiers = Set<Unicode.Scalar>()
      while !atEnd, "cdwt".unicodeScalars.contains(scalars[position]) {
        modifiers.insert(scalars[position])
        position += 1
      }
      return .text(
        text, caseInsensitive: modifiers.contains("c"),
        diacriticInsensitive: modifiers.contains("d"),
        words: modifiers.contains("w"))
    }
    if consume("$time.") { return .date(try time()) }
    if consume("true") { return .number(1) }
    if consume("false") { return .number(0) }
    var number = ""
    while !atEnd, "+-.0123456789eE".unicodeScalars.contains(scalars[position]) {
      number.unicodeScalars.append(scalars[position])
      position += 1
    }
    guard let value = Double(number) else {
      throw error("a quoted string, number or $time value is expected")
    }
    return .number(value)
  }

  /// `now`, `now(±seconds)`, `today`, `today(±days)` or `iso(date)`, after `$time.`.
  mutating func time() throws -> Date {
    if consume("iso(") {
      var text = ""
      while !atEnd, scalars[position] != ")" {
        text.unicodeScalars.append(scalars[position])
        position += 1
      }
      guard consume(")"),
        let date = ISO8601DateFormatter().date(from: text.trimmingCharacters(in: .whitespaces))
      else { throw error("$time.iso takes an ISO 8601 date, such as 2025-06-01T00:00:00Z") }
      return date
    }
    let unit: Double
    var base: Date
    if consume("now") {
      unit = 1
      base = now
    } else if consume("today") {
      unit = 86_400
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = TimeZone.current
      base = calendar.startOfDay(for: now)
    } else {
      throw error("$time.now, $time.today or $time.iso(…) is expected")
    }
    if consume("(") {
      var number = ""
      skipSpaces()
      while !atEnd, "+-.0123456789".unicodeScalars.contains(scalars[position]) {
        number.unicodeScalars.append(scalars[position])
        position += 1
      }
      guard let offset = Double(number), consume(")") else {
        throw error("a number of seconds or days is expected")
      }
      base += offset * unit
    }
    return base
  }
}
