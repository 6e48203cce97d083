// Fuzzes the JSON reader of HTTP bodies and MCP messages (`JSONBodyParser`, which the package
// keeps to itself, hence `@testable`). For any bytes, the reader returns a value or throws a
// failure that points inside the text; a value it returns, written back by `JSONValue`'s
// writer, reads again as the same value and is written the same way; and Foundation's
// `JSONDecoder`, which the reader stands in for, reads the same value from the same bytes.

import Foundation
import FuzzSupport
import IntentsRuntime

@testable import IntentsWire

/// The fuzzer: libFuzzer calls `fuzzJSONBody` with each input.
@main enum JSONBodyFuzzer {
  static func main() { Fuzzing.run(fuzzJSONBody) }
}

/// Tests one input.
private func fuzzJSONBody(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Fuzzing.bytes(data, size)
  let input = String(decoding: bytes, as: UTF8.self)
  let value: JSONValue
  do {
    value = try JSONBodyParser.parse(bytes)
  } catch {
    let lines = 1 + bytes.count { $0 == 0x0A }
    Fuzzing.require(
      !error.problem.isEmpty && (1...lines).contains(error.line)
        && (1...(bytes.count + 1)).contains(error.column),
      "a failure says what is wrong at a line and column of the text, not \(error)", input: input)
    return 0
  }

  // Written back and read again: the same value, written the same way.
  let written = value.jsonBytes
  let again: JSONValue
  do {
    again = try JSONBodyParser.parse(written)
  } catch {
    Fuzzing.fail(
      "the writer's text of a value read is read again, not refused (\(error.problem)): "
        + String(decoding: written, as: UTF8.self), input: input)
  }
  Fuzzing.require(
    again == value && same(again, value),
    "a value written and read again is the same value", input: input)
  Fuzzing.require(
    again.jsonBytes == written, "a value read again is written the same way", input: input)

  // What the reader accepts, Foundation's decoder reads as the same value.
  do {
    let decoded = try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    Fuzzing.require(
      decoded == value && same(decoded, value),
      "JSONDecoder reads the same value: \(decoded) ≠ \(value)", input: input)
  } catch {
    Fuzzing.fail("JSONDecoder reads what the reader accepts, but says \(error)", input: input)
  }
  return 0
}

/// Whether two values are the same, numbers compared as the numbers they are (`==` of
/// `JSONValue` already does that) and strings by their Unicode scalars, not by canonical
/// equivalence as `String`'s `==` compares them: a reader may not swap one for the other.
private func same(_ left: JSONValue, _ right: JSONValue) -> Bool {
  switch (left, right) {
  case (.string(let a), .string(let b)): a.unicodeScalars.elementsEqual(b.unicodeScalars)
  case (.array(let a), .array(let b)): a.count == b.count && zip(a, b).allSatisfy(same)
  case (.object(let a), .object(let b)):
    a.count == b.count
      && a.allSatisfy { key, value in
        guard let index = b.index(forKey: key) else { return false }
        return key.unicodeScalars.elementsEqual(b[index].key.unicodeScalars)
          && same(value, b[index].value)
      }
  default: left == right
  }
}
