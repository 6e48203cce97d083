// The benchmarks of issue 3, each beside a hand-written loop doing the same work in the same
// run: Find over 1,000,000 entities through the ready QueryComparator mapping; a derived Find
// over 100,000 entities of an enumerable query; resolving 1,000 identifiers.

import AppIntents
import Foundation
import IntentsRuntime

let arguments = CommandLine.arguments
let scale = arguments.contains("--quick") ? 10 : 1
let harness = Harness(iterations: arguments.contains("--quick") ? 5 : 15)

let peaks = Dataset.peaks(1_000_000 / scale)
let hills = Dataset.peaks(100_000 / scale).map(HillEntity.init)
AppDependencyManager.shared.add(dependency: PeakStore(peaks))
AppDependencyManager.shared.add(dependency: HillStore(hills))

let host = IntentsHost(name: "Benchmarks") {
  PeakEntity.self
  HillEntity.self
}

var report: [Comparison] = []

// MARK: 1. Find over 1,000,000 entities: continent == "europe", height > 5000, by name, first 10

let findRequest = FindRequest(
  filters: [.init("continent", .equalTo, "europe"), .init("height", .greaterThan, 5000)],
  sort: [.init("name")], limit: 10)

let viaHost = try await harness.median {
  try await host.find(type: "PeakEntity", findRequest).reduce(0) { $0 &+ $1.identifier.hashValue }
}
let europe = FoldedString("europe")
let handLoop = await harness.median {
  // The same work written by hand: case- and diacritic-insensitive equality, a number
  // comparison, and the ten first by name (ignoring case) kept in a small sorted buffer.
  var best: [PeakEntity] = []
  best.reserveCapacity(11)
  for peak in peaks where peak.height > 5000 && europe.matches(peak.continent) {
    if best.count == 10, FoldedString.compare(peak.name, best[9].name) != .orderedAscending { continue }
    let position = best.firstIndex { FoldedString.compare(peak.name, $0.name) == .orderedAscending } ?? best.count
    best.insert(peak, at: position)
    if best.count > 10 { best.removeLast() }
  }
  return best.reduce(0) { $0 &+ String($1.id).hashValue }
}
report.append(Comparison(name: "Find 1M, 2 filters, sort by name, limit 10 (host)", ours: viaHost.seconds, baseline: handLoop.seconds, target: 1.3))
precondition(viaHost.checksum == handLoop.checksum, "Find and the hand loop disagree")

let comparators = [
  QueryComparator.equality(\PeakEntity.$continent, "europe"),
  QueryComparator.ordering(\PeakEntity.$height, .greaterThan, 5000),
]
let sorts = [EntityQuerySort(\PeakEntity.$name)]
let direct = await harness.median {
  peaks.matching(comparators, mode: .and, sortedBy: sorts, limit: 10).reduce(0) { $0 &+ String($1.id).hashValue }
}
report.append(Comparison(name: "  same, matching(_:…) called directly", ours: direct.seconds, baseline: handLoop.seconds, target: nil))
let exactLoop = await harness.median {
  var best: [PeakEntity] = []
  for peak in peaks where peak.height > 5000 && peak.continent == "Europe" {
    if best.count == 10, peak.name >= best[9].name { continue }
    let position = best.firstIndex { peak.name < $0.name } ?? best.count
    best.insert(peak, at: position)
    if best.count > 10 { best.removeLast() }
  }
  return best.count
}
report.append(Comparison(name: "  hand loop with exact == and < (different semantics)", ours: exactLoop.seconds, baseline: handLoop.seconds, target: nil))

// MARK: 2. Derived Find over 100,000 entities of an enumerable query

let derivedRequest = FindRequest(
  filters: [.init("continent", .equalTo, "asia"), .init("isFeatured", .equalTo, true)],
  sort: [.init("height", .descending)], limit: 20)
let derived = try await harness.median {
  try await host.find(type: "HillEntity", derivedRequest).reduce(0) { $0 &+ $1.identifier.hashValue }
}
let asia = FoldedString("asia")
let derivedLoop = await harness.median {
  var best: [HillEntity] = []
  for hill in hills where hill.isFeatured && asia.matches(hill.continent) {
    if best.count == 20, hill.height <= best[19].height { continue }
    let position = best.firstIndex { hill.height > $0.height } ?? best.count
    best.insert(hill, at: position)
    if best.count > 20 { best.removeLast() }
  }
  return best.reduce(0) { $0 &+ String($1.id).hashValue }
}
report.append(Comparison(name: "Derived Find 100k (enumerable), 2 filters, sort, limit 20", ours: derived.seconds, baseline: derivedLoop.seconds, target: 2))
precondition(derived.checksum == derivedLoop.checksum, "derived Find and the hand loop disagree")

// MARK: 3. Resolving 1,000 identifiers

var generator = SplitMix(seed: 7)
let identifiers = (0..<1000).map { _ in String(Int(generator.next() % UInt64(peaks.count))) }
let resolved = try await harness.median {
  try await host.resolve(type: "PeakEntity", identifiers: identifiers).reduce(0) { $0 &+ ($1.entity == nil ? 0 : 1) }
}
let byID = Dictionary(uniqueKeysWithValues: peaks.map { ($0.id, $0) })
let resolveLoop = await harness.median {
  // Parse each identifier, look it up, keep the request order.
  var found = 0
  var results: [PeakEntity?] = []
  results.reserveCapacity(identifiers.count)
  for text in identifiers {
    let entity = Int(text).flatMap { byID[$0] }
    if entity != nil { found += 1 }
    results.append(entity)
  }
  return found
}
report.append(Comparison(name: "Resolve 1,000 identifiers (host)", ours: resolved.seconds, baseline: resolveLoop.seconds, target: nil))
precondition(resolved.checksum == resolveLoop.checksum, "resolve and the hand loop disagree")

print("OpenIntents benchmarks (release, median of \(harness.iterations) runs\(scale > 1 ? ", quick: 1/\(scale) size" : ""))")
print(Comparison.header)
for line in report { print(line.line) }
