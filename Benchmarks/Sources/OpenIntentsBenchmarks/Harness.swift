import Foundation

/// Times closures and compares them: medians of repeated runs, in the same process.
struct Harness {
  let iterations: Int

  /// The median time of an operation, in seconds, after one warm-up run.
  func median(
    _ operation: () async throws -> Int
  ) async rethrows -> (seconds: Double, checksum: Int) {
    var checksum = try await operation()
    var times: [Double] = []
    for _ in 0..<iterations {
      let start = ContinuousClock.now
      checksum = try await operation()
      let elapsed = ContinuousClock.now - start
      times.append(
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    times.sort()
    return (times[times.count / 2], checksum)
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
