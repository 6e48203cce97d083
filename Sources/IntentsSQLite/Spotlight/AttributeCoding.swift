import CoreSpotlight
import Foundation

/// A compact binary form of an item's attributes, for the `attributes` column: read back
/// whole to return items and to merge updates.
///
/// Layout: a count, then each attribute as its name and a tagged value. Lengths and counts are
/// unsigned LEB128; numbers keep their kind (Boolean, integer or floating point) so that
/// `as? Bool` and `as? Int` read them back as they were set. Keys are written sorted, so that
/// equal attribute sets encode to equal bytes.
enum AttributeCoding {
  private enum Tag: UInt8 {
    case string = 0, integer, double, boolean, date, data, url, array
  }

  /// The attributes as bytes.
  static func encode(_ attributes: [String: CSAttributeValue]) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(64)
    writeLength(attributes.count, to: &bytes)
    // By name, so that the same attributes always give the same bytes.
    for (name, value) in attributes.sorted(by: { $0.key < $1.key }) {
      writeText(name, to: &bytes)
      write(value, to: &bytes)
    }
    return bytes
  }

  /// The attributes the bytes hold.
  static func decode(_ bytes: [UInt8]) throws -> [String: CSAttributeValue] {
    var reader = Reader(bytes: bytes)
    let count = try reader.length()
    var attributes: [String: CSAttributeValue] = [:]
    attributes.reserveCapacity(count)
    for _ in 0..<count {
      let name = try reader.text()
      attributes[name] = try reader.value()
    }
    return attributes
  }

  // MARK: - Writing

  private static func write(_ value: CSAttributeValue, to bytes: inout [UInt8]) {
    switch value {
    case .string(let text):
      bytes.append(Tag.string.rawValue)
      writeText(text, to: &bytes)
    case .number(let number):
      let kind = String(cString: number.objCType)
      if (kind == "c" || kind == "B"), number is Bool {
        bytes.append(Tag.boolean.rawValue)
        bytes.append(number.boolValue ? 1 : 0)
      } else if kind == "f" || kind == "d" {
        bytes.append(Tag.double.rawValue)
        writeWord(number.doubleValue.bitPattern, to: &bytes)
      } else {
        bytes.append(Tag.integer.rawValue)
        writeWord(UInt64(bitPattern: number.int64Value), to: &bytes)
      }
    case .date(let date):
      bytes.append(Tag.date.rawValue)
      writeWord(date.timeIntervalSinceReferenceDate.bitPattern, to: &bytes)
    case .data(let data):
      bytes.append(Tag.data.rawValue)
      writeLength(data.count, to: &bytes)
      bytes.append(contentsOf: data)
    case .url(let url):
      bytes.append(Tag.url.rawValue)
      writeText(url.absoluteString, to: &bytes)
    case .array(let values):
      bytes.append(Tag.array.rawValue)
      writeLength(values.count, to: &bytes)
      for element in values { write(element, to: &bytes) }
    }
  }

  private static func writeText(_ text: String, to bytes: inout [UInt8]) {
    writeLength(text.utf8.count, to: &bytes)
    bytes.append(contentsOf: text.utf8)
  }

  private static func writeLength(_ length: Int, to bytes: inout [UInt8]) {
    var value = UInt64(length)
    repeat {
      let low = UInt8(value & 0x7F)
      value >>= 7
      bytes.append(value == 0 ? low : low | 0x80)
    } while value != 0
  }

  private static func writeWord(_ word: UInt64, to bytes: inout [UInt8]) {
    for shift in stride(from: 0, to: 64, by: 8) {
      bytes.append(UInt8((word >> UInt64(shift)) & 0xFF))
    }
  }

  // MARK: - Reading

  /// Reads values back, refusing truncated or unknown bytes.
  private struct Reader {
    let bytes: [UInt8]
    var position = 0

    struct Malformed: Error, CustomStringConvertible {
      var description: String {
        "The stored attributes of a Spotlight item are damaged; rebuild the index."
      }
    }

    mutating func byte() throws -> UInt8 {
      guard position < bytes.count else { throw Malformed() }
      defer { position += 1 }
      return bytes[position]
    }

    mutating func length() throws -> Int {
      var value: UInt64 = 0
      var shift: UInt64 = 0
      while true {
        let next = try byte()
        guard shift < 63 else { throw Malformed() }
        value |= UInt64(next & 0x7F) << shift
        if next & 0x80 == 0 { break }
        shift += 7
      }
      guard value <= UInt64(bytes.count) else { throw Malformed() }
      return Int(value)
    }

    mutating func word() throws -> UInt64 {
      var value: UInt64 = 0
      for shift in stride(from: 0, to: 64, by: 8) { value |= UInt64(try byte()) << UInt64(shift) }
      return value
    }

    mutating func slice() throws -> ArraySlice<UInt8> {
      let count = try length()
      guard position + count <= bytes.count else { throw Malformed() }
      defer { position += count }
      return bytes[position..<position + count]
    }

    mutating func text() throws -> String {
      String(decoding: try slice(), as: UTF8.self)
    }

    mutating func value() throws -> CSAttributeValue {
      guard let tag = Tag(rawValue: try byte()) else { throw Malformed() }
      switch tag {
      case .string: return .string(try text())
      case .integer: return .number(NSNumber(value: Int64(bitPattern: try word())))
      case .double: return .number(NSNumber(value: Double(bitPattern: try word())))
      case .boolean: return .number(NSNumber(value: try byte() != 0))
      case .date:
        return .date(Date(timeIntervalSinceReferenceDate: Double(bitPattern: try word())))
      case .data: return .data(Data(try slice()))
      case .url:
        let text = try text()
        guard let url = URL(string: text) else { throw Malformed() }
        return .url(url)
      case .array:
        let count = try length()
        var values: [CSAttributeValue] = []
        for _ in 0..<count { values.append(try value()) }
        return .array(values)
      }
    }
  }
}
