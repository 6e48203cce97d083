// The benchmarks, each beside a hand-written loop or a bare framework doing the same work in
// the same run: Find over 1,000,000 entities through the ready QueryComparator mapping; a
// derived Find over 100,000 entities of an enumerable query; resolving 1,000 identifiers;
// encoding 10,000 entities as JSON; an HTTP Find against a plain Hummingbird route; an MCP tool
// call against a bare MCP SDK server; a Find over 1,000,000 entities filtering and sorting on
// a `@ComputedProperty`, beside the same Find on a stored `@Property`; and each fast path that
// goes around a framework beside the framework's own path (reading JSON, writing it, MCP calls
// answered beside the SDK, the stdio transport's scan of responses, FTS5 ranking and patterns).
//
// Each benchmark is a function of its own, so that the optimiser treats it on its own.

import AppIntents
import Foundation
import IntentsRuntime

let arguments = CommandLine.arguments
// `--serve-mcp-ours` / `--serve-mcp-bare`: this binary as the MCP stdio benchmark's server.
if let mode = ServingBenchmarks.mcpServerMode(arguments) {
  try await ServingBenchmarks.serveMCP(mode, arguments)
  exit(0)
}
// `--serve-http-postgres SCHEMA`: this binary as one of the PostgreSQL hosts.
if let serving = PostgresHostsBenchmark.serveMode(arguments) {
  try await PostgresHostsBenchmark.serve(url: serving.url, schema: serving.schema)
  exit(0)
}
let scale = arguments.contains("--quick") ? 10 : 1
// `--iterations N` overrides the number of timed runs (for profiling one benchmark).
let iterations = arguments.firstIndex(of: "--iterations").flatMap { index in
  index + 1 < arguments.count ? Int(arguments[index + 1]) : nil
}
let harness = Harness(iterations: iterations ?? (arguments.contains("--quick") ? 5 : 15))

// `--only NAME[,NAME…]` runs the named benchmarks alone (find, derived, resolve, export, visual,
// read, encode, http, mcp, computed, spotlight, spotlight-postgres, find-postgres);
// `--spotlight-only` is
// `--only spotlight`.
let only: Set<String>? = {
  if arguments.contains("--spotlight-only") { return ["spotlight"] }
  guard let index = arguments.firstIndex(of: "--only"), index + 1 < arguments.count else {
    return nil
  }
  return Set(arguments[index + 1].split(separator: ",").map(String.init))
}()
func selected(_ name: String) -> Bool { only?.contains(name) ?? true }

// The big datasets, made only when a benchmark that reads them runs (the serving benchmarks
// have hosts of their own).
let needsDatasets = ["find", "derived", "resolve", "export", "encode", "computed"].contains(
  where: selected)
let peaks = needsDatasets ? Dataset.peaks(1_000_000 / scale) : []
let hills = needsDatasets ? Dataset.peaks(100_000 / scale).map(HillEntity.init) : []
let summits = needsDatasets ? Benchmarks.summits(1_000_000 / scale) : []
AppDependencyManager.shared.add(dependency: PeakStore(peaks))
AppDependencyManager.shared.add(dependency: HillStore(hills))
AppDependencyManager.shared.add(dependency: SummitStore(summits))

let host = IntentsHost(name: "Benchmarks") {
  PeakEntity.self
  HillEntity.self
  SummitEntity.self
  StoredSummitEntity.self
}

var report: [Comparison] = []
if selected("find") { report += try await Benchmarks.find(peaks, host, harness) }
if selected("derived") { report += try await Benchmarks.derivedFind(hills, host, harness) }
if selected("resolve") { report += try await Benchmarks.resolve(peaks, host, harness) }
if selected("export") { report += try await Benchmarks.exportText(peaks, host, harness) }
if selected("visual") { report += try await Benchmarks.visualSearch(harness, scale: scale) }
if selected("read") { report += try await ReadingBenchmarks.reading(harness) }
if selected("encode") {
  report += try await ServingBenchmarks.encoding(Array(peaks.prefix(10_000 / scale)), host, harness)
}
if selected("http") { report += try await ServingBenchmarks.httpFind(harness) }
if selected("mcp") {
  report += try await ServingBenchmarks.mcpCall(harness)
  report += try await ServingBenchmarks.messageScan(harness)
}
if selected("computed") { report += try await Benchmarks.computedFind(summits, host, harness) }
if selected("spotlight") {
  report += try await SpotlightBenchmarks.all(
    count: 1_000_000 / scale, quick: scale > 1, iterations: iterations)
}
// On PostgreSQL, when OPENINTENTS_POSTGRES_URL names a server (skipped, saying so, otherwise).
if selected("spotlight-postgres") {
  report += try await PostgresSpotlightBenchmarks.all(
    count: 1_000_000 / scale, quick: scale > 1, iterations: iterations)
}
if selected("find-postgres") {
  report += try await PostgresFindBenchmarks.all(count: 1_000_000 / scale, iterations: iterations)
}

print(
  "OpenIntents benchmarks (release, median of \(harness.iterations) runs\(scale > 1 ? ", quick: 1/\(scale) size" : ""))"
)
print(Comparison.header)
for line in report { print(line.line) }
if report.contains(where: { !$0.meetsTarget }) {
  print(
    scale > 1
      ? "Targets apply to the full sizes; fixed costs weigh more in --quick."
      : "Some benchmarks miss their target.")
}
