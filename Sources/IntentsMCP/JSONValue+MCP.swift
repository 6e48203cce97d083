import Foundation
import IntentsRuntime
import IntentsWire
import MCP

extension JSONValue {
  /// The runtime's JSON value of an MCP value: integers stay integers, doubles are numbers, and
  /// binary data (which the SDK decodes from `data:` URLs) becomes its `data:` URL again.
  init(_ value: MCP.Value) {
    switch value {
    case .null: self = .null
    case .bool(let flag): self = .bool(flag)
    case .int(let number): self = .integer(number)
    case .double(let number): self = .number(number)
    case .string(let text): self = .string(text)
    case .data(let mimeType, let data): self = .string(data.dataURLEncoded(mimeType: mimeType))
    case .array(let items): self = .array(items.map { JSONValue($0) })
    case .object(let members): self = .object(members.mapValues { JSONValue($0) })
    }
  }

  /// The value as MCP sends it: whole numbers that fit an `Int` as integers, so that schemas
  /// asking for an `integer` see one.
  var mcpValue: MCP.Value {
    switch self {
    case .null: .null
    case .bool(let flag): .bool(flag)
    case .number(let number):
      if number.rounded() == number, abs(number) < 9.0e15 {
        .int(Int(number))
      } else {
        .double(number)
      }
    case .integer(let whole): .int(whole)
    case .string(let text): .string(text)
    case .array(let items): .array(items.map(\.mcpValue))
    case .object(let members): .object(members.mapValues(\.mcpValue))
    }
  }
}

extension Dictionary where Key == String, Value == MCP.Value {
  /// The arguments of a tool call as one JSON object.
  var jsonObject: JSONValue { .object(mapValues { JSONValue($0) }) }
}
