import Foundation

/// Text as a PDF literal string in the standard fonts' Windows Latin 1 encoding.
enum WinAnsiText {
  /// The characters WinAnsiEncoding places at 0x80–0x9F.
  private static let extras: [Unicode.Scalar: UInt8] = [
    "€": 0x80, "‚": 0x82, "ƒ": 0x83, "„": 0x84, "…": 0x85, "†": 0x86, "‡": 0x87, "ˆ": 0x88,
    "‰": 0x89, "Š": 0x8A, "‹": 0x8B, "Œ": 0x8C, "Ž": 0x8E, "‘": 0x91, "’": 0x92, "“": 0x93,
    "”": 0x94, "•": 0x95, "–": 0x96, "—": 0x97, "˜": 0x98, "™": 0x99, "š": 0x9A, "›": 0x9B,
    "œ": 0x9C, "ž": 0x9E, "Ÿ": 0x9F,
  ]

  /// The byte of a character, or `nil` when the encoding lacks it.
  static func byte(_ scalar: Unicode.Scalar) -> UInt8? {
    switch scalar.value {
    case 0x20...0x7E, 0xA0...0xFF: UInt8(scalar.value)
    default: extras[scalar]
    }
  }

  /// `(text)` with parentheses and backslashes escaped, bytes above 0x7E written in octal,
  /// characters the encoding lacks written without their accents, else as `?`, and control
  /// characters dropped.
  static func literal(_ text: String) -> String {
    var result = "("
    for scalar in text.unicodeScalars {
      var byte = byte(scalar)
      if byte == nil, scalar.value >= 0x20 {
        let plain = String(scalar).folding(options: .diacriticInsensitive, locale: nil)
        byte = plain.unicodeScalars.count == 1 ? plain.unicodeScalars.first.flatMap(Self.byte) : nil
        if byte == nil { byte = UInt8(ascii: "?") }
      }
      guard let byte else { continue }
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "\\"):
        result += "\\" + String(UnicodeScalar(byte))
      case 0x20...0x7E: result += String(UnicodeScalar(byte))
      default: result += "\\" + String(byte, radix: 8)
      }
    }
    return result + ")"
  }
}
