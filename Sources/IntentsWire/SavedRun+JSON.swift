import Foundation
public import IntentsRuntime

extension SavedRun {
  /// The run as JSON: `{"name", "intent", "parameters", "createdAt"}`; the parameters are in
  /// the form a run request takes (`{"id": …}` for entities), so they can be sent again.
  public var json: JSONValue {
    [
      "name": .string(name), "intent": .string(intent),
      "parameters": .object(parameters.mapValues(\.json)),
      "createdAt": .string(createdAt.formatted(.iso8601)),
    ]
  }
}

extension SavedParameter {
  /// The parameter in the form a run request takes.
  public var json: JSONValue {
    switch self {
    case .entity(_, let identifier): ["id": .string(identifier)]
    case .entities(_, let identifiers): .array(identifiers.map { ["id": .string($0)] })
    case .input(let input): input.json
    }
  }
}

extension ParameterInput {
  /// The input in the form ``ParameterInput/init(json:)`` reads back.
  public var json: JSONValue {
    switch self {
    case .identifier(let identifier): ["id": .string(identifier)]
    case .text(let text): .string(text)
    case .value(let value): value
    case .list(let items): .array(items.map(\.json))
    }
  }
}
