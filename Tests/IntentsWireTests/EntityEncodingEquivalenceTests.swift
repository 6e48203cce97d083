import AppIntents
import Foundation
import IntentsFixtures
import Testing

@testable import IntentsRuntime
@testable import IntentsWire

/// Random entities of every value type a property holds, written as the surfaces send them
/// (`jsonBytes(of:)`, each type's plan writing stored values in place) and by the general path
/// (`json(of:)` of each entity, its properties read boxed by name) then Foundation's
/// `JSONEncoder`: the same bytes, for every selection of properties.
@Suite(.serialized) struct EntityEncodingEquivalenceTests {
  @Test(arguments: 1...4)
  func randomEntitiesAreWrittenAsTheGeneralPathAndJSONEncoderWriteThem(seed: UInt64) async throws {
    var generator = SeededRandom(seed: seed &+ 300)
    let host = EntityEncodingTests.host
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    for _ in 0..<20 {
      let entities = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
        EntityValue(Self.specimen(&generator))
      }
      for selection in EntityEncodingTests.selections {
        var items: [JSONValue] = []
        for entity in entities {
          items.append(try await host.json(of: entity, properties: selection))
        }
        let expected = Array(try encoder.encode(JSONValue.array(items)))
        let bytes = try await host.jsonBytes(of: entities, properties: selection)
        #expect(
          bytes == expected,
          "\(String(describing: selection)): \(String(decoding: bytes, as: UTF8.self))")
        #expect(try await host.json(of: entities, properties: selection) == .array(items))
      }
    }
  }

  /// A specimen with random values: text of every kind of character, whole numbers across
  /// `Int`'s range, numbers of every magnitude and the ones JSON cannot carry, dates with
  /// fractions of a second, values left out; now and then the one whose deferred getter throws.
  static func specimen(_ generator: inout SeededRandom) -> SpecimenEntity {
    func text() -> String { FoundationEquivalenceTests.text(&generator) }
    func whole() -> Int {
      let magnitude = Int.random(in: 0...62, using: &generator)
      return Int.random(in: -(1 << magnitude)...(1 << magnitude), using: &generator)
    }
    func number() -> Double {
      switch Int.random(in: 0..<8, using: &generator) {
      case 0: return [.nan, .infinity, -.infinity, -0.0].randomElement(using: &generator)!
      case 1: return Double(whole())
      default:
        return Double.random(in: -10...10, using: &generator)
          * pow(10, Double(Int.random(in: -20...20, using: &generator)))
      }
    }
    func maybe<Value>(_ value: Value) -> Value? { Bool.random(using: &generator) ? value : nil }
    let date = Date(
      timeIntervalSince1970: Double.random(in: -2e12...4e12, using: &generator).rounded() / 1000)
    let entity = SpecimenEntity(
      id: Int.random(in: 0...40, using: &generator), text: text(), count: whole(),
      ratio: number(), flag: Bool.random(using: &generator), when: date,
      link: URL(string: "https://example.com/\(Int.random(in: 0...9, using: &generator))?q=é")!,
      grade: Bool.random(using: &generator) ? .easy : .hard)
    entity.maybeText = maybe(text())
    entity.maybeCount = maybe(whole())
    entity.maybeRatio = maybe(number())
    entity.maybeFlag = maybe(Bool.random(using: &generator))
    entity.maybeWhen = maybe(date.addingTimeInterval(0.5))
    entity.tags = (0..<Int.random(in: 0...3, using: &generator)).map { _ in text() }
    entity.sibling = maybe(.init(id: text()))
    return entity
  }
}
