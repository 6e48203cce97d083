import HTTPTypes
import IntentsRuntime
import IntentsWire

/// The name a client gives a run with the `Intents-Run-ID` header, to cancel it with
/// `DELETE /running/{runID}` before its answer arrives: 1 to 128 visible ASCII characters
/// (`!` to `~`), such as a UUID. This is an OpenIntents addition.
///
/// It is the client's name, known before the run starts — not the `runID` UUID the runtime
/// gives the run, which its answer and its events carry.
struct RunID: Hashable, Sendable {
  /// The header that names a run.
  static let headerName = "Intents-Run-ID"
  /// The header's name, as HTTP types write it.
  static let header = HTTPField.Name(headerName)!
  /// The longest name.
  static let maximumLength = 128

  /// The name.
  let text: String

  /// A run's name; throws ``IntentsRuntime/IntentsError/invalidRequest`` unless `text` is 1 to
  /// 128 visible ASCII characters.
  init(_ text: String) throws {
    guard (1...Self.maximumLength).contains(text.utf8.count),
      text.utf8.allSatisfy({ (0x21...0x7E).contains($0) })
    else {
      throw IntentsError(
        IntentsError.invalidRequest,
        "A run ID is 1 to \(Self.maximumLength) visible ASCII characters (no spaces), such as a "
          + "UUID; \(ValueInput.text(text).excerpt) is not.")
    }
    self.text = text
  }

  /// The name a request gives its run in its header; `nil` when it gives none. Throws
  /// ``IntentsRuntime/IntentsError/invalidRequest`` for a malformed name, or several.
  static func named(byHeader values: [String]) throws -> RunID? {
    guard let first = values.first else { return nil }
    guard values.count == 1 else {
      throw IntentsError(
        IntentsError.invalidRequest, "Give one \(headerName) header, not \(values.count).")
    }
    return try RunID(first)
  }

  /// The schema of a run's name, in the header and in the path.
  static let schema: JSONValue = [
    "type": "string", "minLength": 1, "maxLength": .number(Double(maximumLength)),
    "pattern": .string("^[!-~]+" + IdentifierSchema.end),
    "description": .string(
      "A name the client gives its run: 1 to \(maximumLength) visible ASCII characters (`!` to "
        + "`~`), such as a UUID."),
  ]
}
