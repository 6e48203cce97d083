import AppIntents
import Foundation
import Hummingbird
import HummingbirdTesting
import IntentsHTTP
import IntentsMCP
import IntentsRuntime
import IntentsWire
import MCP

/// The serving path, each beside a baseline doing the same work with the frameworks alone:
/// encoding entities as JSON, an HTTP Find, an MCP tool call.
enum ServingBenchmarks {
  /// Encoding 10,000 entities as the surfaces answer them (the bytes HTTP sends), against a
  /// hand-written writer of the same JSON; and, for reference, the same entities as a JSON
  /// value first (the form MCP's structured content and the CLI need), then written.
  static func encoding(
    _ peaks: [PeakEntity], _ host: IntentsHost, _ harness: Harness
  ) async throws -> [Comparison] {
    let entities = try await host.find(type: "PeakEntity", FindRequest(limit: peaks.count))
    let subset = Array(peaks.prefix(entities.count))
    let bytes = try await host.jsonBytes(of: entities)
    let valueBytes = try await host.json(of: entities).jsonBytes
    precondition(bytes == valueBytes, "the two encoders' bytes differ")
    let ours: () async throws -> Int = {
      try await host.jsonBytes(of: entities).count
    }
    let viaValue: () async throws -> Int = {
      try await host.json(of: entities).jsonBytes.count
    }
    let byHand: () async throws -> Int = {
      var bytes: [UInt8] = [UInt8(ascii: "[")]
      bytes.reserveCapacity(subset.count * 160)
      for (index, peak) in subset.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        bytes += #"{"id":""#.utf8
        bytes += String(peak.id).utf8
        bytes += #"","properties":{"continent":""#.utf8
        bytes += peak.continent.utf8
        bytes += #"","height":"#.utf8
        bytes += String(peak.height).utf8
        bytes += #","isFeatured":"#.utf8
        bytes += (peak.isFeatured ? "true" : "false").utf8
        bytes += #","name":""#.utf8
        bytes += peak.name.utf8
        bytes += #""},"title":""#.utf8
        bytes += peak.name.utf8
        bytes += #"","type":"PeakEntity"}"#.utf8
      }
      bytes.append(UInt8(ascii: "]"))
      return bytes.count
    }
    // The plain paths the fast ones stand beside: each entity's JSON value built by the general
    // path (`json(of:)` of one entity: its properties read boxed, by name), then written by the
    // runtime's writer or by Foundation's `JSONEncoder`; and the entities' value written by
    // `JSONEncoder`.
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    func general() async throws -> JSONValue {
      var items: [JSONValue] = []
      items.reserveCapacity(entities.count)
      for entity in entities { items.append(try await host.json(of: entity)) }
      return .array(items)
    }
    let value = try await host.json(of: entities)
    let generalBytes = try await general().jsonBytes
    let encoderBytes = Array(try encoder.encode(value))
    precondition(generalBytes == bytes, "the general path's bytes differ")
    precondition(encoderBytes == bytes, "JSONEncoder's bytes differ")
    let generalThenWriter: () async throws -> Int = { try await general().jsonBytes.count }
    let generalThenEncoder: () async throws -> Int = {
      try encoder.encode(try await general()).count
    }
    let writer: () async throws -> Int = { value.jsonBytes.count }
    let foundation: () async throws -> Int = { try encoder.encode(value).count }
    let times = try await harness.medians([
      ours, byHand, viaValue, generalThenWriter, generalThenEncoder, writer, foundation,
    ])
    precondition(times[0].checksum == times[1].checksum, "the two encodings differ in length")
    return [
      Comparison(
        name: "Encode \(entities.count) entities as JSON (host.jsonBytes)",
        ours: times[0].seconds, baseline: times[1].seconds, target: 3),
      Comparison(
        name: "Encode \(entities.count) entities as a JSON value, then bytes",
        ours: times[2].seconds, baseline: times[1].seconds, target: nil),
      Comparison(
        name: "  jsonBytes vs the general path's values, then the writer",
        ours: times[0].seconds, baseline: times[3].seconds, target: nil),
      Comparison(
        name: "  jsonBytes vs the general path's values, then JSONEncoder",
        ours: times[0].seconds, baseline: times[4].seconds, target: nil),
      Comparison(
        name: "  the value's bytes: the writer vs JSONEncoder", ours: times[5].seconds,
        baseline: times[6].seconds, target: nil),
    ]
  }
}
