import Foundation

/// Times closures and compares them: medians of repeated runs, in the same process.
struct Harness {
  let iterations: Int

  /// The median time of each operation, in seconds, and its last result. The operations run
  /// in rounds, each round in a rotated order, so that a slower stretch of the machine weighs
  /// on all of them alike; each runs once first to warm up.
  func medians(
    _ operations: [() async throws -> Int]
  ) async throws -> [(seconds: Double, checksum: Int)] {
    var checksums: [Int] = []
    for operation in operations { checksums.append(try await operation()) }
    var times = Array(repeating: [Double](), count: operations.count)
    for round in 0..<iterations {
      for step in 0..<operations.count {
        let index = (round + step) % operations.count
        let start = ContinuousClock.now
        checksums[index] = try await operations[index]()
        let elapsed = ContinuousClock.now - start
        times[index].append(
          Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
      }
    }
    return times.indices.map { index in
      let sorted = times[index].sorted()
      return (sorted[sorted.count / 2], checksums[index])
    }
  }
}

/// One line of the report.
struct Comparison {
  let name: String
  let ours: Double
  let baseline: Double
  let target: Double?

  var ratio: Double { ours / baseline }
  var meetsTarget: Bool { target.map { ratio <= $0 } ?? true }

  var line: String {
    let verdict = target.map { ratio <= $0 ? "meets ≤\($0)×" : "MISSES ≤\($0)×" } ?? "reference"
    return Column.left(name, 62) + Column.right(Column.milliseconds(ours), 13)
      + Column.right(Column.milliseconds(baseline), 13)
      + Column.right(String(format: "%.2f×", ratio), 9)
      + "  " + verdict
  }

  static var header: String {
    Column.left("benchmark", 62) + Column.right("ours", 13) + Column.right("hand loop", 13)
      + Column.right("ratio", 9)
  }
}

/// Fixed-width text columns (Foundation's `%@` width does not pad on Linux).
enum Column {
  static func left(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  static func right(_ text: String, _ width: Int) -> String {
    text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
  }

  static func milliseconds(_ seconds: Double) -> String {
    String(format: "%.3f ms", seconds * 1000)
  }
}
