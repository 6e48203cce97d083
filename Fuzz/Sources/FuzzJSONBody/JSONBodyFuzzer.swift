// Fuzzes the JSON reader of HTTP bodies and MCP messages (`JSONBodyParser`, which the package
// keeps to itself, hence `@testable`). For any bytes, the reader returns a value or throws a
// failure that points inside the text; a value it returns, written back by `JSONValue`'s
// writer, reads again as the same value and is written the same way; and Foundation's
// `JSONDecoder`, which the reader stands in for, reads the same value from the same bytes.

// It reaches a reader internal to its module, so it is built where testing is enabled: a debug
// build, or Fuzz/run's. A release build of the package gets a harness that says so.
#if DEBUG || LIBFUZZER
import Foundation
import OpenIntentsFuzzSupport
@testable import IntentsRuntime

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

  // Written back and read again: the same value.
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
    same(again, value, asWritten: true),
    "a value written and read again is the same value", input: input)
  // A whole number past 9e15 kept as a `Double` is written with an exponent, and read back as
  // the exact integer it is, which is written without one; from then on the text is stable.
  let rewritten = again.jsonBytes
  Fuzzing.require(
    (try? JSONBodyParser.parse(rewritten).jsonBytes) == rewritten,
    "the writer's text, read and written again, is the same text", input: input)

  // What the reader accepts, Foundation's decoder reads as the same value.
  do {
    let decoded = try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    Fuzzing.require(
      same(decoded, value, asFoundationReads: true),
      "JSONDecoder reads the same value: \(decoded) ≠ \(value)", input: input)
  } catch {
    Fuzzing.fail("JSONDecoder reads what the reader accepts, but says \(error)", input: input)
  }
  return 0
}

/// Whether two values are the same, numbers compared as the numbers they are (`==` of
/// `JSONValue` already does that) and strings by their Unicode scalars, not by canonical
/// equivalence as `String`'s `==` compares them: a reader may not swap one for the other.
///
/// `asFoundationReads` allows where `JSONDecoder` is not exact, past 2⁵³ and with a fraction or
/// an exponent: there it reads some numbers through a `Double` (`9223372036854775806.0` is
/// 2⁶³ to it) and truncates others (`14121282586333827946e-3` is 14121282586333827, and
/// `9014398509481913564e-3` is 9014398509481913 where the nearest `Double` is …914), so the
/// two agree to a `Double`'s precision: one step of the `Double` at most.
///
/// `asWritten` allows what the writer does to a whole `Double` past 9e15: it writes Swift's
/// shortest digits for it (`9.007199254740789e+17` for 900719925474078848), which read back
/// exactly as the whole number they spell (900719925474078900): the same `Double`, not the
/// same integer.
private func same(
  _ left: JSONValue, _ right: JSONValue, asFoundationReads: Bool = false, asWritten: Bool = false
) -> Bool {
  let lenient = asFoundationReads
  let written = asWritten
  switch (left, right) {
  case (.string(let a), .string(let b)): return a.unicodeScalars.elementsEqual(b.unicodeScalars)
  case (.array(let a), .array(let b)):
    return a.count == b.count
      && zip(a, b).allSatisfy { same($0, $1, asFoundationReads: lenient, asWritten: written) }
  case (.object(let a), .object(let b)):
    return a.count == b.count
      && a.allSatisfy { key, value in
        guard let index = b.index(forKey: key) else { return false }
        return key.unicodeScalars.elementsEqual(b[index].key.unicodeScalars)
          && same(value, b[index].value, asFoundationReads: lenient, asWritten: written)
      }
  case (.number(let number), .integer(let whole)) where asFoundationReads,
    (.integer(let whole), .number(let number)) where asFoundationReads:
    // Foundation's truncated integer may be a `Double` step away from the rounded number.
    return (abs(number) >= 0x1p53 && abs(Double(whole) - number) <= number.ulp) || left == right
  case (.integer(let exact), .number(let number)) where asWritten:
    return (Double(exact) == number && abs(number) >= 9.0e15) || left == right
  default: return left == right
  }
}
#else
import OpenIntentsFuzzSupport

@main enum JSONBodyFuzzer {
  static func main() {
    Fuzzing.unavailable(
      "FuzzJSONBody reaches an internal reader: build it in debug, or with Fuzz/run")
  }
}
#endif
