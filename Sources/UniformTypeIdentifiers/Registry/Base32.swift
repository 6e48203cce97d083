/// RFC 4648 base 32 in lower case without padding: identifier-safe and case-stable.
enum Base32 {
  private static let alphabet = Array("abcdefghijklmnopqrstuvwxyz234567".utf8)

  /// Encodes bytes as lower-case base-32 text.
  static func encode(_ bytes: [UInt8]) -> String {
    var output: [UInt8] = []
    var buffer = 0
    var bits = 0
    for byte in bytes {
      buffer = ((buffer << 8) | Int(byte)) & 0xFFFF
      bits += 8
      while bits >= 5 {
        output.append(alphabet[(buffer >> (bits - 5)) & 31])
        bits -= 5
      }
    }
    if bits > 0 { output.append(alphabet[(buffer << (5 - bits)) & 31]) }
    return String(decoding: output, as: UTF8.self)
  }

  /// Decodes lower-case base-32 text; `nil` when a character is outside the alphabet.
  static func decode(_ text: String) -> [UInt8]? {
    var output: [UInt8] = []
    var buffer = 0
    var bits = 0
    for character in text.utf8 {
      guard let value = alphabet.firstIndex(of: character) else { return nil }
      buffer = ((buffer << 5) | value) & 0xFFFF
      bits += 5
      if bits >= 8 {
        output.append(UInt8((buffer >> (bits - 8)) & 0xFF))
        bits -= 8
      }
    }
    return output
  }
}
