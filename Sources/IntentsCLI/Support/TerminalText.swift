/// Text made safe to show in a terminal: control characters — an escape sequence that would
/// recolour the screen, move the cursor or retitle the window, a carriage return that would
/// hide what came before, a NUL — are written as `\u001B`, the way JSON writes them, so that
/// a name or a value read from the app's data is shown, never obeyed.
///
/// Line feeds and tabs stay as they are: they are how the command lays out its output. JSON
/// output is unchanged in meaning: inside JSON strings, `\u001B` is the same character.
enum TerminalText {
  /// The text with every control character but line feed and tab escaped.
  static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      if needsEscape(scalar) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether a scalar is a control character a terminal could act on: C0 (but line feed and
  /// tab), DEL and C1, and the bidirectional overrides and isolates that reorder what follows.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: false
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
