import AppIntentsTesting
import IntentsRuntime
import IntentsWire
import Testing

/// The contract of `ContractCase`, kept on every surface: the same request gets the same JSON,
/// or the same error code, from the command line, HTTP and MCP.
@Suite struct ContractTests {
  @Test(
    arguments: Contract.cases + Contract.intentSideCases + Contract.inputEdgeCases
      + Contract.appErrorCases + Contract.executionTargetCases + Contract.syncedNoteCases
      + Contract.longRunningCases + Contract.entityCollectionCases
      + Contract.valueRepresentationCases + Contract.doctorCases)
  func everySurfaceAnswersAlike(_ contract: ContractCase) async throws {
    let surfaces = Surfaces(host: contract.makeHost())
    var answers: [(Surface, Answer)] = []
    for surface in contract.surfaces {
      answers.append((surface, try await surfaces.answer(contract.operation, on: surface)))
    }
    for (surface, answer) in answers {
      check(answer, contract.expected, on: surface)
    }
    // Successes are the very same JSON everywhere.
    let bodies = answers.compactMap { surface, answer -> (Surface, JSONValue)? in
      if case .json(let json) = answer { return (surface, json) }
      return nil
    }
    if let (first, body) = bodies.first {
      for (surface, other) in bodies.dropFirst() {
        #expect(other == body, "\(surface) differs from \(first): \(other) vs \(body)")
      }
    }
  }

  private func check(_ answer: Answer, _ expected: ContractCase.Expectation, on surface: Surface) {
    switch (expected, answer) {
    case (.error(let code), .error(let given, let message)):
      #expect(given == code, "\(surface): \(message)")
      #expect(!message.isEmpty, "\(surface): an error without a message")
    case (.page(let ids, let total, let next), .json(let json)):
      let members = json.objectValue ?? [:]
      #expect(Self.ids(json) == ids, "\(surface): \(answer)")
      #expect(members["total"] == total.map { .number(Double($0)) }, "\(surface): \(answer)")
      #expect(members["nextOffset"] == next.map { .number(Double($0)) }, "\(surface): \(answer)")
      #expect(members["truncated"] == (next == nil ? nil : .bool(true)), "\(surface): \(answer)")
    case (.resolved(let ids, let missing), .json(let json)):
      #expect(Self.ids(json) == ids, "\(surface): \(answer)")
      #expect(
        json.objectValue?["missing"] == .array(missing.map(JSONValue.string)),
        "\(surface): \(answer)")
    case (.errorSaying(let code, let text), .error(let given, let message)):
      #expect(given == code, "\(surface): \(message)")
      #expect(message.contains(text), "\(surface): \(message)")
    case (.member(let path, let value), .json(let json)):
      let found = path.reduce(Optional(json)) { json, step in
        if let index = Int(step) {
          return json?.arrayValue.flatMap { $0.indices.contains(index) ? $0[index] : nil }
        }
        return json?.objectValue?[step]
      }
      #expect(found == value, "\(surface): \(answer)")
    case (.outcome(let status), .json(let json)):
      #expect(json.objectValue?["status"] == .string(status), "\(surface): \(answer)")
    case (.hits(let ids, let count, let total, let next), .json(let json)):
      let members = json.objectValue ?? [:]
      let hits = members["hits"]?.arrayValue ?? []
      #expect(hits.count == count, "\(surface): \(answer)")
      if let ids {
        #expect(
          hits.compactMap { $0.objectValue?["entity"]?.objectValue?["id"]?.stringValue } == ids,
          "\(surface): \(answer)")
      }
      #expect(members["total"] == .number(Double(total)), "\(surface): \(answer)")
      #expect(members["nextOffset"] == next.map { .number(Double($0)) }, "\(surface): \(answer)")
      #expect(members["truncated"] == (next == nil ? nil : .bool(true)), "\(surface): \(answer)")
    case (.result(let members, let snippetIntent), .json(let json)):
      let result = json.objectValue?["result"]?.objectValue ?? [:]
      #expect(json.objectValue?["status"] == "completed", "\(surface): \(answer)")
      #expect(members.allSatisfy { result[$0] != nil }, "\(surface): \(answer)")
      let snippet = result["snippet"]?.objectValue?["intent"]?.stringValue
      #expect(snippet == snippetIntent, "\(surface): \(answer)")
    case (.question(let kind, let members), .json(let json)):
      let question = json.objectValue?["question"]?.objectValue ?? [:]
      #expect(question["kind"] == .string(kind), "\(surface): \(answer)")
      #expect(members.allSatisfy { question[$0] != nil }, "\(surface): \(answer)")
    case (.values(let ids), .json(let json)):
      let found = json.objectValue?["values"]?.arrayValue?.compactMap {
        $0.objectValue?["id"]?.stringValue
      }
      #expect(found == ids, "\(surface): \(answer)")
    default:
      Issue.record("\(surface): expected \(expected), got \(answer)")
    }
  }

  private static func ids(_ json: JSONValue) -> [String] {
    json.objectValue?["entities"]?.arrayValue?.compactMap { $0.objectValue?["id"]?.stringValue }
      ?? []
  }
}
