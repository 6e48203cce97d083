import Foundation
import IntentsRuntime
import IntentsWire

/// What one line of standard input, or one Streamable HTTP body, holds: one message, a batch of
/// messages, or text refused whole with the error response that answers it.
///
/// Text that is not JSON is a parse error (`-32700`, `id` `null`); JSON that is neither an
/// object nor an array, an empty batch, and a batch of more than
/// ``MCPLimits/maximumBatchMessages`` messages are invalid requests (`-32600`, `id` `null`).
/// Each message of a batch is read on its own (``IncomingMessage``): an element that is not an
/// object is an invalid request of its own.
enum IncomingPayload: Sendable {
  /// One message.
  case message(IncomingMessage)
  /// A batch: its messages, in order.
  case batch([IncomingMessage])
  /// Text refused whole: the error response that answers it.
  case refused([UInt8])

  /// What the text holds.
  init(_ text: Data) {
    let parsed = text.withUnsafeBytes { raw in
      Result { () throws(JSONBodyParser.Failure) -> JSONValue in
        try JSONBodyParser.parse(raw.bindMemory(to: UInt8.self))
      }
    }
    switch parsed {
    case .failure(let failure):
      self = .refused(
        IncomingMessage.error(
          id: .null, code: IncomingMessage.parseError,
          "Parse error: the message is not JSON: \(failure.problem) (at column "
            + "\(failure.column)). Send one JSON-RPC message per line."))
    case .success(.object(let members)):
      self = .message(IncomingMessage(members))
    case .success(.array(let elements)):
      self = Self.batch(elements)
    case .success(let other):
      self = .refused(
        IncomingMessage.error(
          id: .null, code: IncomingMessage.invalidRequest,
          "Invalid Request: a message is a JSON object (or an array of them, a batch), not "
            + "\(Self.kind(of: other))."))
    }
  }

  private static func batch(_ elements: [JSONValue]) -> IncomingPayload {
    guard !elements.isEmpty else {
      return .refused(
        IncomingMessage.error(
          id: .null, code: IncomingMessage.invalidRequest,
          "Invalid Request: a batch holds at least one message."))
    }
    guard elements.count <= MCPLimits.maximumBatchMessages else {
      return .refused(
        IncomingMessage.error(
          id: .null, code: IncomingMessage.invalidRequest,
          "Invalid Request: a batch holds at most \(MCPLimits.maximumBatchMessages) messages, "
            + "not \(elements.count); send them in smaller batches, or one by one."))
    }
    return .batch(
      elements.map { element in
        guard case .object(let members) = element else {
          return .refused(
            IncomingMessage.error(
              id: .null, code: IncomingMessage.invalidRequest,
              "Invalid Request: each message of a batch is a JSON object, not "
                + "\(kind(of: element))."))
        }
        return IncomingMessage(members)
      })
  }

  /// What kind of JSON value stands where a message should be.
  private static func kind(of value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool: "a boolean"
    case .number, .integer: "a number"
    case .string: "text"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
