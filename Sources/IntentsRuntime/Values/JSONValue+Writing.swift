/// JSON text written by hand, byte by byte: compact, keys sorted, `/` not escaped — the text
/// `JSONEncoder` gives with `.sortedKeys` and `.withoutEscapingSlashes`, several times faster,
/// since every answer of every surface is written this way.
extension JSONValue {
  /// The value as compact JSON, UTF-8 encoded, with sorted keys.
  public var jsonBytes: [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(256)
    JSONWriter.write(self, into: &bytes)
    return bytes
  }
}

/// Writes JSON values into a byte buffer.
enum JSONWriter {
  static func write(_ value: JSONValue, into bytes: inout [UInt8]) {
    switch value {
    case .null: bytes.append(contentsOf: "null".utf8)
    case .bool(let flag): bytes.append(contentsOf: (flag ? "true" : "false").utf8)
    case .number(let number): write(number, into: &bytes)
    case .integer(let whole): write(integer: whole, into: &bytes)
    case .string(let text): write(text, into: &bytes)
    case .array(let items):
      bytes.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        write(item, into: &bytes)
      }
      bytes.append(UInt8(ascii: "]"))
    case .object(let members):
      bytes.append(UInt8(ascii: "{"))
      for (index, key) in members.keys.sorted().enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        write(key, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        write(members[key]!, into: &bytes)
      }
      bytes.append(UInt8(ascii: "}"))
    }
  }

  /// A number: whole numbers JSON carries exactly as integers, others as Swift writes a
  /// `Double` (which reads back to the same value); not finite ones, which JSON cannot carry,
  /// as `null`.
  static func write(_ number: Double, into bytes: inout [UInt8]) {
    if number.rounded() == number, abs(number) < 9.0e15 {
      bytes.append(contentsOf: String(Int64(number)).utf8)
    } else if number.isFinite {
      bytes.append(contentsOf: number.description.utf8)
    } else {
      bytes.append(contentsOf: "null".utf8)
    }
  }

  /// A string, quoted, with `"`, `\` and control characters escaped.
  static func write(_ text: String, into bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    let utf8 = text.utf8
    // Most text needs no escape: copy it whole, from its contiguous bytes when it has them;
    // otherwise byte by byte, escaping as needed.
    let copied = utf8.withContiguousStorageIfAvailable { source -> Bool in
      for byte in source where byte < 0x20 || byte == 0x22 || byte == 0x5C { return false }
      bytes.append(contentsOf: source)
      return true
    }
    if copied != true {
      for byte in utf8 {
        switch byte {
        case 0x22: bytes.append(contentsOf: [0x5C, 0x22])
        case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])
        case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
        case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
        case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
        case 0x08: bytes.append(contentsOf: [0x5C, UInt8(ascii: "b")])
        case 0x0C: bytes.append(contentsOf: [0x5C, UInt8(ascii: "f")])
        case ..<0x20:
          bytes.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30])
          bytes.append(hex(byte >> 4))
          bytes.append(hex(byte & 0x0F))
        default: bytes.append(byte)
        }
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private static func hex(_ nibble: UInt8) -> UInt8 {
    nibble < 10 ? 0x30 + nibble : UInt8(ascii: "a") + nibble - 10
  }
}
