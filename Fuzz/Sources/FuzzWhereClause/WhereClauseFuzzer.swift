// Fuzzes the `--where` syntax of `find`, and `--sort`, as a person types them: through the
// command line itself (`IntentsCommandLine.run`), over the peaks app.
//
// The input's first line is the `--where` text, its second (if any) the `--sort` key, and a
// third line `RangeEntity` finds ranges (an enumerable type, whose Find the runtime derives)
// instead of peaks. For any input: the clause parses or throws a syntax error whose caret is
// inside the text; the command answers with a page (status 0, JSON on standard output) or a
// usage, data or not-found error (64, 65, 66) in the JSON error shape on standard error — never
// the status of an unexpected failure (70).

import Foundation
import OpenIntentsFuzzSupport
import IntentsCLI
import IntentsRuntime

/// The host every command of the run asks for.
private let host = FuzzHost.make()

/// The fuzzer: libFuzzer calls `fuzzWhereClause` with each input.
@main enum WhereClauseFuzzer {
  static func main() { Fuzzing.run(fuzzWhereClause) }
}

/// Tests one input.
private func fuzzWhereClause(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  // What a shell can hand a program: no NUL, text as the system decodes it.
  let input = String(decoding: Fuzzing.bytes(data, size).filter { $0 != 0 }, as: UTF8.self)
  let lines = input.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
  let conditions = String(lines[0])
  let sort = lines.count > 1 ? String(lines[1]) : nil
  let type = lines.count > 2 && lines[2] == "RangeEntity" ? "RangeEntity" : "PeakEntity"

  do {
    let clause = try WhereClause(parsing: conditions)
    Fuzzing.require(
      !clause.filters.isEmpty && clause.filters.allSatisfy { !$0.property.isEmpty },
      "a clause that parses has conditions, each on a property", input: input)
  } catch let error as WhereClause.SyntaxError {
    Fuzzing.require(
      (0...conditions.count).contains(error.offset) && !error.message.isEmpty,
      "a syntax error points inside the text (offset \(error.offset))", input: input)
  } catch {
    Fuzzing.fail("parsing throws only syntax errors, not \(error)", input: input)
  }

  let arguments =
    ["find", type, "--where=\(conditions)", "--json"] + (sort.map { ["--sort=\($0)"] } ?? [])
  let (status, output, errorOutput) = Fuzzing.wait {
    let console = RecordingConsole()
    let status = await IntentsCommandLine.run(arguments, name: "peaks", console: console.console) {
      _ in host
    }
    return (status, console.output, console.error)
  }
  Fuzzing.require(
    [0, 64, 65, 66].contains(status),
    "find answers with a page or a usage, data or not-found error, not status \(status): "
      + errorOutput, input: input)
  if status == 0 {
    let page = try? JSONValue(parsing: output)
    Fuzzing.require(
      page?.objectValue?["entities"]?.arrayValue != nil,
      "a page is JSON with entities: \(output.prefix(300))", input: input)
  } else {
    let error = try? JSONValue(parsing: errorOutput)
    Fuzzing.require(
      error?.objectValue?["error"]?.objectValue?["code"]?.stringValue != nil,
      "an error is JSON with a code: \(errorOutput.prefix(300))", input: input)
  }
  return 0
}
