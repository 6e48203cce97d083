/// Reads JSON text (RFC 8259, UTF-8) into a `JSONValue` in one pass over its bytes, as every
/// surface reads it — HTTP request bodies, MCP messages, and the command line's JSON through
/// `JSONValue(parsing:)`: the same values Foundation's `JSONDecoder` reads, without the cost of
/// decoding through `Decodable` (which tries each kind of value in turn and throws for each
/// miss — hundreds of microseconds for a small Find).
///
/// Refused: anything that is not JSON (a trailing comma, a comment, a leading zero, `NaN`, a
/// number too large for a `Double`, a control character or an invalid escape in a string, a
/// lone surrogate, bytes that are not UTF-8, text after the value) and nesting deeper than
/// ``maximumDepth``. A name given twice keeps its first value, as `JSONDecoder` does.
package struct JSONBodyParser {
  /// Why the text is not JSON, and where.
  package struct Failure: Error, Equatable, CustomStringConvertible {
    /// What is wrong.
    package let problem: String
    /// The line of the byte where reading stopped, from 1.
    package let line: Int
    /// The column of that byte, in bytes from 1.
    package let column: Int

    /// What is wrong, and where.
    package var description: String { "\(problem) (at line \(line), column \(column))" }
  }

  /// The deepest nesting of arrays and objects read, as `JSONDecoder` allows.
  package static let maximumDepth = 512

  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  private var depth = 0

  private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  /// The value the text holds; throws ``Failure`` when it is not JSON.
  package static func parse(_ text: [UInt8]) throws(Failure) -> JSONValue {
    let result: Result<JSONValue, Failure> = text.withUnsafeBufferPointer { bytes in
      Result { () throws(Failure) -> JSONValue in try parse(bytes) }
    }
    return try result.get()
  }

  /// The value the bytes hold; throws ``Failure`` when they are not JSON.
  package static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) -> JSONValue {
    var parser = JSONBodyParser(bytes)
    return try parser.document()
  }

  // MARK: - Values

  private mutating func document() throws(Failure) -> JSONValue {
    skipSpace()
    let value = try value()
    skipSpace()
    guard index == bytes.count else { throw failure("Unexpected text after the value") }
    return value
  }

  private mutating func value() throws(Failure) -> JSONValue {
    guard index < bytes.count else { throw failure("The text ends where a value should be") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"):
      try literal("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw failure("Unexpected character where a value should be")
    }
  }

  private mutating func object() throws(Failure) -> JSONValue {
    try enter()
    index += 1
    var members: [String: JSONValue] = [:]
    skipSpace()
    if byte == UInt8(ascii: "}") {
      index += 1
      depth -= 1
      return .object(members)
    }
    // Room for the few members requests have, allocated once rather than grown twice.
    members.reserveCapacity(4)
    while true {
      skipSpace()
      guard byte == UInt8(ascii: "\"") else { throw failure("A member name should be a string") }
      let name = try string()
      skipSpace()
      guard byte == UInt8(ascii: ":") else { throw failure("A ‘:’ should follow a member name") }
      index += 1
      skipSpace()
      let value = try value()
      // One lookup; a repeated name keeps its first value.
      if let first = members.updateValue(value, forKey: name) { members[name] = first }
      skipSpace()
      switch byte {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        depth -= 1
        return .object(members)
      default: throw failure("A ‘,’ or ‘}’ should follow a member")
      }
    }
  }

  private mutating func array() throws(Failure) -> JSONValue {
    try enter()
    index += 1
    var elements: [JSONValue] = []
    skipSpace()
    if byte == UInt8(ascii: "]") {
      index += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      skipSpace()
      elements.append(try value())
      skipSpace()
      switch byte {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        depth -= 1
        return .array(elements)
      default: throw failure("A ‘,’ or ‘]’ should follow an element")
      }
    }
  }

  private mutating func enter() throws(Failure) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw failure("Arrays and objects are nested more than \(Self.maximumDepth) deep")
    }
  }

  private mutating func literal(_ word: StaticString) throws(Failure) {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count,
      UnsafeBufferPointer(start: word.utf8Start, count: count).elementsEqual(
        bytes[index..<(index + count)])
    else { throw failure("Unexpected character where a value should be") }
    index += count
  }

  /// A number, as its grammar allows: `-`, digits without a leading zero, a fraction, an
  /// exponent.
  private mutating func number() throws(Failure) -> JSONValue {
    let start = index
    if byte == UInt8(ascii: "-") { index += 1 }
    if byte == UInt8(ascii: "0") {
      index += 1
      if isDigit(byte) { throw failure("A number may not start with 0") }
    } else {
      guard isDigit(byte) else { throw failure("A number needs digits") }
      while isDigit(byte) { index += 1 }
    }
    var isWhole = true
    if byte == UInt8(ascii: ".") {
      isWhole = false
      index += 1
      guard isDigit(byte) else { throw failure("A fraction needs digits") }
      while isDigit(byte) { index += 1 }
    }
    if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
      isWhole = false
      index += 1
      if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { index += 1 }
      guard isDigit(byte) else { throw failure("An exponent needs digits") }
      while isDigit(byte) { index += 1 }
    }
    // A whole number written without a fraction or an exponent stays exact, as JSONValue reads
    // it from any JSON text; one of up to 18 digits is read here without making text of it.
    if isWhole, let whole = smallInteger(from: start) { return .integer(whole) }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    if isWhole, let whole = Int(text) { return .integer(whole) }
    guard let number = Double(text), number.isFinite else {
      index = start
      throw failure("The number \(text.prefix(40)) is too large")
    }
    // A whole number written with a fraction or an exponent (`1.5E1`, `1995474099347409E3`) is
    // exact too, as `JSONDecoder` reads it, where the `Double` would round it. One that is not
    // whole stays the `Double`, even past 2^53 where the `Double` is whole (`JSONDecoder` asked
    // for an `Int` would cut the fraction off; an `Int` parameter refuses it instead).
    if !isWhole, number.rounded() == number, let whole = exactWhole(from: start) {
      return .integer(whole)
    }
    return .number(number)
  }

  /// The whole number that the number between `start` and the index makes, exactly, when it
  /// has a fraction or an exponent; `nil` when it is not whole, is outside `Int`'s range, or
  /// has more than 19 significant digits (`JSONDecoder` reads those through a `Double`).
  private func exactWhole(from start: Int) -> Int? {
    var position = start
    let negative = bytes[position] == UInt8(ascii: "-")
    if negative { position += 1 }
    // The digits, counted where they are (without the point): how many, how many follow the
    // point, and where (counting digits only) the first and last that are not zero stand.
    let digitsStart = position
    var digitCount = 0
    var fractionDigits = 0
    var inFraction = false
    var firstNonZero = -1
    var lastNonZero = -1
    while position < index, bytes[position] | 0x20 != UInt8(ascii: "e") {
      if bytes[position] == UInt8(ascii: ".") {
        inFraction = true
      } else {
        if bytes[position] != UInt8(ascii: "0") {
          if firstNonZero < 0 { firstNonZero = digitCount }
          lastNonZero = digitCount
        }
        digitCount += 1
        if inFraction { fractionDigits += 1 }
      }
      position += 1
    }
    let digitsEnd = position
    // The exponent, bounded by the number's own length plus 20: past that, no digits of this
    // number make a whole `Int` (the scale is below zero or over 19 digits), whatever zeros
    // it has to cancel the exponent with; a fixed bound would let a long run of zeros do so.
    let bound = index - start + 20
    var exponent = 0
    if position < index {
      position += 1
      let negativeExponent = bytes[position] == UInt8(ascii: "-")
      if bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") {
        position += 1
      }
      while position < index {
        exponent = min(exponent * 10 + Int(bytes[position] &- UInt8(ascii: "0")), bound)
        position += 1
      }
      if negativeExponent { exponent = -exponent }
    }
    // significand × 10^scale, the significand without leading or trailing zeros.
    guard firstNonZero >= 0 else { return 0 }
    let significantDigits = lastNonZero - firstNonZero + 1
    let scale = exponent - fractionDigits + (digitCount - 1 - lastNonZero)
    guard scale >= 0, significantDigits <= 19, significantDigits + scale <= 19 else { return nil }
    var magnitude: UInt64 = 0
    var digitIndex = 0
    for byte in bytes[digitsStart..<digitsEnd] where byte != UInt8(ascii: ".") {
      if digitIndex >= firstNonZero, digitIndex <= lastNonZero {
        magnitude = magnitude * 10 + UInt64(byte &- UInt8(ascii: "0"))
      }
      digitIndex += 1
    }
    for _ in 0..<scale {
      let (product, overflow) = magnitude.multipliedReportingOverflow(by: 10)
      guard !overflow else { return nil }
      magnitude = product
    }
    if negative {
      return magnitude <= UInt64(Int.max) + 1 ? Int(truncatingIfNeeded: 0 &- magnitude) : nil
    }
    return magnitude <= UInt64(Int.max) ? Int(magnitude) : nil
  }

  /// The whole number of at most 18 digits (which cannot overflow) between `start` and the
  /// index, with its sign; `nil` for a longer one.
  private func smallInteger(from start: Int) -> Int? {
    var position = start
    let negative = bytes[position] == UInt8(ascii: "-")
    if negative { position += 1 }
    guard index - position <= 18 else { return nil }
    var value = 0
    while position < index {
      value = value * 10 + Int(bytes[position] &- UInt8(ascii: "0"))
      position += 1
    }
    return negative ? -value : value
  }

  /// A string at the index (which is its opening quote), with its escapes read.
  private mutating func string() throws(Failure) -> String {
    index += 1
    let start = index
    // Most strings have no escape: their bytes are the string. Most are ASCII too, which
    // needs no further check.
    var ascii = true
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let run = UnsafeBufferPointer(rebasing: bytes[start..<index])
        let text = ascii ? String(decoding: run, as: UTF8.self) : try utf8(run, at: start)
        index += 1
        return text
      }
      if byte == UInt8(ascii: "\\") { break }
      guard byte >= 0x20 else { throw failure("A control character must be escaped in a string") }
      if byte >= 0x80 { ascii = false }
      index += 1
    }
    var text = Array(bytes[start..<index])
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        let result = try text.withUnsafeBufferPointer { escaped throws(Failure) in
          try utf8(escaped, at: start)
        }
        index += 1
        return result
      case UInt8(ascii: "\\"):
        index += 1
        try escape(into: &text)
      case ..<0x20:
        throw failure("A control character must be escaped in a string")
      default:
        text.append(byte)
        index += 1
      }
    }
    throw failure("A string is not closed")
  }

  /// The escape after a backslash, appended as UTF-8.
  private mutating func escape(into text: inout [UInt8]) throws(Failure) {
    let simple: UInt8? =
      switch byte {
      case UInt8(ascii: "\""): UInt8(ascii: "\"")
      case UInt8(ascii: "\\"): UInt8(ascii: "\\")
      case UInt8(ascii: "/"): UInt8(ascii: "/")
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "n"): 0x0A
      case UInt8(ascii: "r"): 0x0D
      case UInt8(ascii: "t"): 0x09
      default: nil
      }
    if let simple {
      text.append(simple)
      index += 1
      return
    }
    guard byte == UInt8(ascii: "u") else { throw failure("Invalid escape in a string") }
    index += 1
    var scalar = try hexQuad()
    if (0xD800..<0xDC00).contains(scalar) {
      guard byte == UInt8(ascii: "\\"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "u")
      else { throw failure("A high surrogate must be followed by a low one") }
      index += 2
      let low = try hexQuad()
      guard (0xDC00..<0xE000).contains(low) else {
        throw failure("A high surrogate must be followed by a low one")
      }
      scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
    } else if (0xDC00..<0xE000).contains(scalar) {
      throw failure("A low surrogate must follow a high one")
    }
    guard let unicode = Unicode.Scalar(scalar) else { throw failure("Invalid escape in a string") }
    text.append(contentsOf: UTF8.encode(unicode)!)
  }

  private mutating func hexQuad() throws(Failure) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw failure("\\u needs four hexadecimal digits")
      }
      value = (value << 4) + digit
      index += 1
    }
    return value
  }

  /// The bytes of a string as text; throws when they are not UTF-8.
  private func utf8(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) throws(Failure) -> String {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw Failure(
        problem: "A string is not UTF-8", line: line(at: start), column: column(at: start))
    }
    return text
  }

  // MARK: - Bytes

  /// The byte at the index, `0` past the end.
  private var byte: UInt8 { index < bytes.count ? bytes[index] : 0 }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private mutating func skipSpace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private func failure(_ problem: String) -> Failure {
    Failure(problem: problem, line: line(at: index), column: column(at: index))
  }

  private func line(at position: Int) -> Int {
    1 + bytes[..<min(position, bytes.count)].count { $0 == 0x0A }
  }

  private func column(at position: Int) -> Int {
    let position = min(position, bytes.count)
    let lineStart = bytes[..<position].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
    return position - lineStart + 1
  }
}
