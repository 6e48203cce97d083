/// Text prepared for case- and diacritic-insensitive matching: "Café" matches "cafe", "CAFÉ" and
/// "café".
///
/// Fold the text you look for once, then test many strings against it. ASCII text is compared
/// byte by byte without allocating; other text is folded with Foundation. This is what
/// ``QueryComparator`` uses for text, and it is much faster than
/// `localizedCaseInsensitiveContains`, which is also not diacritic-insensitive on Linux.
///
/// ```swift
/// let needle = FoldedString("ecole")
/// needle.isContained(in: "L'École Normale")   // true
/// ```
///
/// This is an OpenIntents addition.
public struct FoldedString: Hashable, Sendable {
  /// The folded text: lower-cased, without diacritics.
  public let folded: String
  @usableFromInline let bytes: [UInt8]
  @usableFromInline let isASCII: Bool

  /// Folds the given text.
  public init(_ text: String) {
    folded = TextFolding.fold(text)
    bytes = Array(folded.utf8)
    isASCII = bytes.allSatisfy { $0 < 0x80 }
  }

  /// Whether the text equals this one, ignoring case and diacritics.
  @inlinable
  public func matches(_ text: String) -> Bool {
    if isASCII,
      let result = TextFolding.withASCIIBytes(
        of: text,
        { haystack in
          haystack.count == bytes.count && TextFolding.equalASCII(haystack, bytes[...])
        })
    {
      return result
    }
    return TextFolding.fold(text) == folded
  }

  /// Whether the text contains this one, ignoring case and diacritics. The empty string is
  /// contained in every text.
  @inlinable
  public func isContained(in text: String) -> Bool {
    if bytes.isEmpty { return true }
    if isASCII,
      let result = TextFolding.withASCIIBytes(
        of: text,
        { haystack in
          TextFolding.rangeOfASCII(bytes, in: haystack) != nil
        })
    {
      return result
    }
    return TextFolding.fold(text).contains(folded)
  }

  /// Whether the text starts with this one, ignoring case and diacritics.
  @inlinable
  public func isPrefix(of text: String) -> Bool {
    if isASCII,
      let result = TextFolding.withASCIIBytes(
        of: text,
        { haystack in
          haystack.count >= bytes.count
            && TextFolding.equalASCII(
              haystack[haystack.startIndex..<haystack.startIndex + bytes.count], bytes[...])
        })
    {
      return result
    }
    return TextFolding.fold(text).hasPrefix(folded)
  }

  /// Whether the text ends with this one, ignoring case and diacritics.
  @inlinable
  public func isSuffix(of text: String) -> Bool {
    if isASCII,
      let result = TextFolding.withASCIIBytes(
        of: text,
        { haystack in
          haystack.count >= bytes.count
            && TextFolding.equalASCII(haystack[(haystack.endIndex - bytes.count)...], bytes[...])
        })
    {
      return result
    }
    return TextFolding.fold(text).hasSuffix(folded)
  }

  /// Orders two texts ignoring case and diacritics, then by their exact characters, so that
  /// the order is total and stable.
  @inlinable
  public static func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
    let fast = TextFolding.withASCIIBytes(of: lhs) { left in
      TextFolding.withASCIIBytes(of: rhs) { right in TextFolding.compareASCII(left, right) }
    }
    if let fast = fast ?? nil { return fast }
    let left = TextFolding.fold(lhs)
    let right = TextFolding.fold(rhs)
    if left != right { return left < right ? .orderedAscending : .orderedDescending }
    if lhs == rhs { return .orderedSame }
    return lhs < rhs ? .orderedAscending : .orderedDescending
  }
}

/// The byte-level primitives behind ``FoldedString``.
@usableFromInline
enum TextFolding {
  /// Lower-cases and removes diacritics.
  @usableFromInline
  static func fold(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
    return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .lowercased()
  }

  /// Runs the body on the text's UTF-8 bytes when they are all ASCII; `nil` otherwise.
  @inlinable
  static func withASCIIBytes<Result>(
    of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result? {
    var text = text
    return text.withUTF8 { bytes in
      for byte in bytes where byte >= 0x80 { return nil }
      return body(bytes)
    }
  }

  @inlinable
  static func lower(_ byte: UInt8) -> UInt8 {
    byte &- 65 < 26 ? byte | 0x20 : byte
  }

  /// Whether two ASCII byte runs of the same length are equal ignoring case; `folded` is
  /// already lower-cased.
  @inlinable
  static func equalASCII(
    _ text: Slice<UnsafeBufferPointer<UInt8>>, _ folded: ArraySlice<UInt8>
  )
    -> Bool
  {
    guard text.count == folded.count else { return false }
    var j = folded.startIndex
    for byte in text {
      if lower(byte) != folded[j] { return false }
      j += 1
    }
    return true
  }

  @inlinable
  static func equalASCII(_ text: UnsafeBufferPointer<UInt8>, _ folded: ArraySlice<UInt8>) -> Bool {
    equalASCII(text[...], folded)
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

  /// Orders ASCII texts ignoring case, then exactly.
  @inlinable
  static func compareASCII(
    _ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>
  )
    -> ComparisonResult
  {
    let shared = min(lhs.count, rhs.count)
    var i = 0
    while i < shared {
      let left = lower(lhs[i])
      let right = lower(rhs[i])
      if left != right { return left < right ? .orderedAscending : .orderedDescending }
      i += 1
    }
    if lhs.count != rhs.count {
      return lhs.count < rhs.count ? .orderedAscending : .orderedDescending
    }
    i = 0
    while i < shared {
      if lhs[i] != rhs[i] { return lhs[i] < rhs[i] ? .orderedAscending : .orderedDescending }
      i += 1
    }
    return .orderedSame
  }
}
