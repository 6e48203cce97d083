import IntentsRuntime

extension Contract {
  /// The intent side's cases: parameter options honoured, snippets carried, confirmations with
  /// their snippet, on every surface.
  static let intentSideCases: [ContractCase] = [
    .init(
      name: "a value above its inclusiveRange",
      operation: .run(intent: "PlanHikeIntent", parameters: ["trail": ["id": "1"], "days": 20]),
      expected: .error("invalidValue")),
    .init(
      name: "a value below its inclusiveRange",
      operation: .run(intent: "BookHutIntent", parameters: ["trail": ["id": "1"], "nights": 0]),
      expected: .error("invalidValue")),
    .init(
      name: "a result's snippet carries its snippet intent",
      operation: .run(intent: "CheckTrailIntent", parameters: ["trail": ["id": "1"]]),
      expected: .result(members: ["snippet"], snippetIntent: "TrailConditionsSnippetIntent")),
    .init(
      name: "a confirmation with a snippet intent asks with the snippet",
      operation: .run(intent: "BookHutIntent", parameters: ["trail": ["id": "2"]]),
      expected: .question(kind: "confirm", members: ["snippet"])),
    .init(
      name: "a progress-reporting intent completes with its result",
      operation: .run(intent: "PackBagIntent", parameters: ["items": 3]),
      expected: .result(members: ["dialog"], snippetIntent: nil)),
  ]
}
