// Fuzzes Spotlight search text on its way to SQLite FTS5 (`FTS5Query` builds the pattern):
// through the host's search (`IntentsHost.spotlight`), and straight through the SQLite index's
// public API — a ranked search of raw terms, typo corrections and completions — over a real
// index file holding the peaks app's entities.
//
// Query text is never FTS5 syntax, so no text may make the pattern malformed: every search
// answers (a text over the length limit is the only refusal), and a page never holds more than
// asked for. The input's first line is the query; in the raw search, words are split at spaces,
// `|` separates a term's alternatives, a trailing `*` makes a term a prefix, and a query that
// starts with `~` wants any term instead of every one.

import CoreSpotlight
import Foundation
import OpenIntentsFuzzSupport
import IntentsRuntime
import IntentsSQLite

/// The host and its index, made once for the whole run.
private let indexed: (host: IntentsHost, store: SQLiteSpotlightIndex) = {
  do {
    return try FuzzHost.makeIndexed()
  } catch {
    Fuzzing.fail("the Spotlight index could not be made: \(error)", input: "")
  }
}()

/// The fuzzer: libFuzzer calls `fuzzSpotlight` with each input.
@main enum SpotlightFuzzer {
  static func main() { Fuzzing.run(fuzzSpotlight) }
}

/// Tests one input.
private func fuzzSpotlight(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = String(decoding: Fuzzing.bytes(data, size), as: UTF8.self)
  let query = String(input.prefix { $0 != "\n" })
  let (host, store) = indexed
  let failure = Fuzzing.wait { () async -> String? in
    // The host's search, as every surface calls it.
    do {
      let results = try await host.spotlight(query: query, limit: 5)
      guard results.hits.count <= 5, results.total >= results.hits.count else {
        return "a page of 5 holds \(results.hits.count) hits of \(results.total)"
      }
    } catch let error as IntentsError where error.code == IntentsError.requestTooLarge {
      guard query.unicodeScalars.count > Limits.maximumTextLength else {
        return "a query within the length limit was refused as too large"
      }
    } catch let error as IntentsError where error.code == IntentsError.invalidValue {
      // Text a caller sends is refused whole when it holds a control character (C0, DEL, C1)
      // or a bidirectional override or isolate, on every surface. The rule is written out here
      // again rather than asking `InputText.isControl`, so that the harness checks the rule and
      // not the code against itself.
      let control = query.unicodeScalars.contains {
        switch $0.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
      }
      guard control else { return "a query without control characters was refused: \(error)" }
    } catch {
      return "the host's search threw \(error)"
    }

    // The index's own API, with terms as the text gives them.
    let words = query.split(separator: " ").map(String.init)
    let terms = words.map { word in
      CSIndexSearchRequest.Term(
        word.split(separator: "|", omittingEmptySubsequences: false).map(String.init),
        isPrefix: word.hasSuffix("*"))
    }
    let request = CSIndexSearchRequest(
      terms: terms, mode: query.hasPrefix("~") ? .anyTerm : .allTerms, limit: 3,
      offset: query.count % 3)
    do {
      let page = try await store.search(request)
      guard page.hits.count <= 3 else { return "a page of 3 holds \(page.hits.count) hits" }
      _ = try await store.corrections(for: words, limit: 3)
      _ = try await store.completions(forPrefix: query, limit: 3)
    } catch {
      return "the index threw \(error)"
    }
    return nil
  }
  if let failure { Fuzzing.fail(failure, input: input) }
  return 0
}
