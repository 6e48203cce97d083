import Foundation

/// A compact binary form of an item's attributes, for the stores' `attributes` column (the
/// SQLite and PostgreSQL indexes): read back whole to return items, to merge updates and to
/// work an item's text out again.
///
/// Layout: a count, then each attribute as its name and a tagged value. Lengths, counts and
/// integers are LEB128 (integers zigzagged); numbers keep their kind (Boolean, integer or
/// floating point) so that `as? Bool` and `as? Int` read them back as they were set. A name
/// is the position of a well-known name in ``knownNames`` plus one, or 0 followed by the name
/// itself. Keys are written sorted, so that equal attribute sets encode to equal bytes.
///
/// Files of the first schema versions hold the ``Format/legacy`` form — every name and every
/// integer written out in full — which the migration to the compact one reads.
package enum AttributeCoding {
  private enum Tag: UInt8 {
    case string = 0, integer, double, boolean, date, data, url, array
  }

  /// The forms the column has had.
  package enum Format {
    /// Names in full, integers as eight bytes (schema versions 1 and 2).
    case legacy
    /// Well-known names as numbers, integers as LEB128.
    case compact
  }

  /// The names written as numbers in the compact form: the position here, plus one. Append
  /// only — files hold these positions.
  static let knownNames: [String] = [
    EntityAssociationKey.type, EntityAssociationKey.identifier, EntityAssociationKey.priority,
    "kMDItemTitle", "kMDItemDisplayName", "kMDItemAlternateNames", "kMDItemDescription",
    "kMDItemKeywords", "kMDItemTextContent", "kMDItemThumbnailData", "kMDItemThumbnailURL",
    "kMDItemContentURL", "kMDItemURL", "kMDItemIdentifier", "kMDItemRelatedUniqueIdentifier",
    "kMDItemDomainIdentifier", "kMDItemContentType", "kMDItemContentCreationDate",
    "kMDItemContentModificationDate", "kMDItemDateAdded", "kMDItemLastUsedDate",
    "kMDItemNamedLocation", "kMDItemLatitude", "kMDItemLongitude", "kMDItemSupportsNavigation",
    "kMDItemStarRating", "kMDItemArtist", "kMDItemAlbum", "kMDItemAuthors",
  ]

  private static let knownCodes: [String: Int] = Dictionary(
    uniqueKeysWithValues: knownNames.enumerated().map { ($0.element, $0.offset + 1) })

  /// The attributes as bytes, in the compact form.
  package static func encode(_ attributes: [String: CSAttributeValue]) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(64)
    writeLength(attributes.count, to: &bytes)
    // By name, so that the same attributes always give the same bytes.
    for (name, value) in attributes.sorted(by: { $0.key < $1.key }) {
      if let code = knownCodes[name] {
        writeLength(code, to: &bytes)
      } else {
        bytes.append(0)
        writeText(name, to: &bytes)
      }
      write(value, to: &bytes)
    }
    return bytes
  }

  /// The attributes the bytes hold.
  package static func decode(
    _ bytes: some Collection<UInt8>, format: Format = .compact
  ) throws -> [String: CSAttributeValue] {
    try Array(bytes).withUnsafeBufferPointer { buffer in
      var reader = Reader(bytes: buffer, format: format)
      let count = try reader.length()
      var attributes: [String: CSAttributeValue] = [:]
      // Each attribute takes two bytes at least: damaged bytes claiming more reserve no more.
      attributes.reserveCapacity(min(count, buffer.count / 2))
      for _ in 0..<count {
        let name = try reader.name()
        attributes[name] = try reader.value()
      }
      return attributes
    }
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
        let integer = number.int64Value
        writeLength(UInt64(bitPattern: (integer << 1) ^ (integer >> 63)), to: &bytes)
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
    writeLength(UInt64(length), to: &bytes)
  }

  private static func writeLength(_ length: UInt64, to bytes: inout [UInt8]) {
    var value = length
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
    let bytes: UnsafeBufferPointer<UInt8>
    let format: Format
    var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>, format: Format) {
      self.bytes = bytes
      self.format = format
    }

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

    mutating func varint() throws -> UInt64 {
      var value: UInt64 = 0
      var shift: UInt64 = 0
      while true {
        let next = try byte()
        guard shift <= 63, shift < 63 || next <= 1 else { throw Malformed() }
        value |= UInt64(next & 0x7F) << shift
        if next & 0x80 == 0 { break }
        shift += 7
      }
      return value
    }

    mutating func length() throws -> Int {
      let value = try varint()
      guard value <= UInt64(bytes.count) else { throw Malformed() }
      return Int(value)
    }

    mutating func name() throws -> String {
      guard format == .compact else { return try text() }
      // A number, not a length: a short set may name an attribute numbered past its size.
      let code = try varint()
      guard code != 0 else { return try text() }
      guard code <= UInt64(AttributeCoding.knownNames.count) else { throw Malformed() }
      return AttributeCoding.knownNames[Int(code) - 1]
    }

    mutating func integer() throws -> Int64 {
      guard format == .compact else { return Int64(bitPattern: try word()) }
      let zigzag = try varint()
      return Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1)
    }

    mutating func word() throws -> UInt64 {
      var value: UInt64 = 0
      for shift in stride(from: 0, to: 64, by: 8) { value |= UInt64(try byte()) << UInt64(shift) }
      return value
    }

    mutating func slice() throws -> UnsafeBufferPointer<UInt8> {
      let count = try length()
      guard position + count <= bytes.count else { throw Malformed() }
      defer { position += count }
      return UnsafeBufferPointer(rebasing: bytes[position..<position + count])
    }

    mutating func text() throws -> String {
      String(decoding: try slice(), as: UTF8.self)
    }

    /// How deeply arrays may nest: far more than any attribute holds, few enough that damaged
    /// bytes cannot exhaust the stack.
    static let maximumDepth = 32

    mutating func value(depth: Int = 0) throws -> CSAttributeValue {
      guard depth <= Self.maximumDepth, let tag = Tag(rawValue: try byte()) else {
        throw Malformed()
      }
      switch tag {
      case .string: return .string(try text())
      case .integer: return .number(NSNumber(value: try integer()))
      case .double: return .number(NSNumber(value: Double(bitPattern: try word())))
      case .boolean: return .number(NSNumber(value: try byte() != 0))
      case .date:
        return .date(Date(timeIntervalSinceReferenceDate: Double(bitPattern: try word())))
      case .data: return .data(Data(try slice()))
      case .url:
        let text = try text()
        // A URL whose text does not read back as one (none is known) keeps its text.
        guard let url = URL(string: text) ?? URL(string: text, encodingInvalidCharacters: true)
        else { return .string(text) }
        return .url(url)
      case .array:
        let count = try length()
        var values: [CSAttributeValue] = []
        for _ in 0..<count { values.append(try value(depth: depth + 1)) }
        return .array(values)
      }
    }
  }
}
