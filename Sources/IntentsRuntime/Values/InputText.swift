/// Text a caller sends to be looked for or compared — a search, a Spotlight query, a Find's
/// value, an entity parameter given as text — refused whole when it holds a control character,
/// by the rule saved names follow: C0 (tab and line breaks included), DEL, C1, and the
/// bidirectional overrides and isolates. Nothing is dropped on the way, so a search for a NUL
/// can never become a search for nothing, which matches everything.
///
/// Values stored in entities are not checked: only what a caller sends.
package enum InputText {
  /// Whether a scalar is a control character (C0, DEL, C1) or a bidirectional override or
  /// isolate, which would make text display as other text.
  package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// The first control character of the text and its position (from 1), if any.
  package static func firstControl(in text: String) -> (code: String, position: Int)? {
    var position = 0
    for scalar in text.unicodeScalars {
      position += 1
      if isControl(scalar) { return (code(of: scalar), position) }
    }
    return nil
  }

  /// A scalar as `U+0000`.
  package static func code(of scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// Throws ``IntentsError/invalidValue`` when the text holds a control character; `what`
  /// names the text in the message ("The search text", "‘landmark’").
  package static func check(_ text: String, _ what: @autoclosure () -> String) throws {
    guard let (code, position) = firstControl(in: text) else { return }
    throw IntentsError(
      IntentsError.invalidValue,
      "\(what()) cannot contain control characters; it has \(code) at position \(position). "
        + "Remove it and send visible characters only.")
  }

  /// Throws as ``check(_:_:)`` for every string in a value as a caller gave it (text, or JSON
  /// with strings anywhere in it).
  static func check(_ input: ValueInput, _ what: @autoclosure () -> String) throws {
    switch input {
    case .text(let text): try check(text, what())
    case .json(let json): try checkStrings(in: json, what)
    }
  }

  private static func checkStrings(in json: JSONValue, _ what: () -> String) throws {
    switch json {
    case .string(let text): try check(text, what())
    case .array(let items): for item in items { try checkStrings(in: item, what) }
    case .object(let members):
      for (key, value) in members {
        try check(key, what())
        try checkStrings(in: value, what)
      }
    default: return
    }
  }
}
