import Testing
import UniformTypeIdentifiers

@Suite("Conformance tree")
struct ConformanceTests {
  @Test(
    "A type conforms to its ancestors",
    arguments: [
      (UTType.png, UTType.image), (.png, .data), (.png, .item), (.png, .content),
      (.json, .text), (.json, .data), (.json, .content), (.plainText, .text),
      (.pdf, .data), (.pdf, .compositeContent), (.pdf, .content),
      (.utf8PlainText, .plainText), (.utf8PlainText, .text),
      (.utf8TabSeparatedText, .utf8PlainText), (.utf8TabSeparatedText, .delimitedText),
      (.commaSeparatedText, .delimitedText), (.xmlPropertyList, .xml),
      (.xmlPropertyList, .propertyList), (.heic, .image), (.swiftSource, .sourceCode),
      (.swiftSource, .text), (.mpeg4Audio, .audio), (.mpeg4Audio, .movie), (.video, .movie),
      (.mp3, .audiovisualContent), (.zip, .archive), (.folder, .directory),
      (.application, .executable), (.vCard, .contact), (.emailMessage, .message),
      (.symbolicLink, .resolvable), (.aliasFile, .data), (.epub, .compositeContent),
    ])
  func conformsToAncestor(type: UTType, ancestor: UTType) {
    #expect(type.conforms(to: ancestor))
    #expect(type.supertypes.contains(ancestor))
    #expect(type.isSubtype(of: ancestor))
    #expect(ancestor.isSupertype(of: type))
  }

  @Test(
    "A type does not conform to unrelated types",
    arguments: [
      (UTType.png, UTType.text), (.json, .image), (.plainText, .utf8PlainText),
      (.pdf, .text), (.image, .png), (.directory, .data), (.json, .sourceCode),
      (.movie, .audio), (.mp3, .video),
    ])
  func doesNotConformToUnrelatedType(type: UTType, other: UTType) {
    #expect(!type.conforms(to: other))
    #expect(!type.supertypes.contains(other))
    #expect(!type.isSubtype(of: other))
  }

  @Test("Every system type is declared and conforms to item")
  func everySystemTypeConformsToItem() {
    for type in allSystemTypes {
      #expect(type.isDeclared, "\(type.identifier) has no declaration")
      #expect(type.conforms(to: .item), "\(type.identifier) does not reach public.item")
    }
  }

  @Test("System constants have distinct identifiers")
  func systemConstantsAreDistinct() {
    #expect(Set(allSystemTypes).count == allSystemTypes.count)
  }

  @Test("Supertypes are transitive and exclude the type itself")
  func supertypesAreTransitive() {
    #expect(UTType.png.supertypes == [.image, .data, .content, .item])
    #expect(UTType.utf8PlainText.supertypes == [.plainText, .text, .data, .content, .item])
    #expect(UTType.item.supertypes.isEmpty)
  }

  @Test("A type conforms to itself but is neither its own subtype nor supertype")
  func typeConformsToItself() {
    #expect(UTType.json.conforms(to: .json))
    #expect(!UTType.json.isSubtype(of: .json))
    #expect(!UTType.json.isSupertype(of: .json))
  }

  @Test("Apple's identifiers name the constants")
  func constantsUseAppleIdentifiers() {
    #expect(UTType.png.identifier == "public.png")
    #expect(UTType.pdf.identifier == "com.adobe.pdf")
    #expect(UTType.gif.identifier == "com.compuserve.gif")
    #expect(UTType.heif.identifier == "public.heif")
    #expect(UTType.commaSeparatedText.identifier == "public.comma-separated-values-text")
    #expect(UTType.urlBookmarkData.identifier == "com.apple.bookmark")
    #expect(UTType.emailMessage.identifier == "public.email-message")
    #expect(UTType.internetLocation.identifier == "com.apple.internet-location")
    #expect(UTType.wav.identifier == "com.microsoft.waveform-audio")
  }
}
