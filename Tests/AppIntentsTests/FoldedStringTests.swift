import AppIntents
import Testing

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
