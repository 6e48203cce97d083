import Testing
import UniformTypeIdentifiers

@Suite("Lookups by filename extension and MIME type")
struct TagLookupTests {
  @Test(
    "Filename extensions find their type ignoring case",
    arguments: [
      ("png", UTType.png), ("PNG", .png), ("Jpg", .jpeg), ("jpeg", .jpeg), ("txt", .plainText),
      ("json", .json), ("JSON", .json), ("csv", .commaSeparatedText), ("pdf", .pdf),
      ("HEIC", .heic), ("mov", .quickTimeMovie), ("mp4", .mpeg4Movie), ("m4a", .mpeg4Audio),
      ("zip", .zip), ("gz", .gzip), ("swift", .swiftSource), ("yml", .yaml), ("webp", .webP),
      ("svg", .svg), ("vcf", .vCard), ("eml", .emailMessage), ("aif", .aiff),
    ])
  func findsTypeByFilenameExtension(tag: String, expected: UTType) {
    #expect(UTType(filenameExtension: tag) == expected)
  }

  @Test(
    "MIME types find their type ignoring case and spaces",
    arguments: [
      ("image/png", UTType.png), ("IMAGE/PNG", .png), ("application/json", .json),
      ("Application/PDF", .pdf), ("text/plain", .plainText), ("text/csv", .commaSeparatedText),
      ("text/plain; charset=UTF-8", .utf8PlainText), ("application/json; charset=utf-8", .json),
      ("audio/mpeg", .mp3), ("video/quicktime", .quickTimeMovie), ("text/html", .html),
    ])
  func findsTypeByMIMEType(tag: String, expected: UTType) {
    #expect(UTType(mimeType: tag) == expected)
  }

  @Test("A tag shared by a type and its supertype finds the more specific type")
  func prefersMostSpecificType() {
    #expect(UTType(filenameExtension: "plist") == .xmlPropertyList)
    #expect(
      UTType.types(tag: "PLIST", tagClass: .filenameExtension, conformingTo: nil)
        == [.xmlPropertyList, .propertyList])
  }

  @Test("The required supertype filters the candidates")
  func supertypeFiltersCandidates() {
    #expect(
      UTType(tag: "plist", tagClass: .filenameExtension, conformingTo: .xml)
        == .xmlPropertyList)
    let image = UTType(filenameExtension: "png", conformingTo: .image)
    #expect(image == .png)
    let text = UTType(filenameExtension: "png", conformingTo: .text)
    #expect(text?.isDynamic == true)
    #expect(text?.conforms(to: .text) == true)
    #expect(text?.conforms(to: .image) == false)
  }

  @Test("An unknown extension gives a stable dynamic type that carries the tag")
  func unknownExtensionGivesDynamicType() throws {
    let type = try #require(UTType(filenameExtension: "Frobnitz"))
    #expect(type.isDynamic)
    #expect(!type.isDeclared)
    #expect(!type.isPublic)
    #expect(type.identifier.hasPrefix("dyn."))
    #expect(type.preferredFilenameExtension == "frobnitz")
    #expect(type.tags == [.filenameExtension: ["frobnitz"]])
    #expect(type.conforms(to: .data))
    #expect(type.conforms(to: .item))
    #expect(UTType(filenameExtension: "frobnitz") == type)
    #expect(UTType(type.identifier) == type)
    #expect(UTType(type.identifier)?.conforms(to: .data) == true)
  }

  @Test("An unknown MIME type gives a dynamic type")
  func unknownMIMETypeGivesDynamicType() throws {
    let type = try #require(UTType(mimeType: "application/x-openintents-test"))
    #expect(type.isDynamic)
    #expect(type.preferredMIMEType == "application/x-openintents-test")
    #expect(type != UTType(filenameExtension: "x-openintents-test"))
  }

  @Test(
    "Malformed tags give nil",
    arguments: [
      (UTTagClass.filenameExtension, ""), (.filenameExtension, "a/b"),
      (.filenameExtension, "two words"), (.mimeType, "png"), (.mimeType, "image/"),
      (.mimeType, "/png"), (.mimeType, ""),
    ])
  func malformedTagGivesNil(tagClass: UTTagClass, tag: String) {
    #expect(UTType(tag: tag, tagClass: tagClass, conformingTo: nil) == nil)
    #expect(UTType.types(tag: tag, tagClass: tagClass, conformingTo: nil).isEmpty)
  }

  @Test("Types expose their preferred tags and all their tags")
  func exposesTags() {
    #expect(UTType.jpeg.preferredFilenameExtension == "jpeg")
    #expect(UTType.jpeg.preferredMIMEType == "image/jpeg")
    #expect(UTType.jpeg.tags[.filenameExtension] == ["jpeg", "jpg", "jpe"])
    #expect(UTType.json.tags[.mimeType] == ["application/json"])
    #expect(UTType.image.preferredFilenameExtension == nil)
    #expect(UTType.image.tags.isEmpty)
  }

  @Test("Tag classes have Apple's identifiers")
  func tagClassesHaveAppleIdentifiers() {
    #expect(UTTagClass.filenameExtension.rawValue == "public.filename-extension")
    #expect(UTTagClass.mimeType.rawValue == "public.mime-type")
    #expect(UTTagClass(rawValue: "public.mime-type") == .mimeType)
  }
}
