import AppIntentsTesting
import Foundation
import IntentsFixtures
import IntentsWire
import Testing

/// Generated input thrown at the readers every surface uses — control characters, NUL, huge
/// and deeply nested values, unicode, injection strings — must come back as a value or as an
/// `IntentsError` that says something: never a crash, never another kind of error.
@Suite struct ReaderFuzzTests {
  /// Deterministic: a failure names its seed, and the same seed reproduces it.
  static let seeds: [UInt64] = Array(1...40)

  @Test(arguments: seeds)
  func findRequestsReadOrRefuseEverything(seed: UInt64) throws {
    var generator = SeededRandom(scrambling: seed)
    for _ in 0..<60 {
      let json = generator.findLike()
      do {
        let request = try FindRequest(json: json)
        // What is read writes back to what reads the same.
        #expect(try FindRequest(json: request.json) == request)
      } catch let error as IntentsError {
        #expect(!error.message.isEmpty)
      }
    }
  }

  @Test(arguments: seeds)
  func findsOfGeneratedRequestsAnswerOrRefuse(seed: UInt64) async throws {
    var generator = SeededRandom(scrambling: seed)
    let host = TrailsHost.make()
    for _ in 0..<20 {
      guard let request = try? FindRequest(json: generator.findLike()) else { continue }
      do {
        let page = try await host.findPage(type: "TrailEntity", request)
        #expect(page.entities.count <= (request.limit ?? Paging.defaultLimit))
      } catch let error as IntentsError {
        #expect(!error.message.isEmpty)
      }
    }
  }

  @Test(arguments: seeds)
  func otherReadersReadOrRefuseEverything(seed: UInt64) throws {
    var generator = SeededRandom(scrambling: seed)
    for _ in 0..<60 {
      let json = generator.value(depth: 0)
      expectReadOrRefused { _ = try IntentsHost.identifiers(resolveRequest: json) }
      expectReadOrRefused { _ = try IntentAnswer(json: json) }
      expectReadOrRefused { _ = try IntentAnswer.answers(json: json) }
      expectReadOrRefused { _ = try ParameterInput.parameters(json: json) }
      expectReadOrRefused { _ = try Paging(limit: json, offset: generator.value(depth: 2)) }
      expectReadOrRefused {
        _ = try Paging(limitText: generator.text(), offsetText: generator.text())
      }
    }
  }

  @Test(arguments: seeds)
  func jsonTextParsesOrFailsAndWritesBack(seed: UInt64) throws {
    var generator = SeededRandom(scrambling: seed)
    for _ in 0..<40 {
      let value = generator.value(depth: 0)
      #expect(try JSONValue(parsing: value.description) == value)
      var text = Array(value.description.utf8)
      if !text.isEmpty {
        text[Int(generator.next() % UInt64(text.count))] = UInt8(
          truncatingIfNeeded: generator.next())
      }
      _ = try? JSONValue(parsing: String(decoding: text, as: UTF8.self))
    }
  }

  @Test func deeplyNestedValuesAreRefusedNotCrashedOn() throws {
    var nested: JSONValue = "x"
    for _ in 0..<2_000 { nested = ["filters": [nested]] }
    #expect(throws: IntentsError.self) { try FindRequest(json: nested) }
    let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    _ = try? JSONValue(parsing: text)
  }

  /// Saved names from the generator are stored whole or refused; no other entry changes.
  @Test(arguments: seeds.prefix(10))
  func savedNamesAreKeptWholeOrRefused(seed: UInt64) async throws {
    var generator = SeededRandom(scrambling: seed)
    let host = TrailsHost.make()
    try await host.saveReference(named: "anchor", type: "TrailEntity", identifier: "1")
    var saved: Set<String> = ["anchor"]
    for _ in 0..<30 {
      let name = generator.text()
      do {
        try await host.saveReference(named: name, type: "TrailEntity", identifier: "3")
        saved.insert(name)
      } catch let error as IntentsError {
        #expect(error.code == IntentsError.invalidValue, "\(error)")
      }
    }
    #expect(Set(try await host.references().map(\.name)) == saved)
    #expect(try await host.resolveReference(named: "anchor").identifier == "1")
  }

  private func expectReadOrRefused(_ read: () throws -> Void) {
    do {
      try read()
    } catch let error as IntentsError {
      #expect(!error.message.isEmpty)
    } catch {
      Issue.record("not an IntentsError: \(error)")
    }
  }
}

/// Hostile JSON, from a seeded generator.
extension SeededRandom {
  mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }

  static let nasty = [
    "", " ", "\u{0}", "a\u{0}b", "\u{1B}[2J", "\r\n", "\u{202E}evil", "Ω≈ç√", "家族", "👨‍👩‍👧",
    "e\u{301}", "'; DROP TABLE reference; --", "\" OR 1=1 --", "name*", "NEAR(a b)", "%00",
    "../../etc/passwd", "${jndi:ldap://x}", "<script>alert(1)</script>", "\u{FEFF}", "\u{FFFD}",
    "name", "lengthKm", "difficulty", "equalTo", "isBetween", "contains", "and", "or",
    "ascending", "descending", "-1", "1e309", "9223372036854775808", "NaN",
  ]

  mutating func text() -> String {
    switch next() % 6 {
    case 0: return String(repeating: pick(Self.nasty), count: Int(next() % 5000))
    case 1:
      return String(
        String.UnicodeScalarView(
          (0..<Int(next() % 40)).compactMap { _ in Unicode.Scalar(UInt32(next() % 0x3_0000)) }))
    default: return pick(Self.nasty)
    }
  }

  mutating func number() -> Double {
    pick([0, -1, 1, 2.5, 1e300, -1e300, 9_007_199_254_740_994, 10_001, 100_001, 3, 64, 65])
  }

  mutating func value(depth: Int) -> JSONValue {
    let kind = depth > 6 ? next() % 4 : next() % 6
    switch kind {
    case 0: return .null
    case 1: return .bool(next() % 2 == 0)
    case 2: return .number(number())
    case 3: return .string(text())
    case 4: return .array((0..<Int(next() % 5)).map { _ in value(depth: depth + 1) })
    default:
      var members: [String: JSONValue] = [:]
      for _ in 0..<Int(next() % 5) { members[text()] = value(depth: depth + 1) }
      return .object(members)
    }
  }

  /// Something shaped like a Find, wrong in a random place.
  mutating func findLike() -> JSONValue {
    var members: [String: JSONValue] = [:]
    if next() % 3 != 0 {
      members["filters"] = .array(
        (0..<Int(next() % 4)).map { _ in
          var filter: [String: JSONValue] = [
            "property": next() % 4 == 0
              ? value(depth: 5)
              : .string(pick(["name", "lengthKm", "difficulty", "tags", text()])),
            "comparison": .string(pick(["equalTo", "contains", "isBetween", "lessThan", text()])),
          ]
          if next() % 2 == 0 {
            filter["value"] = value(depth: 4)
          } else {
            filter["values"] = .array([value(depth: 6), value(depth: 6)])
          }
          return .object(filter)
        })
    }
    if next() % 3 == 0 {
      members["mode"] = next() % 2 == 0 ? .string(pick(["and", "or"])) : value(depth: 6)
    }
    if next() % 3 == 0 {
      members["sort"] = .array([["property": .string(pick(["name", text()]))]])
    }
    if next() % 3 == 0 { members["limit"] = .number(number()) }
    if next() % 4 == 0 { members["offset"] = .number(number()) }
    if next() % 8 == 0 { members[text()] = value(depth: 5) }
    return .object(members)
  }
}
