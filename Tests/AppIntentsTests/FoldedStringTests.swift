import Testing

@testable import AppIntents

@Suite struct FoldedStringTests {
  @Test(arguments: [
    ("cafe", "Café", true), ("CAFÉ", "café", true), ("straße", "STRASSE", true),
    ("cafe", "Cafés", false), ("", "", true),
  ])
  func equality(needle: String, text: String, matches: Bool) {
    #expect(FoldedString(needle).matches(text) == matches)
  }

  @Test func containmentPrefixAndSuffix() {
    let needle = FoldedString("ecole")
    #expect(needle.isContained(in: "L'École Normale"))
    #expect(!needle.isContained(in: "Collège"))
    #expect(FoldedString("normale").isSuffix(of: "L'École NORMALE"))
    #expect(FoldedString("l'éc").isPrefix(of: "L'ECOLE"))
    #expect(!FoldedString("longer than the text").isPrefix(of: "short"))
  }

  @Test func orderingIsCaseInsensitiveThenExact() {
    #expect(FoldedString.compare("apple", "Banana") == .orderedAscending)
    #expect(FoldedString.compare("Écrins", "Everest") == .orderedAscending)
    #expect(FoldedString.compare("abc", "ABC") == .orderedDescending)
    #expect(FoldedString.compare("same", "same") == .orderedSame)
  }
}

/// The fast paths of ``FoldedString`` (small strings in place, ASCII eight bytes at a time)
/// against Foundation's folding, on random and adversarial text.
@Suite struct FoldedStringFastPathTests {
  /// Pieces that make the paths differ if they can: both cases, digits, NUL and DEL, accents
  /// precomposed and combining, "ß", a ligature, the Kelvin sign, dotted I, emoji.
  static let pieces = [
    "a", "A", "z", "Z", "e", "E", "s", "S", "k", "K", "i", "I", "0", "9", " ", "-", "@", "[", "`",
    "{", "\u{0}", "\u{7F}", "é", "É", "e\u{301}", "ß", "ﬁ", "\u{212A}", "İ", "ı", "😀", "ǅ",
  ]

  static func texts(_ count: Int, seed: UInt64, asciiOnly: Bool) -> [String] {
    var random = SeededRandom(seed)
    let pieces = asciiOnly ? Self.pieces.filter { $0.utf8.allSatisfy { $0 < 0x80 } } : Self.pieces
    return (0..<count).map { _ in
      // Lengths around the small-string limit (15 bytes) and the word size (8) matter most.
      let length = Int(random.next() % 20)
      return (0..<length).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
    }
  }

  @Test(arguments: [(UInt64(1), true), (2, true), (3, false), (4, false)])
  func orderingAgreesWithFoundationFolding(seed: UInt64, asciiOnly: Bool) {
    let texts = Self.texts(300, seed: seed, asciiOnly: asciiOnly)
    let pairs = Array(zip(texts, texts.reversed())) + Array(zip(texts, texts.dropFirst()))
    for (left, right) in pairs + texts.map({ ($0, $0.uppercased()) }) {
      #expect(
        FoldedString.compare(left, right) == FoldedString.compareUnicode(left, right),
        "\(left.debugDescription) vs \(right.debugDescription)")
    }
  }

  @Test(arguments: [(UInt64(5), true), (6, false)])
  func equalityAgreesWithFoundationFolding(seed: UInt64, asciiOnly: Bool) {
    let texts = Self.texts(200, seed: seed, asciiOnly: asciiOnly)
    for needle in texts.prefix(40) {
      let folded = FoldedString(needle)
      for text in texts + [needle, needle.uppercased(), needle.lowercased()] {
        #expect(
          folded.matches(text) == (FoldedString(text).folded == folded.folded),
          "\(needle.debugDescription) vs \(text.debugDescription)")
      }
    }
  }

  @Test func shortAndLongTextsCompareAcrossTheSmallStringLimit() {
    let fifteen = "abcdefghijklmno"
    let sixteen = fifteen + "p"
    #expect(FoldedString(fifteen.uppercased()).matches(fifteen))
    #expect(FoldedString(sixteen.uppercased()).matches(sixteen))
    #expect(!FoldedString(fifteen).matches(sixteen))
    #expect(FoldedString.compare(fifteen, sixteen) == .orderedAscending)
    #expect(FoldedString.compare("ABC\u{0}", "abc") == .orderedDescending)
    #expect(FoldedString.compare("abc", "abc\u{0}") == .orderedAscending)
    #expect(FoldedString.compare("Zebra", "apple") == .orderedDescending)
    // "[" comes after "Z" in bytes, but before "z" once folded.
    #expect(FoldedString.compare("[", "Z") == .orderedAscending)
  }
}
