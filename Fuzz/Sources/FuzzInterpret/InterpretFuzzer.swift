// Fuzzes the phrase interpreter (`IntentsHost.interpret`) over the peaks app, whose peaks are
// in a SQLite Spotlight index as an app keeps them.
//
// The input's first line is what was said; each further line is what the person answers to
// the question the run asks, read as a prompt reads it (`IntentAnswer(text:for:)`) and sent
// with the same utterance again, as HTTP and MCP callers do. For any input: interpreting ends
// with a run, a question or no match, or an error of the runtime that says what was wrong —
// never a failure of the app's code (which never fails here) or an unexpected error; and its
// JSON form, which every surface sends, is JSON that reads back as itself.

import Foundation
import OpenIntentsFuzzSupport
import IntentsRuntime
import IntentsWire

/// The host, its peaks indexed once for the whole run.
private let host: IntentsHost = {
  do {
    return try FuzzHost.makeIndexed().host
  } catch {
    Fuzzing.fail("the Spotlight index could not be made: \(error)", input: "")
  }
}()

/// The runtime's errors for a request it refuses; any other code is the app's or the system's
/// failure, which nothing said may cause.
private let refusals: Set<IntentsError.Code> = [
  IntentsError.requestTooLarge, IntentsError.invalidValue, IntentsError.entityNotFound,
  IntentsError.notSearchable, IntentsError.declined, IntentsError.repeatedQuestion,
  IntentsError.malformedIdentifier, IntentsError.unknownParameter, IntentsError.invalidRequest,
]

/// The fuzzer: libFuzzer calls `fuzzInterpret` with each input.
@main enum InterpretFuzzer {
  static func main() { Fuzzing.run(fuzzInterpret) }
}

/// Tests one input.
private func fuzzInterpret(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = String(decoding: Fuzzing.bytes(data, size), as: UTF8.self)
  var lines = input.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  let utterance = lines.removeFirst()
  // A few rounds at most: every answer is to a question the previous round asked.
  let replies = Array(lines.prefix(4))
  let failure = Fuzzing.wait { () async -> String? in
    var answers: [String: IntentAnswer] = [:]
    var asked: Set<String> = []
    for round in 0...replies.count {
      let heard: Interpretation
      do {
        heard = try await host.interpret(utterance, answers: answers)
      } catch let error as IntentsError {
        return refusals.contains(error.code)
          ? nil : "interpreting failed with \(error.code): \(error.message)"
      } catch {
        return "interpreting threw what is not an IntentsError: \(error)"
      }
      let json = heard.json
      guard (try? JSONValue(parsing: json.description)) == json else {
        return "the interpretation's JSON does not read back as itself: \(json)"
      }
      guard case .needsInput(let question) = heard.outcome, round < replies.count else {
        return nil
      }
      guard asked.insert(question.id).inserted else {
        return "question \(question.id) was asked again after it was answered"
      }
      do throws(IntentsError) {
        answers[question.id] = try IntentAnswer(text: replies[round], for: question)
      } catch {
        guard error.code == IntentsError.invalidValue else {
          return "an answer that does not fit is invalidValue, not \(error.code)"
        }
        return nil
      }
    }
    return nil
  }
  if let failure { Fuzzing.fail(failure, input: input) }
  return 0
}
