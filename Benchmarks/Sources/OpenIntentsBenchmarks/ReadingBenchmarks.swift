import Foundation
import IntentsRuntime

/// Reading JSON as the surfaces read requests — `JSONValue(parsing:)`, the reader of HTTP
/// bodies, MCP messages and the command line's JSON — beside Foundation reading the same text
/// into the same values: `JSONDecoder` through `JSONValue`'s `Decodable` conformance, and
/// `JSONSerialization` with its objects then made into values.
enum ReadingBenchmarks {
  /// Requests of the sizes the surfaces read: a Find, an MCP `tools/call` of it, a resolve of
  /// 100 identifiers, a run's parameters.
  static let bodies: [String] = [
    SmallHost.findBody,
    #"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"find_PeakEntity","#
      + #""arguments":"# + SmallHost.findBody + "}}",
    #"{"ids":["# + (0..<100).map { "\"\($0 * 7919)\"" }.joined(separator: ",") + "]}",
    #"{"parameters":{"peak":{"id":"42"},"note":"Bring a rope — and “crampons”.","days":3,"#
      + #""ratio":0.75,"confirm":true,"tags":["alpine","glacier"],"start":null}}"#,
  ]

  /// How many times each body is read in one timed run.
  static let repeats = 250

  static func reading(_ harness: Harness) async throws -> [Comparison] {
    let data = bodies.map { Data($0.utf8) }
    for (body, bytes) in zip(bodies, data) {
      let ours = try JSONValue(parsing: body)
      let decoded = try JSONDecoder().decode(JSONValue.self, from: bytes)
      let serialized = try foundationValue(JSONSerialization.jsonObject(with: bytes))
      precondition(ours == decoded, "the reader and JSONDecoder disagree on \(body)")
      precondition(ours == serialized, "the reader and JSONSerialization disagree on \(body)")
    }
    let ours: () async throws -> Int = {
      var total = 0
      for _ in 0..<repeats {
        for body in bodies { total &+= try JSONValue(parsing: body).checksum }
      }
      return total
    }
    let decoder: () async throws -> Int = {
      var total = 0
      for _ in 0..<repeats {
        for body in bodies {
          total &+= try JSONDecoder().decode(JSONValue.self, from: Data(body.utf8)).checksum
        }
      }
      return total
    }
    let serialization: () async throws -> Int = {
      var total = 0
      for _ in 0..<repeats {
        for body in bodies {
          let object = try JSONSerialization.jsonObject(with: Data(body.utf8))
          total &+= try foundationValue(object).checksum
        }
      }
      return total
    }
    let times = try await harness.medians([ours, decoder, serialization])
    precondition(
      times[0].checksum == times[1].checksum && times[0].checksum == times[2].checksum,
      "the readers' values differ")
    let count = repeats * bodies.count
    return [
      Comparison(
        name: "Read \(count) request bodies: JSONValue(parsing:) vs JSONDecoder",
        ours: times[0].seconds, baseline: times[1].seconds, target: nil),
      Comparison(
        name: "  same vs JSONSerialization, then values", ours: times[0].seconds,
        baseline: times[2].seconds, target: nil),
    ]
  }

  /// The value of what `JSONSerialization` read.
  static func foundationValue(_ object: Any) throws -> JSONValue {
    switch object {
    case is NSNull: return .null
    case let text as String: return .string(text)
    case let array as [Any]: return .array(try array.map(foundationValue))
    case let members as [String: Any]: return .object(try members.mapValues(foundationValue))
    case let number as NSNumber:
      switch String(cString: number.objCType) {
      case "c", "B": return .bool(number.boolValue)
      case "d", "f": return .number(number.doubleValue)
      default: return .integer(number.intValue)
      }
    default: throw CocoaError(.propertyListReadCorrupt)
    }
  }
}

extension JSONValue {
  /// A number that two reads of the same text agree on: how many values it holds, and how
  /// long its strings are.
  var checksum: Int {
    switch self {
    case .null, .bool, .number, .integer: 1
    case .string(let text): 1 &+ text.utf8.count
    case .array(let items): items.reduce(1) { $0 &+ $1.checksum }
    case .object(let members): members.reduce(1) { $0 &+ $1.key.utf8.count &+ $1.value.checksum }
    }
  }
}
