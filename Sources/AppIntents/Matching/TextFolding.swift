/// The byte-level primitives behind ``FoldedString``: ASCII text is lower-cased and compared
/// eight bytes at a time; any other byte sends the caller to Foundation's folding.
@usableFromInline
enum TextFolding {
  /// Lower-cases and removes diacritics.
  @usableFromInline
  static func fold(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
    return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .lowercased()
  }

  /// The high bit of every byte.
  @inlinable static var highBits: UInt64 { 0x8080_8080_8080_8080 }

  /// Up to eight bytes from `start`, the first in the lowest byte, padded with zeros: one load,
  /// or two overlapping ones for four to seven bytes, without reading past the bytes.
  @inlinable
  static func word(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> UInt64 {
    let count = bytes.count &- start
    guard count > 0, let base = bytes.baseAddress else { return 0 }
    let pointer = UnsafeRawPointer(base + start)
    if count >= 8 { return UInt64(littleEndian: pointer.loadUnaligned(as: UInt64.self)) }
    if count >= 4 {
      let low = UInt32(littleEndian: pointer.loadUnaligned(as: UInt32.self))
      let high = UInt32(
        littleEndian: pointer.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self))
      // `high` holds bytes count − 4 ..< count: drop those `low` already has.
      return UInt64(low) | (UInt64(high) >> UInt64((8 &- count) &* 8)) << 32
    }
    let first = UInt64(pointer.load(as: UInt8.self))
    let middle = UInt64(pointer.load(fromByteOffset: count >> 1, as: UInt8.self))
    let last = UInt64(pointer.load(fromByteOffset: count &- 1, as: UInt8.self))
    return first | middle << UInt64((count >> 1) &* 8) | last << UInt64((count &- 1) &* 8)
  }

  /// The word with its ASCII capitals lower-cased; every byte must be below 0x80.
  @inlinable
  static func lowered(_ word: UInt64) -> UInt64 {
    // A byte's high bit is set in `atLeastA` when it is ≥ "A", in `aboveZ` when it is > "Z".
    let atLeastA = word &+ 0x3F3F_3F3F_3F3F_3F3F
    let aboveZ = word &+ 0x2525_2525_2525_2525
    return word | ((atLeastA & ~aboveZ & highBits) &>> 2)
  }

  /// Whether the bytes are all ASCII.
  @inlinable
  static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var any: UInt64 = 0
    var start = 0
    while start < bytes.count {
      any |= word(bytes, at: start)
      start &+= 8
    }
    return any & highBits == 0
  }

  /// Whether text equals folded ASCII text ignoring case; `nil` when the text is not all ASCII.
  /// Eight bytes are compared at a time; the lengths first.
  @inlinable
  static func equalLowered(_ text: UnsafeBufferPointer<UInt8>, _ folded: [UInt8]) -> Bool? {
    guard text.count == folded.count else { return isASCII(text) ? false : nil }
    return folded.withUnsafeBufferPointer { folded in
      var any: UInt64 = 0
      var difference: UInt64 = 0
      var start = 0
      while start < text.count {
        let chunk = word(text, at: start)
        any |= chunk
        difference |= lowered(chunk) ^ word(folded, at: start)
        start &+= 8
      }
      guard any & highBits == 0 else { return nil }
      return difference == 0
    }
  }

  /// Runs the body on the text's UTF-8 bytes when they are all ASCII; `nil` otherwise.
  @inlinable
  static func withASCIIBytes<Result>(
    of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result? {
    var text = text
    return text.withUTF8 { bytes in isASCII(bytes) ? body(bytes) : nil }
  }

  @inlinable
  static func lower(_ byte: UInt8) -> UInt8 {
    byte &- 65 < 26 ? byte | 0x20 : byte
  }

  /// Whether two ASCII byte runs are equal ignoring case; `folded` is already lower-cased.
  @inlinable
  static func equalLowered(
    _ text: Slice<UnsafeBufferPointer<UInt8>>, _ folded: ArraySlice<UInt8>
  ) -> Bool {
    guard text.count == folded.count else { return false }
    var j = folded.startIndex
    for byte in text {
      if lower(byte) != folded[j] { return false }
      j += 1
    }
    return true
  }

  /// The offset of the first occurrence of the lower-cased needle in the text, ignoring case.
  @inlinable
  static func rangeOfASCII(_ needle: [UInt8], in text: UnsafeBufferPointer<UInt8>) -> Int? {
    let count = needle.count
    guard count <= text.count else { return nil }
    let first = needle[0]
    var start = 0
    let last = text.count - count
    while start <= last {
      if lower(text[start]) == first {
        var k = 1
        while k < count, lower(text[start + k]) == needle[k] { k += 1 }
        if k == count { return start }
      }
      start += 1
    }
    return nil
  }

  /// Orders ASCII texts ignoring case, then exactly; `nil` when either is not all ASCII. Eight
  /// bytes are compared at a time, as big-endian numbers so that the numeric order is the
  /// byte order; the zeros padding a last word sort before any byte, as a shorter text does.
  @inlinable
  static func compareASCII(
    _ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>
  ) -> ComparisonResult? {
    guard isASCII(lhs), isASCII(rhs) else { return nil }
    let shared = Swift.min(lhs.count, rhs.count)
    var start = 0
    var exact = ComparisonResult.orderedSame
    while start < shared {
      // Beyond `shared` the shorter text's word is padded: compare only the shared bytes here.
      let width = Swift.min(8, shared &- start)
      let mask: UInt64 = width == 8 ? ~0 : (1 &<< UInt64(width &* 8)) &- 1
      let left = word(lhs, at: start) & mask
      let right = word(rhs, at: start) & mask
      if left != right {
        let foldedLeft = lowered(left).byteSwapped
        let foldedRight = lowered(right).byteSwapped
        if foldedLeft != foldedRight {
          return foldedLeft < foldedRight ? .orderedAscending : .orderedDescending
        }
        if exact == .orderedSame {
          exact = left.byteSwapped < right.byteSwapped ? .orderedAscending : .orderedDescending
        }
      }
      start &+= 8
    }
    if lhs.count != rhs.count {
      return lhs.count < rhs.count ? .orderedAscending : .orderedDescending
    }
    return exact
  }
}
